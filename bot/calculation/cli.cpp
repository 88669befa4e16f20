// `bot calculation`'s modes: the fair bot and its benches by default, the solver by
// its option.
#include "bot/calculation/cli.hpp"

#include "bot/common/modes.hpp"

namespace calculation::bot {

int main(int argc, char** argv) {
    patience::bot::GameModes g = patience::bot::fairGameModes(
        "calculation", "games won", fairHelp, runFair,
        {{"solve", "--solve", "the perfect-information solver on seeds", solveHelp, runSolve}},
        "exit status: 0 played / won / winnable, 1 not won / not winnable, 2 bad input or usage\n"
        "             (--ab: 0 whatever it finds, 1 a bot failed)\n");
    return patience::bot::runModes(g, argc, argv);
}

}  // namespace calculation::bot
