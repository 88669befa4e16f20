// A Calculation deck from a seed: the same order on every machine.
#pragma once

#include <algorithm>

#include "common/random.hpp"
#include "games/calculation/game.hpp"

namespace calculation {

using patience::nextRandom;

// The 48 cards left once the four foundation bases are out, shuffled.
Game newGame(std::uint64_t seed, RuleSet rules);

}  // namespace calculation
