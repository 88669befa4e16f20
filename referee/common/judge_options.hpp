// The options every turn-based bot judge takes (--bot, --seed, --seeds,
// --jobs, --turn-ms, --max-turns, --json, --bot-stderr); a game adds
// its own through a hook and keeps its usage text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/batch.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "referee/common/child.hpp"

namespace referee {

struct JudgeOptions {
    std::string bot;
    std::vector<std::uint64_t> seeds{1};
    bool seedGiven = false;  // --seed
    bool batch = false;      // --seeds
    int jobs = 1;
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

// The largest batch one command may ask for: each game keeps a line of results.
constexpr std::size_t MaxSeedBatch = 1'000'000;

// If `option` is a shared one, reads it (and its value from `args`) into
// `o` and returns true.
inline bool readJudgeOption(const std::string& option, patience::OptionReader& args, JudgeOptions& o) {
    if (option == "--bot") o.bot = args.value();
    else if (option == "--seed") o.seeds = {std::uint64_t(args.integer(0, INT64_MAX))}, o.seedGiven = true;
    else if (option == "--seeds") o.seeds = args.numbers(0, INT64_MAX, MaxSeedBatch), o.batch = true;
    else if (option == "--jobs") o.jobs = int(args.integer(1, 1024));
    else if (option == "--turn-ms") o.turnMs = int(args.integer(1, 3'600'000));
    else if (option == "--max-turns") o.maxTurns = int(args.integer(1, 1'000'000));
    else if (option == "--json") o.json = true;
    else if (option == "--bot-stderr") o.botStderr = true;
    else if (!patience::batch::readOption<patience::UsageError>(option, [&] { return args.value(); }, o.log)) return false;
    return true;
}

// Reads the whole command line into `o`. `gameOption(option, args)` reads
// one of the game's own options and returns true, or returns false for a
// name it does not know.
template <class GameOption>
void parseJudgeOptions(int argc, char** argv, JudgeOptions& o, GameOption gameOption) {
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string option = args.option();
        if (!readJudgeOption(option, args, o) && !gameOption(option, args)) throw args.unknown();
    }
}

// For a game with no options of its own.
inline void parseJudgeOptions(int argc, char** argv, JudgeOptions& o) {
    parseJudgeOptions(argc, argv, o, [](const std::string&, patience::OptionReader&) { return false; });
}

// What to play comes from one of --seed, --seeds or the game's own source
// (e.g. --deck FILE; `otherSource` empty if it has none); a bot is a must.
inline void checkJudgeOptions(const JudgeOptions& o, const std::string& otherSource = "", bool otherGiven = false) {
    if (o.seedGiven + o.batch + otherGiven > 1)
        throw patience::UsageError("give one of --seed, --seeds" + (otherSource.empty() ? "" : ", " + otherSource));
    if (o.bot.empty()) throw patience::UsageError("--bot needs a command");
    patience::batch::checkOptions<patience::UsageError>(o.log, o.batch, "--seeds");
}

// The limits in the JSON summary's "settings", between the bot and the game's own rules.
inline void writeJudgeLimits(json::Writer& w, const JudgeOptions& o) {
    w.key("turn_ms").value(o.turnMs);
    w.key("max_turns").value(o.maxTurns);
    w.key("jobs").value(o.jobs);
}

}  // namespace referee
