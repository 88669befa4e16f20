// A compact gallery position for search, with the stock's order known.
//
// Every card not home has a *slot*: the wrong place it lies on (slots 0-23,
// the place's row * 8 + column), a tableau pile position, or the pile
// position a later deal will give it. Within a pile, a card dealt later has a
// higher slot. A card only ever leaves its slot to go home, so a position is
// fully described by which slots still hold their card and how many deals
// were done: 128 bits (Key), exact, no hash collision possible.
//
// The gallery itself is kept as counts: placed[row][suit][level] copies of
// one card home (level 0 is the row's base card, 3 its face card). With two
// decks each suit has two sequences in each row; counts that never grow
// along the levels are exactly the pairs of sequence heights, and a card of
// level l goes home iff some sequence stands at height l, i.e. iff
// placed[l-1] > placed[l] (for a base card: iff its row has an empty place).
// Which concrete place takes the card does not matter: places of one row
// holding sequences of one suit at one height are interchangeable, and so
// are empty places of one row.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bot/common/failed_table.hpp"
#include "games/gallery/game.hpp"

namespace gallery::bot {

constexpr int Levels = 4, Suits = 4, Places = Rows * PlacesPerRow;
constexpr int MaxSlots = 120;  // the key's bits 0..119; 120..126 count the deals
constexpr int MaxPile = 32;
constexpr std::uint8_t NoSlot = 255;

// Where a card goes: row, suit, level (0 base .. 3 face card).
struct Home {
    std::int8_t row, suit, level;
};
inline Home homeOf(Card c) {
    int r = rowOf(rankOf(c));
    return Home{std::int8_t(r), std::int8_t(suitOf(c)), std::int8_t((rankOf(c) - baseRank(r)) / 3)};
}
inline Card cardAt(int row, int suit, int level) { return makeCard(baseRank(row) + 3 * level, suit); }

// The position's identity: the slots still holding their card, and the deals done.
using Key = patience::bot::Key128;

// What does not change while searching one game: each slot's card, where
// the slots lie, and which slot each deal fills.
struct Layout {
    int slots = 0, dealsLeft = 0;
    std::array<Card, MaxSlots> card{};
    std::array<Home, MaxSlots> home{};                        // where each slot's card goes
    std::array<std::uint8_t, MaxSlots> pileOf{};              // NoSlot for a wrong place
    std::array<std::uint8_t, MaxSlots> twin{};                // the other copy's slot; NoSlot if it started home
    std::array<std::array<std::uint8_t, Piles>, 16> dealt{};  // [deal][pile]: the slot it fills, NoSlot: none (ace)
};

// Its moves (a card home, a deal, and their undo) are defined in solver.cpp,
// beside the search and its move order's play-outs, their only callers.
struct Position {
    Key key;                      // kept up to date by the moves below
    int dealsDone = 0, home = 0;  // home: cards in the gallery (GalleryCards: won)
    std::array<std::array<std::array<std::uint8_t, Levels>, Suits>, Rows> placed{};
    std::array<std::uint8_t, Rows> wrong{}, empty{};              // cards on wrong places, empty places, per row
    std::array<std::array<std::uint8_t, MaxPile>, Piles> pile{};  // slots, bottom first
    std::array<std::uint8_t, Piles> len{};

    bool won() const { return home == GalleryCards; }
    bool present(int slot) const { return ((slot < 64 ? key.lo >> slot : key.hi >> (slot - 64)) & 1) != 0; }
    int top(int p) const { return len[std::size_t(p)] ? pile[std::size_t(p)][len[std::size_t(p)] - 1u] : NoSlot; }

    // Can the card go home now?
    bool fits(Home h) const {
        const auto& n = placed[std::size_t(h.row)][std::size_t(h.suit)];
        return h.level == 0 ? empty[std::size_t(h.row)] > 0 : n[std::size_t(h.level - 1)] > n[std::size_t(h.level)];
    }
    // Free places at the card's level: 2 - how many copies could go there at once.
    int room(Home h) const {
        const auto& n = placed[std::size_t(h.row)][std::size_t(h.suit)];
        return h.level == 0 ? empty[std::size_t(h.row)] : n[std::size_t(h.level - 1)] - n[std::size_t(h.level)];
    }
    // Base cards home in the row.
    int baseHome(int row) const {
        int n = 0;
        for (int s = 0; s < Suits; ++s) n += placed[std::size_t(row)][std::size_t(s)][0];
        return n;
    }

    // The card in `slot` (a pile top or a wrong place) goes home.
    void sendHome(const Layout& l, int slot);
    void undoHome(const Layout& l, int slot);

    bool canDeal(const Layout& l) const { return dealsDone < l.dealsLeft; }
    void deal(const Layout& l);
    void undoDeal(const Layout& l);

private:
    void flip(int slot);
};

// The layout and position of a game (as dealt, or any position of one).
// Throws std::invalid_argument if the position is beyond the compact form
// (more than MaxSlots cards out, a pile taller than MaxPile).
void compact(const Game& g, Layout& l, Position& s);

}  // namespace gallery::bot
