// `bot spider` without --solve: the fair bot on the judge's protocol, and
// `--bench LIST`, the same bot over seeded deals in-process (bench.hpp).
#pragma once

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <iostream>
#include <string>
#include <vector>

#include "common/parallel.hpp"
#include "bot/spider/bench.hpp"
#include "common/batch.hpp"
#include "common/options.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

struct FairOptions {
    bool bench = false, json = false;
    std::vector<std::uint64_t> seeds;  // --bench
    int jobs = 1;
    Rules rules;
    AgentConfig agent;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
};

// The most seeds one batch (--bench, --solve --seeds) plays.
constexpr std::uint64_t MaxSeeds = 10000000;

// The options every mode of `bot spider` ends with (`a`, its value from
// `args`): --jobs, --json, a batch's (--jsonl, --resume, --shard) and the
// rule options; anything else is unknown.
inline void readSharedOption(const std::string& a, patience::OptionReader& args, int& jobs, bool& json, patience::batch::Options& batch,
                             Rules& rules) {
    if (a == "--jobs") jobs = int(args.integer(1, 256));
    else if (a == "--json") json = true;
    else if (!patience::batch::readOption<patience::UsageError>(a, [&] { return args.value(); }, batch) && !readRuleOption(a, args, rules))
        throw args.unknown();
}

inline FairOptions parseFairArgs(int argc, char** argv) {
    using patience::UsageError;
    FairOptions o;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--bench") o.seeds = args.numbers(0, 1ULL << 62, MaxSeeds), o.bench = true;
        else if (a == "--expansions") o.agent.planner.expansions = int(args.integer(1, 10000000));
        else if (a == "--samples") o.agent.samples = int(args.integer(1, 1000));
        else if (a == "--sample-positions") o.agent.samplePositions = long(args.integer(0, 1LL << 40));
        else if (a == "--reveal-margin") o.agent.revealMargin = int(args.integer(0, 100000));
        else if (a == "--cleared") o.agent.planner.weights.clear = int(args.integer(0, 100000));
        else if (a == "--hindsight-worlds") o.agent.hindsightWorlds = int(args.integer(0, 1000));
        else if (a == "--hindsight-depth") o.agent.hindsightDepth = int(args.integer(1, 10000));
        else if (a == "--hindsight-expansions") o.agent.hindsightExpansions = int(args.integer(1, 10000000));
        else if (a == "--chance-draws") o.agent.chance.draws = int(args.integer(0, 1000));
        else if (a == "--chance-expansions") o.agent.chance.expansions = int(args.integer(1, 10000000));
        else if (a == "--chance-candidates") o.agent.chance.candidates = int(args.integer(2, 100));
        else if (a == "--learned") o.agent.planner.learned = true;
        else if (a == "--rollout-worlds") o.agent.rollout.worlds = int(args.integer(0, 1000));
        else if (a == "--rollout-depth") o.agent.rollout.depth = int(args.integer(0, 10000));
        else if (a == "--rollout-expansions") o.agent.rollout.expansions = int(args.integer(1, 10000000));
        else if (a == "--rollout-candidates") o.agent.rollout.candidates = int(args.integer(2, 100));
        else if (a == "--expect-compare") o.agent.expectCompare = true;
        else if (a == "--expect-draws") o.agent.expectDraws = int(args.integer(0, 1000));
        else if (a == "--expect-expansions") o.agent.expectExpansions = int(args.integer(1, 10000000));
        else if (a == "--deal-draws") o.agent.dealDraws = int(args.integer(0, 1000));
        else if (a == "--deal-expansions") o.agent.dealExpansions = int(args.integer(1, 10000000));
        else if (a == "--deal-candidates") o.agent.planner.dealCandidates = int(args.integer(0, 1000));
        else if (a == "--reveal-candidates") o.agent.planner.revealCandidates = int(args.integer(0, 1000));
        else if (a == "--guided") {
            std::string v = args.value();  // "W-E"
            std::size_t dash = v.find('-');
            if (dash == std::string::npos) throw UsageError("--guided wants W-E, got '" + v + "'");
            std::int64_t width = patience::wholeNumber(a, v.substr(0, dash), 0, 1LL << 62);
            std::int64_t expansions = patience::wholeNumber(a, v.substr(dash + 1), 0, 1LL << 62);
            o.agent.guidedWidth = int(std::max<std::int64_t>(width, 1)), o.agent.guidedExpansions = int(std::max<std::int64_t>(expansions, 1));
        } else if (a == "--weights") {
            std::istringstream in(args.value());
            std::vector<int> w;
            for (std::string f; std::getline(in, f, ',');) w.push_back(int(patience::wholeNumber(a, f, -10000, 10000)));
            if (w.size() == 8) o.agent.planner.weights = Weights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
            else if (w.size() == 6) o.agent.planner.weights = Weights{w[0], w[1], 0, w[2], w[3], w[4], w[5], 0};
            else throw UsageError("--weights wants 6 numbers (removed,down,natural,unnatural,broken,space) or 8 (removed,down,deep,natural,unnatural,broken,space,clear)");
        } else if (a == "--retry-after") o.agent.retryAfter = int(args.integer(0, 104));
        else readSharedOption(a, args, o.jobs, o.json, o.batch, o.rules);
    }
    if (o.json && !o.bench) throw UsageError("--json goes with --bench LIST");
    patience::batch::checkOptions<UsageError>(o.batch, o.bench, "--bench LIST");
    return o;
}

// Protocol mode: one answer per turn block; bad input is one line, exit 2.
inline int playProtocol(const FairOptions& o) {
    Agent agent(o.rules, o.agent);
    int line = 0;
    try {
        while (auto v = parseTurn(std::cin, line, o.rules)) {
            if (v->moves.empty()) throw TurnError(line, "the turn lists no legal command");
            std::cout << commandText(agent.choose(*v)) << std::endl;
        }
    } catch (const TurnError& e) {
        std::cerr << "bot spider: " << e.what() << '\n';
        return 2;
    }
    return 0;
}

// --bench: the fair bench of bot/common/fair_bench.hpp over the seeds.
inline int benchFair(const FairOptions& o) {
    patience::bot::FairBenchOptions bench{o.seeds, o.jobs, o.json, o.batch};
    return patience::bot::fairBench(BenchGame{o.rules, o.agent}, bench, "bot spider");
}

// argv as `bot spider` receives them, without --solve.
inline int fairMain(int argc, char** argv) {
    try {
        FairOptions o = parseFairArgs(argc, argv);
        return o.bench ? benchFair(o) : playProtocol(o);
    } catch (const patience::UsageError& e) {
        return patience::reportUsageError(e, "bot spider", "bot spider --help");
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot spider: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace spider::bot
