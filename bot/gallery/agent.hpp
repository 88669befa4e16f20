// The fair bot's choice of answer: cap.hpp's safe moves at once, every
// other decision checked by sampling.
//
// A safe move (cap.hpp: one that can never make the game worse, whatever the
// stock holds) is played first. Otherwise the candidates are each card that
// can go home (one move per source: equivalent targets are alike) and, while
// the stock lasts, "deal" (holding a card back can pay: cap.hpp explains how
// committing a card to the one ready sequence may jam its twin). Each is
// played on the same sampled stock orders (the unseen cards and the aces to
// come shuffled: the player knows what is still in the stock, not its order),
// each sample played out by the policy, and the one with the most wins, then
// the best mean score, is chosen.
#pragma once

#include <vector>

#include "bot/gallery/endgame.hpp"
#include "bot/gallery/policy.hpp"

namespace gallery::bot {

struct SamplerConfig {
    int samples = 400;              // stock orders per candidate at most; 0: the policy alone
    double prune = 2.0;             // drop a candidate trailing by this many standard deviations (0: never)
    int round = 16;                 // samples between such checks
    bool quickUncontested = false;  // play uncontested, undoomed moves unsampled, as play-outs do
    PolicyWeights weights;
    EndgameConfig endgame;  // the last four deals and after: candidates judged by the solver (endgame.hpp)
};

Action chooseAction(const View& v, const SamplerConfig& cfg, gallery::Rng& rng);

}  // namespace gallery::bot
