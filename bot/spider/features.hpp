// The features of a Spider position as a player sees it, for the learned
// value (value.hpp; docs/spider-value.md). Only what the judge's turn block
// shows goes in: how many cards are face down in each column (never which:
// in the bot's Table, built by gameOf(view), they are placeholders), the
// face-up cards, the suits removed, the deals left, and the rules (how many
// suits; whether runs of mixed suits move). Called at search leaves: one
// pass over the columns' face-up cards and one over their movable runs, no
// allocation.
#pragma once

#include <algorithm>
#include <array>

#include "bot/spider/state.hpp"

namespace spider::bot {

// What each feature counts (value_weights.hpp is in this order; the
// trainer reads the names from the collector's CSV header).
//  bias            1
//  removed         suits removed: the goal itself
//  down            cards face down: what is still unknown and in the way
//  down_columns    columns still holding face-down cards: each must be cleared to make a space
//  max_down        the deepest column: the last to clear
//  deep            sum of d(d-1)/2 over columns: a deep column costs more than its cards one by one
//  spaces          empty columns: the most useful thing on the table
//  clear           columns with cards but nothing face down: a space if their cards find homes
//  natural         adjacent face-up cards one rank apart, one suit: move as one, build to removal
//  mixed           one rank apart, suits differ: order, but a seam to undo (always 0 with one suit)
//  breaks          adjacent face-up cards not one rank apart: what buries the cards above
//  longest_natural the longest one-suit run at a column's bottom: the nearest to removal
//  king_runs       one-suit runs at a column's bottom headed by a King: only await lower cards
//  buried          face-up cards above the movable run of their column: not free to move
//  deals           deals left: more cards to come, but each buries ten columns
//  deals_down      deals x face down: cards unknown early cost less than late
//  kings_inside    face-up Kings with cards above them (face down or up): each needs a space to move
//  moves           run-onto-card-one-higher moves: room to play
//  suited_moves    those that land on the same suit: builds that count
//  reveal_moves    columns whose whole face-up part can move off their face-down cards (onto a card or into a space)
constexpr int FeatureCount = 20;
using Features = std::array<float, FeatureCount>;

constexpr std::array<const char*, FeatureCount> FeatureNames{
    "bias",  "removed",    "down",         "down_columns", "max_down",        "deep",        "spaces",
    "clear", "natural",    "mixed",        "breaks",       "longest_natural", "king_runs",   "buried",
    "deals", "deals_down", "kings_inside", "moves",        "suited_moves",    "reveal_moves"};

namespace detail {
// What counts as one suit under the rules: 0 with one suit, the colour with two, the suit with four.
inline int suitClass(const Rules& r, Card c) {
    return r.suits == 1 ? 0 : r.suits == 2 ? int(isRed(c)) : int(suitOf(c));
}
}  // namespace detail

inline Features features(const Table& t, const State& s) {
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
        ++bottoms[std::size_t(rankOf(last))][std::size_t(detail::suitClass(t.rules, last))];
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
            suitedMoves += bottoms[std::size_t(rankOf(x) + 1)][std::size_t(detail::suitClass(t.rules, x))];
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
