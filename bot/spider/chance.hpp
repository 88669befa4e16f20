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
    // among those judged, so that the slowest moves stay within the judge's
    // time (SearchLimit::NoClock: none).
    int deadlineMs = 300;
};

class ChanceSearch {
public:
    ChanceSearch(const Table& fair, const ChanceConfig& cfg, const PlannerConfig& planner);

    // The line of `cands` (lines from the position `v` shows) with the best
    // expected value; `began`: when the decision began (the safety net's
    // start). Its searches share what is left of `limit` positions (the
    // count `positions` goes on from) alike.
    std::size_t choose(const View& v, const std::vector<Plan>& cands, std::uint64_t& rng, long& positions, long limit,
                       Clock::time_point began) const;

private:
    // The mean over the draws of the line's chance event of the best value
    // found after it.
    double expected(const Plan& p, std::vector<Card> unseen, std::uint64_t stream, const PlannerConfig& planner,
                    Clock::time_point deadline, long& positions) const;

    double valueOf(const State& s) const;

    // The column whose card the line's last move turns up, or -1.
    static int revealedColumn(const Plan& p);

    // The first n of `cards`, drawn without replacement (the rest shuffled behind them).
    static void drawFront(std::vector<Card>& cards, std::size_t n, std::uint64_t& stream);

    const Table& fair_;
    ChanceConfig cfg_;
    PlannerConfig planner_;
};

}  // namespace spider::bot
