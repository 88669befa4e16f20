// `bot` and `bot freecell`: its entry points. The puzzle agent with the
// solver, its bench and replay page (cli.cpp, the table of modes) and the
// family's other games (family/cli.cpp) are translation units of their own.
#pragma once

#include <string>
#include <vector>

#include "bot/common/signature.hpp"

namespace freecell {
struct Family;
}

namespace freecell::bot {

int main(int argc, char** argv);                        // cli.cpp: argv as `bot` or `bot freecell` gets them
std::vector<patience::bot::Engine> signatureEngines();  // signature.cpp: its engines in `bot bench`
std::string playHelp();  // cli.cpp: the puzzle agent's help, which `bot --help` shows too

// Another game of the family than FreeCell (family/cli.cpp): the options
// left once fc-solve's game options are read, and its help.
int runFamily(const std::vector<std::string>& arguments, const Family& family);
std::string familyHelp();

// Its engines in `bot bench` (signature.cpp lists them): the solver and its shortening.
std::vector<patience::bot::Engine> solverEngines();  // cli.cpp

}  // namespace freecell::bot
