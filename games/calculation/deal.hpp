// A Calculation deck from a seed: the same order on every machine.
#pragma once

#include <algorithm>

#include "common/random.hpp"
#include "games/calculation/game.hpp"

namespace calculation {

using patience::nextRandom;

// The 48 cards left once the four foundation bases are out, shuffled.
inline Game newGame(std::uint64_t seed, RuleSet rules) {
    std::vector<Card> deck;
    for (Card c = 0; c < 52; ++c)
        if (std::find(std::begin(FoundationBase), std::end(FoundationBase), c) == std::end(FoundationBase))
            deck.push_back(c);
    patience::shuffle(deck.data(), deck.size(), seed);
    return Game(deck, rules);
}

}  // namespace calculation
