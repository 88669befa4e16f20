// The fair bot's lookahead over what it can see: a best-first search over
// moves that turn up nothing, from the position a turn shows. A move that
// turns up a card ends its line (what comes next depends on the card, so the
// bot looks again once it is seen); the search keeps the best position
// found, by evaluate.hpp's score (each face-down card a penalty, so turning
// one up is a bonus), and the steps to it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <queue>
#include <vector>

#include "bot/common/seen_set.hpp"
#include "bot/spider/evaluate.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

// A line of play found by the planner: its steps and where they lead.
struct Plan {
    std::vector<Step> steps;
    State end;
    int score = 0;
    bool reveals = false;  // its last move turns up a card
    bool canDeal = false;  // a deal is allowed at its end
};

// Whether two lines make the same steps.
bool sameSteps(const std::vector<Step>& a, const std::vector<Step>& b);

struct PlannerConfig {
    // positions expanded a search, at most: the work is bounded by positions, not the clock (-1: the agent's bySuits)
    int expansions = -1;
    // and positions reached, at most: where every position has forty moves,
    // the expansions alone let a search reach far too many.
    long maxPositions = 200000;
    int revealCandidates = 0;  // lines that turn up a card to return (Result::reveals), for the agent's expectimax
    bool decisions = false;    // return Result::digs and Result::bestKeepingSpace, for the fair judge's candidates
    // The solver's first score (before its column terms) retuned for play
    // without seeing the cards: a break between face-up cards earns a little
    // (-4) instead of costing 6, and a space is worth 40, not 14; it won more
    // on every suit count, and a cleared-column bonus lost games
    // (docs/spider-experiments.md).
    Weights weights{600, 12, 0, 6, 1, -4, 40, 0};
};

class Planner {
public:
    Planner(const Table& t, const PlannerConfig& cfg) : t_(t), cfg_(cfg) {}

    // The best plan from `start` (no steps: nothing found beats staying);
    // the best one that ends where a deal is allowed (no steps and !canDeal:
    // none found), for when staying is best but a space forbids the deal; the
    // best one that turns up a card (no steps: none found), for when staying
    // is best by the score but a card could be seen first.
    struct Result {
        Plan best, bestToDeal, bestReveal;
        Plan bestStay;              // the best line that turns up nothing (no steps: the start)
        std::vector<Plan> reveals;  // the best `revealCandidates` lines that turn up a card, best first
        std::vector<Plan> digs;     // with cfg.decisions: the best line that turns up a card in each column, best first
        Plan bestKeepingSpace;      // ... and the best that turns up nothing and ends with a space (no steps: none)
        int rootScore = 0;
        long positions = 0;
    };

    Result search(const State& start) const;

private:
    // A position of the search: how it was reached (its state is replayed
    // from the start: a few moves cost less than a kilobyte kept per node).
    struct Node {
        std::uint32_t parent;
        Step step;
        int score;
        bool reveals;
    };

    static const Keys& keys();

    // The steps from the root to `id`, with the removals the moves complete.
    Plan planTo(const State& start, const std::vector<Node>& nodes, std::uint32_t id) const;
    State stateAt(const State& start, const std::vector<Node>& nodes, std::uint32_t id) const;

    // The position `id` stands for, from `start` (its steps into `steps` if given).
    State replay(const State& start, const std::vector<Node>& nodes, std::uint32_t id, std::vector<Step>* steps) const;

    const Table& t_;
    const PlannerConfig& cfg_;
};

}  // namespace spider::bot
