// The score of a Spider position (higher is better), the guided search's
// and, with its own weights, the fair bot's planner's.
#pragma once

#include "bot/spider/state.hpp"

namespace spider::bot {

// How promising a position is (higher is better): suits removed, cards face
// up, links of one suit, few breaks, spaces, columns with nothing face down.
// A column's face-down cards cost more the more of them there are (`deep`):
// a column with one or two is nearly a space, one with five is far from it.
// Tuned on the deals the first version left unknown (docs/spider-solver.md).
struct Weights {
    int removed = 600, down = 16, deep = 2, natural = 6, unnatural = 1, broken = 6, space = 14, clear = 25;
};

inline int evaluate(const Table& t, const State& s, const Weights& w = {}) {
    int score = w.removed * s.removed;
    for (int c = 0; c < Columns; ++c) {
        int len = s.len[std::size_t(c)], down = s.down[std::size_t(c)];
        if (!len) {
            score += w.space;
            continue;
        }
        score -= w.down * down + w.deep * down * (down - 1) / 2;
        if (!down) score += w.clear;  // it can become a space
        for (int i = down + 1; i < len; ++i) {
            Card upper = s.at(c, i - 1), lower = s.at(c, i);
            if (t.natural(lower, upper))
                score += w.natural;
            else if (rankOf(lower) + 1 == rankOf(upper))
                score += w.unnatural;
            else
                score -= w.broken;
        }
    }
    return score;
}

}  // namespace spider::bot
