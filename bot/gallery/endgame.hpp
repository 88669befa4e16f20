// The fair bot's endgame: once the stock holds at most its last four deals,
// the solver judges the candidates under sampled orders of the stock.
//
// With the stock out the position is fully known, and the sampler's
// play-outs, one fixed policy, cannot tell a winning move from a losing one
// the policy misplays; the solver can. With a few deals left, each
// candidate is judged under sampled orders by the solver, which knows the
// order: that flatters a candidate whose later moves would need the order
// before the deals show it, but far less than the fixed policy misjudges
// it (measured: docs/gallery-bot.md). For each order, the solver first
// decides the position itself (lost: no candidate need be tried; won: its
// line names one winning candidate), then the sampler's choice; if that wins
// under every order that can be won it is played, else the candidate that
// wins under the most orders (the sampler's among equals).
#pragma once

#include <optional>
#include <vector>

#include "bot/gallery/solver.hpp"
#include "games/gallery/player.hpp"
#include "games/gallery/protocol.hpp"
#include "games/gallery/view.hpp"

namespace gallery::bot {

struct EndgameConfig {
    int orders = 32;           // stock orders tried (0: the endgame is off)
    int maxStock = 4 * Piles;  // ... once the stock holds at most this many cards (four deals)
    long positions = 5000;     // the solver's limit a call (an unknown counts as lost)
    long budget = 60000;       // positions for the whole answer; past it the sampler's choice stands
    int maxMs = 300;  // ... and past this time (NoClock: never): a safety net under load, far from the judge's 1000 ms
};

std::optional<Action> endgameAction(const View& v, const std::vector<Action>& cand, Action sampled,
                                    const EndgameConfig& cfg, gallery::Rng& rng);

}  // namespace gallery::bot
