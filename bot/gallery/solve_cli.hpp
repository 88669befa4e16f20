// `bot gallery --solve`: the perfect-information solver (solver.hpp) on
// seeded deals, through bot/common/solve_cli.hpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bot/common/solve_cli.hpp"
#include "bot/gallery/cap_line.hpp"
#include "bot/gallery/solver.hpp"
#include "games/gallery/deal.hpp"
#include "games/gallery/protocol.hpp"

namespace gallery::bot {

extern const std::string solveUsage;

// Plays the steps on a copy of g (bot/common/solve_batch.hpp's replayMoves):
// "" if every one is legal and the game is won.
std::string replay(const Game& g, const std::vector<Step>& steps);

struct SolverOptions {
    int tableBits = 22;
    bool lookahead = true, proofTests = true;
    std::optional<std::string> after;  // --after MOVES: from the position they reach
    bool cap = false;                  // --cap: the line a keeper with CAP on plays (cap_line.hpp)
};

// A game's moves so far ("3B5,A4C2,deal") played from `start`: the position
// they reach. A move that is not one, or not legal there, is a UsageError
// naming its number and what is wrong.
Game playedOut(Game g, const std::string& moves);

// The solver as bot/common/solve_batch.hpp runs it.
patience::bot::SolveGame<Step> solveGame(const SolverOptions& o, const patience::bot::SolveOptions& limits);

// Argv as `bot gallery` receives them, --solve among them.
int solveMain(int argc, char** argv);

}  // namespace gallery::bot
