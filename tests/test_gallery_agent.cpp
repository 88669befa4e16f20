// The gallery's fair bot (`bot gallery`, bot/gallery/agent.hpp): in-process,
// through the judge, on bad input, and its endgame.
#include "catch.hpp"

#include <algorithm>
#include <sstream>
#include <string>

#include "bot/gallery/fair_cli.hpp"
#include "common/json.hpp"
#include "support.hpp"

namespace test_gallery_agent {

using namespace test_support;
namespace gb = gallery::bot;

namespace {

gallery::View viewOf(const gallery::Game& g, int turn) {
    return readTurn(gallery::turnText(g, turn), gallery::parseTurn);
}

// A fast sampler for tests (the sanitizer build is slow).
gb::SamplerConfig quick() {
    gb::SamplerConfig c;
    c.samples = 8;
    c.round = 4;
    return c;
}

Run withBot(const std::string& bot, const std::string& more = "") {
    return runCommand("timeout 120 " REFEREE_PATH " gallery --bot " + shellQuoted(bot) + " " + more);
}

}  // namespace

TEST_CASE("gallery bot: the judge plays it to the end, as the bench does", "[gallery][agent][e2e]") {
    for (int seed : {5, 6}) {
        // --endgame 0: the endgame stops at a wall-clock safety net, which a
        // slow build (the sanitizers') reaches, and the two games would part.
        Run r = withBot(BOT_PATH " gallery --samples 8 --endgame 0 --seed " + std::to_string(seed),
                        "--seed " + std::to_string(seed) + " --json");
        INFO(r.out << r.err);
        auto j = referee::json::parse(r.lastLine());
        REQUIRE(j["scores"].size() == 1u);
        std::string verdict = j["results"].array[0]["verdict"].string;
        CHECK((verdict == "win" || verdict == "finished"));
        CHECK(r.status == (verdict == "win" ? 0 : 1));
        // The same randomness in-process: the same game.
        gb::SamplerConfig cfg;
        cfg.samples = 8;
        cfg.endgame.orders = 0;
        patience::bot::FairResult p = gb::playDeal(std::uint64_t(seed), cfg);
        CHECK(p.error == "");
        CHECK(j["scores"].array[0]["score"].number == p.measure);  // the score
    }
}

TEST_CASE("gallery bot: bad turn input is one line and exit 2, the bench reports", "[gallery][agent][e2e]") {
    Run bad = runCommand("printf 'turn 1\\nrow A 2s\\n' | " BOT_PATH " gallery");
    CHECK(bad.status == 2);
    REQUIRE(bad.errLines().size() == 1u);
    CHECK(bad.errLines()[0] ==
          "bot gallery: line 2: expected 'row A' and eight places ('-' or cards joined by commas)");
    Run opts = runCommand(BOT_PATH " gallery --samples x");
    CHECK(opts.status == 2);
    TempDir dir;
    std::string records = dir.file("bench.jsonl");
    // The endgame off: it has tests of its own, and it took 90% of this bench.
    Run bench =
        runCommand(BOT_PATH " gallery --bench 1-3 --samples 4 --endgame 0 --json --jsonl " + shellQuoted(records));
    INFO(bench.out << bench.err);
    auto j = referee::json::parse(bench.lastLine());
    CHECK(j["games"].number == 3);
    // The summary is its games': their mean score and wins, exit 1 on a loss.
    double scores = 0, wins = 0;
    for (const auto& game : jsonlRecords(records)) scores += game["score"].number, wins += game["won"].boolean;
    CHECK(j["game"]["mean_score"].number == Approx(scores / 3).margin(1e-3));
    CHECK(j["wins"].number == wins);
    CHECK(bench.status == statusOwed(records));
}

TEST_CASE("gallery endgame: the candidate that wins under the most stock orders", "[gallery][agent]") {
    // Positions with at most two deals left in games the quick sampler plays
    // alone (the endgame off), judged by brute force under the same sampled
    // stock orders the endgame draws (the same generator, copied): for every
    // candidate, the orders under which the solver wins after it. The
    // endgame's choice must win under as many as the best candidate; and the
    // sampler's own choice must fall short somewhere, or this test would not
    // show the endgame doing anything.
    gb::SamplerConfig alone = quick();
    alone.endgame.orders = 0;
    gb::EndgameConfig endgame;
    endgame.orders = 6;
    endgame.maxStock = 2 * gallery::Piles;
    endgame.budget = 1L << 40;  // by positions only: the same answer on any machine
    endgame.maxMs = patience::bot::SearchLimit::NoClock;
    gb::Solver solver(18);
    int judged = 0, samplerShort = 0;
    for (std::uint64_t seed = 1; seed <= std::uint64_t(test_support::casesFor(80)); ++seed) {
        gallery::Game g = gallery::newGame(seed);
        gallery::Rng rng(seed);
        for (int turn = 1; turn <= 300 && !gallery::legalActions(g).empty(); ++turn) {
            gallery::View v = viewOf(g, turn);
            gallery::Action sampled = gb::chooseAction(v, alone, rng);
            std::vector<gallery::Action> cand;
            for (const gallery::Move& m : gallery::homeMoves(g)) cand.push_back(gallery::Action{false, m});
            if (!g.stock.empty()) cand.push_back(gallery::Action{true, {}});
            if (int(g.stock.size()) <= endgame.maxStock && cand.size() > 1 && turn % 3 == 0) {
                gallery::Rng copy = rng;
                gallery::Game order = gallery::gameOf(v);
                std::vector<int> wins(cand.size(), 0);
                for (int o = 0; o < (order.stock.empty() ? 1 : endgame.orders); ++o) {
                    for (std::size_t j = order.stock.size(); j > 1; --j)
                        std::swap(order.stock[j - 1], order.stock[copy.below(std::uint32_t(j))]);
                    for (std::size_t c = 0; c < cand.size(); ++c) {
                        gallery::Game after = order;
                        gallery::playAction(after, cand[c]);
                        wins[c] += after.won() ||
                            solver.solve(after, gallery::bot::SearchLimit::positionsOnly(endgame.positions)).status ==
                                gb::SolveResult::Winnable;
                    }
                }
                auto countOf = [&](const gallery::Action& a) {
                    return wins[std::size_t(std::find(cand.begin(), cand.end(), a) - cand.begin())];
                };
                gallery::Action chosen = gb::endgameAction(v, cand, sampled, endgame, rng).value_or(sampled);
                INFO("seed " << seed << " turn " << turn << ": sampled " << gallery::actionName(sampled) << ", chosen "
                             << gallery::actionName(chosen));
                REQUIRE(gallery::whyNot(g, chosen) == "");
                CHECK(countOf(chosen) == *std::max_element(wins.begin(), wins.end()));
                ++judged;
                samplerShort += countOf(sampled) < *std::max_element(wins.begin(), wins.end());
            }
            gallery::playAction(g, sampled);
        }
    }
    INFO(judged << " positions judged, the sampler's choice short on " << samplerShort);
    if (!test_support::SanitizerBuild) {  // counted where every seed is played
        CHECK(judged >= 30);
        CHECK(samplerShort >= 3);  // 4 when written
    }
}

}  // namespace test_gallery_agent
