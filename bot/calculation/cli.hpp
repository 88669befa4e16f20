// `bot calculation`: the fair bot, its benches (fair_cli.hpp) and, with
// --solve, the perfect-information solver (solve_cli.hpp).
#pragma once

#include "bot/calculation/fair_cli.hpp"
#include "bot/calculation/solve_cli.hpp"
#include "common/program.hpp"

namespace calculation::bot {

// Argv as `bot calculation` receives them: argv[0] is "calculation".
inline int main(int argc, char** argv) {
    patience::Program program{"bot calculation", "bot calculation --help",
                              fairUsage + solveUsage + "exit status: 0 played / won / winnable, 1 not won / not winnable, 2 bad input or usage\n"
                                                       "             (--ab: 0 whatever it finds, 1 a bot failed)\n"};
    return patience::runProgram(argc, argv, program, [&] {
        return patience::givesOption(argc, argv, "--solve") ? solveMain(argc, argv) : patience::bot::fairMain<FairBot>(argc, argv);
    });
}

}  // namespace calculation::bot
