// The fair bench of every game's fair bot (`bot GAME --bench SEEDS`): each
// seed played in-process exactly as the judge presents it (the game's
// turnText, read back by the bot through the game's view parser, each answer
// checked by the engine before it is played; the bot never sees the Game),
// the CPU time of each answer, and one summary with the same keys for every
// game. A game gives a small adapter (bot/<game>/bench.hpp): its deal, its
// bot, its own measure (cards home, score, suits removed) and settings; the
// seed loop, the batch (--jsonl, --resume, --shard, the progress line), the
// threads and the summary live here, once.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "common/batch.hpp"
#include "common/json.hpp"

namespace patience::bot {

// This thread's CPU time in ms: what the bot spends, whatever else the
// machine runs (a shared machine's load does not show in the figures).
double threadCpuMs();

// The randomness of a fair bot for a seed (Calculation's and the gallery's;
// Spider's bot seeds itself from its first turn): the same on every run, so
// that a seed's game is played alike by the bench and under the judge.
inline std::uint64_t botSeed(std::uint64_t seed) { return seed * 0x9e3779b97f4a7c15ULL + 17; }
// The same moved by a run's luck (--grade plays a deal with luck 0, 1, ...):
// luck 0 is the seed's usual game.
inline std::uint64_t botSeed(std::uint64_t seed, std::uint64_t luck) {
    return botSeed(seed) + luck * 0x632be59bd9b4e019ULL;
}

// One seed played to the judge's end.
struct FairResult {
    bool won = false;
    int measure = 0;    // the game's own measure at the end (Adapter::measureKey)
    int moves = 0;      // answers played
    double moveMs = 0;  // CPU time choosing them, reading the turn included
    double maxMs = 0;   // the slowest answer
    std::string error;  // non-empty: the bot refused a turn or answered an illegal move
};

// What a game's adapter gives (bot/<game>/bench.hpp has one each):
//   Table deal(seed)                the judge's side of the game; never shown to the bot
//   Bot bot(seed)                   the fair bot, with its randomness for the seed
//   optional<string> turnText(const Table&, int turn)   the judge's turn block; none when the game is over
//   Answer answer(Bot&, istream&)   the bot reads the block (the game's view parser; throws on bad text) and answers
//   string whyNot(const Table&, const Answer&), void play(Table&, const Answer&), string answerText(const Answer&)
//   int measure(const Table&)       the game's measure at the end; bool won(const Table&)
//   int maxTurns                    the judge's turn limit
//   string kind()                   the batch's name ("bot spider --bench"): --jsonl lines and the summary say it
//   const char* measureKey, measureWords   "home", "cards home": the --jsonl key and the summary's words
//   string label()                  the settings in words for the summary line ("classic, 1000 samples")
//   void settings(json::Writer&)    the settings as the keys of the summary's "settings"
template <class Adapter>
FairResult playFair(const Adapter& game, std::uint64_t seed) {
    auto table = game.deal(seed);
    auto bot = game.bot(seed);
    using Answer = decltype(game.answer(bot, std::declval<std::istream&>()));
    FairResult res;
    for (int turn = 1; turn <= game.maxTurns; ++turn) {
        std::optional<std::string> text = game.turnText(table, turn);
        if (!text) break;
        double t0 = threadCpuMs();
        std::istringstream in(*text);
        std::optional<Answer> answer;
        try {
            answer.emplace(game.answer(bot, in));
        } catch (const std::exception& e) {
            res.error = "turn " + std::to_string(turn) + ": the bot refused the judge's turn: " + e.what();
            break;
        }
        double ms = threadCpuMs() - t0;
        res.moveMs += ms;
        res.maxMs = std::max(res.maxMs, ms);
        std::string why = game.whyNot(table, *answer);
        if (!why.empty()) {
            res.error = "turn " + std::to_string(turn) + ": " + game.answerText(*answer) + ": " + why;
            break;
        }
        game.play(table, *answer);
        ++res.moves;
    }
    res.won = game.won(table);
    res.measure = game.measure(table);
    return res;
}

// The bench's own options (a game's CLI reads them beside its own).
struct FairBenchOptions {
    std::vector<std::uint64_t> seeds;  // in the order asked
    int jobs = 1;
    bool json = false;
    batch::Options batch;  // --jsonl, --resume, --shard
};

// One --jsonl line per seed, and back. `max_ms` may be missing from lines
// written before every game kept it.
batch::Codec<FairResult> fairCodec(const std::string& kind, const std::string& measureKey);

// The figures of a bench, added up over its seeds.
struct FairTotals {
    std::size_t games = 0;
    long wins = 0, failures = 0, moves = 0, measure = 0;
    double moveMs = 0, maxMs = 0;
    std::uint64_t slowestSeed = 0;

    void add(std::uint64_t seed, const FairResult& r);
    double winRate() const { return games ? double(wins) / double(games) : 0; }
    double meanMeasure() const { return games ? double(measure) / double(games) : 0; }
    double msPerMove() const { return moves ? moveMs / double(moves) : 0; }
    // 0 all won, 1 a game lost, 2 a bot that refused a turn or answered an illegal move.
    int exitStatus() const { return failures ? 2 : wins == long(games) ? 0 : 1; }
};

// A batch summary's "seeds" and "shard" keys (the shard null for a whole run).
void writeSeedsAndShard(json::Writer& w, const std::vector<std::uint64_t>& seeds, const batch::Options& b);

// What the bench's lines say of a game, taken from its adapter once: the
// batch's name, the settings in words, the measure's key and words, and the
// settings as JSON keys (the adapter's kind(), label(), measureKey,
// measureWords and settings()).
struct AdapterText {
    std::string kind, label;
    const char* measureKey;
    const char* measureWords;
    std::function<void(json::Writer&)> settings;  // the adapter's, which it refers to
};
template <class Adapter>
AdapterText adapterText(const Adapter& game) {
    return {game.kind(), game.label(), game.measureKey, game.measureWords,
            [&game](json::Writer& w) { game.settings(w); }};
}

// A summary's closing keys, the same in every bench: its time, its jobs.
void writeTimeAndJobs(json::Writer& w, double seconds, int jobs);
// The game's settings as the object under `key` ("settings", "settings_a").
void writeSettings(json::Writer& w, const char* key, const AdapterText& game);

// The JSON summary: the same top-level keys for every game, the game's own
// settings and measures under "settings" and "game".
std::string fairSummaryJson(const AdapterText& game, const FairBenchOptions& o, const FairTotals& t, double seconds);

// `bot GAME --bench`: plays the seeds (resumed from --jsonl where it holds
// them), reports each failure on `err` as "PROGRAM: seed N: ...", then one
// summary line (and with --json one JSON line) on `out`. Returns the exit
// status: 0 all won, 1 a game lost, 2 a failure. A --jsonl file that cannot
// be taken throws batch::Error.
// `play(seed)` plays a seed (on --jobs threads at once).
int fairBench(const AdapterText& game, const std::function<FairResult(std::uint64_t seed)>& play,
              const FairBenchOptions& o, const std::string& program, std::ostream& out = std::cout,
              std::ostream& err = std::cerr);
// The same, each seed played by playFair.
template <class Adapter>
int fairBench(const Adapter& game, const FairBenchOptions& o, const std::string& program, std::ostream& out = std::cout,
              std::ostream& err = std::cerr) {
    return fairBench(
        adapterText(game), [&](std::uint64_t seed) { return playFair(game, seed); }, o, program, out, err);
}

}  // namespace patience::bot
