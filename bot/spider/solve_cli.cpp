// `bot spider --solve`.
#include "bot/spider/solve_cli.hpp"

#include "bot/spider/cli.hpp"
#include "games/spider/deal.hpp"

namespace spider::bot {

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() {
    return std::string(solveUsage) + "  exit status: 0 winnable (every deal), 1 not, 2 bad arguments or file\n" +
        rulesHelp;
}

// The solver on seeds 1-3 of one, two and four suits, bounded by positions.
patience::bot::Engine solverEngine() {
    return {"spider solver", [] {
                patience::bot::EngineRun run;
                SolveLimits limits;
                limits.timeMs = 1 << 30;
                limits.positions = 30000;
                for (int suits : {1, 2, 4})
                    patience::bot::signSolves(
                        run, patience::bot::seedsOneTo(3),
                        [&](std::uint64_t seed) { return solve(newGame(seed, Rules{suits}), limits); }, stepName);
                return run;
            }};
}

}  // namespace spider::bot
