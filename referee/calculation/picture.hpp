// The game drawn for a person: the document's "calculator" (each
// foundation's sequence, the cards played on it dimmed, the next card needed
// picked out, a finished row marked finished), the four waste piles in full,
// the card in hand and the cards left. Plain text when `paint` is off.
#pragma once

#include <string>

#include "referee/common/terminal.hpp"
#include "games/calculation/calculation.hpp"

namespace calculation::referee {

// One foundation's calculator row: the base card, the step, then the twelve
// ranks of sequence(f); the next one wanted in brackets (and highlighted),
// the ones already played dimmed, "finished" after a row that holds its King.
std::string calculatorRow(const Game& g, int f, const ::referee::Painter& paint);

// The whole panel, ending with `status` (seed, moves, undos) on its last line.
std::string drawPanel(const Game& g, const std::string& status, const ::referee::Painter& paint);

// One line for a script after each move: the hand, the cards left, the
// foundations' top ranks and the waste piles ("-" for an empty one).
std::string stateLine(const Game& g);

// Cards on the foundations, the four bases included (52: won).
int cardsOnFoundations(const Game& g);

}  // namespace calculation::referee
