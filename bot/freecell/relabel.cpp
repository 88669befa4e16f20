#include "bot/freecell/relabel.hpp"

#include <algorithm>

namespace freecell::bot {

Places samePlaces() {
    Places p{};
    for (int i = 0; i <= HomeLoc; ++i) p[std::size_t(i)] = std::uint8_t(i);
    return p;
}

std::optional<Places> placesOnto(const Board& a, const Board& b) {
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

std::vector<Move> relabel(std::vector<Move> moves, const Places& where) {
    for (Move& m : moves) m = Move{where[m.from], where[m.to]};
    return moves;
}

}  // namespace freecell::bot
