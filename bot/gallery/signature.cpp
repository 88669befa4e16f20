// The gallery's engines in the bench signature (bot/common/signature.hpp):
// the solver on seeds 1-10, bounded by positions, and the fair bot's first
// 40 answers of seeds 1-2 and, with its endgame (8 orders) from the start, the
// first 6 of seed 3; the endgame's safety net out of reach.
#include <vector>

#include "bot/gallery/cli.hpp"
#include "bot/common/signature.hpp"
#include "bot/gallery/bench.hpp"
#include "bot/gallery/solver.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

std::vector<patience::bot::Engine> signatureEngines() {
    return {
        {"gallery solver",
         [] {
             patience::bot::EngineRun run;
             Solver solver(18);
             patience::bot::signSolves(run, patience::bot::seedsOneTo(10), [&](std::uint64_t seed) { return solver.solve(newGame(seed), 1 << 30, 20000); }, stepName);
             return run;
         }},
        {"gallery fair bot",
         [] {
             BenchGame game;
             game.sampler.endgame.maxMs = 1 << 30;
             patience::bot::EngineRun run = patience::bot::fairSignature(game, {1, 2}, 40);
             // The endgame from the first deal on, so that a few answers reach it.
             game.sampler.endgame.maxStock = 104;
             game.sampler.endgame.orders = 8;
             patience::bot::EngineRun endgame = patience::bot::fairSignature(game, {3}, 6);
             run.work += endgame.work;
             run.signature.add(endgame.signature.value());
             return run;
         }},
    };
}

}  // namespace gallery::bot
