// `referee gallery`: options in, then the keeper for a person (or, with
// --bot, the judge for a program).
#include "referee/gallery/cli.hpp"

#include <iostream>

#include "referee/common/judge_options.hpp"
#include "referee/common/keeper_main.hpp"
#include "referee/common/person_help.hpp"
#include "referee/gallery/advice.hpp"
#include "referee/gallery/judge.hpp"
#include "referee/gallery/keeper.hpp"

namespace gallery::referee {

namespace {

const std::string Usage =
    "usage: referee gallery [--seed N] [--cap on|off] [--evaluate K] [--replay FILE.html] [--color auto|always|never]\n"
    "                      [--winnable-only] [--difficulty D] [--solver-line] [--advisor BOT]\n"
    "       referee gallery --bot COMMAND ...   (judge a bot; --bot CMD --help for its options)\n"
    "The face-card gallery (Royal Parade) for a person at a terminal, with computer-aided play.\n"
    "  --seed N       the deal of seed N, the same on every machine (default: from the clock, printed)\n"
    "  --cap on|off   computer-aided play: movable and jammed cards marked, safe moves played (default on)\n"
    "  --evaluate K   at the end the computer plays the same start K times (default 20; 0: not at all)\n"
    "  --replay FILE  write the game as a replay page (one HTML file: every position, the moves, CAP's\n"
    "                 marks and the evaluation's squares) to FILE when it ends and when you leave; at\n"
    "                 the prompt, replay [FILE] writes it at any time (FILE: this one, or\n"
    "                 without --replay gallery-seed-N.html)\n"
    "  --color WHEN   auto (on a terminal), always or never\n"
    "  --winnable-only  deal the first seed from N (or the clock's) whose deal the solver proves\n"
    "                 winnable within 5,000 positions (the same deal on every machine), its solution\n"
    "                 replayed here first; says which seed it dealt\n"
    "  --solver-line  after every move and deal, the solver's verdict: winnable, no longer winnable\n"
    "                 or unknown (it knows the stock's order: each counts as a check, assisted)\n" +
    ::referee::difficultyHelp(17, "gallery") + ::referee::adviceOptionsHelp(17, "300000") +
    ::referee::promptAndExitHelp();

}  // namespace

int main(int argc, char** argv) {
    if (::referee::asksForBotJudge(argc, argv)) return judgeMain(argc, argv);
    KeeperOptions opt;
    auto gameOption = [&](const std::string& o, patience::OptionReader& args) {
        if (o == "--cap") {
            std::string v = args.value();
            if (v != "on" && v != "off") throw patience::UsageError("--cap wants on or off, got '" + v + "'");
            opt.cap = v == "on";
        } else if (o == "--evaluate")
            opt.evaluate = int(args.integer(0, 1000));
        else if (o == "--replay")
            opt.replayFile = args.value();
        else
            return false;
        return true;
    };
    patience::Program program{"referee gallery", "referee gallery --help", Usage};
    return ::referee::keeperMain(argc, argv, program, gameOption, [&](const ::referee::PersonOptions& common) {
        ::referee::fitToTerminal(opt, common.color);
        opt.advisor = common.advisor, opt.hintMs = common.hintMs, opt.solverLine = common.solverLine,
        opt.winnableOnly = common.winnableOnly;
        ::referee::DealSeed deal = ::referee::dealSeed(common, "referee gallery");
        if (common.solverPositions) opt.solverPositions = common.solverPositions;
        // Most deals are decided within the limit in milliseconds; those it
        // leaves unknown are skipped, so more seeds than Spider's may be tried.
        constexpr int MaxSeeds = 1000;
        ::referee::Advisor bot = galleryAdvisor(common.advisor);
        ::referee::chooseDeal(
            common, deal, "referee gallery", bot,
            [&](std::uint64_t seed, std::string& why) {
                return provedWinnable(seed, opt.cap, bot, WinnableOnlyPositions, why);
            },
            MaxSeeds);
        Keeper keeper(deal.seed, opt, std::cin, std::cout);
        keeper.note((deal.note.empty() ? "Seed " + std::to_string(deal.seed) + " (referee gallery --seed " +
                             std::to_string(deal.seed) + " deals it again)."
                                       : deal.note) +
                    " ? lists the commands.");
        return keeper.run();
    });
}

}  // namespace gallery::referee
