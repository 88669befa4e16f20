// `--minimise removals`: the fewest other suits a plan must remove, by
// bounds from both sides (docs/spider-analyser.md, "The fewest removals").
// A plan found with removals allowed freely is an upper bound U; then
// --max-removals 0, 1, ... up to U - 1 is asked in turn, each "impossible"
// (by search or by an abstraction) raising the lower bound, until a plan is
// found or the bounds meet. The limits are shared by every try.
#pragma once

#include <memory>

#include "bot/spider/analyser/plan.hpp"

namespace spider::bot {

struct FewestRemovals {
    // Possible: a plan removing `atMost` other suits, the fewest; Unknown: the upper bound's plan, if any
    AnalyseResult result;
    int atLeast = 0;        // proved: no plan removes fewer
    int atMost = -1;        // a plan removes no more (-1: none found)
    bool bySolver = false;  // that plan is the Spider solver's line
};

// The most other suits `plan` removes on any of its branches.
int mostOtherRemovals(const Game& g, const Strategy& plan, Query q, bool known);

// The Spider solver's line (bot/spider/solver.hpp) where every card is
// known: its moves up to the first point where the goal holds, if it deals
// none before, are a plan, and the other suits it removes an upper bound.
// Null if the solver finds no line within `timeMs`, or deals first.
std::shared_ptr<const Strategy> solverLinePlan(const Game& g, Query q, bool known, int timeMs);

FewestRemovals fewestRemovals(const Game& g, Query q, bool known, const AnalyseLimits& limits);

}  // namespace spider::bot
