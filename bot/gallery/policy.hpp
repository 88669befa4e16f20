// The play-out policy: how the fair bot finishes a sampled game quickly.
// Uncontested moves first (sim.hpp: no other source wants the target), but
// not a doomed one while the stock lasts (it would jam its twin for good);
// when only contested moves are left, the one worth most: its follower (the
// card three higher) is offered now, else a wrong card's copy (its place
// frees) before a tableau one (the card under it opens, the deeper the pile
// the better); a deal when nothing moves. Tuned on seeds 1-1000, 20 play-outs
// each: the policy alone wins about 6% of its play-outs, mean score 27
// (player.hpp's player: about 5%, 28; the weights below were each measured
// against their neighbours: noise, and a pile before a wrong copy, lose).
#pragma once

#include "bot/gallery/sim.hpp"

namespace gallery::bot {

// What a contested move is worth (points), tunable from the command line.
struct PolicyWeights {
    int uncoverMovable = 30;  // a pile source whose next card can then move
    int pileDepth = 4;        // each card under a pile source's card
    int freeWanted = 100;     // a wrong source whose place a waiting base card wants
    int freePlace = 100;      // a wrong source whose place nobody wants yet
    int noise = 1;            // the random part (ties); more noise measured worse
    int holdDoomed = 1;       // 1: a doomed move waits while the stock lasts (sim.hpp)
    int chain = 150;          // the card three higher is offered: it can follow at once
};

// How good moving src's card is when other sources contest its target.
inline int contestedValue(const Sim& s, int src, const PolicyWeights& w, gallery::Rng& rng) {
    int v = int(rng.below(std::uint32_t(w.noise + 1)));
    // The card that could follow at once: the same suit three higher, offered.
    std::uint8_t card = s.cardAt(src);
    if (card < 52 && rankFast(card) + 3 <= Ranks && s.offer[std::size_t(card + 3)])
        v += w.chain;  // g++ 14 cannot see src is never empty
    if (src < Piles) {
        int n = s.len[std::size_t(src)];
        if (n >= 2) {
            std::uint8_t c = s.cardAt(src), below = s.pile[std::size_t(src)][std::size_t(n - 2)];
            bool buildsOn = rankOf(c) + 3 <= Ranks && below == c + 3;  // goes on this card once it is placed
            if (s.targets(below) > 0 || buildsOn) v += w.uncoverMovable;
        }
        v += w.pileDepth * (n - 1);
    } else {
        int row = Sim::placeRow(src - Piles);
        std::uint8_t base = std::uint8_t(makeCard(baseRank(row), 0));
        v += s.competitors(base) > s.empties[std::size_t(row)] ? w.freeWanted : w.freePlace;
    }
    return v;
}

// Plays every uncontested move there is (not a doomed one while the stock
// lasts, if so weighted), to a fixed point; true if any.
inline bool playUncontested(Sim& s, const PolicyWeights& w) {
    bool any = false;
    for (bool moved = true; moved;) {
        moved = false;
        for (int src = 0; src < Sources; ++src)
            for (;;) {  // a pile may offer several in a row
                if (!s.uncontested(src)) break;
                std::uint8_t c = s.cardAt(src);
                if (w.holdDoomed && !s.stockEmpty() && s.doomed(src, c)) break;
                if (!s.move(src, s.targetFor(c))) break;
                moved = any = true;
                if (src >= Piles) break;
            }
    }
    return any;
}

// The contested source the policy moves, -1 if nothing can move.
inline int contestedChoice(const Sim& s, const PolicyWeights& w, gallery::Rng& rng) {
    int best = -1, bestValue = -1;
    for (int src = 0; src < Sources; ++src) {
        std::uint8_t c = s.cardAt(src);
        if (c == NoCard || !s.targets(c)) continue;
        if (w.holdDoomed && !s.stockEmpty() && s.doomed(src, c)) continue;
        int v = contestedValue(s, src, w, rng);
        if (v > bestValue) best = src, bestValue = v;
    }
    return best;
}

// Plays the sampled game out to its end.
inline void playOutSim(Sim& s, const PolicyWeights& w, gallery::Rng& rng) {
    for (;;) {
        playUncontested(s, w);
        int src = contestedChoice(s, w, rng);
        if (src >= 0) {
            if (!s.move(src, s.targetFor(s.cardAt(src)))) return;
            continue;
        }
        if (s.stockEmpty()) return;
        s.deal();
    }
}

}  // namespace gallery::bot
