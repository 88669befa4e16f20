// The FreeCell family's boards decided (solve.hpp): the engine's search, then
// the proof, then the family solver.
#include "bot/freecell/family/solve.hpp"

namespace freecell::bot {

FamilySolver::Result solveFamilyBoard(const FamilyBoard& b, const Family& f, const FamilySolverConfig& config,
                                      const EngineConfig& engineConfig, FamilySolver::Clock::time_point deadline) {
    using Clock = FamilySolver::Clock;
    using Result = FamilySolver::Result;
    auto began = Clock::now();
    auto since = [&] { return std::chrono::duration<double, std::milli>(Clock::now() - began).count(); };
    std::optional<EngineResult> engine;
    const std::uint64_t budget = engineConfig.positions < 0 ? engineBudget(f) : std::uint64_t(engineConfig.positions);
    if (budget)
        engine = engineSolveFor(b, f, deadline, budget,
                                engineConfig.weights.empty() ? engineWeights(f) : engineConfig.weights);
    Result first;
    if (engine) {
        first = engine->found;
        if (first.status != Result::Winnable) {
            // Run out of positions: the proof, to the deadline. Stopped at
            // its budget: the proof for half the time left, the family
            // solver (which finds wins too) the other half.
            auto until = engine->exhausted ? deadline : Clock::now() + (deadline - Clock::now()) / 2;
            ExactProofResult proof = *exactProofFor(b, f, std::size_t(config.positions), until);
            first.status = proof.status;
            first.nodes += long(proof.positions);
        }
        first.ms = since();
        if (first.status == Result::Unwinnable || !first.moves.empty()) return first;
    }
    // The family solver, with what time is left.
    Result r = FamilySolver(b, f, config).solve(deadline);
    r.nodes += first.nodes;
    r.ms = since();
    return r;
}

}  // namespace freecell::bot
