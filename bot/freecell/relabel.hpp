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

inline Places samePlaces() {
    Places p{};
    for (int i = 0; i <= HomeLoc; ++i) p[std::size_t(i)] = std::uint8_t(i);
    return p;
}

// If `b` is `a` with cascades and cells in other places, where each of a's
// places is on b; nullopt if they are different positions.
inline std::optional<Places> placesOnto(const Board& a, const Board& b) {
    if (a.home != b.home) return std::nullopt;
    Places where = samePlaces();
    bool used[HomeLoc] = {};
    for (int x = 0; x < HomeLoc; ++x) {
        bool found = false;
        int first = isCascade(x) ? 0 : FirstCell, last = isCascade(x) ? Cascades : HomeLoc;
        for (int y = first; y < last && !found; ++y) {
            if (used[y]) continue;
            bool same = isCascade(x)
                ? a.len[x] == b.len[y] && std::equal(a.column(x), a.column(x) + a.len[x], b.column(y))
                : a.cell[x - FirstCell] == b.cell[y - FirstCell];
            if (same) used[y] = found = true, where[std::size_t(x)] = std::uint8_t(y);
        }
        if (!found) return std::nullopt;
    }
    return where;
}

// Moves written for one board, rewritten for the board `where` leads to.
inline std::vector<Move> relabel(std::vector<Move> moves, const Places& where) {
    for (Move& m : moves) m = Move{where[m.from], where[m.to]};
    return moves;
}

}  // namespace freecell::bot
