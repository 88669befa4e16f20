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

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

#include "bot/calculation/solver.hpp"

namespace calculation::bot {

struct EndgameConfig {
    int maxOrders = 120;     // try the endgame when the unseen cards have at most this many orders (0: never)
    long positions = 20000;  // the solver's limit per order and move (an unknown counts as lost)
    long budget = 100000;    // positions for the whole move; past it the sampler's move stands
    int maxMs = 300;  // ... and past this time: a safety net under load, so a move stays far from the judge's 1000 ms
};

// The distinct orders of the unseen ranks, or 0 if there are more than `cap`.
inline long distinctOrders(const View& v, long cap) {
    long orders = 1;
    int placed = 0;
    for (int r = 1; r <= Ranks; ++r)
        for (int i = 1; i <= v.unseen[std::size_t(r)]; ++i) {
            ++placed;
            orders = orders * placed / i;  // multinomial, one factor at a time (stays exact)
            if (orders > cap) return 0;
        }
    return orders;
}

inline std::optional<Move> endgameMove(const View& v, Move sampled, const EndgameConfig& cfg) {
    if (cfg.maxOrders <= 0 || v.moves.size() < 2 || distinctOrders(v, cfg.maxOrders) == 0) return std::nullopt;
    static thread_local std::unique_ptr<Solver> solver(new Solver(16));
    long left = cfg.budget;
    auto start = std::chrono::steady_clock::now();
    auto wins = [&](const Game& g, std::vector<Move>* line = nullptr) {
        if (line) line->clear();
        if (left > 0 && std::chrono::steady_clock::now() - start > std::chrono::milliseconds(cfg.maxMs)) left = 0;
        if (g.won()) return true;
        if (!g.hand() && g.lost()) return false;
        // Bounded by positions, so that a move does not depend on the
        // machine's load; the time is only the safety net. An unknown
        // counts as lost.
        int msLeft = cfg.maxMs -
            int(std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
                    .count());
        SolveResult r = solver->solve(g, std::max(1, msLeft), std::max(1L, std::min(cfg.positions, left)));
        if (r.status == SolveResult::Unknown && r.nodes < std::min(cfg.positions, left)) left = 0;  // the time ran out
        left -= r.nodes;
        if (line) *line = r.moves;
        return r.status == SolveResult::Winnable;
    };
    auto after = [](Game g, Move m) {
        g.play(m);
        return g;
    };
    // Each order in turn: first the position itself (if no move wins, none
    // need be tried; if one does, the solver's line names one), then the
    // sampler's move. Most often the sampler's move wins under every order
    // that can be won, and nothing else is tried.
    Game g = gameOf(v);
    auto byRank = [](Card a, Card b) { return rankOf(a) < rankOf(b); };
    std::size_t first = v.hand ? 1 : 0;  // the unseen cards follow the hand, sorted by rank
    std::vector<Game> winnable;          // the position under each order that can be won
    bool sampledBest = true;
    std::vector<Move> line;
    do {
        if (!wins(g, &line)) continue;
        winnable.push_back(g);
        if (sampledBest && (line.empty() || !(line.front() == sampled))) sampledBest = wins(after(g, sampled), nullptr);
    } while (left > 0 && std::next_permutation(g.deck.begin() + long(first), g.deck.end(), byRank));
    if (sampledBest || left <= 0) return sampled;  // wins whenever anything does (or nothing wins, or no budget left)
    std::size_t best = 0;
    int most = -1;
    for (std::size_t i = 0; i < v.moves.size(); ++i) {
        int n = 0;
        for (const Game& w : winnable) n += wins(after(w, v.moves[i]));
        if (left <= 0) return sampled;  // out of budget: counts not complete
        if (n > most || (n == most && v.moves[i] == sampled)) best = i, most = n;
    }
    return v.moves[best];
}

}  // namespace calculation::bot
