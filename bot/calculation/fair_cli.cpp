// `bot calculation` without --solve: the fair bot, its benches and its grade.
#include "bot/calculation/fair_cli.hpp"

#include "bot/calculation/cli.hpp"
#include "bot/calculation/bench.hpp"

namespace calculation::bot {

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(mode,
                                       {FairBot::program, playUsage + rulesUsage, "win rate, CPU times", rulesUsage});
}

// The fair bot's whole game of seed 1 (its endgame included), the endgame's safety net out of reach.
patience::bot::Engine fairEngine() {
    return {"calculation fair bot", [] {
                BenchGame game;
                game.sampler.endgame.maxMs = 1 << 30;
                return patience::bot::fairSignature(game, {1}, game.maxTurns);
            }};
}

}  // namespace calculation::bot
