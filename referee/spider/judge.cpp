// `referee spider`: options in, then the game keeper (or, with --bot, the bot judge).
#include "referee/spider/judge.hpp"

#include <unistd.h>

#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>

#include "referee/common/clock_seed.hpp"
#include "referee/common/judge_options.hpp"
#include "referee/common/person_options.hpp"
#include "referee/common/terminal.hpp"
#include "common/line_reader.hpp"
#include "referee/spider/bot_judge.hpp"
#include "referee/spider/keeper.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::referee {

namespace {

const char* Usage =
    "usage: referee spider [--load FILE | --seed N] [rule options] [--color auto|always|never]\n"
    "       referee spider --bot COMMAND ...   (judge a bot; see the README)\n"
    "Keeps a game of Spider for a person, as Woods's SPIDER program (1979) did.\n"
    "  --load FILE   a save file (command F) or a position in Woods's format (command W)\n"
    "  --seed N      a new deal, the same on every machine\n"
    "  (neither)     asks for a file name; an empty answer deals a new game from the clock\n"
    "A save file keeps its own rules; the rule options apply to new deals and Woods's files.\n";

}  // namespace

int main(int argc, char** argv) {
    if (::referee::asksForBotJudge(argc, argv)) return botMain(argc, argv);
    Rules rules;
    std::optional<std::string> load;
    std::optional<std::uint64_t> seed;
    ::referee::ColorMode color = ::referee::ColorMode::Auto;
    try {
        ::referee::PersonOptions common = ::referee::parsePersonOptions(argc, argv, [&](const std::string& o, patience::OptionReader& args) {
            if (o == "--load") load = args.value();
            else return readRuleOption(o, args, rules);
            return true;
        });
        if (common.help) {
            std::cout << Usage << rulesHelp;
            return 0;
        }
        if (load && common.seed) throw patience::UsageError("give --load or --seed, not both");
        seed = common.seed;
        color = common.color;
    } catch (const patience::UsageError& e) {
        return patience::reportUsageError(e, "referee spider", "referee spider --help");
    }

    KeeperOptions opt;
    opt.screen = isatty(STDOUT_FILENO);
    opt.prompt = isatty(STDIN_FILENO);
    opt.color = ::referee::useColor(color);
    if (!load && !seed) {
        std::cout << "File name (empty for a new deal): " << (opt.prompt ? "" : "\n") << std::flush;
        std::string name;
        try {
            if (!patience::readLine(std::cin, name)) {
                std::cout << "End of input: no game.\n";
                return 0;
            }
        } catch (const patience::LineTooLong& e) {
            std::cerr << "referee spider: file name: " << e.what() << "\n";
            return 2;
        }
        while (!name.empty() && (name.back() == ' ' || name.back() == '\r')) name.pop_back();
        while (!name.empty() && name.front() == ' ') name.erase(name.begin());
        if (!name.empty()) load = name;
    }
    Record record;
    std::string greeting;
    if (load) {
        try {
            record = loadFile(*load, rules);
        } catch (const LoadError& e) {
            std::cerr << "referee spider: " << e.what() << "\n";
            return 2;
        }
    } else {
        if (!seed) {
            seed = ::referee::clockSeed();
            greeting = "New deal, seed " + std::to_string(*seed) + " (referee spider --seed " + std::to_string(*seed) + " deals it again).";
        }
        record = startRecord(newGame(*seed, rules), seed);
    }
    Keeper keeper(std::move(record), opt, std::cin, std::cout);
    if (!greeting.empty()) keeper.note(greeting);
    try {
        return keeper.run();
    } catch (const patience::LineTooLong& e) {
        std::cerr << "referee spider: standard input " << e.what() << "\n";
        return 2;
    }
}

}  // namespace spider::referee
