// `bot --solve/--deal ... --replay FILE.html`: the solution found, as a replay
// page. Part of the full bot only: the one-file bundle (fair_cli.hpp and
// solve_cli.hpp) has no use for pages, and the online limit leaves it no room
// for them.
#pragma once

#include "bot/freecell/solve_cli.hpp"

namespace freecell::bot {

extern const char* replayUsage;

// Solves the board --solve or --deal names, prints the moves as without
// --replay, then writes them as a page whose positions the rules engine
// computes again from the board. Exit status as in solveUsage.
int solveAndReplay(const CliOptions& o, const std::string& pagePath);

}  // namespace freecell::bot
