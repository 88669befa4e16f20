// Microsoft FreeCell deals, numbered as the Windows game and the online puzzle number them.
#pragma once

#include <cstdint>
#include <utility>

#include "games/freecell/board.hpp"

namespace freecell {

// Deal numbers this generator reproduces: Microsoft's 32-bit game used a
// different rule above 2^31, which no one here needs.
constexpr std::int64_t MaxDeal = 2147483647;

// Microsoft C's rand(): seed = seed*214013 + 2531011, value = bits 16..30.
// The deck starts 51..0 and card i swaps with card 51 - rand % (52 - i);
// cards are dealt row by row into the eight cascades.
inline Board msDeal(std::uint32_t number) {
    std::uint32_t seed = number;
    Card deck[DeckSize];
    for (int i = 0; i < DeckSize; ++i) deck[i] = Card(DeckSize - i);  // index 51..0, plus one
    for (int i = 0; i < DeckSize - 1; ++i) {
        seed = seed * 214013u + 2531011u;
        int rnd = int((seed >> 16) & 0x7fff);
        int j = DeckSize - 1 - rnd % (DeckSize - i);
        std::swap(deck[i], deck[j]);
    }
    Board b;
    for (int col = 0; col < Cascades; ++col)
        for (int i = col; i < DeckSize; i += Cascades) b.push(col, deck[i]);
    return b;
}

}  // namespace freecell
