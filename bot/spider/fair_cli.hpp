// `bot spider` without --solve: the fair bot on the judge's protocol,
// `--bench LIST`, the same bot over seeded deals in-process (bench.hpp), and
// `--ab LIST`, two settings of it against each other (bot/common/ab_bench.hpp).
#pragma once

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <iostream>
#include <string>
#include <vector>

#include "common/parallel.hpp"
#include "bot/common/ab_bench.hpp"
#include "bot/spider/bench.hpp"
#include "bot/spider/evaluate.hpp"
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
    patience::bot::AbOptions ab;     // --ab
    AgentConfig agentA, agentB;      // --ab: the settings of A and B
};

// The most seeds one batch (--bench, --solve --seeds) plays.
constexpr std::uint64_t MaxSeeds = 10000000;

// The options every mode of `bot spider` ends with (`a`, its value from
// `args`): --jobs, --json, a batch's (--jsonl, --resume, --shard) and the
// rule options; false for anything else.
inline bool isSharedOption(const std::string& a, patience::OptionReader& args, int& jobs, bool& json, patience::batch::Options& batch,
                           Rules& rules) {
    if (a == "--jobs") jobs = int(args.integer(1, 256));
    else if (a == "--json") json = true;
    else return patience::batch::readOption<patience::UsageError>(a, [&] { return args.value(); }, batch) || readRuleOption(a, args, rules);
    return true;
}
// ... and anything else is unknown.
inline void readSharedOption(const std::string& a, patience::OptionReader& args, int& jobs, bool& json, patience::batch::Options& batch,
                             Rules& rules) {
    if (!isSharedOption(a, args, jobs, json, batch, rules)) throw args.unknown();
}

// If `a` is one of the fair bot's settings, reads it (its value from `args`)
// into `cfg` and returns true: the options --ab's --a and --b take.
inline bool readAgentOption(const std::string& a, patience::OptionReader& args, AgentConfig& cfg) {
    using patience::UsageError;
    if (a == "--expansions") cfg.planner.expansions = int(args.integer(1, 10000000));
    else if (a == "--samples") cfg.samples = int(args.integer(1, 1000));
    else if (a == "--sample-positions") cfg.samplePositions = long(args.integer(0, 1LL << 40));
    else if (a == "--reveal-margin") cfg.revealMargin = int(args.integer(0, 100000));
    else if (a == "--chance-draws") cfg.chance.draws = int(args.integer(0, 1000));
    else if (a == "--chance-expansions") cfg.chance.expansions = int(args.integer(1, 10000000));
    else if (a == "--chance-candidates") cfg.chance.candidates = int(args.integer(2, 100));
    else if (a == "--cleared") cfg.planner.weights.clear = int(args.integer(0, 100000));
    else if (a == "--expect-compare") cfg.expectCompare = true;
    else if (a == "--expect-draws") cfg.expectDraws = int(args.integer(0, 1000));
    else if (a == "--expect-expansions") cfg.expectExpansions = int(args.integer(1, 10000000));
    else if (a == "--deal-draws") cfg.dealDraws = int(args.integer(0, 1000));
    else if (a == "--deal-expansions") cfg.dealExpansions = int(args.integer(1, 10000000));
    else if (a == "--deal-candidates") cfg.planner.dealCandidates = int(args.integer(0, 1000));
    else if (a == "--reveal-candidates") cfg.planner.revealCandidates = int(args.integer(0, 1000));
    else if (a == "--guided") {
        std::string v = args.value();  // "W-E"
        std::size_t dash = v.find('-');
        if (dash == std::string::npos) throw UsageError("--guided wants W-E, got '" + v + "'");
        std::int64_t width = patience::wholeNumber(a, v.substr(0, dash), 0, 1LL << 62);
        std::int64_t expansions = patience::wholeNumber(a, v.substr(dash + 1), 0, 1LL << 62);
        cfg.guidedWidth = int(std::max<std::int64_t>(width, 1)), cfg.guidedExpansions = int(std::max<std::int64_t>(expansions, 1));
    } else if (a == "--weights") {
        std::istringstream in(args.value());
        std::vector<int> w;
        for (std::string f; std::getline(in, f, ',');) w.push_back(int(patience::wholeNumber(a, f, -10000, 10000)));
        if (w.size() == 8) cfg.planner.weights = Weights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
        else if (w.size() == 6) cfg.planner.weights = Weights{w[0], w[1], 0, w[2], w[3], w[4], w[5], 0};
        else throw UsageError("--weights wants 6 numbers (removed,down,natural,unnatural,broken,space) or 8 (removed,down,deep,natural,unnatural,broken,space,clear)");
    } else if (a == "--retry-after") cfg.retryAfter = int(args.integer(0, 104));
    else return false;
    return true;
}

inline FairOptions parseFairArgs(int argc, char** argv) {
    using patience::UsageError;
    FairOptions o;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--bench") o.seeds = args.numbers(0, 1ULL << 62, MaxSeeds), o.bench = true;
        else if (!readAgentOption(a, args, o.agent) && !patience::bot::readAbOption(a, args, o.ab, MaxSeeds))
            readSharedOption(a, args, o.jobs, o.json, o.batch, o.rules);
    }
    patience::bot::checkAbOptions(o.ab, o.bench, "--bench");
    if (o.ab.on) {  // --a's and --b's settings, on top of those given for both
        FairOptions scratch;
        auto isOther = [&](const std::string& a, patience::OptionReader& args) {
            return a == "--bench" || isSharedOption(a, args, scratch.jobs, scratch.json, scratch.batch, scratch.rules);
        };
        o.agentA = patience::bot::settingsFrom("--a", o.ab.aText, o.agent, readAgentOption, isOther);
        o.agentB = patience::bot::settingsFrom("--b", o.ab.bText, o.agent, readAgentOption, isOther);
    }
    if (o.json && !o.bench && !o.ab.on) throw UsageError("--json goes with --bench LIST or --ab LIST");
    patience::batch::checkOptions<UsageError>(o.batch, o.bench || o.ab.on, "--bench LIST, --ab LIST");
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

// --ab: the paired bench of bot/common/ab_bench.hpp, A against B.
inline int abBench(const FairOptions& o) {
    patience::bot::FairBenchOptions bench{o.ab.seeds, o.jobs, o.json, o.batch};
    return patience::bot::abBench(BenchGame{o.rules, o.agentA}, BenchGame{o.rules, o.agentB}, o.ab, bench, "bot spider");
}

// argv as `bot spider` receives them, without --solve.
inline int fairMain(int argc, char** argv) {
    try {
        FairOptions o = parseFairArgs(argc, argv);
        return o.bench ? benchFair(o) : o.ab.on ? abBench(o) : playProtocol(o);
    } catch (const patience::UsageError& e) {
        return patience::reportUsageError(e, "bot spider", "bot spider --help");
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot spider: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace spider::bot
