// `bot calculation`, the fair bot (bot/calculation/agent.hpp): its moves, its
// protocol through the binary, its bench and its endgame.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "bot/calculation/fair_cli.hpp"
#include "bot/calculation/solve_cli.hpp"
#include "support.hpp"

namespace test_calculation_agent {

using namespace test_support;
namespace calc = calculation;
namespace cb = calculation::bot;

namespace {

calc::View viewOf(const calc::Game& g, int turn) { return readTurn(calc::turnText(g, turn), calc::parseTurn); }

// A fast sampler for tests (the sanitizer build is slow).
cb::SamplerConfig quick() {
    cb::SamplerConfig c;
    c.samples = 8;
    c.round = 4;
    return c;
}

}  // namespace

TEST_CASE("calculation bot: every answer is a legal move, under both rule sets", "[calculation][agent]") {
    for (calc::RuleSet rules : {calc::RuleSet::Classic, calc::RuleSet::CoCo})
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            patience::bot::FairResult r = cb::playDeal(seed, rules, quick());
            INFO("seed " << seed);
            CHECK(r.error.empty());
            CHECK(r.moves >= 48);
            CHECK((r.won == (r.measure == 52)));  // the cards home
        }
    // The policy alone too (no sampling).
    cb::SamplerConfig none;
    none.samples = 0;
    CHECK(cb::playDeal(9, calc::RuleSet::Classic, none).error.empty());
}

TEST_CASE("calculation bot: a waste card that fits goes home, a King goes on the King pile", "[calculation][agent]") {
    calc::Game g({calc::makeCard(13, 0), calc::makeCard(7, 0)}, calc::RuleSet::Classic);
    g.waste[0] = {calc::makeCard(13, 1)};
    g.waste[1] = {calc::makeCard(9, 1), calc::makeCard(2, 0)};  // the 2 fits foundation 1 (A)
    cb::Rng rng(1);
    calc::Move m = cb::chooseMove(viewOf(g, 1), quick(), rng);
    CHECK(calc::moveName(m) == "w2 f1");
    g.play(m);
    cb::SamplerConfig policyOnly;
    policyOnly.samples = 0;
    m = cb::chooseMove(viewOf(g, 2), policyOnly, rng);
    CHECK(calc::moveName(m) == "w1");  // the King on the King
}

TEST_CASE("calculation bot binary: plays turn blocks, rejects bad input with the line", "[calculation][agent][e2e]") {
    TempDir tmp;
    calc::Game g = calc::newGame(11, calc::RuleSet::Classic);
    std::string turns;
    std::vector<calc::Game> positions;
    for (int turn = 1; turn <= 5; ++turn) {
        positions.push_back(g);
        turns += calc::turnText(g, turn);
        g.play(g.legalMoves().back());  // any legal line of play
    }
    { std::ofstream(tmp.file("turns")) << turns; }
    Run r = runCommand(std::string(BOT_PATH) + " calculation --samples 8 < " + shellQuoted(tmp.file("turns")));
    CHECK(r.status == 0);
    auto lines = r.outLines();
    REQUIRE(lines.size() == positions.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        auto m = calc::parseMove(lines[i]);
        INFO("turn " << i + 1 << ": " << lines[i]);
        REQUIRE(m);
        CHECK(positions[i].whyNot(*m) == "");
    }

    { std::ofstream(tmp.file("bad")) << turns.substr(0, turns.find("hand")) << "hand Zq\n"; }
    r = runCommand(std::string(BOT_PATH) + " calculation < " + shellQuoted(tmp.file("bad")));
    CHECK(r.status == 2);
    REQUIRE(r.errLines().size() == 1);
    CHECK(contains(r.err, "line 8: 'Zq' is not a card"));

    r = runCommand(std::string(BOT_PATH) + " calculation --samples lots");
    CHECK(r.status == 2);
    CHECK(contains(r.err, "--samples wants a number"));
}

TEST_CASE("calculation bot --bench plays seeds and reports", "[calculation][agent][e2e]") {
    TempDir dir;
    std::string records = dir.file("bench.jsonl");
    Run r = runCommand(std::string(BOT_PATH) + " calculation --bench 1-3 --rules classic --samples 8 --json --jsonl " +
                       shellQuoted(records));
    CHECK(r.status == statusOwed(records));
    CHECK(jsonlRecords(records).size() == 3);
    auto lines = r.outLines();
    REQUIRE(lines.size() == 2);
    CHECK(contains(lines[0], "seeds 1-3, classic, 8 samples: "));
    CHECK(contains(lines[1], "\"games\":3"));
    r = runCommand(std::string(BOT_PATH) + " calculation --solve --seeds 1-2 --json --time-ms 20000");
    auto solveLines = r.outLines();
    REQUIRE(!solveLines.empty());
    CHECK(contains(solveLines.back(), "\"games\":2"));
}

TEST_CASE("calculation endgame: the move that wins under the most orders of the cards to come",
          "[calculation][agent]") {
    // Positions near the end of real games (the policy alone plays them
    // there, so many are thrown away), each judged by brute force: for every
    // legal move, the orders of the unseen cards under which the position
    // after it can be won, the solver unbounded. The endgame's move must win
    // under as many orders as the best move; and the sampler's own move must
    // fall short somewhere, or this test would not show the endgame doing
    // anything.
    cb::SamplerConfig policyOnly = quick();
    policyOnly.samples = 0;
    policyOnly.endgame.maxOrders = 0;
    cb::EndgameConfig endgame;
    endgame.maxMs = patience::bot::SearchLimit::NoClock;  // by positions only: the same answer on any machine
    cb::Solver solver(18);
    int judged = 0, policyShort = 0;
    for (int seed = 1; seed <= test_support::casesFor(40); ++seed)
        for (calc::RuleSet rules : {calc::RuleSet::Classic, calc::RuleSet::CoCo}) {
            calc::Game g = calc::newGame(std::uint64_t(seed), rules);
            cb::Rng rng{std::uint64_t(seed)};
            for (int turn = 1; turn <= 300 && !g.won() && !g.lost(); ++turn) {
                calc::View v = viewOf(g, turn);
                calc::Move sampled = cb::chooseMove(v, policyOnly, rng);
                if (cb::distinctOrders(v, 6) > 0 && v.moves.size() > 1 && turn % 2 == 0) {
                    std::vector<int> wins(v.moves.size(), 0);
                    calc::Game known = calc::gameOf(v);
                    auto byRank = [](calc::Card a, calc::Card b) { return calc::rankOf(a) < calc::rankOf(b); };
                    do {
                        for (std::size_t i = 0; i < v.moves.size(); ++i) {
                            calc::Game after = known;
                            after.play(v.moves[i]);
                            wins[i] += after.won() ||
                                solver.solve(after, cb::SearchLimit()).status == cb::SolveResult::Winnable;
                        }
                    } while (std::next_permutation(known.deck.begin() + (v.hand ? 1 : 0), known.deck.end(), byRank));
                    int most = *std::max_element(wins.begin(), wins.end());
                    auto countOf = [&](calc::Move m) {
                        return wins[std::size_t(std::find(v.moves.begin(), v.moves.end(), m) - v.moves.begin())];
                    };
                    calc::Move chosen = cb::endgameMove(v, sampled, endgame).value_or(sampled);
                    INFO("seed " << seed << " turn " << turn << ": " << calc::turnText(g, turn) << "sampled "
                                 << calc::moveName(sampled) << ", chosen " << calc::moveName(chosen));
                    REQUIRE(g.whyNot(chosen).empty());
                    CHECK(countOf(chosen) == most);
                    ++judged;
                    policyShort += countOf(sampled) < most;
                }
                g.play(sampled);  // the policy goes on, so the next positions are its own
            }
        }
    INFO(judged << " positions judged, the policy's move short on " << policyShort);
    CHECK(judged >= 100);
    CHECK(policyShort >= 3);  // 4 when written
}

}  // namespace test_calculation_agent
