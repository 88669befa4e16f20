// Calculation's engines in the bench signature (bot/common/signature.hpp):
// the solver on seeds 1-20 under both rule sets, bounded by positions, and
// the fair bot's whole game of seed 1 (its endgame included), the endgame's
// safety net out of reach.
#include <vector>

#include "bot/calculation/bench.hpp"
#include "bot/calculation/solver.hpp"
#include "bot/calculation/cli.hpp"
#include "bot/common/signature.hpp"
#include "games/calculation/deal.hpp"

namespace calculation::bot {

std::vector<patience::bot::Engine> signatureEngines() {
    return {
        {"calculation solver",
         [] {
             patience::bot::EngineRun run;
             Solver solver(20);
             for (RuleSet rules : {RuleSet::Classic, RuleSet::CoCo})
                 patience::bot::signSolves(run, patience::bot::seedsOneTo(20), [&](std::uint64_t seed) { return solver.solve(newGame(seed, rules), 1 << 30, 20000); },
                                           moveName);
             return run;
         }},
        {"calculation fair bot",
         [] {
             BenchGame game;
             game.sampler.endgame.maxMs = 1 << 30;
             return patience::bot::fairSignature(game, {1}, game.maxTurns);
         }},
    };
}

}  // namespace calculation::bot
