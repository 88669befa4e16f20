// `bot spider --solve`.
#include "bot/spider/solve_cli.hpp"

#include "bot/spider/cli.hpp"

namespace spider::bot {

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() {
    return std::string(solveUsage) + "  exit status: 0 winnable (every deal), 1 not, 2 bad arguments or file\n" + rulesHelp;
}

}  // namespace spider::bot
