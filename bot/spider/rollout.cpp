// The fair play-out (rollout.hpp).
#include "bot/spider/rollout.hpp"

#include "bot/spider/policy.hpp"

namespace spider::bot {

int faceDownCount(const State& s) {
    int n = 0;
    for (int c = 0; c < Columns; ++c) n += s.down[std::size_t(c)];
    return n;
}

Ending playOut(const Table& world, State s, const RolloutConfig& cfg, long& positions) {
    PlannerConfig pc;
    pc.expansions = cfg.expansions;
    pc.maxPositions = 40L * cfg.expansions;  // a position has some forty moves
    pc.weights = cfg.weights;
    Planner planner(world, pc);
    world.removeAll(s, nullptr);  // as the agent removes a completed suit first
    for (int line = 0; line < cfg.maxLines && s.removed < SuitsToWin; ++line) {
        Planner::Result r = planner.search(s);
        positions += r.positions;
        Choice c = basePolicy(world, s, r, cfg.revealMargin, cfg.weights);
        if (c.plan.steps.empty()) break;
        for (const Step& st : c.plan.steps) world.play(s, st);
        world.removeAll(s, nullptr);
    }
    return Ending{s.removed, faceDownCount(s)};
}

}  // namespace spider::bot
