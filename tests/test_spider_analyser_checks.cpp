// The analyser's random checks: on random small positions, every
// reduction and every proof (the abstractions, a counter-deal, a plan
// replayed for many cards) answers as the plain search does
// (docs/spider-analyser.md, "Checking the reductions", "Proofs by
// abstraction").
#include "catch.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "bot/spider/analyser/cli.hpp"
#include "common/random.hpp"
#include "games/spider/spider.hpp"
#include "spider_random_position.hpp"
#include "support.hpp"

namespace test_spider_analyser_checks {

namespace sp = spider;
using sp::bot::AnalyseResult;

namespace {

using spider_test::randomPosition;

// The answer with the reductions `reduce` names ("columns", "joins",
// "relax", "counted", "fixed", or "none"), as --reduce takes them.
std::string statusOf(const sp::Game& g, const std::string& goal, const sp::bot::Query& q, bool known,
                     const std::string& reduce, long* replayed = nullptr) {
    sp::bot::AnalyseLimits limits;
    limits.timeMs = 20000;
    limits.positions = 200000;
    sp::bot::readReductions(reduce, limits);
    sp::bot::Query asked = q;
    asked.goal = sp::bot::parseGoal(goal);
    AnalyseResult r = sp::bot::analysePosition(g, asked, known, limits);
    if (replayed) *replayed += r.cardsReplayed;
    if (r.status == AnalyseResult::Possible && !sp::bot::checkPlan(g, *r.plan, asked, known).empty())
        return "a plan that does not replay";
    return sp::bot::statusName(r.status);
}

}  // namespace

TEST_CASE(
    "analyser: joined runs and columns in key order answer as the plain search does, no abstraction refuses a goal it reaches",
    "[spider][analyser]") {
    // SPIDER_ANALYSER_CHECKS positions of each kind (docs/spider-analyser.md
    // has a run with 1000).
    const char* env = std::getenv("SPIDER_ANALYSER_CHECKS");
    int positions = env ? std::atoi(env) : 6;
    patience::Rng rng(2026);
    int decided = 0;
    long replayed = 0;                  // cards answered by another card's plan (reuse)
    std::map<std::string, int> proofs;  // by abstraction
    for (int i = 0; i < 2 * positions; ++i) {
        bool sets = i % 2;  // a whole suit of hearts in play, for the removal goals
        sp::Game g = sets ? randomPosition(rng, 1, 13, 30) : randomPosition(rng, 3, 8, 20);
        INFO("the position:\n" << sp::writePosition(spider_test::withHand(g)));  // (for a failure's message)
        sp::bot::Query plainQ, noSpace, noTurnUp, keepSpace;
        noSpace.noSpace = true, noTurnUp.noTurnUp = true, keepSpace.keepSpace = true;
        std::vector<std::pair<std::string, sp::bot::Query>> questions = sets
            ? std::vector<std::pair<std::string, sp::bot::Query>>{{"remove:h", plainQ},
                                                                  {"remove:h", noSpace},
                                                                  {"remove:h", noTurnUp},
                                                                  {"spaces:2", plainQ}}
            : std::vector<std::pair<std::string, sp::bot::Query>>{{"spaces:1", plainQ},
                                                                  {"spaces:2", plainQ},
                                                                  {"spaces:3", noTurnUp},
                                                                  {"turn-up", keepSpace},
                                                                  {"turn-up", noSpace}};
        for (const auto& [goal, q] : questions) {
            std::string plainKnown;  // a counter-deal: the file's cards known
            for (bool known : {true, false}) {
                if (!known && sets) continue;  // the plain search's turn-ups over 80 cards: too slow here
                std::string plain =
                    statusOf(g, goal, q, known, "counted");  // (counted cards: the next test checks them)
                if (known)
                    plainKnown = plain;
                else if (plainKnown == "impossible")
                    CHECK(plain != "possible");  // the file's deal is one the player may face
                sp::bot::Query asked = q;
                asked.goal = sp::bot::parseGoal(goal);
                sp::bot::SearchLimit limit = sp::bot::searchLimitOf({});
                for (const sp::bot::Proof& proof :
                     sp::bot::Analyser(g, asked, known, {}, limit).abstractProofsAtStart()) {
                    INFO("proved by " << proof.by << ": " << proof.why);
                    CHECK(plain != "possible");  // no abstraction refuses a goal the game reaches
                    ++proofs[proof.by];
                }
                INFO("position " << i << ", " << goal << (known ? " --known" : "") << (q.noSpace ? " --no-space" : "")
                                 << (q.noTurnUp ? " --no-turn-up" : "") << (q.keepSpace ? " --keep-space" : ""));
                for (std::string reduce :
                     {"columns,counted", "joins,counted", "columns,joins,relax,counted,fixed,deal,reuse"}) {
                    INFO("--reduce " << reduce);
                    std::string reduced = statusOf(g, goal, q, known, reduce, &replayed);
                    CHECK(reduced != "a plan that does not replay");
                    if (plain != "unknown" && reduced != "unknown") {
                        CHECK(reduced == plain);
                        ++decided;
                    }
                }
            }
        }
    }
    CHECK(decided > 3 * positions);  // the checks are not empty
    CHECK(replayed > 0);             // one plan served several cards somewhere
    for (const char* by : {"counted cards", "relaxed game"}) {
        INFO(by);
        CHECK(proofs[by] > 0);  // each abstraction was asked something it proves
    }
}

TEST_CASE("analyser: counted and fixed cards refuse no goal the plain search reaches", "[spider][analyser]") {
    // Random positions holding a whole suit of hearts, until each has proved
    // eight goals: each answer checked against the plain search, with no
    // abstraction.
    // (Two goals each under the sanitizers, which look for memory errors:
    // the Release build proves all eight.)
    const int wanted = test_support::casesFor(8);
    patience::Rng rng(36);
    std::map<std::string, int> proofs;
    int checked = 0, buried = 0;                           // buried: by cards under a King that cannot move
    const char* env = std::getenv("SPIDER_FIXED_CHECKS");  // more positions (docs/spider-analyser.md has a run)
    const int tries = env ? std::atoi(env) : 400, wantedBuried = env ? tries : std::min(wanted, 3);
    for (int i = 0;
         i < tries && (proofs["fixed cards"] < wanted || proofs["counted cards"] < wanted || buried < wantedBuried);
         ++i) {
        sp::Game g = randomPosition(rng, 1, 13, 30, i % 2 ? 10 : 8);  // on every column: often no space
        sp::bot::Query noTurnUp, noSpace, noSpaceNoOther;
        noTurnUp.noTurnUp = true, noSpace.noSpace = true, noSpaceNoOther.noSpace = true;
        noSpaceNoOther.maxRemovals = 0;  // a King of spades then never moves (buried cards)
        for (sp::bot::Query q : {noTurnUp, noSpace, noSpaceNoOther}) {
            q.goal = sp::bot::parseGoal("remove:h");
            sp::bot::SearchLimit limit = sp::bot::searchLimitOf({});
            for (const sp::bot::Proof& proof : sp::bot::Analyser(g, q, true, {}, limit).abstractProofsAtStart()) {
                bool byBuried = proof.why.find("where no move can reach") != std::string::npos;
                if (proof.by == std::string("relaxed game") ||
                    (proofs[proof.by] >= wanted && (!byBuried || buried >= wantedBuried)))
                    continue;
                INFO("position " << i << (q.noTurnUp ? " --no-turn-up" : " --no-space")
                                 << (q.maxRemovals == 0 ? " --max-removals 0" : "") << ", by " << proof.by << ": "
                                 << proof.why);
                buried += byBuried;
                std::string plain = statusOf(g, "remove:h", q, true, "none");
                CHECK(plain != "possible");
                ++proofs[proof.by];
                checked += plain == "impossible";
            }
        }
    }
    CHECK(proofs["fixed cards"] >= wanted);
    CHECK(proofs["counted cards"] >= wanted);
    CHECK(checked > 0);  // some of them the plain search proved too
    CHECK(buried >= std::min(wantedBuried, 3));
}

TEST_CASE("analyser: the ledger refuses no goal the plain search reaches", "[spider][analyser]") {
    // Random positions, until the ledger has proved goals both by a card
    // that can never move and by counting places (docs/spider-analyser.md,
    // "The ledger"); each of its proofs checked against the plain search.
    const char* env = std::getenv("SPIDER_LEDGER_CHECKS");  // positions to try (docs/spider-analyser.md has a run)
    const int tries = env ? std::atoi(env) : 300, wanted = env ? tries : test_support::casesFor(6);
    patience::Rng rng(64);
    std::map<std::string, int> proofs;  // "stuck", "counted": how each proof argued
    int checked = 0, refuted = 0;
    for (int i = 0; i < tries && (proofs["stuck"] < wanted || proofs["counted"] < wanted); ++i) {
        bool sets = i % 2;
        sp::Game g = sets ? randomPosition(rng, 1, 13, 34, 10) : randomPosition(rng, 2 + i % 5, 9 + i % 4, 22, 9);
        sp::bot::Query plainQ, noSpace, noTurnUp, keepSpace, noOther;
        noSpace.noSpace = true, noTurnUp.noTurnUp = true, keepSpace.keepSpace = true, noOther.maxRemovals = 0;
        std::vector<std::pair<std::string, sp::bot::Query>> questions = sets
            ? std::vector<std::pair<std::string, sp::bot::Query>>{{"remove:h", noSpace},
                                                                  {"remove:h", noTurnUp},
                                                                  {"remove:h", noOther},
                                                                  {"remove:h>s", noTurnUp},
                                                                  {"remove:s,h", plainQ}}
            : std::vector<std::pair<std::string, sp::bot::Query>>{{"spaces:1", plainQ},
                                                                  {"spaces:2", noTurnUp},
                                                                  {"spaces:2", plainQ},
                                                                  {"turn-up", keepSpace},
                                                                  {"turn-up", noSpace}};
        for (const auto& [goal, q] : questions)
            for (bool known : {true, false}) {
                if (!known && sets) continue;  // the plain search's turn-ups over 80 cards: too slow here
                sp::bot::Query asked = q;
                asked.goal = sp::bot::parseGoal(goal);
                sp::bot::SearchLimit limit = sp::bot::searchLimitOf({});
                for (const sp::bot::Proof& proof :
                     sp::bot::Analyser(g, asked, known, {}, limit).abstractProofsAtStart()) {
                    if (proof.by != std::string("counting")) continue;
                    std::string how = proof.why.find("never can") != std::string::npos ||
                            proof.why.find("can ever come to lie") != std::string::npos
                        ? "stuck"
                        : "counted";
                    if (proofs[how] >= wanted) continue;
                    INFO("the position:\n" << sp::writePosition(spider_test::withHand(g)));
                    INFO("position " << i << ", " << goal << (known ? " --known" : "")
                                     << (q.noSpace ? " --no-space" : "") << (q.noTurnUp ? " --no-turn-up" : "")
                                     << (q.keepSpace ? " --keep-space" : "")
                                     << (q.maxRemovals == 0 ? " --max-removals 0" : "") << ": " << proof.why);
                    std::string plain = statusOf(g, goal, q, known, "none");
                    CHECK(plain != "possible");
                    refuted += plain == "possible";
                    checked += plain == "impossible";
                    ++proofs[how];
                }
            }
    }
    CHECK(proofs["stuck"] >= (env ? 1 : wanted));
    CHECK(proofs["counted"] >= (env ? 1 : wanted));
    CHECK(checked > 0);  // some of them the plain search proved too
    CHECK(refuted == 0);
}

}  // namespace test_spider_analyser_checks
