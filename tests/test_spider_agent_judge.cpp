// The fair judge of lines (bot/spider/line_judge.hpp) and its play-out
// (rollout.hpp): the lines differ, every line is legal in every world, the
// same seed judges alike, and the play-out wins what is easy to win.
#include "catch.hpp"

#include <sstream>
#include <string>

#include "bot/spider/line_judge.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/protocol.hpp"

namespace test_spider_agent_judge {

namespace sp = spider;
namespace sb = spider::bot;

namespace {

sb::View view(const sp::Game& g, int turn = 1) {
    std::istringstream in(sp::turnText(g, turn, sp::legalCommands(g)));
    int line = 0;
    return *sb::parseTurn(in, line, g.rules);
}

// The planner's search of what `v` shows, with the lines the judge wants.
sb::Planner::Result searched(const sb::Table& t, const sb::State& s, sb::PlannerConfig& pc) {
    pc.expansions = 2000;
    pc.decisions = true;
    return sb::Planner(t, pc).search(s);
}

}  // namespace

TEST_CASE("spider fair judge: the lines differ, and each is played in every world", "[spider][agent]") {
    for (int seed : {3, 11, 29}) {
        sp::Game g = sp::newGame(std::uint64_t(seed));
        sb::View v = view(g);
        sp::Game seen = sb::gameOf(v, g.rules);
        sb::Table t(seen);
        sb::State s = sb::Table::stateOf(seen);
        sb::PlannerConfig pc;
        sb::Planner::Result r = searched(t, s, pc);
        std::vector<sb::Candidate> lines = sb::decisionLines(t, s, r, pc.weights);
        REQUIRE(lines.size() >= 2);
        bool deal = false;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            CHECK(!lines[i].plan.steps.empty());
            deal = deal || lines[i].kind == sb::LineKind::Deal;
            for (std::size_t j = 0; j < i; ++j) CHECK(!sb::sameSteps(lines[i].plan.steps, lines[j].plan.steps));
        }
        CHECK(deal);  // the opening can always deal
        sb::JudgeConfig jc;
        jc.worlds = 3;
        long positions = 0;
        auto endings = sb::judgeLines(v, g.rules, lines, jc, 7, positions);  // throws if a step is illegal in a world
        REQUIRE(endings.size() == lines.size());
        for (const auto& row : endings) {
            REQUIRE(row.size() == 3);
            for (const sb::Ending& e : row) CHECK((e.removed >= 0 && e.removed <= sp::SuitsToWin));
        }
        CHECK(positions > 0);
        long again = 0;
        auto twice = sb::judgeLines(v, g.rules, lines, jc, 7, again);
        CHECK(again == positions);
        for (std::size_t k = 0; k < lines.size(); ++k)
            for (std::size_t w = 0; w < 3; ++w) CHECK(twice[k][w].removed == endings[k][w].removed);
    }
}

TEST_CASE("spider fair judge: the play-out wins an easy position, and one suit often", "[spider][agent]") {
    // Eight suits from King to 2 in columns 1-8, the Aces in columns 9 and 10.
    sp::Game easy;
    for (int c = 0; c < 8; ++c)
        for (int rank = sp::Ranks; rank >= 2; --rank)
            easy.columns[std::size_t(c)].up.push_back(sp::makeCard(rank, c % 4));
    for (int c = 0; c < 8; ++c) easy.columns[std::size_t(8 + c / 4)].up.push_back(sp::makeCard(1, c % 4));
    long positions = 0;
    CHECK(sb::playOut(sb::Table(easy), sb::Table::stateOf(easy), sb::RolloutConfig{}, positions).won());

    int won = 0;
    for (int seed = 1; seed <= 10; ++seed) {
        sp::Game g = sp::newGame(std::uint64_t(seed), sp::Rules{1});
        won += sb::playOut(sb::Table(g), sb::Table::stateOf(g), sb::RolloutConfig{}, positions).won();
    }
    CHECK(won >= 3);  // a weak player still wins some one-suit deals
}

}  // namespace test_spider_agent_judge
