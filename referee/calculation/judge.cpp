// `referee calculation`: options in, then the table for a person (or, with
// --bot, the judge for a program).
#include "referee/calculation/judge.hpp"

#include <iostream>

#include "referee/calculation/bot_judge.hpp"
#include "referee/calculation/setup.hpp"
#include "referee/calculation/table.hpp"
#include "referee/common/clock_seed.hpp"
#include "referee/common/judge_options.hpp"
#include "common/options.hpp"
#include "referee/common/person_options.hpp"

namespace calculation::referee {

namespace {

using patience::UsageError;

const char* Usage =
    "usage: referee calculation [--seed N | --deck FILE] [--rules classic|coco] [--replay FILE.html] [--color auto|always|never]\n"
    "       referee calculation --bot COMMAND ...   (judge a bot; --bot CMD --help for its options)\n"
    "Calculation as George Quellhorst's CoCo program played it, for a person at a terminal.\n"
    "  --seed N       the deck of seed N, the same on every machine (default: from the clock, printed)\n"
    "  --deck FILE    the 48 cards of FILE in the order they are turned (blanks between, # comments)\n"
    "  --rules R      coco (default): a waste pile's top card may move to an empty waste pile;\n"
    "                 classic: the traditional game, without that move\n"
    "  --replay FILE  write the game as a replay page (one HTML file: every position, the moves, the\n"
    "                 result) to FILE when it is won or lost and when you leave; at the prompt,\n"
    "                 replay [FILE] writes it at any time (FILE: this one, or\n"
    "                 without --replay calculation-seed-N.html)\n"
    "  --color WHEN   auto (on a terminal), always or never\n"
    "At the prompt, ? lists the commands. Exit status: 0, or 2 for bad options or a --replay page\n"
    "that could not be written when leaving.\n";

}  // namespace

int main(int argc, char** argv) {
    if (::referee::asksForBotJudge(argc, argv)) return botMain(argc, argv);
    TableOptions opt;
    FirstDeal first;
    ::referee::PersonOptions common;
    try {
        common = ::referee::parsePersonOptions(argc, argv, [&](const std::string& o, patience::OptionReader& args) {
            if (o == "--deck") first.file = args.value();
            else if (o == "--rules") opt.rules = rulesOption(args.value());
            else if (o == "--replay") opt.replayFile = args.value();
            else return false;
            return true;
        });
        if (common.help) {
            std::cout << Usage;
            return 0;
        }
        if (common.seed && !first.file.empty()) throw UsageError("give --seed or --deck, not both");
        if (!first.file.empty()) first.order = readDeckFile(first.file);
    } catch (const UsageError& e) {
        return patience::reportUsageError(e, "referee calculation", "referee calculation --help");
    }
    ::referee::fitToTerminal(opt, common.color);
    std::string greeting;
    if (common.seed) first.seed = *common.seed;
    else if (!first.order) {
        first.seed = ::referee::clockSeed();
        greeting = "New game, seed " + std::to_string(first.seed) + " (referee calculation --seed " + std::to_string(first.seed) +
                   " deals it again). ? lists the commands.";
    }
    Table table(std::move(first), opt, std::cin, std::cout);
    if (!greeting.empty()) table.note(greeting);
    try {
        return table.run();
    } catch (const patience::LineTooLong& e) {
        std::cerr << "referee calculation: standard input " << e.what() << "\n";
        return 2;
    }
}

}  // namespace calculation::referee
