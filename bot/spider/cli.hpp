// `bot spider`: the fair bot and its benches (fair_cli.hpp), with --solve
// the perfect-information solver (solve_cli.hpp), with --analyse the
// analyser of Woods's problems (analyse_cli.hpp).
#pragma once

#include <string>

#include "bot/spider/analyse_cli.hpp"
#include "bot/spider/fair_cli.hpp"
#include "bot/spider/solve_cli.hpp"
#include "common/program.hpp"

namespace spider::bot {

// Argv as `bot spider` receives them: argv[0] is "spider".
inline int main(int argc, char** argv) {
    patience::Program program{"bot spider", "bot spider --help",
                              std::string(fairUsage) + solveUsage + "  exit status: 0 won / winnable (every deal), 1 not, 2 bad arguments or file\n" +
                                  analyseUsage + rulesHelp};
    return patience::runProgram(argc, argv, program, [&] {
        bool solving = patience::givesOption(argc, argv, "--solve"), analysing = patience::givesOption(argc, argv, "--analyse");
        if (solving && analysing) throw patience::UsageError("--solve or --analyse, not both");
        return solving ? solveMain(argc, argv) : analysing ? analyseMain(argc, argv) : patience::bot::fairMain<FairBot>(argc, argv);
    });
}

}  // namespace spider::bot
