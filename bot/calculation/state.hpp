// A compact Calculation position for search and play-outs: ranks only (the
// rules never look at suits), fixed-size arrays, cheap to copy.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "common/random.hpp"
#include "games/calculation/deal.hpp"
#include "games/calculation/view.hpp"

namespace calculation::bot {

// Where rank r stands in foundation f's sequence: 0 for the base, 12 for the King.
struct SequenceIndex {
    std::int8_t at[Foundations][Ranks + 1];
};
constexpr SequenceIndex makeSequenceIndex() {
    SequenceIndex s{};
    for (int f = 0; f < Foundations; ++f) {
        int r = f + 1;
        for (int i = 0; i < 13; ++i, r = nextRank(f, r)) s.at[f][r] = std::int8_t(i);
    }
    return s;
}
constexpr SequenceIndex sequenceIndexTable = makeSequenceIndex();
inline int positionOf(int f, int rank) { return sequenceIndexTable.at[f][rank]; }

struct State {
    static constexpr int MaxPile = DeckCards;
    bool coco = true;
    std::array<std::uint8_t, Foundations> top{1, 2, 3, 4};
    std::array<std::uint8_t, Wastes> len{};
    std::array<std::array<std::uint8_t, MaxPile>, Wastes> pile{};  // ranks, bottom first

    int wants(int f) const { return nextRank(f, top[std::size_t(f)]); }  // 0: finished
    // Foundation steps until f takes `rank` (1: next), or 0 if f no longer needs it.
    int distance(int f, int rank) const {
        int d = positionOf(f, rank) - positionOf(f, top[std::size_t(f)]);
        return d > 0 ? d : 0;
    }
    int home() const {
        int n = 0;
        for (int f = 0; f < Foundations; ++f) n += positionOf(f, top[std::size_t(f)]) + 1;
        return n;
    }
    bool won() const { return home() == 52; }
    int topOf(int w) const { return len[std::size_t(w)] ? pile[std::size_t(w)][len[std::size_t(w)] - 1u] : 0; }
    // A foundation that takes `rank` now, preferring the one whose next card
    // after it is in sight on a waste top; -1 if none.
    int foundationFor(int rank) const {
        int best = -1, bestScore = -1;
        for (int f = 0; f < Foundations; ++f) {
            if (wants(f) != rank) continue;
            int after = nextRank(f, rank), score = 1;
            for (int w = 0; w < Wastes; ++w)
                if (after && topOf(w) == after) score = 2;
            if (score > bestScore) best = f, bestScore = score;
        }
        return best;
    }
    void push(int w, int rank) { pile[std::size_t(w)][len[std::size_t(w)]++] = std::uint8_t(rank); }
    int pop(int w) { return pile[std::size_t(w)][--len[std::size_t(w)]]; }
    bool samePile(int a, int b) const;  // defined in solver.cpp, beside the move order
};

State stateOf(const View& v);
State stateOf(const Game& g);

// The generator for sampling deck orders.
using patience::Rng;

}  // namespace calculation::bot
