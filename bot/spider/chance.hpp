// Search with chance in it: which of a few lines to play, each judged by
// the mean, over draws of what it leaves to chance, of the best value a
// second search finds after it.
//
// A line ends in one of three ways: a card turned up (the chance: which of
// the unseen cards it is), a deal (which ten, in which order), or neither.
// Each draw is taken from the unseen cards as they are unseen (a card two
// copies of which are unseen is twice as likely); the second search is the
// planner's over moves that turn up nothing, and the value is the learned
// one of the best position it reaches (value.hpp: roughly, the chance the
// bot goes on to win). A line with no chance in it is searched once. Every
// line meets the same stream of draws (common random numbers), so their
// means compare with less noise than their draws have.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <vector>

#include "bot/spider/policy.hpp"
#include "bot/spider/value.hpp"
#include "common/random.hpp"
#include "games/spider/view.hpp"

namespace spider::bot {

using Clock = std::chrono::steady_clock;

struct ChanceConfig {
    int draws = -1;                        // draws of each line's chance event (0: off; -1: the agent's bySuits)
    int expansions = 200;                  // the second search's budget after each draw
    int candidates = 6;                    // lines judged at most
    ValueKind value = ValueKind::Outcome;  // the leaves' value (value.hpp)
    // A safety net, not the budget: no draw is begun after this many ms of
    // the decision (its planner's search included), and the line is chosen
    // among those judged. The slowest moves (seeds 1001-1400, two suits)
    // took 400-560 ms without it; the judge allows 1000.
    int deadlineMs = 300;
};

class ChanceSearch {
public:
    ChanceSearch(const Table& fair, const ChanceConfig& cfg, const PlannerConfig& planner)
        : fair_(fair), cfg_(cfg), planner_(planner) {
        planner_.expansions = cfg.expansions;
        planner_.revealCandidates = 0;
    }

    // The line of `cands` (lines from the position `v` shows) with the best
    // expected value; `began`: when the decision began (the safety net's
    // start). Its searches share what is left of `limit` positions (the
    // count `positions` goes on from) alike.
    std::size_t choose(const View& v, const std::vector<Plan>& cands, std::uint64_t& rng, long& positions, long limit,
                       Clock::time_point began) const {
        Clock::time_point deadline = began + std::chrono::milliseconds(cfg_.deadlineMs);
        PlannerConfig share = planner_;
        long searches = std::max(1L, long(cands.size()) * cfg_.draws);
        share.maxPositions = std::min(share.maxPositions, std::max(1L, (limit - positions) / searches));
        std::vector<Card> unseen = unseenCards(v);
        std::uint64_t stream = patience::nextRandom(rng);
        std::size_t best = 0;
        double bestValue = -1;
        for (std::size_t i = 0; i < cands.size(); ++i) {
            double value = expected(cands[i], unseen, stream, share, deadline, positions);
            if (value > bestValue) best = i, bestValue = value;
            if (Clock::now() >= deadline) break;
        }
        return best;
    }

private:
    // The mean over the draws of the line's chance event of the best value
    // found after it.
    double expected(const Plan& p, std::vector<Card> unseen, std::uint64_t stream, const PlannerConfig& planner,
                    Clock::time_point deadline, long& positions) const {
        Planner second(fair_, planner);
        auto bestAfter = [&](const State& x) {
            Planner::Result r = second.search(x);
            positions += r.positions;
            return valueOf(r.bestStay.steps.empty() ? x : r.bestStay.end);
        };
        bool deals = !p.steps.empty() && p.steps.back().kind == Step::Deal;
        int from = revealedColumn(p);
        if ((!deals && from < 0) || unseen.empty()) return bestAfter(p.end);
        const State& before = p.end;  // a deal's line ends where it deals from (withDeal)
        double sum = 0;
        int d = 0;
        for (; d < cfg_.draws && (d == 0 || Clock::now() < deadline); ++d) {
            State x = before;
            if (deals) {
                int n = fair_.dealSize(x);
                drawFront(unseen, std::size_t(n), stream);
                for (int c = 0; c < n; ++c) x.card[std::size_t(c)][x.len[std::size_t(c)]++] = unseen[std::size_t(c)];
                x.dealt = std::uint8_t(x.dealt + (n == 4 ? Columns : n));
                fair_.removeAll(x, nullptr);
            } else {
                drawFront(unseen, 1, stream);
                x.card[std::size_t(from)][x.down[std::size_t(from)]] = unseen[0];
                fair_.removeAll(x, nullptr);
            }
            sum += bestAfter(x);
        }
        return sum / d;
    }

    double valueOf(const State& s) const { return positionValue(fair_, s, cfg_.value); }

    // The column whose card the line's last move turns up, or -1.
    static int revealedColumn(const Plan& p) {
        if (!p.reveals) return -1;
        for (auto it = p.steps.rbegin(); it != p.steps.rend(); ++it)
            if (it->kind == Step::Move) return it->from;
        return -1;
    }

    // The first n of `cards`, drawn without replacement (the rest shuffled behind them).
    static void drawFront(std::vector<Card>& cards, std::size_t n, std::uint64_t& stream) {
        for (std::size_t i = 0; i < n && i < cards.size(); ++i)
            std::swap(cards[i], cards[i + std::size_t(patience::nextRandom(stream) % std::uint64_t(cards.size() - i))]);
    }

    const Table& fair_;
    ChanceConfig cfg_;
    PlannerConfig planner_;
};

}  // namespace spider::bot
