// `referee gallery`: options in, then the table for a person (or, with
// --bot, the judge for a program).
#include "gallery/judge.hpp"

#include <unistd.h>

#include <iostream>

#include "common/clock_seed.hpp"
#include "common/judge_options.hpp"
#include "common/options.hpp"
#include "common/terminal.hpp"
#include "gallery/bot_judge.hpp"
#include "gallery/table.hpp"

namespace gallery::referee {

namespace {

using ::referee::UsageError;

const char* Usage =
    "usage: referee gallery [--seed N] [--cap on|off] [--evaluate K] [--color auto|always|never]\n"
    "       referee gallery --bot COMMAND ...   (judge a bot; --bot CMD --help for its options)\n"
    "The face-card gallery (Royal Parade) for a person at a terminal, with computer-aided play.\n"
    "  --seed N       the deal of seed N, the same on every machine (default: from the clock, printed)\n"
    "  --cap on|off   computer-aided play: movable and jammed cards marked, safe moves played (default on)\n"
    "  --evaluate K   at the end the computer plays the same start K times (default 20; 0: not at all)\n"
    "  --color WHEN   auto (on a terminal), always or never\n"
    "At the prompt, ? lists the commands. Exit status: 0, or 2 for bad options.\n";

}  // namespace

int main(int argc, char** argv) {
    if (::referee::asksForBotJudge(argc, argv)) return botMain(argc, argv);
    TableOptions opt;
    std::uint64_t seed = 0;
    bool seedGiven = false;
    ::referee::ColorMode color = ::referee::ColorMode::Auto;
    try {
        ::referee::Args args(argc, argv);
        while (args.more()) {
            std::string o = args.option();
            if (o == "--help") {
                args.noValue();
                std::cout << Usage;
                return 0;
            } else if (o == "--seed") {
                seed = std::uint64_t(args.integer(0, INT64_MAX));
                seedGiven = true;
            } else if (o == "--cap") {
                std::string v = args.value();
                if (v != "on" && v != "off") throw UsageError("--cap: '" + v + "' is not on or off");
                opt.cap = v == "on";
            } else if (o == "--evaluate") {
                opt.evaluate = int(args.integer(0, 1000));
            } else if (o == "--color" || o == "--colour") {
                color = ::referee::colorOption(o, args.value());
            } else {
                throw UsageError("unknown option " + o);
            }
        }
    } catch (const UsageError& e) {
        std::cerr << "referee gallery: " << e.what() << (e.showHint ? " (see: referee gallery --help)" : "") << "\n";
        return 2;
    }
    opt.screen = isatty(STDOUT_FILENO);
    opt.prompt = isatty(STDIN_FILENO);
    opt.color = ::referee::useColor(color);
    if (!seedGiven) seed = ::referee::clockSeed();
    Table table(seed, opt, std::cin, std::cout);
    table.note(std::string(seedGiven ? "Seed " : "New game, seed ") + std::to_string(seed) + " (referee gallery --seed " +
               std::to_string(seed) + " deals it again). ? lists the commands.");
    return table.run();
}

}  // namespace gallery::referee
