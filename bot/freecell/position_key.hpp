// A 64-bit key for a position, blind to the order of cascades and of cells.
#pragma once

#include <cstdint>

#include "games/freecell/board.hpp"

namespace freecell::bot {

// splitmix64's finaliser: spreads every input bit over the whole word.
inline std::uint64_t mix64(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// Positions that differ only by which cascade or cell holds what are the same
// game, so each cascade and cell is hashed alone and the hashes are added
// (addition does not care about order). The foundations need no part: they
// hold exactly the cards that are nowhere else.
inline std::uint64_t positionKey(const Board& b) {
    std::uint64_t key = 0;
    const Card* p = b.cards.data();
    for (int col = 0; col < Cascades; ++col) {
        std::uint64_t h = 0xcbf29ce484222325ULL;
        for (int i = 0; i < b.len[col]; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
        key += mix64(h);
        p += b.len[col];
    }
    for (Card c : b.cell) key += mix64(0x51ed270b27d6c3b1ULL + c);
    return key;
}

}  // namespace freecell::bot
