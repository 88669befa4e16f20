// `referee calculation --bot` end to end: the judge against bots written as
// shell scripts (what the first turn shows, a straight deck won, losses and
// the turn limit, illegal moves, silence, exits, a batch with its JSON
// summary). A person's game: test_calculation_keeper.cpp.
#include "catch.hpp"

#include <string>
#include <vector>

#include "common/json.hpp"
#include "support.hpp"

namespace test_calculation_judge {

using namespace test_support;

namespace {

Run withBot(const std::string& bot, const std::string& more = "") {
    return runCommand("timeout 60 " REFEREE_PATH " calculation --bot " + shellQuoted(bot) + " " + more);
}

// A bot that reads each turn, logs it (if asked) and answers its first
// listed move (or its last: under coco rules, waste to empty waste moves).
std::string firstMoveBot(const std::string& log = "/dev/null", bool last = false) {
    return "while IFS= read -r line; do echo \"$line\" >> " + shellQuoted(log) +
        "; case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=;"
        " while [ $i -lt $n ]; do IFS= read -r c; echo \"$c\" >> " +
        shellQuoted(log) + "; if [ " + std::string(last ? "1 = 1" : "-z \"$pick\"") +
        " ]; then pick=$c; fi; i=$((i+1)); done; echo \"$pick\";; esac; done";
}

}  // namespace

TEST_CASE("calculation bot: the first turn is what a player sees, a straight deck is won",
          "[calculation][judge][e2e]") {
    TempDir tmp;
    std::string log = tmp.file("turns");
    Run r =
        withBot(firstMoveBot(log), "--deck " + shellQuoted(std::string(SAMPLES_DIR) + "/calculation/straight.deck"));
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(contains(r.out, "straight.deck: win in 48 turns"));
    auto lines = splitLines(slurp(log));
    REQUIRE(lines.size() >= 11u);
    CHECK(lines[0] == "turn 1");
    CHECK(lines[1] == "rules coco");
    CHECK(lines[2] == "foundations A 2 3 4");
    CHECK(lines[3] == "waste 1");
    CHECK(lines[7] == "hand 2c");
    CHECK(lines[8] == "left 48");
    CHECK(lines[10].rfind("moves ", 0) == 0);
    CHECK(lines[11] == "f1");
}

TEST_CASE("calculation bot: first listed moves on a seed end in a loss or the turn limit",
          "[calculation][judge][e2e]") {
    for (const char* rules : {"classic", "coco"}) {
        Run r = withBot(firstMoveBot(), std::string("--seed 2 --max-turns 200 --rules ") + rules);
        INFO(rules << ": " << r.out);
        CHECK(r.status == 1);
        CHECK((contains(r.out, "seed 2: loss on turn") ||
               contains(r.out, "seed 2: turn limit: not won after 200 turns")));
        CHECK(contains(r.out, "of 52 cards on the foundations)"));
    }
    // The last listed move shuffles a card between waste piles for ever.
    Run cycle = withBot(firstMoveBot("/dev/null", true), "--seed 3 --max-turns 50");
    CHECK(cycle.status == 1);
    CHECK(contains(cycle.out, "seed 3: turn limit: not won after 50 turns (4 of 52 cards on the foundations)"));
}

TEST_CASE("calculation bot: illegal moves, empty lines, silence and exits", "[calculation][judge][e2e]") {
    Run bad = withBot("read l; echo f9; sleep 1", "--seed 1");
    CHECK(bad.status == 1);
    CHECK(contains(bad.out, "seed 1: illegal move on turn 1 \"f9\": not a move"));
    Run empty = withBot("read l; echo 'w1 f1'", "--seed 1");
    CHECK(contains(empty.out, "seed 1: illegal move on turn 1 \"w1 f1\": waste pile 1 is empty"));
    checkTurnLoopVerdicts([](const std::string& bot, const std::string& more) { return withBot(bot, more); });
    Run opts = withBot("true", "--seeds 3-1");
    CHECK(opts.status == 2);
    Run rules = withBot("true", "--rules nope");
    CHECK(rules.status == 2);
    CHECK(splitLines(rules.err).size() == 1u);
}

TEST_CASE("calculation bot: a batch over --seeds with a JSON summary last", "[calculation][judge][e2e]") {
    Run r = withBot(firstMoveBot(), "--seeds 1-3 --jobs 2 --json --rules classic");
    INFO(r.out);
    CHECK(r.status == 1);
    auto lines = r.outLines();
    REQUIRE(lines.size() >= 5u);
    CHECK(lines[0].rfind("seed 1: ", 0) == 0);
    CHECK(lines[1].rfind("seed 2: ", 0) == 0);
    CHECK(lines[2].rfind("seed 3: ", 0) == 0);
    CHECK(contains(r.out, "3 games: 0 won, 3 lost"));
    auto j = referee::json::parse(r.lastLine());
    CHECK(j["games"].number == 3);
    CHECK(j["wins"].number == 0);
    CHECK(j["failures"].size() == 3u);
    CHECK(j["mean_cards_on_foundations"].number >= 4);
    CHECK(j["settings"]["rules"].string == "classic");
}

}  // namespace test_calculation_judge
