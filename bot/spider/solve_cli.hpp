// `bot spider --solve`: the perfect-information solver (solver.hpp) on
// seeded deals or a Woods position file, through bot/common/solve_cli.hpp.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "bot/common/solve_cli.hpp"
#include "bot/spider/load_position.hpp"
#include "bot/spider/solver.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

extern const std::string solveUsage;

// Plays `moves` in the engine the keeper uses: "" if they win, else why not.
std::string replay(const Game& g, const std::vector<Step>& moves);

// The solver as bot/common/solve_batch.hpp runs it: on seed's deal, or on
// `loaded` whatever the seed.
patience::bot::SolveGame<Step> solveGame(const Rules& rules, const patience::bot::SolveOptions& o,
                                         const Game* loaded = nullptr);

// Argv as `bot spider` receives them, --solve among them.
int solveMain(int argc, char** argv);

}  // namespace spider::bot
