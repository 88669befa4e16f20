// `bot calculation --solve`.
#include "bot/calculation/solve_cli.hpp"

#include "bot/calculation/cli.hpp"
#include "bot/calculation/solver.hpp"
#include "games/calculation/deal.hpp"

namespace calculation::bot {

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() { return solveUsage; }

// The solver on seeds 1-20 under both rule sets, bounded by positions.
patience::bot::Engine solverEngine() {
    return {"calculation solver", [] {
                patience::bot::EngineRun run;
                Solver solver(20);
                for (RuleSet rules : {RuleSet::Classic, RuleSet::CoCo})
                    patience::bot::signSolves(
                        run, patience::bot::seedsOneTo(20),
                        [&](std::uint64_t seed) { return solver.solve(newGame(seed, rules), 1 << 30, 20000); },
                        moveName);
                return run;
            }};
}

}  // namespace calculation::bot
