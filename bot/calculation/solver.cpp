// The Calculation solver's search: solve()'s passes and the depth-first
// search under them (solver.hpp has the design).
#include "bot/calculation/solver.hpp"

namespace calculation::bot {

SolveResult Solver::solve(const Game& g, int timeMs, long maxNodes) {
    deadEndsFound = 0;
    failed_.clear();
    deck_.clear();
    for (std::size_t i = g.next; i < g.deck.size(); ++i) deck_.push_back(std::uint8_t(rankOf(g.deck[i])));
    State s = stateOf(g);
    remaining_.fill(0);
    for (std::uint8_t r : deck_) ++remaining_[r];
    for (int w = 0; w < Wastes; ++w)
        for (int i = 0; i < s.len[std::size_t(w)]; ++i) ++remaining_[s.pile[std::size_t(w)][std::size_t(i)]];
    limit_.start(timeMs, maxNodes);
    path_.clear();
    SolveResult res;
    // Limited discrepancy passes (bot/common/discrepancy.hpp) in the
    // policy's order. The last budget exceeds any game's length (under
    // 150 moves): that pass is exhaustive.
    bool won = passes_.passes(
        {0, 1, 2, 3, 4, 6, Discrepancy::Unlimited - 1}, [&](int budget) { return dfs(s, 0, budget); },
        [&] { return limit_.reached(); });
    res.nodes = limit_.positions();
    res.ms = limit_.elapsedMs();
    if (won) {
        res.status = SolveResult::Winnable;
        res.moves = path_;
    } else
        res.status = limit_.reached() ? SolveResult::Unknown : SolveResult::Unwinnable;
    return res;
}

bool Solver::provedDead(const Game& g) {
    std::vector<std::uint8_t> deck;
    for (std::size_t i = g.next; i < g.deck.size(); ++i) deck.push_back(std::uint8_t(rankOf(g.deck[i])));
    State s = stateOf(g);
    return (!s.coco && relaxedDead(s, deck.data(), int(deck.size()))) ||
        relaxedSearch_.searchDead(s, deck.data(), int(deck.size()));
}

bool Solver::dfs(State& s, int next, int budget) {
    if (s.won()) return true;
    if (limit_.expired()) return false;
    int n = int(deck_.size());
    // Forced moves (see the header).
    for (int w = 0; w < Wastes; ++w)
        if (s.len[std::size_t(w)]) {
            int f = forcedFoundation(s, s.topOf(w));
            if (f >= 0)
                return tryMove(s, next, Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)}, budget);
        }
    if (next < n) {
        int f = forcedFoundation(s, deck_[std::size_t(next)]);
        if (f >= 0) return tryMove(s, next, Move{Move::HandToFoundation, 0, std::uint8_t(f)}, budget);
    }
    Key128 key = keyOf(s, next);
    if (passes_.failedBefore(failed_, key, budget)) return false;
    if (deadEnds &&
        ((!s.coco && relaxedDead(s, deck_.data() + next, n - next)) ||
         (n - next <= RelaxedSearch::RelaxedDeck && relaxedSearch_.searchDead(s, deck_.data() + next, n - next)))) {
        ++deadEndsFound;
        failed_.remember(key, Unlimited);  // a proof: final, whatever the budget
        return false;
    }
    long cutsBefore = passes_.cuts();
    std::array<Move, 32> moves;
    int count = candidates(s, deck_, next, moves);
    if (lookahead && count > 1) orderByPlayOut(s, deck_, next, moves, count);
    for (int i = 0; i < count; ++i) {
        int b = passes_.childBudget(budget, i);
        if (b < 0) break;
        if (tryMove(s, next, moves[std::size_t(i)], b)) return true;
        if (limit_.reached()) return false;
    }
    // No cut beneath: the failure is final, whatever the budget.
    if (!limit_.reached()) failed_.remember(key, passes_.cuts() == cutsBefore ? Unlimited : budget);
    return false;
}

}  // namespace calculation::bot
