// A new gallery game from a seed: the same deal on every machine.
#pragma once

#include <utility>

#include "game.hpp"

namespace gallery {

// splitmix64: fixed arithmetic, unlike the standard library's distributions.
inline std::uint64_t nextRandom(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Two decks shuffled; 24 cards onto the places, row by row from A1 (an ace
// goes to the ace pile and leaves its place empty), then 8 onto the piles.
inline Game newGame(std::uint64_t seed) {
    std::vector<Card> deck;
    for (int i = 0; i < 104; ++i) deck.push_back(Card(i % 52));
    std::uint64_t state = seed;
    for (std::size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[std::size_t(nextRandom(state) % (i + 1))]);
    Game g;
    std::size_t next = 0;
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c) {
            Card card = deck[next++];
            if (rankOf(card) == 1) ++g.aces;
            else g.places[std::size_t(r)][std::size_t(c)].push_back(card);
        }
    g.stock.assign(deck.begin() + std::ptrdiff_t(next), deck.end());
    g.deal();
    return g;
}

}  // namespace gallery
