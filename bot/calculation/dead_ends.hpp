// The Calculation solver's dead-end tests: proofs that a position is lost,
// by relaxed games that every real line of play from it stays within. Two:
// relaxedDead() (classic rules: a relaxed game played to its end, cheap,
// tried at every node) and RelaxedSearch::searchDead() (a relaxed game
// searched to its end, near the deck's end); the comments on each say why
// they are sound. The solver (solver.hpp) refutes a position they prove lost
// at once.
#pragma once

#include <array>
#include <cstdint>

#include "bot/calculation/state.hpp"
#include "common/hash.hpp"

namespace calculation::bot {

using patience::mix64;

// The rank at `position` of foundation f's sequence (0: its base).
inline int rankAt(int f, int position) {
    int r = f + 1;
    for (int i = 0; i < position; ++i) r = nextRank(f, r);
    return r;
}

// between[f][i][j]: the ranks at positions i+1 .. j-1 of foundation f's
// sequence (bit r for rank r): what f must take after position i before
// it can take the rank at position j.
struct BetweenTable {
    std::uint16_t m[Foundations][13][13];
};
inline const BetweenTable& between() {
    static const BetweenTable t = [] {
        BetweenTable b{};
        for (int f = 0; f < Foundations; ++f) {
            int seq[13];
            seq[0] = f + 1;
            for (int i = 1; i < 13; ++i) seq[i] = nextRank(f, seq[i - 1]);
            for (int i = 0; i < 13; ++i)
                for (int j = i + 1; j < 13; ++j) {
                    std::uint16_t x = 0;
                    for (int k = i + 1; k < j; ++k) x = std::uint16_t(x | (1u << seq[k]));
                    b.m[f][i][j] = x;
                }
        }
        return b;
    }();
    return t;
}

// needAfter()[f][i]: the ranks at positions i+1 .. 12 of f's sequence.
inline const std::array<std::array<std::uint16_t, 13>, Foundations>& needAfter() {
    static const auto t = [] {
        std::array<std::array<std::uint16_t, 13>, Foundations> a{};
        for (int f = 0; f < Foundations; ++f)
            for (int i = 0; i < 13; ++i)
                for (int k = i + 1; k < 13; ++k)
                    a[std::size_t(f)][std::size_t(i)] =
                        std::uint16_t(a[std::size_t(f)][std::size_t(i)] | (1u << rankAt(f, k)));
        return a;
    }();
    return t;
}

// The dead-end test (classic rules). A relaxed game that every real line
// of play from s stays within, played to its end: if even it leaves a
// card out, no real line wins.
//
// Relaxed: (1) every card still in the deck is free from the start and
// never covers anything (in the real game it comes later and may be put
// on a pile); (2) the waste piles are as they are, a card leaving only
// once every card above it has; (3) a card of rank r may go home once
// some foundation f that still needs r could take it, in this sense:
// every rank f needs between its top now and r has had at least one
// copy go home since s (in the real game f itself must have taken a
// copy of each). Nothing is ever taken back in the relaxed game and
// sending a card home only makes (3) easier, so sending everything it
// can, in any order, reaches its one end; and every real line sends a
// card home only when the relaxed game allows it at the same moment
// (induction over the line: a real move of rank r to f needs f to have
// taken each rank between, so one copy of each went home; the relaxed
// piles hold at most the real piles' cards, so the card is free there).
// So a card the relaxed game cannot send home is one no real line can.
//
// Classic only: under the CoCo rule a card may also leave its pile for
// an empty one, which (2) does not allow.
inline bool sharedDead(const State& s, const std::array<std::uint8_t, Foundations>& at,
                       std::array<std::uint8_t, Wastes> len,
                       std::uint16_t deckRanks);  // below
inline bool relaxedDead(const State& s, const std::uint8_t* deck, int n) {
    std::array<std::uint8_t, Foundations> at;
    for (int f = 0; f < Foundations; ++f) at[std::size_t(f)] = std::uint8_t(positionOf(f, s.top[std::size_t(f)]));
    std::uint16_t deckRanks = 0;
    for (int i = 0; i < n; ++i) deckRanks = std::uint16_t(deckRanks | (1u << deck[i]));
    return sharedDead(s, at, s.len, deckRanks);
}
// The same from foundations at these positions, s's piles cut to `len`
// and free cards of the ranks in `deckRanks` (bit r: rank r).
inline bool sharedDead(const State& s, const std::array<std::uint8_t, Foundations>& at,
                       std::array<std::uint8_t, Wastes> len, std::uint16_t deckRanks) {
    const BetweenTable& bt = between();
    std::uint16_t needs[Foundations];  // the ranks f still needs
    for (int f = 0; f < Foundations; ++f) needs[f] = needAfter()[f][at[std::size_t(f)]];
    std::uint16_t sent = 0;  // ranks with a copy home since s
    for (;;) {
        std::uint16_t open = 0;  // ranks that may go home now
        for (int r = 1; r <= Ranks; ++r)
            for (int f = 0; f < Foundations; ++f)
                if ((needs[f] >> r & 1) && !(bt.m[f][at[std::size_t(f)]][positionOf(f, r)] & ~sent)) {
                    open = std::uint16_t(open | (1u << r));
                    break;
                }
        std::uint16_t before = sent;
        sent = std::uint16_t(sent | (deckRanks & open));
        bool popped = false;
        for (int w = 0; w < Wastes; ++w)
            while (len[std::size_t(w)] && (open >> s.pile[std::size_t(w)][len[std::size_t(w)] - 1u] & 1)) {
                sent = std::uint16_t(sent | (1u << s.pile[std::size_t(w)][len[std::size_t(w)] - 1u]));
                --len[std::size_t(w)];
                popped = true;
            }
        if (sent == before && !popped) break;
    }
    for (int w = 0; w < Wastes; ++w)
        if (len[std::size_t(w)]) return true;
    return (deckRanks & ~sent) != 0;
}

// The stronger dead-end test: the relaxed game `Relaxed` below, searched
// to the end (it has few choices). True: no real line from s wins.
//
// Relaxed, with each foundation's own sequence kept exactly:
//  (1) every card still in the deck is in a *pool* from the start: free,
//      covering nothing (in the real game it comes later, and may be put
//      on a pile);
//  (2) a waste pile's top may move to the pool whenever some foundation
//      wants its rank now (in the real game it must go onto that
//      foundation at once), or, under the CoCo rule, whenever some pile
//      is empty (in the real game it may go there);
//  (3) a foundation wanting rank r takes a pool card of rank r.
// A real line maps onto a relaxed one move for move: a waste card home is
// (2) then (3); a deck card home is (3); a card put on a pile, or a CoCo
// move, changes nothing here except that a card moved to an empty pile is
// in the pool (the relaxed piles only ever hold a part of the real ones,
// so a real top is a relaxed top or already gone, and a real empty pile
// is empty here). So if the relaxed game cannot be won, no real line wins.
//
// It is searched exactly, with two shortcuts that lose no relaxed win:
//  - (2) is played at once: the card is as free in the pool as on top of
//    its pile, the cards under it are freed, and waiting can only see
//    the foundation that wants it move on;
//  - (3) is played at once when every copy of r still out is in the pool:
//    each foundation still needing r gets one of them in any relaxed win,
//    so giving f its copy now leaves at every moment at least one pool
//    card of r for each other foundation still needing r.
// Otherwise (a copy of r still buried, and two foundations needing r),
// which foundation takes a pool card first is a choice: each one is
// tried, the failed relaxed positions kept in a small table. Past
// `RelaxedBudget` relaxed positions it gives up and says "not dead".
class RelaxedSearch {
public:
    // Its cost: up to RelaxedBudget relaxed positions, so only where the deck
    // has at most RelaxedDeck cards left (earlier it is rarely dead: the
    // deck's cards are all free in it).
    static constexpr int RelaxedBudget = 200, RelaxedDeck = 12;

    bool searchDead(const State& s, const std::uint8_t* deck, int n) {
        Relaxed x;
        x.pool.fill(0);
        x.out.fill(0);
        for (int f = 0; f < Foundations; ++f) x.at[std::size_t(f)] = std::uint8_t(positionOf(f, s.top[std::size_t(f)]));
        for (int i = 0; i < n; ++i) ++x.pool[deck[i]], ++x.out[deck[i]];
        x.len = s.len;
        for (int w = 0; w < Wastes; ++w)
            for (int i = 0; i < s.len[std::size_t(w)]; ++i) ++x.out[s.pile[std::size_t(w)][std::size_t(i)]];
        relaxedLeft_ = RelaxedBudget;
        if (++relaxedStamp_ == 0) relaxedStamps_.fill(0), relaxedStamp_ = 1;
        return !relaxedWins(s, x);
    }

private:
    struct Relaxed {
        std::array<std::uint8_t, Foundations> at;  // each foundation's position in its sequence (12: King)
        std::array<std::uint8_t, Wastes> len;      // the original piles, cut down
        std::array<std::uint8_t, Ranks + 1> pool;
        std::array<std::uint8_t, Ranks + 1> out;  // copies not home (pool, piles)
    };
    int relaxedLeft_ = 0;
    std::uint32_t relaxedStamp_ = 0;
    std::array<std::uint64_t, 1024> relaxedKeys_{};
    std::array<std::uint32_t, 1024> relaxedStamps_{};

    static int relaxedWants(const Relaxed& x, int f) {
        return x.at[std::size_t(f)] == 12 ? 0 : rankTable()[f][x.at[std::size_t(f)] + 1];
    }
    static const std::array<std::array<std::uint8_t, 13>, Foundations>& rankTable() {
        static const auto t = [] {
            std::array<std::array<std::uint8_t, 13>, Foundations> a{};
            for (int f = 0; f < Foundations; ++f)
                for (int i = 0; i < 13; ++i) a[std::size_t(f)][std::size_t(i)] = std::uint8_t(rankAt(f, i));
            return a;
        }();
        return t;
    }

    bool relaxedWins(const State& s, Relaxed x) {
        int want[Foundations];
        for (bool moved = true; moved;) {
            moved = false;
            bool anyEmpty = false;
            for (int w = 0; w < Wastes; ++w) anyEmpty |= x.len[std::size_t(w)] == 0;
            for (int f = 0; f < Foundations; ++f) want[f] = relaxedWants(x, f);
            for (int w = 0; w < Wastes; ++w)  // (2)
                while (x.len[std::size_t(w)]) {
                    int r = s.pile[std::size_t(w)][x.len[std::size_t(w)] - 1u];
                    bool wanted = (s.coco && anyEmpty) || want[0] == r || want[1] == r || want[2] == r || want[3] == r;
                    if (!wanted) break;
                    --x.len[std::size_t(w)];
                    ++x.pool[std::size_t(r)];
                    if (!x.len[std::size_t(w)]) anyEmpty = true;
                }
            for (int f = 0; f < Foundations; ++f) {  // (3), when every copy out is in the pool
                int r = want[f];
                if (r && x.pool[std::size_t(r)] && x.pool[std::size_t(r)] == x.out[std::size_t(r)]) {
                    --x.pool[std::size_t(r)], --x.out[std::size_t(r)];
                    ++x.at[std::size_t(f)];
                    moved = true;
                }
            }
        }
        if (x.at[0] == 12 && x.at[1] == 12 && x.at[2] == 12 && x.at[3] == 12) return true;
        if (--relaxedLeft_ < 0) return true;  // gave up: not a proof
        if (!s.coco) {  // the first test (classic only) on the relaxed position cuts failing choices short
            std::uint16_t free = 0;
            for (int r = 1; r <= Ranks; ++r)
                if (x.pool[std::size_t(r)]) free = std::uint16_t(free | (1u << r));
            if (sharedDead(s, x.at, x.len, free)) return false;
        }
        std::uint64_t key = 0;
        for (int i = 0; i < 4; ++i) key = key << 16 | std::uint64_t(x.at[std::size_t(i)]) << 8 | x.len[std::size_t(i)];
        std::size_t slot = std::size_t(mix64(key)) & 1023;
        for (;; slot = (slot + 1) & 1023) {
            if (relaxedStamps_[slot] != relaxedStamp_) break;
            if (relaxedKeys_[slot] == key) return false;
        }
        for (int f = 0; f < Foundations; ++f) {  // (3), a choice
            int r = want[f];
            if (!r || !x.pool[std::size_t(r)]) continue;
            Relaxed y = x;
            --y.pool[std::size_t(r)], --y.out[std::size_t(r)];
            ++y.at[std::size_t(f)];
            if (relaxedWins(s, y)) return true;
        }
        relaxedStamps_[slot] = relaxedStamp_;
        relaxedKeys_[slot] = key;
        return false;
    }
};

}  // namespace calculation::bot
