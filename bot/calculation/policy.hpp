// The fast heuristic policy: what a careful player does without looking
// ahead. Used alone in play-outs, and as the move order of the sampler and the
// solver.
//
//  - Waste tops go home as soon as they fit ("settle"); under the CoCo rule,
//    a waste top moves to an empty pile when that uncovers a card that fits.
//  - A card in hand that fits a foundation goes there.
//  - Otherwise it goes on the waste pile where it costs least: on a card the
//    foundations will want right after it (a build, the pile read top-down is
//    a run of some foundation's sequence), else on a card needed later than
//    it (the smaller the gap, the better), a King on Kings, and last of all on
//    a card needed sooner than itself (the sooner, the worse). An empty pile
//    is a reserve: spending one costs a fixed amount, less for late cards.
#pragma once

#include "bot/calculation/state.hpp"

namespace calculation::bot {

struct PolicyWeights {
    int empty = 6;        // cost of spending an empty pile
    int gap = 1;          // per foundation step between the card and the one it covers
    int covered = 20;     // covering a card needed sooner than the one placed
    int coveredSoon = 2;  // ... plus this per step the covered card is nearer
    int kingCover = 15;   // a card other than a King on a pile of Kings only
    int sameRank = 0;     // a card on a pile already holding its rank
    int emptySpare = 0;   // taken off the empty cost when another pile is empty too
    int copies = 1;       // count the same rank on other waste tops as ahead (1) or not (0)
};

// A pile holding Kings and nothing else: the King pile.
inline bool kingsOnly(const State& s, int w) {
    int n = s.len[std::size_t(w)];
    for (int i = 0; i < n; ++i)
        if (s.pile[std::size_t(w)][std::size_t(i)] != Ranks) return false;
    return n > 0;
}

// Foundation steps until a foundation takes this card of `rank`; 13 if none
// needs it. With `skip` other cards of the rank ahead of it (on waste tops),
// the foundation that takes it is the (skip+1)-th nearest.
inline int need(const State& s, int rank, int skip = 0) {
    int d[Foundations], n = 0;
    for (int f = 0; f < Foundations; ++f)
        if (int x = s.distance(f, rank)) d[n++] = x;
    if (!n) return 13;
    for (int i = 1; i < n; ++i)  // insertion sort of at most four
        for (int j = i; j > 0 && d[j - 1] > d[j]; --j) std::swap(d[j - 1], d[j]);
    return d[std::min(skip, n - 1)];
}

// Other waste tops of this rank than pile w's.
inline int topsOfRank(const State& s, int rank, int w) {
    int n = 0;
    for (int v = 0; v < Wastes; ++v) n += v != w && s.len[std::size_t(v)] && s.topOf(v) == rank;
    return n;
}

// Waste tops home while any fits; under CoCo, dig one card into an empty pile
// when the card under it fits. Returns the number of cards sent home.
int settle(State& s);

// When the card in hand will be needed (see need()).
inline int handNeed(const State& s, int rank, const PolicyWeights& k) {
    return k.copies ? need(s, rank, topsOfRank(s, rank, -1)) : need(s, rank);
}

// What placing `rank` on waste pile w costs; lower is better. `nr`: handNeed.
inline int placementCost(const State& s, int w, int rank, int nr, const PolicyWeights& k) {
    if (!s.len[std::size_t(w)]) {
        if (rank == Ranks) return 1;
        int empties = 0;
        for (int v = 0; v < Wastes; ++v) empties += !s.len[std::size_t(v)];
        return k.empty + (13 - nr) / 3 - (empties > 1 ? k.emptySpare : 0);
    }
    int t = s.topOf(w);
    if (rank == Ranks) return t == Ranks ? 0 : k.covered + 40 - need(s, t);
    int extra = kingsOnly(s, w) ? k.kingCover : 0;
    if (k.sameRank)
        for (int i = 0; i < s.len[std::size_t(w)]; ++i)
            if (s.pile[std::size_t(w)][std::size_t(i)] == rank) extra += k.sameRank;
    for (int f = 0; f < Foundations; ++f)
        if (s.distance(f, rank) && nextRank(f, rank) == t) return extra;  // a build
    int nt = k.copies ? need(s, t, topsOfRank(s, t, w)) : need(s, t);
    if (nt > nr) return extra + 1 + k.gap * (nt - nr);
    return extra + k.covered + k.coveredSoon * (13 - nt);
}

inline int placementCost(const State& s, int w, int rank, const PolicyWeights& k = {}) {
    return placementCost(s, w, rank, handNeed(s, rank, k), k);
}

// The cheapest waste pile for `rank` (the first of equals).
int bestPile(const State& s, int rank, const PolicyWeights& k = {});

// Plays the deck (ranks, in order) out with the policy; returns the cards home.
int playOut(State s, const std::uint8_t* deck, int n, const PolicyWeights& k = {});

}  // namespace calculation::bot
