// `referee spider`: options in, then the game keeper (or, with --bot, the bot judge).
#include "referee/spider/cli.hpp"

#include <unistd.h>

#include <iostream>
#include <optional>
#include <string>

#include "common/line_reader.hpp"
#include "common/text.hpp"
#include "games/spider/rules_options.hpp"
#include "referee/common/judge_options.hpp"
#include "referee/common/keeper_main.hpp"
#include "referee/common/person_help.hpp"
#include "referee/spider/advice.hpp"
#include "referee/spider/judge.hpp"
#include "referee/spider/keeper.hpp"

namespace spider::referee {

namespace {

const std::string Usage =
    "usage: referee spider [--load FILE | --seed N] [rule options] [--color auto|always|never]\n"
    "       referee spider --bot COMMAND ...   (judge a bot; see the README)\n"
    "Keeps a game of Spider for a person, as Woods's SPIDER program (1979) did.\n"
    "  --load FILE   a save file (command F) or a position in Woods's format (command W)\n"
    "  --seed N      a new deal, the same on every machine\n"
    "  (neither)     asks for a file name; an empty answer deals a new game from the clock\n" +
    ::referee::winnableOnlyHelp(19) +
    // Its own words: "deal the first seed", and so another line break.
    ::referee::optionHelp(
        19, "--difficulty D",
        {"deal the first seed from N (or from one of 1-60, graded ahead, by the clock) the",
         "fair bot grades D: easy, medium, hard, harder or hardest (bot spider --grade;", "docs/grade.md)"}) +
    ::referee::solverLineHelp(19, "the face-down cards") + ::referee::adviceOptionsHelp(19, "1000000: about 1.5 s") +
    "A save file keeps its own rules; the rule options apply to new deals and Woods's files.\n";

// Woods's first question, when no game was named: a file to load, or none
// for a new deal. Nothing at all (the end of input): no game.
std::optional<std::string> askFileName(bool prompt) {
    std::cout << "File name (empty for a new deal): " << (prompt ? "" : "\n") << std::flush;
    std::string name;
    try {
        if (!patience::readLine(std::cin, name)) return std::nullopt;
    } catch (const patience::LineTooLong& e) {
        throw std::runtime_error(std::string("file name: ") + e.what());
    }
    return patience::trim(name);
}

}  // namespace

int main(int argc, char** argv) {
    if (::referee::asksForBotJudge(argc, argv)) return judgeMain(argc, argv);
    Rules rules;
    std::optional<std::string> load;
    auto gameOption = [&](const std::string& o, patience::OptionReader& args) {
        if (o == "--load")
            load = args.value();
        else
            return patience::readRuleOption<RuleOptions>(o, args, rules);
        return true;
    };
    patience::Program program{"referee spider", "referee spider --help", Usage + rulesHelp};
    return ::referee::keeperMain(argc, argv, program, gameOption, [&](const ::referee::PersonOptions& common) {
        if (load && common.seed) throw patience::UsageError("give --load or --seed, not both");
        KeeperOptions opt;
        ::referee::fitToTerminal(opt, common.color);
        opt.advisor = common.advisor, opt.hintMs = common.hintMs, opt.solverLine = common.solverLine;
        if (common.solverPositions) opt.solverPositions = common.solverPositions;
        if (load && common.winnableOnly)
            throw patience::UsageError("--winnable-only chooses a new deal: not with --load");
        if (load && common.difficulty) throw patience::UsageError("--difficulty chooses a new deal: not with --load");
        if (!load && !common.seed) {
            std::optional<std::string> name = askFileName(opt.prompt);
            if (!name) {
                std::cout << "End of input: no game.\n";
                return 0;
            }
            if (!name->empty()) load = *name;
        }
        Record record;
        ::referee::DealSeed deal;
        if (load) {
            try {
                record = loadFile(*load, rules);
            } catch (const LoadError& e) {
                throw patience::UsageError(e.what(), false);
            }
        } else {
            deal = ::referee::dealSeed(common, "referee spider");
            ::referee::Advisor bot = spiderAdvisor(common.advisor, rules);
            ::referee::chooseDeal(common, deal, "referee spider", bot, [&](std::uint64_t seed, std::string& why) {
                return provedWinnable(newGame(seed, rules), bot, WinnableOnlyPositions, why);
            });
            record = startRecord(newGame(deal.seed, rules), deal.seed);
            record.winnableOnly = common.winnableOnly;
        }
        Keeper keeper(std::move(record), opt, std::cin, std::cout);
        if (!deal.note.empty()) keeper.note(deal.note);
        return keeper.run();
    });
}

}  // namespace spider::referee
