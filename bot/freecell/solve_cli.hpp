// `bot --solve [FILE|-]`, `bot --deal N` and an fc-solve board piped in where
// the puzzle's turns go: the solver (solver.hpp) on one board, its moves on
// one line. A run's options (CliOptions) are the puzzle agent's and the
// solver's, on one command line: fair_cli.hpp reads them.
#pragma once

#include <iostream>

#include "bot/freecell/agent.hpp"
#include "common/option_reader.hpp"

namespace freecell::bot {

extern const char* solveUsage;

struct CliOptions {
    enum class Mode { Play, Solve, Deal, Bench } mode = Mode::Play;
    std::string file = "-";
    std::uint32_t deal = 0;
    int timeMs = -1;  // -1: the mode's default
    bool cautious = false;
    AgentConfig agent;
};

using patience::UsageError;

// Solve one board and print the moves on one line (and keep them in `solution`
// if given: --replay). Exit status as in solveUsage.
int solveAndPrint(const Board& board, const CliOptions& o, std::vector<Move>* solution = nullptr);

// The rest of `in` as a board, after `firstLines` already read from it;
// `name` ("standard input", a file's name) names it in errors.
Board readBoard(std::istream& in, const std::string& name, const std::string& firstLines = "");

// The board --deal N or --solve FILE|- names.
Board namedBoard(const CliOptions& o);

}  // namespace freecell::bot
