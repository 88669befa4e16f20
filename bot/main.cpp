// bot: one sub-command per game. With no game named, the FreeCell puzzle agent.
#include <cstring>
#include <iostream>

#include "bot/calculation/cli.hpp"
#include "bot/freecell/bench_cli.hpp"
#include "bot/gallery/cli.hpp"

namespace {

struct Game {
    const char* name;
    int (*run)(int argc, char** argv);  // argv[0] is the game's name
};

// Add a game here: its folder under bot/ provides the entry point.
const Game games[] = {
    {"freecell", freecell::bot::fullMain},
    {"calculation", calculation::bot::main},
    {"gallery", gallery::bot::main},
};

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1)
        for (const Game& g : games)
            if (std::strcmp(argv[1], g.name) == 0) return g.run(argc - 1, argv + 1);
    return freecell::bot::fullMain(argc, argv);
}
