// Every fair bot's command line (`bot GAME` without --solve), once: the
// judge's protocol on standard input (play_turns.hpp), --bench SEEDS (the
// fair bench, fair_bench.hpp) and --ab SEEDS (two settings paired,
// ab_bench.hpp), with --jobs, --json and a batch's --jsonl, --resume,
// --shard. A game describes its bot in bot/<game>/fair_cli.hpp:
//
//   Settings   the fair bot's settings: what --a and --b set for A and B
//   Rules      the rules, and whatever else is the same for A and B (Spider's
//              rule options, Calculation's --rules, the gallery's --seed)
//   static constexpr const char* program                 "bot spider": error lines start so
//   static bool readSetting(option, OptionReader&, Settings&)   one of the settings, or false
//   static bool readRule(option, OptionReader&, Rules&)         one of the rules, or false
//   static Adapter benchGame(const Rules&, const Settings&)     the fair bench's adapter (bench.hpp)
//   static int play(const Rules&, const Settings&)             the protocol mode (playTurns)
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bot/common/ab_bench.hpp"
#include "bot/common/fair_bench.hpp"
#include "common/batch.hpp"
#include "common/options.hpp"

namespace patience::bot {

// The most seeds one batch plays: a slip ("1-1000000000") is an error, not
// minutes of allocation.
constexpr std::uint64_t MaxSeeds = 10000000;

// --safety-ms N: a decision's wall-clock safety net, in ms (a fair bot's
// work is bounded by positions; the net only keeps a loaded machine's move
// far from the judge's limit). 0: none, so that a bench's figures do not
// depend on the machine's load at all (tools/same-figures).
inline int safetyMs(OptionReader& args) {
    int ms = int(args.integer(0, 1 << 30));
    return ms ? ms : 1 << 30;
}
inline std::string safetyUsage(const std::string& byDefault) {
    return "  --safety-ms N          a decision's wall-clock safety net, ms (" + byDefault + "; 0: none, for\n"
           "                         figures that do not depend on the machine's load)\n";
}

template <class Bot>
struct FairOptions {
    typename Bot::Settings settings;  // given outside --a and --b: for both
    typename Bot::Rules rules;
    bool bench = false, json = false;
    std::vector<std::uint64_t> seeds;  // --bench's
    int jobs = 1;
    batch::Options batch;  // --jsonl, --resume, --shard
    AbOptions ab;          // --ab
    typename Bot::Settings a, b;  // --ab: A's and B's settings
};

// The options that are the same for A and B: the mode's, the batch's and
// the rules. False for anything else.
template <class Bot>
bool readSharedOption(const std::string& option, OptionReader& args, FairOptions<Bot>& o) {
    if (option == "--bench") o.bench = true, o.seeds = args.numbers(0, 1ULL << 62, MaxSeeds);
    else if (option == "--jobs") o.jobs = int(args.integer(1, 256));
    else if (option == "--json") o.json = true;
    else return batch::readOption<UsageError>(option, [&] { return args.value(); }, o.batch) || Bot::readRule(option, args, o.rules);
    return true;
}

template <class Bot>
FairOptions<Bot> parseFairOptions(int argc, char** argv) {
    FairOptions<Bot> o;
    for (OptionReader args(argc, argv); args.more();) {
        std::string option = args.option();
        if (!Bot::readSetting(option, args, o.settings) && !readAbOption(option, args, o.ab, MaxSeeds) && !readSharedOption(option, args, o))
            throw args.unknown();
    }
    checkAbOptions(o.ab, o.bench, "--bench");
    if (o.ab.on) {  // --a's and --b's settings, on top of those given for both
        FairOptions<Bot> scratch;
        auto isShared = [&](const std::string& option, OptionReader& args) { return readSharedOption(option, args, scratch); };
        o.a = settingsFrom("--a", o.ab.aText, o.settings, Bot::readSetting, isShared);
        o.b = settingsFrom("--b", o.ab.bText, o.settings, Bot::readSetting, isShared);
    }
    if (o.json && !o.bench && !o.ab.on) throw UsageError("--json goes with --bench SEEDS or --ab SEEDS");
    batch::checkOptions<UsageError>(o.batch, o.bench || o.ab.on, "--bench SEEDS, --ab SEEDS");
    return o;
}

// The mode the options ask for. Argv as `bot GAME` receives them.
template <class Bot>
int fairMain(int argc, char** argv) {
    FairOptions<Bot> o = parseFairOptions<Bot>(argc, argv);
    if (o.bench) return fairBench(Bot::benchGame(o.rules, o.settings), FairBenchOptions{o.seeds, o.jobs, o.json, o.batch}, Bot::program);
    if (o.ab.on)
        return abBench(Bot::benchGame(o.rules, o.a), Bot::benchGame(o.rules, o.b), o.ab, FairBenchOptions{o.ab.seeds, o.jobs, o.json, o.batch},
                       Bot::program);
    return Bot::play(o.rules, o.settings);
}

}  // namespace patience::bot
