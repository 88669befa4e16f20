// The analyser's relaxed game (relax.hpp): its fixpoint.
#include "bot/spider/analyser/relax.hpp"

#include "bot/spider/analyser/node.hpp"

namespace spider::bot {

int followedFrom(const State& s, int c, const ReachRules& rules) {
    int i = s.down[std::size_t(c)];
    while (rules.turnUps && i > 0 && s.at(c, i - 1) != Hidden) --i;
    return i;
}

bool liftable(const State& s, const RelaxedReach& r, const ReachRules& rules, int c, int i) {
    if (i > followedFrom(s, c, rules)) return r.freeAt[std::size_t(c)][std::size_t(i) - 1];
    if (i > 0) return r.turnsUp[std::size_t(c)];
    return r.empties[std::size_t(c)];
}

namespace {

// A set of a suit: each card below the King on one of the next rank up of
// its suit, there from the start or moved there while free.
bool setReachable(const State& s, const Table& table, const RelaxedReach& r, const ReachRules& rules, int suit) {
    for (int rank = 1; rank < Ranks; ++rank) {
        bool placed = false;
        for (int c = 0; c < Columns && !placed; ++c)
            for (int i = followedFrom(s, c, rules); i < s.len[std::size_t(c)] && !placed; ++i) {
                Card x = s.at(c, i);
                if (x == Hidden || rankOf(x) != rank || !sameSuit(table.rules, x, makeCard(rank, suit))) continue;
                bool onNext = i > s.down[std::size_t(c)] && table.natural(x, s.at(c, i - 1));
                if (onNext) placed = true;
                for (int c2 = 0; c2 < Columns && liftable(s, r, rules, c, i) && !placed; ++c2)
                    for (int k = followedFrom(s, c2, rules); k < s.len[std::size_t(c2)] && !placed; ++k)
                        placed = r.freeAt[std::size_t(c2)][std::size_t(k)] && table.natural(x, s.at(c2, k));
            }
        if (!placed) return false;
    }
    return true;
}

}  // namespace

RelaxedReach relaxedReach(const State& s, const Table& table, const ReachRules& rules) {
    RelaxedReach r;
    std::array<int, Ranks + 2> freeOfRank{};  // [rank]: cards of it that may be free
    auto setFree = [&](int c, int i) {
        r.freeAt[std::size_t(c)][std::size_t(i)] = true;
        ++freeOfRank[std::size_t(rankOf(s.at(c, i)))];
    };
    for (int c = 0; c < Columns; ++c) {
        if (!s.len[std::size_t(c)])
            r.empties[std::size_t(c)] = true;
        else if (s.up(c) || followedFrom(s, c, rules) < s.len[std::size_t(c)])
            setFree(c, s.len[std::size_t(c)] - 1);
    }
    int empties = 0;  // columns that may be empty
    for (bool e : r.empties) empties += e;
    for (bool sets = true; sets;) {
        for (bool more = true; more;) {
            more = false;
            for (int c = 0; c < Columns; ++c) {
                int down = s.down[std::size_t(c)], len = s.len[std::size_t(c)];
                for (int i = len - 1; i >= followedFrom(s, c, rules);
                     --i) {  // can the run from i leave the card under it?
                    if (liftable(s, r, rules, c, i)) continue;
                    Card x = s.at(c, i);
                    bool removed = rankOf(x) == Ranks && i >= down && rules.removable >> suitOf(x) & 1u &&
                        r.sets[std::size_t(suitOf(x))];
                    bool movable = false;  // some natural run from i up to a card that may be free
                    for (int j = i; j < len && !movable; ++j) {
                        movable = r.freeAt[std::size_t(c)][std::size_t(j)];
                        if (j < down || (j + 1 < len && !table.natural(s.at(c, j + 1), s.at(c, j)))) break;
                    }
                    bool otherSpace = empties > int(r.empties[std::size_t(c)]);
                    if (!removed &&
                        (!movable || !(otherSpace || r.anyCard || freeOfRank[std::size_t(rankOf(x) + 1)] > 0)))
                        continue;
                    if (i > followedFrom(s, c, rules))
                        setFree(c, i - 1);
                    else if (i > 0) {
                        r.turnsUp[std::size_t(c)] = true;
                        if (rules.turnUps)
                            r.anyCard = true, empties += !r.empties[std::size_t(c)],
                            r.empties[std::size_t(c)] = true;  // an unknown card
                    } else
                        empties += !r.empties[std::size_t(c)], r.empties[std::size_t(c)] = true;
                    more = true;
                }
            }
        }
        sets = false;
        for (int suit = 0; suit < Suits; ++suit)
            if (!r.sets[std::size_t(suit)] && setReachable(s, table, r, rules, suit))
                r.sets[std::size_t(suit)] = true, sets = rules.removable >> suit & 1u;
    }
    return r;
}

std::string relaxedImpossible(const State& s, const Progress& p, const Table& table, const Query& query) {
    if (table.rules.anyRunMoves || table.rules.kingsOnlyToSpace) return "";
    RelaxedReach r = relaxedReach(s, table, ReachRules{});
    int spacesReached = 0;
    bool turnUp = false;
    for (int c = 0; c < Columns; ++c) spacesReached += r.empties[std::size_t(c)], turnUp |= r.turnsUp[std::size_t(c)];
    if (turnUp && !query.noTurnUp) return "";  // an unknown card would come into view
    for (bool set : r.sets)
        if (set) return "";  // a removal would free cards the fixpoint did not count
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
