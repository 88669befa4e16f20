// bot: one sub-command per game. With no game named, the FreeCell puzzle agent.
// Each game's bot is compiled on its own (bot/<game>/*.cpp); this file sees
// only their entry points (bot/<game>/cli.hpp).
#include <iostream>
#include <string>
#include <vector>

#include "bot/calculation/cli.hpp"
#include "bot/freecell/cli.hpp"
#include "bot/gallery/cli.hpp"
#include "bot/spider/cli.hpp"
#include "common/subcommands.hpp"

namespace {

// `bot bench`: every engine's number (bot/common/signature.hpp).
int benchSignature(int argc, char** argv) {
    if (patience::helpFirst(argc, argv)) {
        std::cout << "usage: bot bench   every solver and fair bot on a fixed small set, bounded by positions: one\n"
                     "                   number an engine (the same after a refactor), then the whole bench's\n";
        return 0;
    }
    if (argc > 1) {
        std::cerr << "bot bench: takes no options, got '" << argv[1] << "'\n";
        return 2;
    }
    std::vector<patience::bot::Engine> engines;
    for (auto part : {freecell::bot::signatureEngines, spider::bot::signatureEngines,
                      calculation::bot::signatureEngines, gallery::bot::signatureEngines})
        for (auto& e : part()) engines.push_back(std::move(e));
    patience::bot::runSignature(engines, std::cout);
    return 0;
}

// Add a game here: its folder under bot/ provides the entry point.
const patience::Subcommand commands[] = {
    {"freecell", "FreeCell: the online puzzle's agent (the default), and a solver for boards and deals",
     freecell::bot::main},
    {"calculation", "Calculation (CoCo): a fair player, its bench, and a perfect-information solver",
     calculation::bot::main},
    {"gallery", "the face-card gallery (Royal Parade): a fair player, its bench, and a perfect-information solver",
     gallery::bot::main},
    {"spider", "Spider (Woods, 1979): a fair player, its bench, and a perfect-information solver", spider::bot::main},
    {"bench", "the bench signature: every solver and fair bot on a fixed set, one number each", benchSignature},
};

// `bot --help`: every game, then the default game's: the puzzle agent's
// options, and its other modes.
int usage(int argc, char** argv) {
    std::cout << "usage: bot [GAME] [options]   (bot GAME --help for a game's options)\ngames:\n";
    patience::listSubcommands(std::cout, commands, 13);
    std::cout << "With no game named, bot is the FreeCell puzzle agent; its options:\n\n"
              << freecell::bot::playHelp() << "\n";
    return freecell::bot::main(argc, argv);  // the list of its modes
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && patience::helpFirst(argc, argv)) return usage(argc, argv);
    if (const patience::Subcommand* c = patience::findSubcommand(commands, argc, argv))
        return c->run(argc - 1, argv + 1);
    return freecell::bot::main(argc, argv);
}
