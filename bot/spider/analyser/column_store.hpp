// The exact search's columns (analyser/exact.hpp): each distinct column is
// stored once, as a node of a trie (the column with its last card taken
// away, and that card), and named by a 32-bit number. A move cuts a run off
// one column (up the trie) and lays it on another (down the trie), so a
// position is ten numbers and a move costs a few table lookups, not a copy
// of the cards (fc-solve stores its columns once the same way). A column's
// lookup (child) is defined in analyser/exact.cpp, beside the moves that
// call it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bot/spider/state.hpp"

namespace spider::bot::exact {

using ColumnId = std::uint32_t;
constexpr ColumnId EmptyColumn = 0;  // a space

// A card as a column holds it: face up (the card), face down and known
// (FaceDown | card), or face down and unknown (UnknownCard).
constexpr std::uint8_t FaceDown = 0x40, UnknownCard = 0xFF;

class ColumnStore {
public:
    struct Column {
        ColumnId parent = 0;    // this column without its last card
        std::uint8_t card = 0;  // its last card, as above
        std::uint8_t len = 0, down = 0;
        std::uint8_t run = 0;     // the cards at its foot that move together (0: its last card is face down)
        std::uint16_t kings = 0;  // the Kings in it, face up or known, four bits a suit
        std::uint8_t head = 0;    // the first card of the run at its foot (if run > 0)
        std::array<std::uint8_t, Suits> longest{};  // its longest run of each suit face up (the search's order)
    };

    explicit ColumnStore(const Rules& rules);

    const Column& operator[](ColumnId id) const { return columns_[id]; }
    std::size_t size() const { return columns_.size(); }
    std::size_t bytes() const {
        return columns_.capacity() * sizeof(Column) + slots_.capacity() * sizeof(std::uint64_t);
    }

    // `id` with `held` laid on it (a card as above).
    ColumnId child(ColumnId id, std::uint8_t held);

    // `id` with its last `k` cards taken away.
    ColumnId cut(ColumnId id, int k) const {
        while (k-- > 0) id = columns_[id].parent;
        return id;
    }

    // The last card of `id`, face up (a card value), or a face-down card as held.
    std::uint8_t last(ColumnId id) const { return columns_[id].card; }

    // `id` with its last card turned up (it must be face down and known).
    ColumnId turnedUp(ColumnId id) { return child(columns_[id].parent, std::uint8_t(columns_[id].card & ~FaceDown)); }

    // The column of cards `cards` (top to bottom), the first `down` face down,
    // UnknownCard for a face-down card not known.
    ColumnId columnOf(const std::uint8_t* cards, int len, int down, bool known);

private:
    static constexpr std::uint64_t Free = ~std::uint64_t(0);
    static constexpr int KeyBits = 40;  // the key (parent << 8 | card) below, the child's id above
    static constexpr std::uint64_t KeyMask = (std::uint64_t(1) << KeyBits) - 1;

    static std::uint64_t hashOf(std::uint64_t k) {
        k ^= k >> 29;
        k *= 0xbf58476d1ce4e5b9ULL;
        k ^= k >> 32;
        return k;
    }

    ColumnId insert(ColumnId id, std::uint8_t held, std::uint64_t key);

    void place(std::uint64_t slot) {
        std::size_t mask = slots_.size() - 1;
        std::size_t i = hashOf(slot & KeyMask) & mask;
        while (slots_[i] != Free) i = (i + 1) & mask;
        slots_[i] = slot;
    }

    void grow();

    Rules rules_;
    std::vector<Column> columns_;
    std::vector<std::uint64_t> slots_;  // open addressing: (parent << 8 | card) | child id << 40
};

}  // namespace spider::bot::exact
