// The fair bot's endgame: every order of the cards to come tried with the
// solver (endgame.hpp).
#include "bot/calculation/endgame.hpp"

#include <algorithm>
#include <memory>

namespace calculation::bot {

long distinctOrders(const View& v, long cap) {
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

std::optional<Move> endgameMove(const View& v, Move sampled, const EndgameConfig& cfg) {
    if (cfg.maxOrders <= 0 || v.moves.size() < 2 || distinctOrders(v, cfg.maxOrders) == 0) return std::nullopt;
    static thread_local std::unique_ptr<Solver> solver(new Solver(16));
    // The move's limit, each solve a share: bounded by positions, so that a
    // move does not depend on the machine's load; the time is only the
    // safety net. An unknown counts as lost.
    long left = cfg.budget;
    const auto deadline = SearchLimit::deadlineAfter(cfg.maxMs);
    auto wins = [&](const Game& g, std::vector<Move>* line = nullptr) {
        if (line) line->clear();
        if (left > 0 && SearchLimit::Clock::now() > deadline) left = 0;
        if (g.won()) return true;
        if (!g.hand() && g.lost()) return false;
        SolveResult r = solver->solve(g, SearchLimit(deadline, std::max(1L, std::min(cfg.positions, left))));
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
