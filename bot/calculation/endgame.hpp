// The fair bot's endgame: with few cards still to come, every order they may
// come in is tried, each with the solver (which then knows the order).
//
// For each legal move, the bot counts the orders of the unseen cards under
// which the position after the move can still be won, and plays a move that
// wins under the most of them (the sampler's own choice when it is one). With
// no card to come (the deck out, or only the card in hand left) this is
// exact: the position is fully known, and the play-outs the sampler relies
// on, which send waste cards home greedily, throw such endings away. With a
// few cards to come it is the best move for a player who could see them,
// which differs little from the best blind one when so few are left.
#pragma once

#include <optional>
#include <vector>

#include "bot/calculation/solver.hpp"

namespace calculation::bot {

struct EndgameConfig {
    int maxOrders = 120;     // try the endgame when the unseen cards have at most this many orders (0: never)
    long positions = 20000;  // the solver's limit per order and move (an unknown counts as lost)
    long budget = 100000;    // positions for the whole move; past it the sampler's move stands
    int maxMs = 300;  // ... and past this time (NoClock: never): a safety net under load, far from the judge's 1000 ms
};

// The distinct orders of the unseen ranks, or 0 if there are more than `cap`.
long distinctOrders(const View& v, long cap);

std::optional<Move> endgameMove(const View& v, Move sampled, const EndgameConfig& cfg);

}  // namespace calculation::bot
