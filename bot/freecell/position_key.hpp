// A 64-bit key for a position, blind to the order of cascades and of cells.
#pragma once

#include <cstdint>

#include "common/hash.hpp"
#include "games/freecell/board.hpp"

namespace freecell::bot {

// splitMix64, not mix64: the mixer FreeCell's searches were measured with
// (common/hash.hpp says what changes with the other).
using patience::splitMix64;

// Hashing a cascade card by card, deepest first. key() is the key of the
// cards added so far, so a search can keep the state at every prefix.
struct CascadeHash {
    std::uint64_t h = 0, word = 0;
    // Cards are 6-bit numbers, never 0: pack ten to a word, mix full words.
    // The word is full when its first card reaches bit 54, so no count is
    // kept (16 bytes: searches keep one for every prefix they may need).
    static bool full(std::uint64_t word) { return word >> 54 != 0; }
    void add(Card c) {
        word = word << 6 | c;
        if (full(word)) h = splitMix64(h ^ word), word = 0;
    }
    std::uint64_t key() const { return splitMix64(h ^ word); }
};

// One cascade's share of the key.
inline std::uint64_t cascadeKey(const Card* p, int n) {
    CascadeHash hash;
    for (int i = 0; i < n; ++i) hash.add(p[i]);
    return hash.key();
}

inline std::uint64_t cellKey(Card c) { return splitMix64(0x51ed270b27d6c3b1ULL + c); }

// Positions that differ only by which cascade or cell holds what are the same
// game, so each cascade and cell is hashed alone and the hashes are added
// (addition does not care about order). The foundations need no part: they
// hold exactly the cards that are nowhere else.
template <class R>
std::uint64_t positionKey(const BasicBoard<R>& b) {
    std::uint64_t key = 0;
    const Card* p = b.cards.data();
    for (int col = 0; col < R::Cascades; ++col) {
        key += cascadeKey(p, b.len[col]);
        p += b.len[col];
    }
    for (Card c : b.cell) key += cellKey(c);
    return key;
}

}  // namespace freecell::bot
