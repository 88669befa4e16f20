// `bot spider`'s modes: the fair bot and its benches by default, the solver,
// the analyser and the loss finder by their options.
#include "bot/spider/cli.hpp"

#include "bot/common/modes.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

int main(int argc, char** argv) {
    patience::bot::GameModes g = patience::bot::fairGameModes(
        "spider", "wins, suits removed", fairHelp, runFair,
        {
            {"solve", "--solve", "the perfect-information solver on seeds or a position file", solveHelp, runSolve},
            {"analyse", "--analyse", "Woods's problems on a position file: possible, impossible, fewest", analyseHelp,
             runAnalyse},
            {"losses", "--losses", "where the fair bot's lost games were lost, and by which moves", lossesHelp,
             runLosses},
        },
        std::string(rulesHelp) + "exit status: 0 won / winnable (every deal), 1 not, 2 bad arguments or file\n");
    return patience::bot::runModes(g, argc, argv);
}

}  // namespace spider::bot
