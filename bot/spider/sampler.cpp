// The fair bot's sampled worlds (sampler.hpp): drawn, solved, the first won kept.
#include "bot/spider/sampler.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "common/random.hpp"

namespace spider::bot {

std::optional<WorldPlan> Sampler::choose(const View& v, long budget, long turnLeft, Clock::time_point deadline,
                                         std::uint64_t& rng, long& positions) const {
    long start = positions;
    auto left = [&] { return turnLeft - (positions - start); };
    for (int i = 0; i < cfg_.worlds && Clock::now() < deadline && left() > 0; ++i) {
        WorldPlan w = solve(v, deadline, std::min(budget, left()), rng, positions);
        if (w.won()) return w;
    }
    return std::nullopt;
}

WorldPlan Sampler::solve(const View& v, Clock::time_point deadline, long budget, std::uint64_t& rng,
                         long& positions) const {
    std::vector<Card> unseen = unseenCards(v);
    Game world = drawWorld(v, rules_, unseen, patience::nextRandom(rng));
    WorldPlan w{Table(world), Table::stateOf(world), {}};
    if (!guided(w.table, w.start, deadline, budget, w.path, positions)) w.path.clear();
    // A win the judge's turn limit cuts off is no win: the solver's can
    // wander.
    if (v.turn + long(w.path.size()) > cfg_.maxTurns) w.path.clear();
    return w;
}

bool Sampler::guided(const Table& t, const State& from, Clock::time_point deadline, long budget,
                     std::vector<Step>& path, long& positions) const {
    SearchLimit limit(deadline, budget);
    GuidedSearch search(t, limit);
    search.width = cfg_.guidedWidth;
    search.expansions = cfg_.guidedExpansions;
    bool won = search.solve(from, path) && !path.empty();
    positions += limit.positions();
    return won;
}

}  // namespace spider::bot
