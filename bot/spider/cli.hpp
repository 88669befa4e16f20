// `bot spider`: the fair bot and its benches (fair_cli.hpp), with --solve
// the perfect-information solver (solve_cli.hpp), with --analyse the
// analyser of Woods's problems (analyser/cli.hpp), with --losses the finder
// of where the fair bot's games are lost (losses_cli.hpp).
#pragma once

#include <string>

#include "bot/spider/analyser/cli.hpp"
#include "bot/spider/fair_cli.hpp"
#include "bot/spider/losses_cli.hpp"
#include "bot/spider/solve_cli.hpp"
#include "common/program.hpp"

namespace spider::bot {

// Argv as `bot spider` receives them: argv[0] is "spider".
inline int main(int argc, char** argv) {
    patience::Program program{"bot spider", "bot spider --help",
                              fairUsage + solveUsage + "  exit status: 0 won / winnable (every deal), 1 not, 2 bad arguments or file\n" +
                                  analyseUsage + lossesUsage + rulesHelp};
    return patience::runProgram(argc, argv, program, [&] {
        bool solving = patience::givesOption(argc, argv, "--solve"), analysing = patience::givesOption(argc, argv, "--analyse"),
             losses = patience::givesOption(argc, argv, "--losses");
        if (int(solving) + int(analysing) + int(losses) > 1) throw patience::UsageError("give one of --solve, --analyse and --losses");
        if (losses) return lossesMain(argc, argv);
        return solving ? solveMain(argc, argv) : analysing ? analyseMain(argc, argv) : patience::bot::fairMain<FairBot>(argc, argv);
    });
}

}  // namespace spider::bot
