// What the puzzle's judge writes to the bot each turn: 14 lines, the board's
// counts, the board in fc-solve's format (games/freecell/notation.hpp), and
// every legal move. games/freecell/view.hpp reads it back.
//
//   3                                    foundations holding cards, plus one
//   8 8 8 7 7 7 7 6                      cards in each cascade, plus one
//   Foundations: C-A S-A                 the foundations holding cards
//   Freecells: - - - -                   cells a-d, - when free
//   : QS TS TH 8C 7S 3H 6D               cascades 1-8, deepest card first
//   ...
//   35                                   the number of legal moves
//   1a 1b 1c 1d 26 2a 2b 2c 2d 3a ...    every legal move
#pragma once

#include <string>
#include <vector>

#include "games/freecell/notation.hpp"

namespace freecell {

// The puzzle's 14-line turn input.
std::string turnInput(const Board& b, const std::vector<Move>& moves);

}  // namespace freecell
