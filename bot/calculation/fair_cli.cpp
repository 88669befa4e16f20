// `bot calculation` without --solve: the fair bot, its benches and its grade.
#include "bot/calculation/fair_cli.hpp"

#include "bot/calculation/cli.hpp"

namespace calculation::bot {

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(mode,
                                       {FairBot::program, playUsage + rulesUsage, "win rate, CPU times", rulesUsage});
}

}  // namespace calculation::bot
