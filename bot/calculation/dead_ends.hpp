// The Calculation solver's dead-end tests: proofs that a position is lost,
// by relaxed games that every real line of play from it stays within. Two:
// relaxedDead() (classic rules: a relaxed game played to its end, cheap,
// tried at every node) and RelaxedSearch::searchDead() (a relaxed game
// searched to its end, near the deck's end); the comments on each say why
// they are sound. The solver (solver.hpp) refutes a position they prove lost
// at once. They are defined in solver.cpp, beside the search that runs them.
#pragma once

#include <array>
#include <cstdint>

#include "bot/calculation/state.hpp"

namespace calculation::bot {

// The rank at `position` of foundation f's sequence (0: its base).
int rankAt(int f, int position);

// between[f][i][j]: the ranks at positions i+1 .. j-1 of foundation f's
// sequence (bit r for rank r): what f must take after position i before
// it can take the rank at position j.
struct BetweenTable {
    std::uint16_t m[Foundations][13][13];
};
const BetweenTable& between();

// needAfter()[f][i]: the ranks at positions i+1 .. 12 of f's sequence.
const std::array<std::array<std::uint16_t, 13>, Foundations>& needAfter();

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
bool relaxedDead(const State& s, const std::uint8_t* deck, int n);
// The same from foundations at these positions, s's piles cut to `len`
// and free cards of the ranks in `deckRanks` (bit r: rank r).
bool sharedDead(const State& s, const std::array<std::uint8_t, Foundations>& at, std::array<std::uint8_t, Wastes> len,
                std::uint16_t deckRanks);

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

    bool searchDead(const State& s, const std::uint8_t* deck, int n);

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

    static int relaxedWants(const Relaxed& x, int f);
    static const std::array<std::array<std::uint8_t, 13>, Foundations>& rankTable();

    bool relaxedWins(const State& s, Relaxed x);
};

}  // namespace calculation::bot
