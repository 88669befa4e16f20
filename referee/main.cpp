// referee: one sub-command per game.
#include <iostream>

#include "common/subcommands.hpp"
#include "referee/calculation/cli.hpp"
#include "referee/freecell/cli.hpp"
#include "referee/gallery/cli.hpp"
#include "referee/spider/cli.hpp"

namespace {

// Add a game here: its folder under referee/ provides the entry point.
const patience::Subcommand games[] = {
    {"freecell", "judge a FreeCell bot as the online puzzle does", freecell::referee::main},
    {"spider", "keep a game of Spider (Woods 1979) for a person, or judge a bot", spider::referee::main},
    {"calculation", "play Calculation (Quellhorst's CoCo game) at a terminal, or judge a bot",
     calculation::referee::main},
    {"gallery", "play the face-card gallery (Royal Parade) with computer-aided play, or judge a bot",
     gallery::referee::main},
};

int usage(std::ostream& out) {
    out << "usage: referee GAME [options]   (referee GAME --help for a game's options)\ngames:\n";
    patience::listSubcommands(out, games, 0);
    return &out == &std::cout ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage(std::cerr);
    if (patience::helpFirst(argc, argv)) return usage(std::cout);
    if (const patience::Subcommand* g = patience::findSubcommand(games, argc, argv)) return g->run(argc - 1, argv + 1);
    std::cerr << "referee: unknown game '" << argv[1] << "'\n";
    return usage(std::cerr);
}
