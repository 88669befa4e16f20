// `bot calculation --solve`.
#include "bot/calculation/solve_cli.hpp"

#include "bot/calculation/cli.hpp"

namespace calculation::bot {

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() { return solveUsage; }

}  // namespace calculation::bot
