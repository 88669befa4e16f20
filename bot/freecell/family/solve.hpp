// A board of the FreeCell family decided: where the engine has the game's
// rules (family/engine_rules.hpp: the one-deck games), the puzzle's
// best-first search looks for a win (family/engine.hpp), and if it runs out
// of positions, the exact proof visits every position (exact_proof.hpp). The
// family solver (family/solver.hpp) decides the rest: the two-deck games,
// Simple Simon, and the deals the proof finds a win in or cannot finish. When
// the engine stopped at its budget (a win is likely, and a proof may wander a
// large space), the proof has only half the time left.
#pragma once

#include <chrono>
#include <cstdint>

#include "bot/freecell/exact_proof.hpp"
#include "bot/freecell/family/engine.hpp"
#include "bot/freecell/family/solver.hpp"

namespace freecell::bot {

// The engine's search for a win.
struct EngineConfig {
    std::uint64_t positions = 200000;    // at most (0: the family solver alone)
    std::vector<SearchWeights> weights;  // its searches' (none: engineWeights)
};

// `config.positions` bounds the proof and the family solver.
inline FamilySolver::Result solveFamilyBoard(const FamilyBoard& b, const Family& f, const FamilySolverConfig& config,
                                             const EngineConfig& engineConfig,
                                             FamilySolver::Clock::time_point deadline) {
    using Clock = FamilySolver::Clock;
    using Result = FamilySolver::Result;
    auto began = Clock::now();
    auto since = [&] { return std::chrono::duration<double, std::milli>(Clock::now() - began).count(); };
    Result first;
    if (engineConfig.positions && withEngineRules(f, [&](auto rules) {
            using R = decltype(rules);
            EngineResult engine =
                engineSolve<R>(b, f, deadline, engineConfig.positions,
                               engineConfig.weights.empty() ? engineWeights(f) : engineConfig.weights);
            first = engine.found;
            if (first.status == Result::Winnable) return;
            // Run out of positions: the proof, to the deadline. Stopped at
            // its budget: the proof for half the time left, the family
            // solver (which finds wins too) the other half.
            auto until = engine.exhausted ? deadline : Clock::now() + (deadline - Clock::now()) / 2;
            ExactProof<R> proof(engineBoard<R>(b), std::size_t(config.positions));
            first.status = proof.run(until);
            first.nodes += long(proof.positions());
        })) {
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
