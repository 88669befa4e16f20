// The exact search (bot/spider/analyser/exact.hpp) on random small
// positions: it answers as the plain AND-OR search does, with the columns
// in any order one position and with them as they are, with joined runs and
// without, and every plan it finds replays in the engine (docs/spider-analyser.md, "The exact search").
#include "catch.hpp"

#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bot/spider/analyser/cli.hpp"
#include "spider_random_position.hpp"
#include "support.hpp"

namespace test_spider_analyser_exact {

namespace sp = spider;
using sp::bot::AnalyseResult;

namespace {

const char* exactStatus(sp::bot::exact::Answer::Status s) {
    return s == sp::bot::exact::Answer::Possible  ? "possible"
        : s == sp::bot::exact::Answer::Impossible ? "impossible"
                                                  : "unknown";
}

}  // namespace

TEST_CASE("analyser: the exact search answers as the plain search does, and its plans replay", "[spider][analyser]") {
    const char* env = std::getenv("SPIDER_EXACT_CHECKS");
    int positions = env ? std::atoi(env) : test_support::casesFor(6);  // (two under the sanitizers)
    patience::Rng rng(4711);
    int decided = 0, possible = 0, impossible = 0;
    for (int i = 0; i < 2 * positions; ++i) {
        bool sets = i % 2;  // a whole suit of hearts may be in play, for the removal goals
        sp::Game g = sets ? spider_test::randomPosition(rng, 1, 13, 30) : spider_test::randomPosition(rng, 3, 8, 20);
        INFO("the position:\n" << sp::writePosition(spider_test::withHand(g)));
        sp::bot::Query plainQ, noSpace, noTurnUp, keepSpace, noOther;
        noSpace.noSpace = true, noTurnUp.noTurnUp = true, keepSpace.keepSpace = true, noOther.maxRemovals = 0;
        // (goal, constraints, face-down cards known): questions the exact search applies to
        std::vector<std::tuple<std::string, sp::bot::Query, bool>> questions = sets
            ? std::vector<std::tuple<std::string, sp::bot::Query, bool>>{{"remove:h", plainQ, true},
                                                                         {"remove:h", noSpace, true},
                                                                         {"remove:h", noTurnUp, false},
                                                                         {"removals:1", noOther, true},
                                                                         {"spaces:2", plainQ, true},
                                                                         {"spaces:2", noTurnUp, false}}
            : std::vector<std::tuple<std::string, sp::bot::Query, bool>>{
                  {"spaces:1", plainQ, true},   {"spaces:2", plainQ, true}, {"spaces:3", noTurnUp, false},
                  {"turn-up", keepSpace, true}, {"turn-up", noSpace, true}, {"spaces:1", noSpace, true}};
        for (const auto& [goal, q, known] : questions) {
            INFO("position " << i << ", " << goal << (known ? " --known" : "") << (q.noSpace ? " --no-space" : "")
                             << (q.noTurnUp ? " --no-turn-up" : "") << (q.keepSpace ? " --keep-space" : "")
                             << (q.maxRemovals >= 0 ? " --max-removals 0" : ""));
            sp::bot::Query asked = q;
            asked.goal = sp::bot::parseGoal(goal);
            sp::bot::AnalyseLimits limits;
            limits.timeMs = 20000;
            limits.positions = 40000;
            sp::bot::readReductions("none", limits);
            AnalyseResult plain = sp::bot::analysePosition(g, asked, known, limits);
            for (int variant = 0; variant < 3; ++variant) {
                bool canonical = variant != 1, joins = variant == 2;
                INFO((canonical ? "the columns in any order one" : "the columns as they are")
                     << (joins ? ", joined runs" : ""));
                sp::bot::AnalyseLimits exactLimits = limits;
                exactLimits.joinedRuns = joins;
                sp::bot::SearchLimit limit = sp::bot::searchLimitOf(limits);
                sp::bot::Analyser analyser(g, asked, known, exactLimits, limit);
                REQUIRE(analyser.exactApplies());
                sp::bot::exact::Answer a = analyser.exactOnly(canonical, 2000000);
                if (a.status == sp::bot::exact::Answer::Possible) {
                    sp::bot::Strategy plan;
                    for (const sp::bot::Step& st : a.plan) plan.moves.push_back(sp::bot::command(st));
                    CHECK(sp::bot::checkPlan(g, plan, asked, known).empty());
                }
                if (plain.status == AnalyseResult::Unknown || a.status == sp::bot::exact::Answer::Unknown) continue;
                CHECK(exactStatus(a.status) == std::string(sp::bot::statusName(plain.status)));
                ++decided;
                possible += a.status == sp::bot::exact::Answer::Possible;
                impossible += a.status == sp::bot::exact::Answer::Impossible;
            }
        }
    }
    CHECK(decided > 8 * positions);  // the checks are not empty
    CHECK(possible > 0);
    CHECK(impossible > 0);
}

}  // namespace test_spider_analyser_exact
