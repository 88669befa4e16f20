// `bot gallery`'s modes: the fair bot and its benches by default, the solver by
// its option.
#include "bot/gallery/cli.hpp"

#include "bot/common/modes.hpp"

namespace gallery::bot {

int main(int argc, char** argv) {
    patience::bot::GameModes g = patience::bot::fairGameModes(
        "gallery", "games won", fairHelp, runFair,
        {{"solve", "--solve", "the perfect-information solver on seeds", solveHelp, runSolve}},
        "exit status: 0 played / all won / winnable, 1 some not won / not winnable, 2 bad input or usage\n"
        "             (--ab: 0 whatever it finds, 1 a bot failed)\n");
    g.outOfMemory = "for the solver's table, try a smaller --table-bits";
    return patience::bot::runModes(g, argc, argv);
}

}  // namespace gallery::bot
