// `bot spider` without a mode's option: the fair bot, its benches and its grade.
#include "bot/spider/fair_cli.hpp"

#include "bot/spider/cli.hpp"

namespace spider::bot {

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(
        mode, {FairBot::program, playUsage + rulesHelp, "games, wins, suits removed, time a move", rulesHelp});
}

}  // namespace spider::bot
