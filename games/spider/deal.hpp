// A new Spider game from a seed: the same deal on every machine.
#pragma once

#include <cstdint>

#include "common/random.hpp"
#include "games/spider/game.hpp"

namespace spider {

// Woods's deal: two decks shuffled; four rows of ten face down, one more face
// down on four piles (1-4, or 1, 4, 7, 10), then one face up on each pile.
// The other 50 cards are the hand.
inline Game newGame(std::uint64_t seed, const Rules& rules = {}) {
    Card deck[Cards];
    for (int i = 0; i < Cards; ++i) deck[i] = Card(i % DeckSize);
    patience::shuffle(deck, Cards, seed);
    Game g;
    g.rules = rules;
    int next = 0;
    for (int row = 0; row < 4; ++row)
        for (auto& col : g.columns) col.down.push_back(deck[next++]);
    for (int pile : {0, 1, 2, 3}) {
        int col = rules.extraOnCorners ? pile * 3 : pile;  // 1, 4, 7, 10 or 1-4
        g.columns[std::size_t(col)].down.push_back(deck[next++]);
    }
    for (auto& col : g.columns) col.up.push_back(deck[next++]);
    g.hand.assign(deck + next, deck + Cards);
    return g;
}

}  // namespace spider
