// The FreeCell family's boards decided (solve.hpp): the engine's searches and
// proofs instantiated here once for the thirteen games it plays.
#include "bot/freecell/family/solve.hpp"

#include "bot/freecell/exact_proof.hpp"

namespace freecell::bot {

std::optional<EngineResult> engineSolveFor(const FamilyBoard& b, const Family& f,
                                           FamilySolver::Clock::time_point deadline, std::uint64_t positions,
                                           const std::vector<SearchWeights>& weights) {
    std::optional<EngineResult> e;
    withEngineRules(f, [&](auto rules) { e = engineSolve<decltype(rules)>(b, f, deadline, positions, weights); });
    return e;
}

std::optional<ExactProofResult> exactProofFor(const FamilyBoard& b, const Family& f, std::size_t positions,
                                              FamilySolver::Clock::time_point deadline) {
    std::optional<ExactProofResult> r;
    withEngineRules(f, [&](auto rules) {
        using R = decltype(rules);
        ExactProof<R> proof(engineBoard<R>(b), positions);
        auto status = proof.run(deadline);
        r = ExactProofResult{status, proof.positions()};
    });
    return r;
}

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
