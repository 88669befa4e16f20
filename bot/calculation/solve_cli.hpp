// `bot calculation --solve`: the perfect-information solver (solver.hpp) on
// seeded deals, or on a deck file's deal after some moves (position.hpp),
// through bot/common/solve_cli.hpp.
#pragma once

#include <string>
#include <vector>

#include "bot/calculation/position.hpp"
#include "bot/calculation/solver.hpp"
#include "bot/common/solve_cli.hpp"
#include "games/calculation/deal.hpp"

namespace calculation::bot {

extern const std::string solveUsage;

// Replays a solver's moves on the engine: "" if they are legal and win.
std::string replay(const Game& g, const std::vector<Move>& moves);

struct SolverOptions {
    RuleSet rules = RuleSet::CoCo;
    bool deadEnds = true, lookahead = true;
};

// The failed-positions table for a search of at most `positions` (0: no
// limit): one that never fills gives the same answers as any larger one, and
// a small one is quick to allocate. The largest are for long searches; the
// keeper's checks ask for a few thousand positions at a time.
int tableBitsFor(long positions);

// The solver as bot/common/solve_batch.hpp runs it: on seed's deal, or on
// `given` whatever the seed.
patience::bot::SolveGame<Move> solveGame(const SolverOptions& o, const patience::bot::SolveOptions& limits,
                                         const Game* given = nullptr);

// Argv as `bot calculation` receives them, --solve among them.
int solveMain(int argc, char** argv);

}  // namespace calculation::bot
