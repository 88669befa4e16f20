// `bot gallery` without --solve: the fair bot, its benches and its grade.
#include "bot/gallery/fair_cli.hpp"

#include "bot/gallery/cli.hpp"

namespace gallery::bot {

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(mode, {FairBot::program, playUsage, "win rate, mean score, CPU times", ""});
}

}  // namespace gallery::bot
