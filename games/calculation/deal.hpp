// A Calculation deck from a seed: the same order on every machine.
#pragma once

#include <algorithm>

#include "game.hpp"

namespace calculation {

// splitmix64: fixed arithmetic, unlike the standard library's distributions.
inline std::uint64_t nextRandom(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// The 48 cards left once the four foundation bases are out, shuffled.
inline Game newGame(std::uint64_t seed, RuleSet rules) {
    std::vector<Card> deck;
    for (Card c = 0; c < 52; ++c)
        if (std::find(std::begin(FoundationBase), std::end(FoundationBase), c) == std::end(FoundationBase)) deck.push_back(c);
    std::uint64_t state = seed;
    for (std::size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[std::size_t(nextRandom(state) % (i + 1))]);
    return Game(deck, rules);
}

}  // namespace calculation
