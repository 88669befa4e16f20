// A new Spider game from a seed: the same deal on every machine.
#pragma once

#include <cstdint>

#include "common/random.hpp"
#include "games/spider/game.hpp"

namespace spider {

// Woods's deal: two decks shuffled; four rows of ten face down, one more face
// down on four piles (1-4, or 1, 4, 7, 10), then one face up on each pile.
// The other 50 cards are the hand.
Game newGame(std::uint64_t seed, const Rules& rules = {});

}  // namespace spider
