// The fair bot's sampled worlds (agent.hpp's step 3): worlds that fit the
// view (the unseen cards shuffled into the face-down places and the hand),
// each given to the solver's guided search, and the plan of the first it won.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/spider/solver.hpp"
#include "common/random.hpp"
#include "games/spider/view.hpp"

namespace spider::bot {

// A sampled world: its table (the hand), its start, and the solver's win
// of it (empty: not won within the budget).
struct WorldPlan {
    Table table;
    State start;
    std::vector<Step> path;
    bool won() const { return !path.empty(); }
};

struct SamplerConfig {
    int worlds = 1;                                // solved until one is won
    int guidedWidth = 2, guidedExpansions = 1500;  // the solver's first round (solver.hpp's GuidedSearch)
    int maxTurns = 1000;                           // the judge's turn limit
};

class Sampler {
public:
    Sampler(const Rules& rules, const SamplerConfig& cfg) : rules_(rules), cfg_(cfg) {}

    // The plan of the first world won, or none. `budget`: a world's
    // positions; `turnLeft`: the turn's positions left, which the worlds do
    // not pass; `positions` counts what is searched.
    std::optional<WorldPlan> choose(const View& v, long budget, long turnLeft, Clock::time_point deadline,
                                    std::uint64_t& rng, long& positions) const {
        long start = positions;
        auto left = [&] { return turnLeft - (positions - start); };
        for (int i = 0; i < cfg_.worlds && Clock::now() < deadline && left() > 0; ++i) {
            WorldPlan w = solve(v, deadline, std::min(budget, left()), rng, positions);
            if (w.won()) return w;
        }
        return std::nullopt;
    }

private:
    // A world that fits the view, and the solver's win of it within
    // `budget` (an empty path: none).
    WorldPlan solve(const View& v, Clock::time_point deadline, long budget, std::uint64_t& rng, long& positions) const {
        std::vector<Card> unseen = unseenCards(v);
        Game world = drawWorld(v, rules_, unseen, patience::nextRandom(rng));
        WorldPlan w{Table(world), Table::stateOf(world), {}};
        if (!guided(w.table, w.start, deadline, budget, w.path, positions)) w.path.clear();
        // A win the judge's turn limit cuts off is no win: the solver's can
        // wander (seed 63, one suit, was solved at turn 101 by a plan of
        // 1241 steps, followed to the turn limit).
        if (v.turn + long(w.path.size()) > cfg_.maxTurns) w.path.clear();
        return w;
    }

    bool guided(const Table& t, const State& from, Clock::time_point deadline, long budget, std::vector<Step>& path,
                long& positions) const {
        SearchLimit limit(deadline, budget);
        GuidedSearch search(t, limit);
        search.width = cfg_.guidedWidth;
        search.expansions = cfg_.guidedExpansions;
        bool won = search.solve(from, path) && !path.empty();
        positions += limit.positions();
        return won;
    }

    Rules rules_;
    SamplerConfig cfg_;
};

}  // namespace spider::bot
