// `bot spider`'s modes: the fair bot and its benches by default, the solver,
// the analyser and the loss finder by their options.
#include "bot/spider/cli.hpp"

#include "bot/common/modes.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

int main(int argc, char** argv) {
    patience::bot::GameModes g{
        "bot spider",
        {
            {"play", "", "the fair bot on the judge's protocol (referee spider --bot)", fairHelp, runFair},
            {"bench", "--bench", "the fair bot over seeds, in-process: wins, suits removed", fairHelp, runFair},
            {"ab", "--ab", "two settings of the fair bot paired on the same seeds", fairHelp, runFair},
            {"grade", "--grade", "a difficulty grade for each deal (docs/grade.md)", fairHelp, runFair},
            {"grade-check", "--grade-check", "one --grade run against another player's win rates", fairHelp, runFair},
            {"solve", "--solve", "the perfect-information solver on seeds or a position file", solveHelp, runSolve},
            {"analyse", "--analyse", "Woods's problems on a position file: possible, impossible, fewest", analyseHelp,
             runAnalyse},
            {"losses", "--losses", "where the fair bot's lost games were lost, and by which moves", lossesHelp,
             runLosses},
        },
        std::string(rulesHelp) + "exit status: 0 won / winnable (every deal), 1 not, 2 bad arguments or file\n"};
    return patience::bot::runModes(g, argc, argv);
}

}  // namespace spider::bot
