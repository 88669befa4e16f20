// `referee calculation`: options in, then the keeper for a person (or, with
// --bot, the judge for a program).
#include "referee/calculation/cli.hpp"

#include <iostream>

#include "games/calculation/rules_options.hpp"
#include "referee/calculation/deck_file.hpp"
#include "referee/calculation/judge.hpp"
#include "referee/calculation/keeper.hpp"
#include "referee/common/judge_options.hpp"
#include "referee/common/keeper_main.hpp"
#include "referee/common/person_help.hpp"

namespace calculation::referee {

namespace {

const std::string Usage =
    "usage: referee calculation [--seed N | --deck FILE] [--rules classic|coco] [--replay FILE.html] [--color auto|always|never]\n"
    "                           [--winnable-only] [--difficulty D] [--solver-line] [--advisor BOT]\n"
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
    "  --color WHEN   auto (on a terminal), always or never\n" +
    ::referee::winnableOnlyHelp(17,
                                {"(it knows the deck's order; its solution is replayed here first); n deals the",
                                 "next such seed. Not with --deck"}) +
    ::referee::difficultyHelp(17, "calculation", "; n deals the next such") +
    ::referee::solverLineHelp(17, "the deck's order") + ::referee::adviceOptionsHelp(17, "200000") +
    "Help at the prompt: hint (the fair bot's move, from what you see), peek (the solver's move),\n"
    "check (can it still be won?), check when (the move that lost it). Peek and check use the\n"
    "deck's order: the game is then assisted, as the status line, the last line and the replay say.\n" +
    ::referee::promptAndExitHelp();

}  // namespace

int main(int argc, char** argv) {
    if (::referee::asksForBotJudge(argc, argv)) return judgeMain(argc, argv);
    KeeperOptions opt;
    FirstDeal first;
    auto gameOption = [&](const std::string& o, patience::OptionReader& args) {
        if (o == "--deck")
            first.file = args.value();
        else if (o == "--replay")
            opt.replayFile = args.value();
        else
            return patience::readRuleOption<RuleOptions>(o, args, opt.rules);
        return true;
    };
    patience::Program program{"referee calculation", "referee calculation --help", Usage};
    return ::referee::keeperMain(argc, argv, program, gameOption, [&](const ::referee::PersonOptions& common) {
        if (common.seed && !first.file.empty()) throw patience::UsageError("give --seed or --deck, not both");
        if (common.winnableOnly && !first.file.empty())
            throw patience::UsageError("--winnable-only chooses a new deal: not with --deck");
        if (!first.file.empty()) first.order = readDeckFile(first.file);
        ::referee::fitToTerminal(opt, common.color);
        opt.advisor = common.advisor, opt.hintMs = common.hintMs, opt.winnableOnly = common.winnableOnly,
        opt.solverLine = common.solverLine;
        opt.difficulty = common.difficulty;
        if (common.solverPositions) opt.solverPositions = common.solverPositions;
        if (common.difficulty && !first.file.empty())
            throw patience::UsageError("--difficulty chooses a new deal: not with --deck");
        ::referee::DealSeed deal = ::referee::dealSeed(common, "referee calculation");
        bool seeded = !first.order;  // not a deck file's order
        if (seeded) first.seed = deal.seed;
        Keeper keeper(std::move(first), opt, std::cin, std::cout);
        // With --winnable-only the keeper names the seed it dealt.
        if (seeded && !deal.note.empty() && !common.winnableOnly && !common.difficulty)
            keeper.note(deal.note + " ? lists the commands.");
        return keeper.run();
    });
}

}  // namespace calculation::referee
