// `bot gallery`: its entry points. Each mode is a translation unit of its own
// (cli.cpp lists them), so that a change to one rebuilds only it.
#pragma once

#include <string>
#include <vector>

#include "bot/common/signature.hpp"

namespace gallery::bot {

int main(int argc, char** argv);                        // cli.cpp: argv[0] is "gallery"
std::vector<patience::bot::Engine> signatureEngines();  // signature.cpp: its engines in `bot bench`

// The modes (argv as main receives them) and their help.
int runFair(int argc, char** argv);             // fair_cli.cpp: the fair bot, --bench, --ab, --grade, --grade-check
std::string fairHelp(const std::string& mode);  // ... each one's help: play, bench, ab, grade or grade-check
int runSolve(int argc, char** argv);            // solve_cli.cpp: --solve, the perfect-information solver
std::string solveHelp();

// Their engines in `bot bench` (signature.cpp lists them), each beside its mode.
patience::bot::Engine solverEngine();  // solve_cli.cpp
patience::bot::Engine fairEngine();    // fair_cli.cpp

}  // namespace gallery::bot
