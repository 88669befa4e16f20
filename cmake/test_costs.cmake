# The slowest test cases, longest first: ctest -j2 starts a case with a higher
# COST before one with a lower, so that the two cores stay busy to the end
# instead of one long case running alone after the rest. Without this, a fresh
# build runs the cases in the order they were found, and the sanitizer build's
# longest case (20 s, 100 s at -O0) could start last.
#
# Included by ctest after the cases Catch2 found (tests/CMakeLists.txt), with
# PATIENCE_SANITIZE set for the sanitizer build. A name that is no longer a
# case is ignored (set_tests_properties in ctest does not fail on it): a renamed
# case only loses its place in the queue. The figures are seconds, measured
# with `ctest -j2 --output-junit FILE` in each build (a case's time attribute)
# on a 2-core Debian 12 machine; only their order matters. Cases not named
# here cost 0 and run after these. bundle.*, replay.browser and the other
# script tests are not Catch2 cases: tests/CMakeLists.txt gives their COST.

if(PATIENCE_SANITIZE)
  set(patience_costs
    21 [==[gallery endgame: the candidate that wins under the most stock orders]==]
    19 [==[gallery solver: agrees with brute force on small positions]==]
    19 [==[batch: the shards K/N of every batch cover its range exactly once]==]
    14 [==[gallery bot: bad turn input is one line and exit 2, the bench reports]==]
    11 [==[agent: after a wait that moves a card between cells, the solution names the new places]==]
    9 [==[gallery solver: the exhaustive pass's dead-end tests at every node agree with brute force and with the solver without them]==]
    8 [==[agent: a second board it did not expect is planned again from scratch]==]
    7 [==[calculation endgame: the move that wins under the most orders of the cards to come]==]
    7 [==[ab bench: tools/sweep's shards play every seed, its summary stops where one run does]==]
    5 [==[gallery: a seed deals the same game, and the first-move player always finishes]==]
    5 [==[bot --bench 1-5 --json ends with a JSON summary of five winnable deals]==]
    5 [==[cautious solver: 36 deals' solutions, first and shortened, win under each rule]==]
    4 [==[gallery parseTurn reads back what turnText shows]==]
    4 [==[fair bench: every game's bench writes the same JSON keys]==]
    4 [==[bot: make-microsoft-freecell-board output on stdin gets one winning line]==]
    4 [==[batch: tools/sweep over local workers prints the summary of one run]==]
    3 [==[bot --prelude opens with the scans it names, and a bad one is one line, exit 2]==]
    3 [==[bot --deal N solves MS deals, --autoplay all solves for that rule]==]
    2 [==[calculation bot: every answer is a legal move, under both rule sets]==]
    2 [==[calculation bot --bench plays seeds and reports]==]
    2 [==[calculation solver: every deal of classic seeds 1-200 is won within 50,000 positions]==]
    2 [==[bot --solve FILE solves the fc-solve variants of deal 617]==]
    2 [==[spider fair bot: legal answers to the end, it wins an easy position]==]
    2 [==[spider fair bot: the bench's summary]==]
    2 [==[gallery solver: its wins on seeded deals replay to a win]==])
else()
  set(patience_costs
    16 [==[batch: the shards K/N of every batch cover its range exactly once]==]
    11 [==[agent: after a wait that moves a card between cells, the solution names the new places]==]
    8 [==[agent: a second board it did not expect is planned again from scratch]==]
    8 [==[bot bench: every engine's signature is the pinned one]==]
    7 [==[gallery bot: bad turn input is one line and exit 2, the bench reports]==]
    7 [==[gallery endgame: the candidate that wins under the most stock orders]==]
    6 [==[calculation solver: every deal of classic seeds 1-200 is won within 50,000 positions]==]
    5 [==[bot --bench 1-5 --json ends with a JSON summary of five winnable deals]==]
    4 [==[calculation endgame: the move that wins under the most orders of the cards to come]==]
    4 [==[gallery solver: agrees with brute force on small positions]==]
    4 [==[bot: make-microsoft-freecell-board output on stdin gets one winning line]==]
    4 [==[calculation dead ends agree with the plain search near the end of real deals]==]
    4 [==[ab bench: tools/sweep's shards play every seed, its summary stops where one run does]==]
    3 [==[bot --prelude opens with the scans it names, and a bad one is one line, exit 2]==]
    3 [==[bot --deal N solves MS deals, --autoplay all solves for that rule]==]
    3 [==[cautious solver: 36 deals' solutions, first and shortened, win under each rule]==])
endif()

list(LENGTH patience_costs patience_n)
math(EXPR patience_last "${patience_n} - 1")
foreach(i RANGE 0 ${patience_last} 2)
  math(EXPR j "${i} + 1")
  list(GET patience_costs ${i} cost)
  list(GET patience_costs ${j} name)
  set_tests_properties(${name} PROPERTIES COST ${cost})
endforeach()
