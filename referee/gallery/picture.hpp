// The gallery drawn for a person: the three rows A-C of eight places
// (correct cards framed in brackets, wrong cards bare), the eight tableau
// piles in full (top card last), the stock, the ace pile and the score; with
// computer-aided play the marks of cap.hpp (movable '*', jammed '!', the
// stock '<<' when nothing can move). Colour adds to the marks, never replaces
// them, so the picture reads the same in plain text.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "referee/common/terminal.hpp"
#include "games/gallery/gallery.hpp"

namespace gallery::referee {

// What computer-aided play marks on the picture (all empty with CAP off).
struct Marks {
    bool cap = false;
    std::array<bool, Piles> movablePile{};                            // the top card can move
    std::array<std::array<bool, PlacesPerRow>, Rows> movablePlace{};  // the wrong card can move
    std::array<std::vector<bool>, Piles> trapped;  // by pile and depth: a card under one that must wait for it
    std::vector<std::string> jams;                 // each jam in words, for the lines under the piles
    bool stockMarked = false;                      // nothing can move: deal
};

// The whole picture; `status` (seed, CAP, moves) is its last line.
std::string drawPicture(const Game& g, const Marks& marks, const std::string& status, const ::referee::Painter& paint);

// One line for a script after each command: score, stock and ace pile.
std::string stateLine(const Game& g);

// How a card is drawn on its own, in its suit's colour.
std::string paintCard(Card c, const ::referee::Painter& paint);

}  // namespace gallery::referee
