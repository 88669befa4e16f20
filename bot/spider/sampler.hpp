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
                                    std::uint64_t& rng, long& positions) const;

private:
    // A world that fits the view, and the solver's win of it within
    // `budget` (an empty path: none).
    WorldPlan solve(const View& v, Clock::time_point deadline, long budget, std::uint64_t& rng, long& positions) const;

    bool guided(const Table& t, const State& from, Clock::time_point deadline, long budget, std::vector<Step>& path,
                long& positions) const;

    Rules rules_;
    SamplerConfig cfg_;
};

}  // namespace spider::bot
