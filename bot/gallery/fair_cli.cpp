// `bot gallery` without --solve: the fair bot, its benches and its grade.
#include "bot/gallery/fair_cli.hpp"

#include "bot/gallery/cli.hpp"
#include "bot/gallery/bench.hpp"

namespace gallery::bot {

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(mode, {FairBot::program, playUsage, "win rate, mean score, CPU times", ""});
}

// The fair bot's first 40 answers of seeds 1-2 and, with its endgame from the start, the first 6 of seed 3.
patience::bot::Engine fairEngine() {
    return {"gallery fair bot", [] {
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
            }};
}

}  // namespace gallery::bot
