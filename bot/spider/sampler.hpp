// The fair bot's sampled worlds (agent.hpp's step 3): worlds that fit the
// view (the unseen cards shuffled into the face-down places and the hand),
// each given to the solver's guided search, and the plan of one it won.
//
// By default the first world won is played. The vote (tried, off:
// docs/spider-bot.md, issue 48) solves several and plays the plan whose
// first stretch most of them share (world_plan.hpp), or, crossed, the
// stretch that most worlds are won after.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/spider/solver.hpp"
#include "bot/spider/world_plan.hpp"
#include "common/random.hpp"
#include "games/spider/view.hpp"

namespace spider::bot {

struct SamplerConfig {
    int worlds = 1;                                // solved until one is won
    int guidedWidth = 2, guidedExpansions = 1500;  // the solver's first round (solver.hpp's GuidedSearch)
    int maxTurns = 1000;                           // the judge's turn limit
    int voteWorlds = 0;                            // or this many, each solved, and the vote (0: off)
    int voteMin = 1;                               // ... played if at least this many are won
    bool voteCross = false;                        // ... each stretch played in the other worlds too
};

class Sampler {
public:
    Sampler(const Rules& rules, const SamplerConfig& cfg) : rules_(rules), cfg_(cfg) {}

    // The plan of a world won, or none. `budget`: a world's positions;
    // `turnLeft`: the turn's positions left, which the worlds do not pass
    // (voting, they share half of it, the rest for the crossed stretches or
    // the planner); `positions` counts what is searched.
    std::optional<WorldPlan> choose(const View& v, long budget, long turnLeft, Clock::time_point deadline,
                                    std::uint64_t& rng, long& positions) const {
        long start = positions;
        auto left = [&] { return turnLeft - (positions - start); };
        std::vector<WorldPlan> worlds;
        int count = cfg_.voteWorlds ? cfg_.voteWorlds : cfg_.worlds, won = 0;
        for (int i = 0; i < count && Clock::now() < deadline && left() > 0; ++i) {
            long share = cfg_.voteWorlds ? std::max(1L, turnLeft / 2 / cfg_.voteWorlds) : left();
            worlds.push_back(solve(v, deadline, std::min({budget, share, left()}), rng, positions));
            won += worlds.back().won();
            if (!cfg_.voteWorlds && won) break;
        }
        long crossShare = std::max(1L, left() / 2 / std::max(1L, long(worlds.size() * worlds.size())));
        auto solveAfter = [&](const WorldPlan& w, const State& x) {
            std::vector<Step> path;
            return guided(w.table, x, deadline, crossShare, path, positions);
        };
        std::size_t pick =
            won >= std::max(1, cfg_.voteMin) ? mostVoted(worlds, solveAfter, cfg_.voteCross) : worlds.size();
        if (pick == worlds.size()) return std::nullopt;
        return worlds[pick];
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
