// A cheap fair policy played to the end of one sampled world: the base
// policy (policy.hpp) on a small planner, a line at a time. Each line ends
// at the first card it turns up or at a deal, so what it chooses never
// depends on a face-down card: the world only answers what a line turns up.
// The fair judge of lines (line_judge.hpp) scores its endings.
#pragma once

#include "bot/spider/planner.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

struct RolloutConfig {
    int expansions = 100;   // the planner's positions expanded a line (and 40 times as many reached, at most)
    int maxLines = 600;     // a bound on a play-out that makes no progress (none is expected: policy.hpp)
    int revealMargin = 40;  // the agent's (agent.hpp)
    Weights weights = PlannerConfig{}.weights;
};

// Where a play-out ended: suits removed (a win is all eight), and the cards
// it left face down (a finer measure where no suit is removed).
struct Ending {
    int removed = 0, faceDown = 0;
    bool won() const { return removed >= SuitsToWin; }
};

// The cards face down in `s`.
int faceDownCount(const State& s);

// Plays `s` on to the end in `world` (its hand is the world's): until a
// win, nothing left to see or gain, or cfg.maxLines lines. `positions`
// counts the planner's positions.
Ending playOut(const Table& world, State s, const RolloutConfig& cfg, long& positions);

}  // namespace spider::bot
