// Every fair bot's command line (`bot GAME` without --solve), once: the
// judge's protocol on standard input (play_turns.hpp), --bench SEEDS (the
// fair bench, fair_bench.hpp) and --ab SEEDS (two settings paired,
// ab_bench.hpp), with --jobs, --json and a batch's --jsonl, --resume,
// --shard; each mode's help is mode_help.hpp's. A game describes its bot in
// bot/<game>/fair_cli.hpp:
//
//   Settings   the fair bot's settings: what --a and --b set for A and B
//   Rules      the rules, and whatever else is the same for A and B (Spider's
//              rule options, Calculation's --rules, the gallery's --seed)
//   static constexpr const char* program                 "bot spider": error lines start so
//   static bool readSetting(option, OptionReader&, Settings&)   one of the settings, or false
//   static bool readRule(option, OptionReader&, Rules&)         one of the rules, or false
//   static Adapter benchGame(const Rules&, const Settings&)     the fair bench's adapter (bench.hpp)
//   static int play(const Rules&, const Settings&)             the protocol mode (playTurns)
//   static Adapter gradeGame(const Rules&, const Settings&, uint64_t luck)   the bench's adapter, its bot's randomness moved by luck
//   static GradeSolve gradeSolve(const Rules&, uint64_t seed, long positions)   the solver's verdict for --grade
//   static GradeCuts gradeCuts(const Rules&)                    the grades' cuts, calibrated (docs/grade.md)
//   static void gradeDefaults(const Rules&, Settings&)          the grader: the fair bot's settings --grade starts from
//   static int gradeRuns(const Rules&)                          --grade's games a deal, for which its cuts are calibrated
//   static double gradeProgress(int measure)                    how far a lost game got, 0 to 1, from the bench's measure
//   static GradedAhead gradedAhead(const Rules&)               the grader's scores of seeds 1-N computed ahead (grade_table.hpp)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bot/common/ab_bench.hpp"
#include "bot/common/fair_bench.hpp"
#include "bot/common/grade.hpp"
#include "bot/common/grade_check.hpp"
#include "bot/common/mode_help.hpp"
#include "common/batch.hpp"
#include "common/options.hpp"

namespace patience::bot {

// The most seeds one batch plays: a slip ("1-1000000000") is an error, not
// minutes of allocation.
constexpr std::uint64_t MaxSeeds = 10000000;

// --safety-ms N: a decision's wall-clock safety net, in ms (a fair bot's
// work is bounded by positions; the net only keeps a loaded machine's move
// far from the judge's limit). 0 (SearchLimit::NoClock): none, so that a
// bench's figures do not depend on the machine's load at all
// (tools/same-figures).
int safetyMs(OptionReader& args);
std::string safetyUsage(const std::string& byDefault);

// The fair bot's options that are not the game's: the modes', the batch's.
struct FairModeOptions {
    bool bench = false, json = false;
    std::vector<std::uint64_t> seeds;  // --bench's
    int jobs = 1;
    batch::Options batch;           // --jsonl, --resume, --shard
    AbOptions ab;                   // --ab
    bool grade = false;             // --grade SEEDS
    GradeOptions grading;           // its seeds, --runs, --grade-positions, --calibrate
    std::optional<GradeCuts> cuts;  // --cuts: instead of the game's
    bool gradedAhead = false;       // --graded-ahead: a seed's grade from the table, if it holds the seed
    int settingsGiven = 0;          // the fair bot's settings among the options
};

template <class Bot>
struct FairOptions : FairModeOptions {
    typename Bot::Settings settings;  // given outside --a and --b: for both
    typename Bot::Rules rules;
    typename Bot::Settings a, b;  // --ab: A's and B's settings
};

// The options that are the same for A and B and not the game's: the
// mode's and the batch's. False for anything else.
bool readModeOption(const std::string& option, OptionReader& args, FairModeOptions& o);

// The options that are the same for A and B: the mode's, the batch's and
// the rules. False for anything else.
template <class Bot>
bool readSharedOption(const std::string& option, OptionReader& args, FairOptions<Bot>& o) {
    return readModeOption(option, args, o) || Bot::readRule(option, args, o.rules);
}

// After the command line, before --a's and --b's settings are read: the
// modes' options go together (--graded-ahead alone with --grade SEED, --ab
// and --bench without another mode), and --grade takes --jobs, --json and
// the batch's options.
void checkModeOptions(FairModeOptions& o);
// After --a's and --b's settings: --json and the batch's options go with a batch.
void checkBatchOptions(const FairModeOptions& o);

template <class Bot>
FairOptions<Bot> parseFairOptionsFrom(int argc, char** argv, const typename Bot::Settings& initial) {
    FairOptions<Bot> o;
    o.settings = initial;
    for (OptionReader args(argc, argv); args.more();) {
        std::string option = args.option();
        if (Bot::readSetting(option, args, o.settings))
            ++o.settingsGiven;
        else if (!readAbOption(option, args, o.ab, MaxSeeds) && !readSharedOption(option, args, o))
            throw args.unknown();
    }
    checkModeOptions(o);
    if (o.ab.on) {  // --a's and --b's settings, on top of those given for both
        FairOptions<Bot> scratch;
        auto isShared = [&](const std::string& option, OptionReader& args) {
            return readSharedOption(option, args, scratch);
        };
        o.a = settingsFrom("--a", o.ab.aText, o.settings, Bot::readSetting, isShared);
        o.b = settingsFrom("--b", o.ab.bText, o.settings, Bot::readSetting, isShared);
    }
    checkBatchOptions(o);
    return o;
}

// The options; with --grade, the settings the options change start from the
// game's grader (Bot::gradeDefaults, docs/grade.md) instead of the fair bot's.
template <class Bot>
FairOptions<Bot> parseFairOptions(int argc, char** argv) {
    FairOptions<Bot> o = parseFairOptionsFrom<Bot>(argc, argv, typename Bot::Settings{});
    if (!o.grade) return o;
    typename Bot::Settings grader{};
    Bot::gradeDefaults(o.rules, grader);
    return parseFairOptionsFrom<Bot>(argc, argv, grader);
}

// fairMain's parts that are every game's:
// argv with --grade-check or --grade-table (and what follows it) moved to
// argv[1], in `moved`, when either is given; else argv.
char** gradeFilesFirst(int argc, char** argv, std::vector<char*>& moved);
// `--grade-check GRADED PLAYER ...`'s options after the two files (argv[0]
// first), after checking that both are given.
std::vector<char*> gradeCheckRest(int argc, char** argv);
// --grade-check plays nothing: no --bench, --grade, --ab nor --json.
void checkGradeCheckOptions(const FairModeOptions& o);
// `--grade-table GRADED`: the table's text on standard output.
int gradeTableMain(int argc, char** argv);
// --graded-ahead's line: the seed's grade from the table.
void printGradedAhead(std::uint64_t seed, int grade);

// The mode the options ask for. Argv as `bot GAME` receives them.
template <class Bot>
int fairMain(int argc, char** argv) {
    // --grade-check and --grade-table come first below, wherever they were
    // given: `bot spider --suits 2 --grade-table F` is `--grade-table F --suits 2`.
    std::vector<char*> moved(argv, argv + argc);
    argv = gradeFilesFirst(argc, argv, moved);
    // --grade-check GRADED PLAYER [rules] [--cuts]: two --grade files
    // compared, nothing played; GRADED graded with the game's cuts for the rules.
    if (argc >= 2 && std::string(argv[1]) == "--grade-check") {
        std::vector<char*> rest = gradeCheckRest(argc, argv);
        FairOptions<Bot> o = parseFairOptionsFrom<Bot>(int(rest.size()), rest.data(), typename Bot::Settings{});
        checkGradeCheckOptions(o);
        return gradeCheck(argv[2], argv[3], o.cuts ? *o.cuts : Bot::gradeCuts(o.rules));
    }
    // --grade-table GRADED: a --grade file of seeds 1-N as the text
    // of grade_table.hpp's scores.
    if (argc >= 2 && std::string(argv[1]) == "--grade-table") return gradeTableMain(argc, argv);
    FairOptions<Bot> o = parseFairOptions<Bot>(argc, argv);
    if (o.gradedAhead) {
        std::uint64_t seed = o.grading.seeds[0];
        GradedAhead table = Bot::gradedAhead(o.rules);
        if (table.has(seed)) {
            int grade = table.grade(seed, Bot::gradeCuts(o.rules));
            printGradedAhead(seed, grade);
            return 0;
        }
    }
    if (o.bench)
        return fairBench(Bot::benchGame(o.rules, o.settings), FairBenchOptions{o.seeds, o.jobs, o.json, o.batch},
                         Bot::program);
    if (o.grade) {
        if (!o.grading.runs) o.grading.runs = Bot::gradeRuns(o.rules);
        std::string kind = std::string(Bot::program) + " --grade";
        return gradeBatch(
            kind, Bot::program, o.grading, o.cuts ? *o.cuts : Bot::gradeCuts(o.rules),
            [&](std::uint64_t luck) { return Bot::gradeGame(o.rules, o.settings, luck); },
            [&](std::uint64_t seed) { return Bot::gradeSolve(o.rules, seed, o.grading.solverPositions); },
            [](int measure) { return Bot::gradeProgress(measure); });
    }
    if (o.ab.on)
        return abBench(Bot::benchGame(o.rules, o.a), Bot::benchGame(o.rules, o.b), o.ab,
                       FairBenchOptions{o.ab.seeds, o.jobs, o.json, o.batch}, Bot::program);
    return Bot::play(o.rules, o.settings);
}

}  // namespace patience::bot
