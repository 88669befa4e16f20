// `bot spider --analyse`: each goal and constraint on small positions whose
// answers can be checked by hand, plans replayed by the engine, Woods's page
// 6 as his own play shows it, and bad input.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bot/spider/analyser/cli.hpp"
#include "games/spider/spider.hpp"
#include "spider_example.hpp"
#include "support.hpp"

namespace test_spider_analyser {

using namespace test_support;
namespace sp = spider;
using sp::bot::AnalyseResult;

namespace {

// Columns written "down cards | up cards" ("6d | 5c"; "" a space; no '|':
// all face up). Cards outside the tableau are unseen (in the hand), so every
// card not shown may be any face-down one.
sp::Game position(const std::vector<std::string>& columns) {
    sp::Game g;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        std::istringstream in(columns[c]);
        bool down = columns[c].find('|') != std::string::npos;
        for (std::string w; in >> w;) {
            if (w == "|") {
                down = false;
                continue;
            }
            auto card = sp::parseCard(w);
            REQUIRE(card);
            (down ? g.columns[c].down : g.columns[c].up).push_back(*card);
        }
    }
    return g;
}

std::string run(const std::string& from, const std::string& to) {  // "Kh" .. "2h" as a column's cards
    std::string s;
    int top = sp::parseRank(from.substr(0, from.size() - 1)), bottom = sp::parseRank(to.substr(0, to.size() - 1));
    for (int r = top; r >= bottom; --r) s += sp::rankName(r) + from.back() + " ";
    return s;
}

struct Answer {
    AnalyseResult result;
    std::string text, check;  // the plan as printed; what the engine says of it ("" if it holds)
};

Answer analyse(const sp::Game& g, const std::string& goal, sp::bot::Query q = {}, bool known = false) {
    q.goal = sp::bot::parseGoal(goal);
    sp::bot::AnalyseLimits limits;
    limits.timeMs = 20000;
    Answer a{sp::bot::analysePosition(g, q, known, limits), "", ""};
    if (a.result.status == AnalyseResult::Possible) {
        a.text = sp::bot::planText(*a.result.plan);
        a.check = sp::bot::checkPlan(g, *a.result.plan, q, known);
    }
    return a;
}

// Column 1: one face-down card under a 5c; column 2 a space; every other
// column a lone King. Turning a card up means putting the 5c in the space;
// the space comes back only if the card is a 6 (the 5c goes back onto it) or
// a Queen (it goes onto a King).
const std::vector<std::string> OneCardDown = {"6d | 5c", "", "Kc", "Kd", "Kh", "Ks", "Kc", "Kd", "Kh", "Ks"};

}  // namespace

TEST_CASE("analyser: turn-up is one move, keeping the space depends on the card turned up", "[spider][analyser]") {
    sp::Game g = position(OneCardDown);
    Answer a = analyse(g, "turn-up");
    REQUIRE(a.result.status == AnalyseResult::Possible);
    CHECK(a.text == "1 2 1\n");
    CHECK(a.check.empty());

    sp::bot::Query keep;
    keep.keepSpace = true;
    CHECK(analyse(g, "turn-up", keep).result.status == AnalyseResult::Impossible);  // a 3d, say, stays put

    // Known cards: the file's 6d takes the 5c back; a 3d does not.
    Answer six = analyse(g, "turn-up", keep, true);
    REQUIRE(six.result.status == AnalyseResult::Possible);
    CHECK(six.text == "1 2 1\n2 1 1\n");
    CHECK(six.check.empty());
    g.columns[0].down[0] = *sp::parseCard("3d");
    CHECK(analyse(g, "turn-up", keep, true).result.status == AnalyseResult::Impossible);
    g.columns[0].down[0] = *sp::parseCard("Qd");
    Answer queen = analyse(g, "turn-up", keep, true);
    REQUIRE(queen.result.status == AnalyseResult::Possible);
    CHECK(queen.check.empty());

    // A counter-deal: the file's 3d, known, proves "impossible" for a player
    // who does not know it (what the search tries once it runs out).
    g.columns[0].down[0] = *sp::parseCard("3d");
    keep.goal = sp::bot::parseGoal("turn-up");
    sp::bot::SearchLimit limit = sp::bot::searchLimitOf({});
    AnalyseResult counter = sp::bot::Analyser(g, keep, false, {}, limit).counterDeal();
    CHECK(counter.status == AnalyseResult::Impossible);
    CHECK(std::string(counter.proof.by) == "a counter-deal");
    CHECK(counter.proof.why.find("as the file deals them") != std::string::npos);
    // The file's 6d has a plan: no proof from it, nor from the deals at
    // random (they deal the same one card: the hand is empty).
    g.columns[0].down[0] = *sp::parseCard("6d");
    CHECK(sp::bot::Analyser(g, keep, false, {}, limit).counterDeal().status == AnalyseResult::Unknown);
}

// Columns that take no part: lone 2s with no 3 to go on, lone Kings.
const std::vector<std::string> Inert = {"2c", "2c", "2d", "2d", "Kd", "Kd", "Kc", "Kc"};

std::vector<std::string> withInert(std::vector<std::string> first) {
    first.insert(first.end(), Inert.begin(), Inert.begin() + long(10 - first.size()));
    return first;
}

TEST_CASE("analyser: a plan after a turn-up covers every card it may be", "[spider][analyser]") {
    // The Ah onto the 2h turns a card up in column 1; then the hearts go,
    // whatever that card is.
    sp::Game g = position(withInert({"Qd | Ah", run("Kh", "2h")}));
    Answer a = analyse(g, "remove:h");
    REQUIRE(a.result.status == AnalyseResult::Possible);
    CHECK(a.check.empty());
    REQUIRE(a.result.plan->reveal == 0);
    CHECK(a.result.plan->moves.size() == 1);
    CHECK(a.result.plan->branches.size() == 52 - 4);  // every card but Kd, Kc, 2c, 2d: both of each are in view
    for (const auto& [card, next] : a.result.plan->branches) {
        INFO(sp::cardName(card));
        CHECK(next->moves.size() == 1);  // "2": the hearts go
    }
    CHECK(a.text.rfind("1 2 1\nwhatever column 1 turns up (", 0) == 0);
    CHECK(a.text.size() > 7);
    CHECK(a.text.substr(a.text.size() - 7) == "):\n  2\n");

    // One plan for many cards: "2" found for the first card is replayed for
    // the other 47, and one search per card answers the same.
    CHECK(a.result.cardsReplayed == 47);
    sp::bot::Query hearts;
    hearts.goal = sp::bot::parseGoal("remove:h");
    sp::bot::AnalyseLimits each;
    each.reusePlans = false;
    AnalyseResult searched = sp::bot::analysePosition(g, hearts, false, each);
    REQUIRE(searched.status == AnalyseResult::Possible);
    CHECK(searched.cardsReplayed == 0);
    CHECK(sp::bot::planText(*searched.plan) == a.text);

    // The engine refuses a plan that leaves a card out.
    auto partial = std::make_shared<sp::bot::Strategy>(*a.result.plan);
    partial->branches.pop_back();
    sp::bot::Query q;
    q.goal = sp::bot::parseGoal("remove:h");
    CHECK(sp::bot::checkPlan(g, *partial, q, false).find("do not cover") != std::string::npos);
}

TEST_CASE("analyser: removals in either order, in a given order, without a space, and how many others",
          "[spider][analyser]") {
    // The Ah alone in column 2, the As in column 4: moving either leaves a space.
    sp::Game g = position(withInert({run("Kh", "2h"), "Ah", run("Ks", "2s"), "As"}));
    for (std::string goal :
         std::vector<std::string>{"remove:h,s", "remove:s>h", "remove:h>s", "removals:2", "remove:h+remove:s"}) {
        Answer a = analyse(g, goal);
        INFO(goal);
        REQUIRE(a.result.status == AnalyseResult::Possible);
        CHECK(a.check.empty());
    }
    CHECK(analyse(g, "remove:s>h").text == "2 1 1\n4 3 1\n3\n1\n");  // the Ah may move first
    CHECK(analyse(g, "remove:c").result.status == AnalyseResult::Impossible);

    sp::bot::Query noSpace;
    noSpace.noSpace = true;
    CHECK(analyse(g, "remove:h", noSpace).result.status == AnalyseResult::Impossible);  // the Ah's column empties first
    CHECK(analyse(g, "spaces:1", noSpace).result.status == AnalyseResult::Possible);    // the space is the goal

    // Hearts removed, with at most 0 other suits: the spades need not go.
    sp::bot::Query none;
    none.maxRemovals = 0;
    Answer h = analyse(g, "remove:h", none);
    REQUIRE(h.result.status == AnalyseResult::Possible);
    CHECK(h.check.empty());
    CHECK(analyse(g, "removals:2", none).result.status == AnalyseResult::Impossible);
}

TEST_CASE("analyser: the hearts only after a set of spades, and --no-turn-up", "[spider][analyser]") {
    // The Ah lies under a whole set of spades: they must go first.
    sp::Game g = position(withInert({run("Kh", "2h"), "Ah " + run("Ks", "As")}));
    sp::bot::Query q;
    q.maxRemovals = 0;
    CHECK(analyse(g, "remove:h", q).result.status == AnalyseResult::Impossible);
    q.maxRemovals = 1;
    Answer a = analyse(g, "remove:h", q);
    REQUIRE(a.result.status == AnalyseResult::Possible);
    CHECK(a.text == "2\n2 1 1\n1\n");
    CHECK(a.check.empty());

    // --minimise removals: the bounds meet at 1, a plan removing the spades
    // above, and --max-removals 0 proved impossible.
    sp::bot::Query fewestQ;
    fewestQ.goal = sp::bot::parseGoal("remove:h");
    sp::bot::FewestRemovals m = sp::bot::fewestRemovals(g, fewestQ, false, {});
    CHECK(m.result.status == AnalyseResult::Possible);
    CHECK(m.atLeast == 1);
    CHECK(m.atMost == 1);
    REQUIRE(m.result.plan);
    fewestQ.maxRemovals = 1;
    CHECK(sp::bot::checkPlan(g, *m.result.plan, fewestQ, false).empty());
    // With the cards known, the Spider solver's line is an upper bound too,
    // where it wins and deals nothing before the goal: here, with the six
    // other sets removed before.
    sp::Game won = position({run("Kh", "2h"), "Ah " + run("Ks", "As")});
    for (int suit : {0, 0, 1, 1, 2, 3}) {
        won.removedRuns.emplace_back();
        for (int i = 0; i < sp::Ranks; ++i) won.removedRuns.back()[std::size_t(i)] = sp::makeCard(sp::Ranks - i, suit);
    }
    fewestQ.maxRemovals = -1;
    auto line = sp::bot::solverLinePlan(won, fewestQ, true, 5000);
    REQUIRE(line);
    CHECK(sp::bot::checkPlan(won, *line, fewestQ, true).empty());
    CHECK_FALSE(sp::bot::solverLinePlan(won, fewestQ, false, 5000));  // only with every card known
    fewestQ.maxRemovals = 1;
    // With too few positions for a plan, the lower bound alone: unknown,
    // at least 1 (the AND-OR search alone: the exact search needs only a
    // few positions here).
    sp::bot::AnalyseLimits tight;
    tight.positions = 8;
    tight.exactSearch = false;
    sp::bot::FewestRemovals cut = sp::bot::fewestRemovals(g, fewestQ, false, tight);
    CHECK(cut.result.status == AnalyseResult::Unknown);
    CHECK(cut.atLeast == 1);
    CHECK(cut.atMost == -1);

    // Nothing is face down here; one card is in OneCardDown.
    sp::bot::Query still;
    still.noTurnUp = true;
    CHECK(analyse(position(OneCardDown), "turn-up", still).result.status == AnalyseResult::Impossible);
    CHECK(analyse(position(OneCardDown), "spaces:1", still).result.status == AnalyseResult::Possible);  // nothing to do
}

TEST_CASE("analyser: the ledger counts the places two runs need", "[spider][analyser]") {
    // Two lone 9s and one free 10 (on a face-down card); every other column
    // a King on a face-down card. One space: the 9h onto the 10d. Two: the
    // 9s needs a 10 as well, or the space the 9h left. The relaxed game lets
    // the one 10 take both; the ledger counts them.
    sp::Game g =
        position({"9h", "9s", "Kc | 10d", "Kc | Kd", "Kc | Kd", "Kc | Kd", "Kc | Kd", "Kc | Kd", "Kc | Kd", "Kc | Kd"});
    sp::bot::Query still;
    still.noTurnUp = true;
    CHECK(analyse(g, "spaces:1", still).result.status == AnalyseResult::Possible);
    Answer two = analyse(g, "spaces:2", still);
    REQUIRE(two.result.status == AnalyseResult::Impossible);
    CHECK(two.result.positions == 1);
    CHECK(two.result.proof.by == std::string("counting"));
    CHECK(two.result.proof.why ==
          "two 9s must move off the cards under them (9h (column 1), 9s (column 2)) and one 10 can ever be free to "
          "take one (10d (column 3)); no column can be emptied to take the rest");
    sp::bot::AnalyseLimits plain;
    sp::bot::readReductions("none", plain);
    still.goal = sp::bot::parseGoal("spaces:2");
    CHECK(sp::bot::analysePosition(g, still, false, plain).status == AnalyseResult::Impossible);  // by search
}

TEST_CASE("analyser: Woods's page 6, as his own play shows it", "[spider][analyser]") {
    sp::Game g = sp::readPosition(slurp(std::string(SAMPLES_DIR) + "/spider/woods-page6.txt"));
    auto after = [&](int groups) {
        sp::Game x = g;
        for (int i = 0; i < groups; ++i) {
            std::istringstream in(spider_example::Groups[i]);
            for (int from, to; in >> from >> to;) {
                int k = x.cardsFor(from - 1, to - 1);
                REQUIRE(x.whyNotMove(from - 1, to - 1, k).empty());
                x.move(from - 1, to - 1, k);
            }
        }
        return x;
    };
    // "Only one move left to try: we move the As from 3 to 2, turning up a 7h."
    Answer third = analyse(after(3), "turn-up");
    REQUIRE(third.result.status == AnalyseResult::Possible);
    CHECK(third.text == "3 2 1\n");
    // "We have no more moves ... We never did get a space."
    CHECK(analyse(after(4), "turn-up").result.status == AnalyseResult::Impossible);
    CHECK(analyse(after(4), "spaces:1").result.status == AnalyseResult::Impossible);
    // The file's face-down cards known: the same.
    CHECK(analyse(after(4), "turn-up", {}, true).result.status == AnalyseResult::Impossible);
}

TEST_CASE("analyser: goals that are not goals are refused, naming the part", "[spider][analyser]") {
    for (std::string bad : std::vector<std::string>{"", "remove", "remove:", "remove:x", "remove:h,", "remove:hs",
                                                    "remove:h,s>c", "remove:h>h", "spaces:", "spaces:11", "spaces:-1",
                                                    "removals:two", "turn-up:1", "turnup", "turn-up+", "+turn-up"}) {
        INFO(bad);
        CHECK_THROWS_AS(sp::bot::parseGoal(bad), sp::bot::QueryError);
    }
    CHECK(sp::bot::parseGoal("remove:h,h").front().suits.size() == 2);
    CHECK(sp::bot::parseGoal("removals:2+spaces:2").size() == 2);
}

TEST_CASE("bot spider --analyse: answers, and bad input gets one line and exit 2", "[spider][analyser][cli][e2e]") {
    std::string file = std::string(SAMPLES_DIR) + "/spider/woods-page6.txt";
    auto r = runCommand("timeout 60 " BOT_PATH " spider --analyse " + file + " --goal turn-up");
    CHECK(r.status == 0);
    CHECK(r.out == "possible\n8 9 1\n");  // the Jh onto the Qh, as Woods plays it
    CHECK(runCommand("timeout 60 " BOT_PATH " spider --analyse " + file + " --goal turn-up --words").out ==
          "possible\nJh from 8 to 9\n");
    // "impossible" names its proof, in Woods's words: no set can be had
    // before the first deal.
    auto none = runCommand("timeout 60 " BOT_PATH " spider --analyse " + file + " --goal remove:s --no-turn-up");
    CHECK(none.status == 1);
    CHECK(none.out.rfind("impossible (proved: 1 positions)\nby counted cards: a set of spades needs ", 0) == 0);

    for (std::string args : std::vector<std::string>{
             "--goal turn-up", "--analyse " + file, "--analyse " + file + " --goal nothing",
             "--analyse /nonexistent --goal turn-up", "--analyse " + file + " --goal turn-up --minimise cards",
             "--analyse " + file + " --goal turn-up --max-removals 9", "--analyse " + file + " --goal turn-up --solve",
             "--analyse " + file + " --goal turn-up --bogus",
             "--analyse " + file + " --goal remove:h --minimise removals --max-removals 1",
             "--analyse " + file + " --goal turn-up --assume 1", "--analyse " + file + " --goal turn-up --assume 11=Kh",
             "--analyse " + file + " --goal turn-up --assume 1=Kx",
             "--analyse " + file + " --goal turn-up --assume 1=Kh,Kh,Kh",
             "--analyse " + file + " --goal turn-up --assume 2=Kh,Qh,Jh,10h,9h",
             "--analyse " + file + " --goal turn-up --assume 1=Kh --assume 1=Qh",
             "--analyse " + file + " --goal turn-up --assume 1=Kh --known",  // the file has another card there
             "--analyse " + file + " --goal turn-up --assume-any-order",
             "--analyse " + file + " --goal turn-up --reduce joins,magic"}) {
        INFO(args);
        auto bad = runCommand("timeout 60 " BOT_PATH " spider " + args);
        CHECK(bad.status == 2);
        CHECK(bad.out.empty());
        CHECK(bad.errLines().size() == 1);
    }
}

TEST_CASE("analyser: --assume takes face-down cards as given, and their order can matter", "[spider][analyser]") {
    // Column 1: two face-down cards under a 5c, column 2 a space, Kings
    // elsewhere. Turning up while keeping the space needs the card turned up
    // first to be a 6 (the 5c goes back on it): 3d then 6d works, 6d then 3d
    // (the 3d first) does not.
    sp::Game g = position({"Kh Kh | 5c", "", "Kc", "Kd", "Kh", "Ks", "Kc", "Kd", "Ks", "Kh"});
    sp::bot::Query q;
    q.keepSpace = true;
    CHECK(analyse(g, "turn-up", q).result.status == AnalyseResult::Impossible);  // unknown: it may be a 3d
    q.assume[0] = {*sp::parseCard("3d"), *sp::parseCard("6d")};
    Answer works = analyse(g, "turn-up", q);
    REQUIRE(works.result.status == AnalyseResult::Possible);
    CHECK(works.text == "1 2 1\n2 1 1\n");
    CHECK(works.check.empty());
    q.assume[0] = {*sp::parseCard("6d"), *sp::parseCard("3d")};
    CHECK(analyse(g, "turn-up", q).result.status == AnalyseResult::Impossible);
    // One card assumed, the other unknown: the 6d first is enough.
    q.assume[0] = {*sp::parseCard("6d")};
    CHECK(analyse(g, "turn-up", q).result.status == AnalyseResult::Possible);

    // Known cards, reordered: the file's 3d then 6d works, the other order not.
    sp::Game file = position({"3d 6d | 5c", "", "Kc", "Kd", "Kh", "Ks", "Kc", "Kd", "Ks", "Kh"});
    q.assume[0] = {};
    CHECK(analyse(file, "turn-up", q, true).result.status == AnalyseResult::Possible);
    q.assume[0] = {*sp::parseCard("6d"), *sp::parseCard("3d")};
    Answer swapped = analyse(file, "turn-up", q, true);
    CHECK(swapped.result.status == AnalyseResult::Impossible);
}

TEST_CASE("analyser: the exact search keeps a goal's order and the removals allowed", "[spider][analyser]") {
    // The Ah lies under a whole set of spades, the Kh-2h elsewhere: the
    // hearts can go only after the spades.
    sp::Game g = position(withInert({run("Kh", "2h"), "Ah " + run("Ks", "As")}));
    auto exactly = [&](const std::string& goal, int maxRemovals) {
        sp::bot::Query q;
        q.goal = sp::bot::parseGoal(goal);
        q.maxRemovals = maxRemovals;
        sp::bot::AnalyseLimits limits;
        sp::bot::SearchLimit limit = sp::bot::searchLimitOf(limits);
        return (sp::bot::Analyser(g, q, true, limits, limit).exactOnly(true, 100000).status);
    };
    CHECK(exactly("remove:s>h", -1) == sp::bot::exact::Answer::Possible);
    CHECK(exactly("remove:h>s", -1) == sp::bot::exact::Answer::Impossible);
    CHECK(exactly("remove:h", 0) == sp::bot::exact::Answer::Impossible);
    CHECK(exactly("remove:h", 1) == sp::bot::exact::Answer::Possible);
    CHECK(exactly("removals:2", -1) == sp::bot::exact::Answer::Possible);
}

}  // namespace test_spider_analyser
