// `bot gallery --solve`.
#include "bot/gallery/solve_cli.hpp"

#include "bot/gallery/cli.hpp"
#include "bot/gallery/solver.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() { return solveUsage; }

// The solver on seeds 1-10, bounded by positions.
patience::bot::Engine solverEngine() {
    return {"gallery solver", [] {
                patience::bot::EngineRun run;
                Solver solver(18);
                patience::bot::signSolves(
                    run, patience::bot::seedsOneTo(10),
                    [&](std::uint64_t seed) { return solver.solve(newGame(seed), 1 << 30, 20000); }, stepName);
                return run;
            }};
}

}  // namespace gallery::bot
