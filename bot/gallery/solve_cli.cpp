// `bot gallery --solve`.
#include "bot/gallery/solve_cli.hpp"

#include "bot/gallery/cli.hpp"

namespace gallery::bot {

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() { return solveUsage; }

}  // namespace gallery::bot
