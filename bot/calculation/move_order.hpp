// The Calculation solver's move order: the moves worth trying from a
// position, in the policy's order (policy.hpp), and those moves reordered by
// a play-out of the real deck after each. The solver (solver.hpp) tries them
// in that order; its limited discrepancy passes count departures from it.
// `deck` holds the ranks of the deck as the solve began, `next` the index of
// the card in hand. Both are defined in solver.cpp, beside the search that
// calls them at every node.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bot/calculation/policy.hpp"
#include "bot/calculation/state.hpp"
#include "games/calculation/game.hpp"

namespace calculation::bot {

// The moves worth trying from s, in the policy's order: waste tops
// home, the hand home, the hand on the distinct piles cheapest first,
// then (CoCo) a top card to an empty pile.
int candidates(const State& s, const std::vector<std::uint8_t>& deck, int next, std::array<Move, 32>& out);

// Reorders the moves by a play-out of the real deck after each (the
// policy's game from there: cards home), best first, ties in the
// policy's order.
void orderByPlayOut(const State& s, const std::vector<std::uint8_t>& deck, int next, std::array<Move, 32>& moves,
                    int count);

}  // namespace calculation::bot
