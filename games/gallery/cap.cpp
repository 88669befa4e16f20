// Computer-aided play's jams and its words (games/gallery/cap.hpp).
#include "games/gallery/cap.hpp"

namespace gallery {

std::vector<Jam> jams(const Game& g) {
    Builds b(g);
    std::vector<Jam> out;
    for (int p = 0; p < Piles; ++p) {
        const std::vector<Card>& pile = g.piles[std::size_t(p)];
        for (int x = 1; x < int(pile.size()); ++x) {
            Card cover = pile[std::size_t(x)];
            int rank = rankOf(cover), row = rowOf(rank);
            if (row < 0 || rank == baseRank(row) || b.takers(cover)) continue;
            for (int y = 0; y < x; ++y) {
                Card covered = pile[std::size_t(y)];
                if (suitOf(covered) != suitOf(cover) || rowOf(rankOf(covered)) != row || rankOf(covered) >= rank)
                    continue;
                bool twinUnder = false;
                for (int z = 0; z < x; ++z) twinUnder |= z != y && pile[std::size_t(z)] == covered;
                out.push_back(Jam{p, x, y, b.placed(cover) > 0 || twinUnder});
            }
        }
    }
    return out;
}

const char* safeKindText(SafeKind k) {
    switch (k) {
    case SafeKind::TwinPlaced: return "its twin is already in place";
    case SafeKind::TwoPlaces: return "both places for it are ready";
    case SafeKind::TwinBelow: return "its twin lies under it";
    case SafeKind::BaseCard: return "a base card to an empty place of a row without wrong cards";
    }
    return "";
}

}  // namespace gallery
