// The features of a Spider position as a player sees it (features.hpp).
#include "bot/spider/features.hpp"

#include <algorithm>
#include <array>

namespace spider::bot {

namespace {
// What counts as one suit under the rules: 0 with one suit, the colour with two, the suit with four.
int suitClass(const Rules& r, Card c) { return r.suits == 1 ? 0 : r.suits == 2 ? int(isRed(c)) : int(suitOf(c)); }
}  // namespace

Features features(const Table& t, const State& s) {
    int down = 0, downColumns = 0, maxDown = 0, deep = 0, spaces = 0, clear = 0;
    int natural = 0, mixed = 0, breaks = 0, longestNatural = 0, kingRuns = 0, buried = 0, kingsInside = 0;
    // The bottom cards by rank and suit class: what a run can go onto.
    std::array<std::array<std::uint8_t, Suits>, Ranks + 2> bottoms{};
    std::array<std::uint8_t, Ranks + 2> bottomsByRank{};
    std::array<std::uint8_t, Columns> runs{};
    for (int c = 0; c < Columns; ++c) {
        int len = s.len[std::size_t(c)], d = s.down[std::size_t(c)];
        if (!len) {
            ++spaces;
            continue;
        }
        down += d, deep += d * (d - 1) / 2, maxDown = std::max(maxDown, d);
        if (d)
            ++downColumns;
        else
            ++clear;
        Card last = s.bottom(c);
        ++bottoms[std::size_t(rankOf(last))][std::size_t(suitClass(t.rules, last))];
        ++bottomsByRank[std::size_t(rankOf(last))];
        // From the bottom card up: the movable run ends at the first link
        // that does not follow, the natural run at the first that is not natural.
        int run = 1, nat = 1;
        bool inRun = true, inNat = true;
        for (int i = len - 1; i > d; --i) {
            Card lower = s.at(c, i), upper = s.at(c, i - 1);
            bool step = rankOf(lower) + 1 == rankOf(upper);
            bool same = step && t.natural(lower, upper);
            if (same)
                ++natural;
            else if (step)
                ++mixed;
            else
                ++breaks;
            inRun = inRun && t.follows(lower, upper), inNat = inNat && same;
            run += inRun, nat += inNat;
            if (rankOf(lower) == Ranks) ++kingsInside;
        }
        if (d > 0 && rankOf(s.at(c, d)) == Ranks) ++kingsInside;
        longestNatural = std::max(longestNatural, nat);
        if (rankOf(s.at(c, len - nat)) == Ranks) ++kingRuns;
        buried += len - d - run;
        runs[std::size_t(c)] = std::uint8_t(run);
    }
    int moves = 0, suitedMoves = 0, revealMoves = 0;
    for (int c = 0; c < Columns; ++c) {
        int len = s.len[std::size_t(c)], d = s.down[std::size_t(c)], run = runs[std::size_t(c)];
        if (!len) continue;
        for (int k = 1; k <= run; ++k) {
            Card x = s.at(c, len - k);
            moves += bottomsByRank[std::size_t(rankOf(x) + 1)];
            suitedMoves += bottoms[std::size_t(rankOf(x) + 1)][std::size_t(suitClass(t.rules, x))];
        }
        if (d && run == len - d) {
            Card head = s.at(c, d);
            bool toSpace = spaces && (!t.rules.kingsOnlyToSpace || rankOf(head) == Ranks);
            if (toSpace || bottomsByRank[std::size_t(rankOf(head) + 1)]) ++revealMoves;
        }
    }
    int deals = t.handLeft(s) / Columns;
    return Features{1.0f,
                    float(s.removed),
                    float(down),
                    float(downColumns),
                    float(maxDown),
                    float(deep),
                    float(spaces),
                    float(clear),
                    float(natural),
                    float(mixed),
                    float(breaks),
                    float(longestNatural),
                    float(kingRuns),
                    float(buried),
                    float(deals),
                    float(deals * down),
                    float(kingsInside),
                    float(moves),
                    float(suitedMoves),
                    float(revealMoves)};
}

}  // namespace spider::bot
