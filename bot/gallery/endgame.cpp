// The fair bot's endgame: the candidates judged by the solver under sampled
// stock orders (endgame.hpp).
#include "bot/gallery/endgame.hpp"

#include <algorithm>
#include <memory>

namespace gallery::bot {

std::optional<Action> endgameAction(const View& v, const std::vector<Action>& cand, Action sampled,
                                    const EndgameConfig& cfg, gallery::Rng& rng) {
    if (cfg.orders <= 0 || cand.size() < 2 || v.stock > cfg.maxStock)
        return std::nullopt;  // before building a Game: most answers stop here
    Game g = gameOf(v);
    static thread_local std::unique_ptr<Solver> solver(new Solver(16));
    // The answer's limit, each solve a share: bounded by positions, so that
    // an answer does not depend on the machine's load; the time is only the
    // safety net.
    long left = cfg.budget;
    const auto deadline = SearchLimit::deadlineAfter(cfg.maxMs);
    auto wins = [&](const Game& p, std::vector<Step>* line) {
        if (line) line->clear();
        if (p.won()) return true;
        if (left <= 0 || SearchLimit::Clock::now() > deadline) {
            left = 0;
            return false;
        }
        SolveResult r = solver->solve(p, SearchLimit(deadline, std::max(1L, std::min(cfg.positions, left))));
        left -= r.nodes;
        if (line) *line = r.moves;
        return r.status == SolveResult::Winnable;
    };
    auto after = [](Game p, const Action& a) {
        if (a.deal)
            p.deal();
        else
            p.play(a.move);
        return p;
    };
    int orders = g.stock.empty() ? 1 : cfg.orders;
    std::vector<Game> winnable;
    bool sampledBest = true;
    std::vector<Step> line;
    for (int o = 0; o < orders && left > 0; ++o) {
        for (std::size_t j = g.stock.size(); j > 1; --j)
            std::swap(g.stock[j - 1], g.stock[rng.below(std::uint32_t(j))]);
        if (!wins(g, &line)) continue;
        winnable.push_back(g);
        bool named =
            !line.empty() && line.front().deal == sampled.deal && (sampled.deal || line.front().move == sampled.move);
        if (sampledBest && !named) sampledBest = wins(after(g, sampled), nullptr);
    }
    if (sampledBest || left <= 0) return sampled;  // wins whenever anything does (or nothing does, or no budget left)
    std::size_t best = 0;
    int most = -1;
    for (std::size_t i = 0; i < cand.size(); ++i) {
        int n = 0;
        for (const Game& w : winnable) n += wins(after(w, cand[i]), nullptr);
        if (left <= 0) return sampled;  // the counts are not complete
        if (n > most || (n == most && cand[i] == sampled)) best = i, most = n;
    }
    return cand[best];
}

}  // namespace gallery::bot
