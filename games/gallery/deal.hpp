// A new gallery game from a seed: the same deal on every machine.
#pragma once

#include <utility>

#include "common/random.hpp"
#include "games/gallery/game.hpp"

namespace gallery {

// Two decks shuffled; 24 cards onto the places, row by row from A1 (an ace
// goes to the ace pile and leaves its place empty), then 8 onto the piles.
Game newGame(std::uint64_t seed);

}  // namespace gallery
