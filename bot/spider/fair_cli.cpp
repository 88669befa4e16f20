// `bot spider` without a mode's option: the fair bot, its benches and its grade.
#include "bot/spider/fair_cli.hpp"

#include "bot/spider/cli.hpp"
#include "bot/spider/bench.hpp"

namespace spider::bot {

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(
        mode, {FairBot::program, playUsage + rulesHelp, "games, wins, suits removed, time a move", rulesHelp});
}

// The fair bot's first 40 answers of seed 1 in each suit count, its safety nets out of reach.
patience::bot::Engine fairEngine() {
    return {"spider fair bot", [] {
                patience::bot::EngineRun run;
                run.workName = "answers";
                for (int suits : {1, 2, 4}) {
                    BenchGame game{Rules{suits}, AgentConfig{}};
                    game.agent.sampleDeadlineMs = 1 << 30;
                    game.agent.chance.deadlineMs = 1 << 30;
                    patience::bot::EngineRun part = patience::bot::fairSignature(game, {1}, 40);
                    run.work += part.work;
                    run.signature.add(part.signature.value());
                }
                return run;
            }};
}

}  // namespace spider::bot
