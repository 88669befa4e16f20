// The fair bot's choice of move: the policy's, checked by sampling.
//
// Waste cards that fit go home first (and CoCo digs that uncover one), as
// settle() does. For the card in hand, each candidate (every foundation it
// fits, the cheapest distinct waste piles) is played on the same sampled deck
// orders (the unseen ranks shuffled: the player knows how many of each rank
// are still to come, not their order), each sample played out by the policy,
// and the candidate with the best total (cards home, a win counting extra)
// is chosen. The same samples for every candidate keep the comparison fair.
#pragma once

#include <vector>

#include "bot/calculation/endgame.hpp"
#include "bot/calculation/policy.hpp"

namespace calculation::bot {

struct SamplerConfig {
    int samples = 1000;   // deck orders per candidate at most; 0: the policy alone
    int maxPiles = 4;     // waste piles tried (the cheapest distinct ones)
    int winBonus = 1000;  // a won play-out counts as 52 + this
    double prune = 2.5;   // drop a candidate trailing by this many standard deviations (0: never)
    int round = 32;       // samples between such checks
    PolicyWeights weights;
    EndgameConfig endgame;  // with few cards to come, every order of them tried with the solver
};

// Under the CoCo rule, with the deck out: a first waste-to-empty move of a
// short sequence of them after which some waste top fits a foundation.
std::optional<Move> findDig(const State& s, int depth);

Move sampledMove(const View& v, const SamplerConfig& cfg, Rng& rng);

// The fair bot's move: the sampler's, unless the endgame (endgame.hpp) finds
// one that wins under more of the orders the last cards may come in.
Move chooseMove(const View& v, const SamplerConfig& cfg, Rng& rng);

}  // namespace calculation::bot
