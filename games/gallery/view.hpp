// Reading back one turn block of protocol.hpp's turnText: what a gallery
// player sees, as a struct. Bots share this parser, so a bot and its bench
// read the same.
#pragma once

#include <istream>
#include <stdexcept>
#include <utility>

#include "common/turn_reader.hpp"
#include "games/gallery/protocol.hpp"

namespace gallery {

// What turnText shows, field by field.
struct View {
    int turn = 0;
    std::array<std::array<std::vector<Card>, PlacesPerRow>, Rows> places;  // bottom card first
    std::array<std::vector<Card>, Piles> piles;                            // bottom card first
    int stock = 0, deals = 0, aces = 0;
    std::array<int, 52> unseen{};  // [card]: copies not yet seen (aces: 0)
    std::vector<Action> moves;     // the legal answers, as listed

    bool correct(Place p) const {
        const auto& v = places[p.row][p.col];
        return !v.empty() && rankOf(v.front()) == baseRank(p.row);
    }
};

using patience::TurnError;

// One place as a deal could show it: a correct build (the row's base card,
// then each card its suit's next, three higher), or one wrong card, on which
// nothing is ever played.
void checkPlace(const std::vector<Card>& cards, Place p, int lineNo);

// Reads the next turn block. Returns nullopt at the end of input before a
// block starts (blank lines between blocks are skipped); throws TurnError on
// anything else that is not the format, or that no deal could show (a card
// three times, a count that does not add up). `lineNo` counts lines read.
std::optional<View> parseTurn(std::istream& in, int& lineNo);

// The Game a view describes, with the unseen cards (and the aces still to
// come) as an arbitrary stock order: for bots that want the engine's rules on
// what they see. The order is NOT the real one.
Game gameOf(const View& v);

}  // namespace gallery
