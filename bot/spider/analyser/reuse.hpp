// Turn-up questions answered once for many cards (docs/spider-analyser.md,
// "One plan for many cards"): after a move that turns a card up, the plan
// found for one card is replayed for the next before that card is
// searched; where it holds, the card is answered without a search. Cards
// that behave alike (the same rank and suit class, or any card that takes
// nothing and goes nowhere the plan needs) share a plan this way.
#pragma once

#include "bot/spider/analyser/node.hpp"

namespace spider::bot {

// Whether `plan` reaches the goal from `n` under the question's
// constraints: each move legal, a card turned up only by a plan's last move,
// and after it a branch for each card it may be (possibleCards), each
// holding in turn. The columns are `n`'s own.
bool planHolds(const AnalyseContext& ctx, AnalyseNode n, const Strategy& plan);

}  // namespace spider::bot
