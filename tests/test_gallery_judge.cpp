// `referee gallery --bot`: the judge against shell bots, verdicts with
// scores, a batch with its JSON summary.
#include "catch.hpp"

#include <string>

#include "common/json.hpp"
#include "support.hpp"

namespace test_gallery_judge {

using namespace test_support;

namespace {

Run withBot(const std::string& bot, const std::string& more = "") {
    return runCommand("timeout 120 " REFEREE_PATH " gallery --bot " + shellQuoted(bot) + " " + more);
}

// A shell bot that reads each turn and answers its first listed move, or
// "deal" whenever that is listed (then it only deals until the stock is out).
std::string listBot(bool dealFirst) {
    return std::string(
               "while IFS= read -r line; do case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=; deal=;"
               " while [ $i -lt $n ]; do IFS= read -r c; [ -z \"$pick\" ] && pick=$c; [ \"$c\" = deal ] && deal=1; i=$((i+1)); done;") +
        (dealFirst ? " [ -n \"$deal\" ] && pick=deal;" : "") + " echo \"$pick\";; esac; done";
}

}  // namespace

TEST_CASE("gallery judge: verdicts with scores for shell bots", "[gallery][judge][e2e]") {
    Run dealer = withBot(listBot(true), "--seed 4");
    INFO(dealer.out << dealer.err);
    CHECK(dealer.status == 1);
    CHECK(contains(dealer.out, "seed 4: finished on turn "));
    CHECK(contains(dealer.out, ": the stock is out and no card can move; score "));
    CHECK(contains(dealer.out, " of 96 cards in the gallery)"));
    Run garbage = withBot("read l; echo '9 Z9'; sleep 1", "--seed 1");
    CHECK(garbage.status == 1);
    CHECK(contains(garbage.out, "seed 1: illegal move on turn 1 \"9 Z9\": not a move (3 B5, A4 C2 or deal); score "));
    Run illegal = withBot("read l; echo 'A1 A1'; sleep 1", "--seed 1");
    CHECK(contains(illegal.out, "seed 1: illegal move on turn 1 \"A1 A1\": "));
    checkTurnLoopVerdicts([](const std::string& bot, const std::string& more) { return withBot(bot, more); });
    Run limit = withBot(listBot(false), "--seed 2 --max-turns 3");
    CHECK(contains(limit.out, "seed 2: turn limit: not won after 3 turns; score "));
    for (const char* bad : {"--seeds 3-1", "--seed x", "--jobs 0", "--nope"}) {
        Run opts = withBot("true", bad);
        INFO(bad);
        CHECK(opts.status == 2);
        CHECK(splitLines(opts.err).size() == 1u);
    }
}

TEST_CASE("gallery judge: a batch with the JSON summary and mean score", "[gallery][judge][e2e]") {
    Run r = withBot(listBot(false), "--seeds 1-3 --jobs 2 --json");
    INFO(r.out);
    CHECK(r.status == 1);
    auto lines = r.outLines();
    REQUIRE(lines.size() >= 6u);
    CHECK(lines[0].rfind("seed 1: ", 0) == 0);
    CHECK(lines[2].rfind("seed 3: ", 0) == 0);
    CHECK(contains(r.out, "3 games: 0 won, 3 lost"));
    CHECK(contains(r.out, "score (cards not in the gallery, 0: won): mean "));
    auto j = referee::json::parse(r.lastLine());
    CHECK(j["games"].number == 3);
    CHECK(j["wins"].number == 0);
    REQUIRE(j["scores"].size() == 3u);
    double sum = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(j["scores"].array[i]["seed"].number == double(i + 1));
        sum += j["scores"].array[i]["score"].number;
        CHECK(contains(lines[i], "score " + std::to_string(int(j["scores"].array[i]["score"].number)) + " ("));
    }
    CHECK(j["mean_score"].number == Approx(sum / 3).epsilon(0.001));
    CHECK(j["mean_score"].number > 0);
    CHECK(j["settings"]["max_turns"].number == 500);
}

}  // namespace test_gallery_judge
