// The play-out policy: how the fair bot finishes a sampled game quickly.
// Uncontested moves first (sim.hpp: no other source wants the target), but
// not a doomed one while the stock lasts (it would jam its twin for good);
// when only contested moves are left, the one worth most: its follower (the
// card three higher) is offered now, else a wrong card's copy (its place
// frees) before a tableau one (the card under it opens, the deeper the pile
// the better); a deal when nothing moves. The weights below were each tuned
// against their neighbours.
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
int contestedValue(const Sim& s, int src, const PolicyWeights& w, gallery::Rng& rng);

// Plays every uncontested move there is (not a doomed one while the stock
// lasts, if so weighted), to a fixed point; true if any.
bool playUncontested(Sim& s, const PolicyWeights& w);

// The contested source the policy moves, -1 if nothing can move.
int contestedChoice(const Sim& s, const PolicyWeights& w, gallery::Rng& rng);

// Plays the sampled game out to its end.
void playOutSim(Sim& s, const PolicyWeights& w, gallery::Rng& rng);

}  // namespace gallery::bot
