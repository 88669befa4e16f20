// Positions that are the same game with cascades or cells in other places.
//
// A search's moves name places (cascade 3, cell b). When the agent waits by
// moving a card from one cell to another, the position is the same game but
// the places differ, so a solution found for one must be relabelled to be
// played on the other.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "games/freecell/rules.hpp"

namespace freecell::bot {

// Where each place of a board is on another: index by location (0..12).
using Places = std::array<std::uint8_t, HomeLoc + 1>;

Places samePlaces();

// If `b` is `a` with cascades and cells in other places, where each of a's
// places is on b; nullopt if they are different positions.
std::optional<Places> placesOnto(const Board& a, const Board& b);

// Moves written for one board, rewritten for the board `where` leads to.
std::vector<Move> relabel(std::vector<Move> moves, const Places& where);

}  // namespace freecell::bot
