// The options every turn-based bot judge takes (--bot, --seed, --seeds,
// --jobs, --turn-ms, --max-turns, --json, --bot-stderr, and --first-turn-ms
// where the first answer has a limit of its own); a game adds its own
// through a hook and keeps its usage text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/batch.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "referee/common/child.hpp"

namespace referee {

// The largest batch one command may ask for: each game keeps a line of results.
constexpr std::size_t MaxSeedBatch = 1'000'000;

// What a judge plays, by number: most games deal seeds (--seed N, --seeds
// LIST); FreeCell's judges deal numbered deals (--deal N, --deals LIST).
struct SeedOptions {
    std::string one = "--seed", many = "--seeds";
    std::int64_t lowest = 0, highest = INT64_MAX;  // the numbers they take
    std::size_t maxBatch = MaxSeedBatch;
    std::string idKey = "seed";  // how JSON names one: "seed": 5
};

struct JudgeOptions {
    SeedOptions seedOptions;  // a game that deals otherwise sets it before the options are read
    std::string bot;
    std::vector<std::uint64_t> seeds{1};
    bool seedGiven = false;  // --seed
    bool batch = false;      // --seeds
    int jobs = 1;
    // The first answer's limit, for a game that gives it one of its own
    // (set to its default): only then is --first-turn-ms an option.
    std::optional<int> firstTurnMs;
    int turnMs = 1000, maxTurns = 500;
    bool json = false, botStderr = false;
    patience::batch::Options log;  // --jsonl, --resume, --shard

    // A single game shows the bot's stderr: a person is watching it.
    Stderr botStderrMode() const { return !batch || botStderr ? Stderr::Inherit : Stderr::Discard; }
    int gamesAtOnce() const { return batch ? jobs : 1; }
};

// Whether the command line asks for the bot judge (--bot) rather than a
// game for a person.
inline bool asksForBotJudge(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--bot" || std::string(argv[i]).compare(0, 6, "--bot=") == 0) return true;
    return false;
}

// If `option` is a shared one, reads it (and its value from `args`) into
// `o` and returns true.
inline bool readJudgeOption(const std::string& option, patience::OptionReader& args, JudgeOptions& o) {
    const SeedOptions& seed = o.seedOptions;
    if (option == "--bot")
        o.bot = args.value();
    else if (option == seed.one) {
        o.seeds = {std::uint64_t(args.integer(seed.lowest, seed.highest))};
        o.seedGiven = true;
    } else if (option == seed.many) {
        o.seeds = args.numbers(std::uint64_t(seed.lowest), std::uint64_t(seed.highest), seed.maxBatch);
        o.batch = true;
    } else if (option == "--jobs")
        o.jobs = int(args.integer(1, 1024));
    else if (option == "--first-turn-ms" && o.firstTurnMs)
        o.firstTurnMs = int(args.integer(1, 3'600'000));
    else if (option == "--turn-ms")
        o.turnMs = int(args.integer(1, 3'600'000));
    else if (option == "--max-turns")
        o.maxTurns = int(args.integer(1, 1'000'000));
    else if (option == "--json")
        o.json = true;
    else if (option == "--bot-stderr")
        o.botStderr = true;
    else if (!patience::batch::readOption<patience::UsageError>(
                 option, [&] { return args.value(); }, o.log))
        return false;
    return true;
}

// Reads the whole command line into `o`. `gameOption(option, args)` reads
// one of the game's own options and returns true, or returns false for a
// name it does not know.
template <class GameOption>
void parseJudgeOptions(patience::OptionReader args, JudgeOptions& o, GameOption gameOption) {
    while (args.more()) {
        std::string option = args.option();
        if (!readJudgeOption(option, args, o) && !gameOption(option, args)) throw args.unknown();
    }
}
template <class GameOption>
void parseJudgeOptions(int argc, char** argv, JudgeOptions& o, GameOption gameOption) {
    parseJudgeOptions(patience::OptionReader(argc, argv), o, gameOption);
}

// For a game with no options of its own.
inline void parseJudgeOptions(int argc, char** argv, JudgeOptions& o) {
    parseJudgeOptions(argc, argv, o, [](const std::string&, patience::OptionReader&) { return false; });
}

// --jsonl, --resume and --shard go with a batch (--seeds).
inline void checkBatchOptions(const JudgeOptions& o) {
    patience::batch::checkOptions<patience::UsageError>(o.log, o.batch, o.seedOptions.many);
}

// What to play comes from one of --seed, --seeds or the game's own source
// (e.g. --deck FILE; `otherSource` empty if it has none); a bot is a must.
inline void checkJudgeOptions(const JudgeOptions& o, const std::string& otherSource = "", bool otherGiven = false) {
    if (o.seedGiven + o.batch + otherGiven > 1)
        throw patience::UsageError("give one of " + o.seedOptions.one + ", " + o.seedOptions.many +
                                   (otherSource.empty() ? "" : ", " + otherSource));
    if (o.bot.empty()) throw patience::UsageError("--bot needs a command");
    checkBatchOptions(o);
}

// The limits in the JSON summary's "settings", between the bot and the game's own rules.
inline void writeJudgeLimits(json::Writer& w, const JudgeOptions& o) {
    if (o.firstTurnMs) w.key("first_turn_ms").value(*o.firstTurnMs);
    w.key("turn_ms").value(o.turnMs);
    w.key("max_turns").value(o.maxTurns);
    w.key("jobs").value(o.jobs);
}

}  // namespace referee
