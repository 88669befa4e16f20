// `bot gallery`'s modes: the fair bot and its benches by default, the solver by
// its option.
#include "bot/gallery/cli.hpp"

#include "bot/common/modes.hpp"

namespace gallery::bot {

int main(int argc, char** argv) {
    patience::bot::GameModes g{
        "bot gallery",
        {
            {"play", "", "the fair bot on the judge's protocol (referee gallery --bot)", fairHelp, runFair},
            {"bench", "--bench", "the fair bot over seeds, in-process: games won", fairHelp, runFair},
            {"ab", "--ab", "two settings of the fair bot paired on the same seeds", fairHelp, runFair},
            {"grade", "--grade", "a difficulty grade for each deal (docs/grade.md)", fairHelp, runFair},
            {"grade-check", "--grade-check", "one --grade run against another player's win rates", fairHelp, runFair},
            {"solve", "--solve", "the perfect-information solver on seeds", solveHelp, runSolve},
        },
        "exit status: 0 played / all won / winnable, 1 some not won / not winnable, 2 bad input or usage\n             (--ab: 0 whatever it finds, 1 a bot failed)\n"};
    g.outOfMemory = "for the solver's table, try a smaller --table-bits";
    return patience::bot::runModes(g, argc, argv);
}

}  // namespace gallery::bot
