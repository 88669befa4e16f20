// The analyser's relaxed game (relax.hpp): its fixpoint.
#include "bot/spider/analyser/relax.hpp"

#include <array>

namespace spider::bot {

std::string relaxedImpossible(const State& s, const Progress& p, const Table& table, const Query& query) {
    if (table.rules.anyRunMoves || table.rules.kingsOnlyToSpace) return "";
    std::array<std::array<bool, Cards>, Columns> freeAt{};  // [c][i]: the card at i may come to have nothing on it
    std::array<bool, Columns> empties{}, turnsUp{};
    std::array<int, Ranks + 2> freeOfRank{};  // [rank]: cards of it that may be free
    auto setFree = [&](int c, int i) {
        freeAt[std::size_t(c)][std::size_t(i)] = true;
        ++freeOfRank[std::size_t(rankOf(s.at(c, i)))];
    };
    for (int c = 0; c < Columns; ++c) {
        if (!s.len[std::size_t(c)])
            empties[std::size_t(c)] = true;
        else if (s.up(c))
            setFree(c, s.len[std::size_t(c)] - 1);
    }
    for (bool more = true; more;) {
        more = false;
        for (int c = 0; c < Columns; ++c) {
            int down = s.down[std::size_t(c)], len = s.len[std::size_t(c)];
            for (int i = len - 1; i >= down; --i) {  // can the run from i leave the card under it?
                bool gone = i == down ? (down ? turnsUp[std::size_t(c)] : empties[std::size_t(c)])
                                      : freeAt[std::size_t(c)][std::size_t(i) - 1];
                if (gone) continue;
                bool movable = false;  // some natural run from i up to a card that may be free
                for (int j = i; j < len && !movable; ++j) {
                    movable = freeAt[std::size_t(c)][std::size_t(j)];
                    if (j + 1 < len && !table.natural(s.at(c, j + 1), s.at(c, j))) break;
                }
                bool otherSpace = false;
                for (int o = 0; o < Columns; ++o) otherSpace |= o != c && empties[std::size_t(o)];
                if (!movable || !(otherSpace || freeOfRank[std::size_t(rankOf(s.at(c, i)) + 1)] > 0)) continue;
                if (i > down)
                    setFree(c, i - 1);
                else if (down)
                    turnsUp[std::size_t(c)] = true;
                else
                    empties[std::size_t(c)] = true;
                more = true;
            }
        }
    }
    int spacesReached = 0;
    bool turnUp = false;
    for (int c = 0; c < Columns; ++c) spacesReached += empties[std::size_t(c)], turnUp |= turnsUp[std::size_t(c)];
    if (turnUp && !query.noTurnUp) return "";  // an unknown card would come into view
    // A set of a suit: each card below the King on one of the next rank
    // up of its suit, there from the start or moved there while free.
    for (int suit = 0; suit < Suits; ++suit) {
        bool set = true;
        for (int r = 1; r < Ranks && set; ++r) {
            bool placed = false;
            for (int c = 0; c < Columns && !placed; ++c)
                for (int i = s.down[std::size_t(c)]; i < s.len[std::size_t(c)] && !placed; ++i) {
                    Card x = s.at(c, i);
                    if (rankOf(x) != r || !sameSuit(table.rules, x, makeCard(r, suit))) continue;
                    bool onNext = i > s.down[std::size_t(c)] && table.natural(x, s.at(c, i - 1));
                    bool liftable = i == s.down[std::size_t(c)]
                        ? (s.down[std::size_t(c)] ? turnsUp[std::size_t(c)] : empties[std::size_t(c)])
                        : freeAt[std::size_t(c)][std::size_t(i) - 1];
                    if (onNext) placed = true;
                    for (int c2 = 0; c2 < Columns && liftable && !placed; ++c2)
                        for (int k = s.down[std::size_t(c2)]; k < s.len[std::size_t(c2)] && !placed; ++k)
                            placed = freeAt[std::size_t(c2)][std::size_t(k)] && table.natural(x, s.at(c2, k));
                }
            set = placed;
        }
        if (set) return "";  // a removal would free cards the fixpoint did not count
    }
    for (const GoalPart& g : query.goal) {
        if ((g.kind == GoalPart::Remove && p.removedKings.empty()) ||
            (g.kind == GoalPart::Removals && g.n > int(p.removedKings.size())))
            return "no suit could be put together in order";
        if (g.kind == GoalPart::Spaces && spacesReached < g.n)
            return spacesReached ? "only " + std::to_string(spacesReached) + " column" +
                    (spacesReached > 1 ? "s" : "") + " could be emptied"
                                 : "no column could be emptied";
        if (g.kind == GoalPart::TurnUp && !p.turnedUp)
            return "no face-down card could be turned up";  // no turn-up, by the test above
    }
    return "";
}

}  // namespace spider::bot
