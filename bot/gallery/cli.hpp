// `bot gallery`: the fair bot, its benches (fair_cli.hpp) and, with
// --solve, the perfect-information solver (solve_cli.hpp).
#pragma once

#include "bot/gallery/fair_cli.hpp"
#include "bot/gallery/solve_cli.hpp"
#include "common/program.hpp"

namespace gallery::bot {

// Argv as `bot gallery` receives them: argv[0] is "gallery".
inline int main(int argc, char** argv) {
    patience::Program program{"bot gallery", "bot gallery --help",
                              fairUsage + solveUsage + "exit status: 0 played / all won / winnable, 1 some not won / not winnable, 2 bad input or usage\n"
                                                       "             (--ab: 0 whatever it finds, 1 a bot failed)\n",
                              "for the solver's table, try a smaller --table-bits"};
    return patience::runProgram(argc, argv, program, [&] {
        return patience::givesOption(argc, argv, "--solve") ? solveMain(argc, argv) : patience::bot::fairMain<FairBot>(argc, argv);
    });
}

}  // namespace gallery::bot
