// `bot calculation`: the turn parser, the fair bot's moves, its protocol
// through the binary, the solver's answers, and the bench.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "bot/calculation/cli.hpp"
#include "support.hpp"

using namespace test_support;
namespace calc = calculation;
namespace cb = calculation::bot;

namespace {

calc::View viewOf(const calc::Game& g, int turn) {
    std::istringstream in(calc::turnText(g, turn));
    int line = 0;
    auto v = calc::parseTurn(in, line);
    REQUIRE(v);
    return *v;
}

// A fast sampler for tests (the sanitizer build is slow).
cb::SamplerConfig quick() {
    cb::SamplerConfig c;
    c.samples = 8;
    c.round = 4;
    return c;
}

}  // namespace

TEST_CASE("calculation parseTurn reads back what turnText shows", "[calculation][bot]") {
    for (calc::RuleSet rules : {calc::RuleSet::Classic, calc::RuleSet::CoCo}) {
        calc::Game g = calc::newGame(5, rules);
        cb::Rng rng(3);
        for (int turn = 1; turn <= 30 && !g.lost() && !g.won(); ++turn) {
            calc::View v = viewOf(g, turn);
            CHECK(v.turn == turn);
            CHECK(v.rules == rules);
            CHECK(v.top == g.top);
            CHECK(v.waste == g.waste);
            CHECK(v.hand == g.hand());
            CHECK(v.left == g.cardsLeft());
            CHECK(v.unseen == calc::unseenRanks(g));
            CHECK(v.moves == g.legalMoves());
            calc::Game back = calc::gameOf(v);  // the same position, deck order made up
            CHECK(back.count == g.count);
            CHECK(back.legalMoves() == g.legalMoves());
            g.play(cb::chooseMove(v, quick(), rng));
        }
    }
    CHECK(calc::parseCard("10h") == calc::makeCard(10, 2));
    CHECK(calc::parseCard("Ts") == calc::makeCard(10, 3));
    CHECK(calc::parseCard("kd") == calc::makeCard(13, 1));
    CHECK(!calc::parseCard("1h"));
    CHECK(!calc::parseCard("Kx"));
}

TEST_CASE("calculation parseTurn: bad input names the line", "[calculation][bot]") {
    std::string good = calc::turnText(calc::newGame(1, calc::RuleSet::CoCo), 1);
    auto lineOf = [](const std::string& text) {
        std::istringstream in(text);
        int line = 0;
        try {
            calc::parseTurn(in, line);
        } catch (const calc::TurnError& e) {
            return e.line;
        }
        return 0;
    };
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string t = good;
        auto at = t.find(from);
        REQUIRE(at != std::string::npos);
        return t.replace(at, from.size(), to);
    };
    CHECK(lineOf(good) == 0);
    CHECK(lineOf("hello\n") == 1);
    CHECK(lineOf(replaced("rules coco", "rules spider")) == 2);
    CHECK(lineOf(replaced("foundations A 2 3 4", "foundations A 2 3")) == 3);
    CHECK(lineOf(replaced("waste 2", "waste 2 Zz")) == 5);
    CHECK(lineOf(replaced("left 48", "left many")) == 9);
    CHECK(lineOf(good.substr(0, good.size() - 4)) > 11);  // cut inside the moves
    // Blank lines between blocks are fine; the end of input ends the game.
    std::istringstream two("\n" + good + "\n" + good);
    int line = 0;
    CHECK(calc::parseTurn(two, line));
    CHECK(calc::parseTurn(two, line));
    CHECK(!calc::parseTurn(two, line));
}

TEST_CASE("calculation bot: every answer is a legal move, under both rule sets", "[calculation][bot]") {
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

TEST_CASE("calculation bot: a waste card that fits goes home, a King goes on the King pile", "[calculation][bot]") {
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

TEST_CASE("calculation bot binary: plays turn blocks, rejects bad input with the line", "[calculation][bot]") {
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

TEST_CASE("calculation solver: winnable answers replay to a win", "[calculation][solver]") {
    cb::Solver solver(18);
    for (calc::RuleSet rules : {calc::RuleSet::Classic, calc::RuleSet::CoCo}) {
        calc::Game g = calc::newGame(2, rules);
        cb::SolveResult r = solver.solve(g, 20000);
        REQUIRE(r.status == cb::SolveResult::Winnable);
        CHECK(cb::replay(g, r.moves) == "");
    }
    Run run = runCommand(std::string(BOT_PATH) + " calculation --solve --seed 2 --rules classic");
    CHECK(run.status == 0);
    auto lines = run.outLines();
    REQUIRE(lines.size() > 1);
    CHECK(contains(lines[0], "seed 2 (classic): winnable in " + std::to_string(lines.size() - 1) + " moves"));
    calc::Game g = calc::newGame(2, calc::RuleSet::Classic);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        auto m = calc::parseMove(lines[i]);
        REQUIRE(m);
        REQUIRE(g.whyNot(*m) == "");
        g.play(*m);
    }
    CHECK(g.won());
}

TEST_CASE("calculation solver: a stuck position is proved unwinnable", "[calculation][solver]") {
    // Foundation 1 at 10 wants J, Q, K; foundation 2 at 9 wants J, K; the
    // others are finished. The Jacks are under a King and a Queen; the King
    // in hand covers something or takes an empty pile, and nothing fits.
    using calc::makeCard;
    calc::Game g({makeCard(13, 2)}, calc::RuleSet::Classic);
    g.top = {10, 9, 13, 13};
    g.count = {10, 11, 13, 13};
    g.waste[0] = {makeCard(11, 0), makeCard(13, 0)};
    g.waste[1] = {makeCard(11, 1), makeCard(12, 1)};
    for (calc::Move m : g.legalMoves()) {  // the rules agree: every move loses
        calc::Game h = g;
        h.play(m);
        CHECK(h.lost());
    }
    cb::Solver solver(12);
    cb::SolveResult r = solver.solve(g, 5000);
    CHECK(r.status == cb::SolveResult::Unwinnable);
    // Under the CoCo rule the Queen can move to an empty pile: winnable.
    g.rules = calc::RuleSet::CoCo;
    r = solver.solve(g, 5000);
    REQUIRE(r.status == cb::SolveResult::Winnable);
    CHECK(cb::replay(g, r.moves) == "");
}

TEST_CASE("calculation bot --bench plays seeds and reports", "[calculation][bot]") {
    TempDir dir;
    std::string records = dir.file("bench.jsonl");
    Run r = runCommand(std::string(BOT_PATH) + " calculation --bench 1-3 --rules classic --samples 8 --json --jsonl " + shellQuoted(records));
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

TEST_CASE("calculation endgame: the move that wins under the most orders of the cards to come", "[calculation][bot]") {
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
    endgame.maxMs = 1 << 30;  // by positions only: the same answer on any machine
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
                            wins[i] += after.won() || solver.solve(after, 1 << 30).status == cb::SolveResult::Winnable;
                        }
                    } while (std::next_permutation(known.deck.begin() + (v.hand ? 1 : 0), known.deck.end(), byRank));
                    int most = *std::max_element(wins.begin(), wins.end());
                    auto countOf = [&](calc::Move m) { return wins[std::size_t(std::find(v.moves.begin(), v.moves.end(), m) - v.moves.begin())]; };
                    calc::Move chosen = cb::endgameMove(v, sampled, endgame).value_or(sampled);
                    INFO("seed " << seed << " turn " << turn << ": " << calc::turnText(g, turn) << "sampled " << calc::moveName(sampled)
                                 << ", chosen " << calc::moveName(chosen));
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
