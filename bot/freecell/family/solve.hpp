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
#include <optional>
#include <vector>

#include "bot/freecell/family/engine.hpp"
#include "bot/freecell/family/solver.hpp"

namespace freecell::bot {

// The engine's search for a win.
struct EngineConfig {
    std::int64_t positions = -1;         // at most (0: the family solver alone; -1: engineBudget's)
    std::vector<SearchWeights> weights;  // its searches' (none: engineWeights)
};

// `config.positions` bounds the proof and the family solver.
FamilySolver::Result solveFamilyBoard(const FamilyBoard& b, const Family& f, const FamilySolverConfig& config,
                                      const EngineConfig& engineConfig, FamilySolver::Clock::time_point deadline);

// The engine's two parts for f's game, compiled once (engine_search.cpp and
// engine_proof.cpp: fourteen games, each a type of its own); nullopt where
// the engine has no rules for the game. engineSolveFor is engineSolve
// (engine.hpp); exactProofFor runs the exact proof (exact_proof.hpp) within
// `positions` to the deadline.
std::optional<EngineResult> engineSolveFor(const FamilyBoard& b, const Family& f,
                                           FamilySolver::Clock::time_point deadline, std::uint64_t positions,
                                           const std::vector<SearchWeights>& weights);
struct ExactProofResult {
    FamilySolver::Result::Status status;  // Winnable, Unwinnable or Unknown
    std::size_t positions;                // visited
};
std::optional<ExactProofResult> exactProofFor(const FamilyBoard& b, const Family& f, std::size_t positions,
                                              FamilySolver::Clock::time_point deadline);

}  // namespace freecell::bot
