// `bot gallery`: the fair bot (the judge's protocol on stdin), its bench,
// and (--solve) the perfect-information solver of bot/gallery/solve_cli.hpp.
#pragma once

#include <cstdio>
#include <iomanip>
#include <iostream>

#include "common/batch.hpp"
#include "common/options.hpp"
#include "bot/common/ab_bench.hpp"
#include "bot/gallery/bench.hpp"
#include "bot/gallery/solve_cli.hpp"

namespace gallery::bot {

inline const std::string usageText = std::string(
    "usage: bot gallery [--seed N] [options]      play: turn blocks on standard input (the judge's\n"
    "                                             protocol), one answer a line on standard output\n"
    "       bot gallery --bench SEEDS [options]   play the seeds (1-100 or 1-10,20) in-process, fairly\n"
    "                                             (only what each turn shows): win rate, mean score,\n"
    "                                             CPU times\n"
    "       bot gallery --ab SEEDS --a \"OPTIONS\" --b \"OPTIONS\"\n"
    "                                             two settings of the fair bot on the same seeds\n"
    "       bot gallery --solve ...               perfect information (bot gallery --solve --help)\n"
    "options:\n"
    "  --seed N               play: the seed of the bot's randomness (1)\n"
    "  --samples N            stock orders sampled per candidate, at most (400; 0: player.hpp alone)\n"
    "  --prune N              drop a candidate trailing by N/10 standard deviations (20; 0: never)\n"
    "  --weights U,D,W,F,N,H,C  the play-out policy's values (policy.hpp; 30,4,100,100,1,1,150), for tuning\n"
    "  --round N              samples between two prunings (16)\n"
    "  --endgame N            with at most --endgame-stock cards in the stock, judge the candidates with\n"
    "                         the solver under N sampled stock orders (32; 0: never)\n"
    "  --endgame-stock N      (32: four deals)\n"
    "  --quick                play uncontested moves unsampled: about 3x faster, about 3 points of\n"
    "                         win rate weaker (measured on seeds 1-200)\n"
    "  --jobs J               --bench, --ab: deals in parallel (1)\n"
    "  --json                 --bench, --ab: end with one JSON line\n"
    "  --jsonl FILE           --bench, --ab: one JSON line per seed in FILE as it finishes\n"
    "  --resume               --bench, --ab: skip the seeds FILE holds already; the summary counts them\n"
    "  --shard K/N            --bench, --ab: only the seeds s with s mod N = K-1 (one of N machines)\n") +
    patience::bot::abUsageLines() +
    "exit status: 0 played / all won, 1 some not won, 2 bad input or usage (--ab: 0 whatever it finds,\n"
    "             1 a bot failed)\n";

struct Options {
    bool bench = false, json = false;
    std::uint64_t seed = 1;             // play: the seed of the bot's randomness
    std::vector<std::uint64_t> seeds;   // --bench
    int jobs = 1;
    SamplerConfig sampler;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
    patience::bot::AbOptions ab;     // --ab
    SamplerConfig sampleA, sampleB;  // --ab: the settings of A and B
};

using patience::UsageError;

// If `a` is one of the fair bot's settings, reads it (its value from `args`)
// into `cfg` and returns true: the options --ab's --a and --b take.
inline bool readSetting(const std::string& a, patience::OptionReader& args, SamplerConfig& cfg) {
    if (a == "--samples") cfg.samples = int(args.integer(0, 100000));
    else if (a == "--endgame") cfg.endgame.orders = int(args.integer(0, 100000));
    else if (a == "--endgame-stock") cfg.endgame.maxStock = int(args.integer(0, 104));
    else if (a == "--prune") cfg.prune = double(args.integer(0, 100)) / 10;
    else if (a == "--weights") {
        std::istringstream in(args.value());
        std::vector<int> w;
        for (std::string f; std::getline(in, f, ',');) w.push_back(int(patience::wholeNumber(a, f, 0, 1000)));
        if (w.size() != 7) throw UsageError("--weights wants 7 numbers: uncoverMovable,pileDepth,freeWanted,freePlace,noise,holdDoomed,chain");
        cfg.weights = PolicyWeights{w[0], w[1], w[2], w[3], w[4], w[5], w[6]};
    } else if (a == "--quick") cfg.quickUncontested = true;
    else if (a == "--round") cfg.round = int(args.integer(1, 100000));
    else return false;
    return true;
}

// The other options (the mode, the batch's): true if `a` is one.
inline bool readOtherOption(const std::string& a, patience::OptionReader& args, Options& o) {
    if (a == "--bench") o.seeds = args.numbers(0, 1ULL << 62, 10000000), o.bench = true;
    else if (a == "--seed") o.seed = std::uint64_t(args.integer(0, 1LL << 62));
    else if (a == "--jobs") o.jobs = int(args.integer(1, 256));
    else if (a == "--json") o.json = true;
    else return patience::batch::readOption<UsageError>(a, [&] { return args.value(); }, o.batch);
    return true;
}

inline Options parseArgs(int argc, char** argv) {
    Options o;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (!readSetting(a, args, o.sampler) && !readOtherOption(a, args, o) && !patience::bot::readAbOption(a, args, o.ab, 10000000))
            throw args.unknown();
    }
    patience::bot::checkAbOptions(o.ab, o.bench, "--bench");
    if (o.ab.on) {  // --a's and --b's settings, on top of those given for both
        Options scratch;
        auto isOther = [&](const std::string& a, patience::OptionReader& args) { return readOtherOption(a, args, scratch); };
        o.sampleA = patience::bot::settingsFrom("--a", o.ab.aText, o.sampler, readSetting, isOther);
        o.sampleB = patience::bot::settingsFrom("--b", o.ab.bText, o.sampler, readSetting, isOther);
    }
    patience::batch::checkOptions<UsageError>(o.batch, o.bench || o.ab.on, "--bench SEEDS, --ab SEEDS");
    return o;
}

// Protocol mode: one answer per turn block; bad input is one line, exit 2.
inline int play(const Options& o) {
    gallery::Rng rng(botSeed(o.seed));
    int line = 0;
    try {
        while (auto v = parseTurn(std::cin, line)) {
            if (v->moves.empty()) throw TurnError(line, "the turn lists no legal move");
            std::cout << actionName(chooseAction(*v, o.sampler, rng)) << std::endl;
        }
    } catch (const TurnError& e) {
        std::cerr << "bot gallery: " << e.what() << '\n';
        return 2;
    }
    return 0;
}

// --bench: the fair bench of bot/common/fair_bench.hpp over the seeds.
inline int bench(const Options& o) {
    patience::bot::FairBenchOptions bench{o.seeds, o.jobs, o.json, o.batch};
    return patience::bot::fairBench(BenchGame{o.sampler}, bench, "bot gallery");
}

// --ab: the paired bench of bot/common/ab_bench.hpp, A against B.
inline int abBench(const Options& o) {
    patience::bot::FairBenchOptions bench{o.ab.seeds, o.jobs, o.json, o.batch};
    return patience::bot::abBench(BenchGame{o.sampleA}, BenchGame{o.sampleB}, o.ab, bench, "bot gallery");
}

inline int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--solve") return solveMain(argc, argv);  // solve_cli.hpp reads its own options
    if (patience::asksHelp(argc, argv)) {
        std::cout << usageText;
        return 0;
    }
    try {
        Options o = parseArgs(argc, argv);
        return o.bench ? bench(o) : o.ab.on ? abBench(o) : play(o);
    } catch (const UsageError& e) {
        return patience::reportUsageError(e, "bot gallery", "bot gallery --help");  // one line
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot gallery: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace gallery::bot
