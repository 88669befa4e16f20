// The paired A/B bench of every game's fair bot (`bot GAME --ab SEEDS --a
// "OPTIONS" --b "OPTIONS"`): two settings of the same bot, each playing every
// seed as the fair bench plays it (playFair), so that each seed is a pair and
// the luck of the deal cancels. The seeds are judged in the order asked, by
// one consumer, as their results come in (forEachInOrder): the statistics of
// bot/common/paired_stats.hpp, and the SPRT that stops the bench once it is
// decided, at the same seed whatever --jobs is. A game gives the fair bench's
// adapter (bot/<game>/bench.hpp) twice and reads its own options with
// settingsFrom() and readAbOption() below; the batch (--jsonl, --resume,
// --shard, the progress line) is common/batch.hpp's.
#pragma once

#include <cstdint>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "bot/common/fair_bench.hpp"
#include "bot/common/paired_stats.hpp"
#include "common/batch.hpp"
#include "common/options.hpp"
#include "common/parallel.hpp"

namespace patience::bot {

// What --ab adds to a game's options.
struct AbOptions {
    bool on = false;                   // --ab given
    bool given = false;                // any of the options below: they go with --ab
    std::vector<std::uint64_t> seeds;  // --ab's list
    std::string aText, bText;          // --a, --b: the fair bot's settings, as words
    SprtSettings sprt;                 // --sprt P1, --alpha, --beta
    bool stop = true;                  // false: --no-stop
};

// `text` cut at white space: the words of --a's or --b's value.
std::vector<std::string> splitWords(const std::string& text);
std::string joinWords(const std::string& text);

// `text` (the value of `option`) as a number strictly between lo and hi.
double openInterval(const std::string& option, const std::string& text, double lo, double hi);

// If `option` is one of --ab's, reads it into `o` and returns true.
bool readAbOption(const std::string& option, OptionReader& args, AbOptions& o, std::uint64_t maxSeeds);

// After the command line: --ab's options need --ab, and --ab no other mode.
void checkAbOptions(const AbOptions& o, bool otherMode, const std::string& otherModes);

// Reads --a's or --b's words (`which`: "--a"), each option by
// `readSetting(option, args)`, into the settings it refers to; settingsFrom
// below says the rest.
void readSettingWords(const std::string& which, const std::string& text,
                      const std::function<bool(const std::string&, OptionReader&)>& readSetting,
                      const std::function<bool(const std::string&, OptionReader&)>& isOther);

// The fair bot's settings that --a's or --b's words (`which`: "--a") make of
// `s` (the settings given outside, for both): each option read by the game's
// own `readSetting(option, args, s)`. An option it does not take is an error
// naming `which`: one the game takes elsewhere (`isOther(option, args)`
// reads it into scratch options and says so) belongs outside, so that A and B
// play by the same rules; any other is unknown.
template <class Settings, class ReadSetting, class IsOther>
Settings settingsFrom(const std::string& which, const std::string& text, Settings s, ReadSetting readSetting,
                      IsOther isOther) {
    readSettingWords(
        which, text, [&](const std::string& option, OptionReader& args) { return readSetting(option, args, s); },
        isOther);
    return s;
}

// One seed played by both.
struct AbResult {
    FairResult a, b;
};

// One --jsonl line per seed: the fair bench's keys of each under "a" and "b".
batch::Codec<AbResult> abCodec(const std::string& kind, const std::string& measureKey);

// The batch's name: the fair bench's with --ab and both settings, so that a
// --resume with other settings is refused.
std::string abKind(const AdapterText& game, const AbOptions& ab);

// What the seeds judged add up to.
struct AbTotals {
    PairedTally tally;
    PairedSprt sprt;
    FairTotals a, b;              // failures, moves, CPU time
    std::uint64_t stoppedAt = 0;  // the seed the bench stopped after (0: it did not)
};

// "-2.94", "0.031": a figure for the summary line.
std::string figure(double x, int decimals);
std::string pValue(double p);

// The human summary: a few lines, the verdict last but one.
std::string abSummaryText(const AdapterText& game, const AdapterText& b, const AbOptions& ab, const FairBenchOptions& o,
                          const AbTotals& t, double seconds);

// The JSON summary, one line.
std::string abSummaryJson(const AdapterText& a, const AdapterText& b, const AbOptions& ab, const FairBenchOptions& o,
                          const AbTotals& t, double seconds);

// `bot GAME --ab`: both settings play the seeds (resumed from --jsonl where
// it holds them); the seeds are judged in the order asked and, unless
// --no-stop or --shard (a shard's stopping point is not the whole run's),
// no seed is begun once the SPRT is decided. Failures go to `err` as
// "PROGRAM: seed N: A: ...", the summary (and with --json one JSON line) to
// `out`. Returns 0 (a measurement, whatever it says), 1 if a bot failed.
// `play(seed)` plays a seed with both settings (on --jobs threads at once).
int abBench(const AdapterText& a, const AdapterText& b, const std::function<AbResult(std::uint64_t seed)>& play,
            const AbOptions& ab, const FairBenchOptions& o, const std::string& program, std::ostream& out = std::cout,
            std::ostream& err = std::cerr);
// The same, each seed played by playFair with each adapter.
template <class Adapter>
int abBench(const Adapter& a, const Adapter& b, const AbOptions& ab, const FairBenchOptions& o,
            const std::string& program, std::ostream& out = std::cout, std::ostream& err = std::cerr) {
    return abBench(
        adapterText(a), adapterText(b),
        [&](std::uint64_t seed) {
            return AbResult{playFair(a, seed), playFair(b, seed)};
        },
        ab, o, program, out, err);
}

}  // namespace patience::bot
