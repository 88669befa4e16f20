// The tableau and columns as text, the way Woods's document prints them.
#pragma once

#include <string>

#include "games/spider/game.hpp"

namespace spider {

// Rows of the tableau, a tab between columns: " --" for a face-down card, a
// face-up card right-aligned in three characters ("10d", " As"), nothing
// where a pile has ended; trailing empty cells left out. Spaces are not marked.
std::string tableauText(const Game& g);

// One column in text: face-down count, then the face-up cards from the top
// of the pile down, with runs of one suit in brackets: "2 down: 9s [4c 3c 2c] As".
std::string columnText(const Game& g, int col);

}  // namespace spider
