// `bot spider` without --solve: the fair bot on the judge's protocol, and
// `--bench A-B`, the same bot over seeded deals in-process (bench.hpp).
#pragma once

#include <iomanip>
#include <sstream>
#include <iostream>
#include <string>
#include <vector>

#include "bot/common/args.hpp"
#include "common/parallel.hpp"
#include "bot/spider/bench.hpp"
#include "common/batch.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

struct FairOptions {
    bool bench = false, json = false;
    std::uint64_t first = 0, last = 0;
    int jobs = 1;
    Rules rules;
    AgentConfig agent;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
};

// The options every mode of `bot spider` ends with (argv[i] is the option,
// `value` takes its value): --jobs, --json, a batch's (--jsonl, --resume,
// --shard) and the rule options; anything else is unknown.
template <class Value>
void readSharedOption(int argc, char** argv, int& i, Value&& value, int& jobs, bool& json, patience::batch::Options& batch, Rules& rules) {
    using patience::bot::UsageError;
    std::string a = argv[i];
    if (a == "--jobs") jobs = int(patience::bot::numberArg(a, value(), 1, 256));
    else if (a == "--json") json = true;
    else if (!patience::batch::readOption<UsageError>(a, value, batch)) {
        try {
            if (!parseRuleOption(argc, argv, i, rules)) throw UsageError("unknown option '" + a + "'");
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    }
}

inline FairOptions parseFairArgs(int argc, char** argv) {
    using patience::bot::numberArg;
    using patience::bot::UsageError;
    FairOptions o;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw UsageError(a + " wants a value");
            return argv[++i];
        };
        if (a == "--bench") {
            auto r = patience::bot::rangeArg(a, value());
            if (r.last - r.first >= 10000000) throw UsageError("--bench: at most 10000000 deals at a time");
            o.first = r.first, o.last = r.last, o.bench = true;
        } else if (a == "--expansions") o.agent.planner.expansions = int(numberArg(a, value(), 1, 10000000));
        else if (a == "--samples") o.agent.samples = int(numberArg(a, value(), 1, 1000));
        else if (a == "--sample-positions") o.agent.samplePositions = long(numberArg(a, value(), 0, 1LL << 40));
        else if (a == "--reveal-margin") o.agent.revealMargin = int(numberArg(a, value(), 0, 100000));
        else if (a == "--cleared") o.agent.planner.weights.clear = int(numberArg(a, value(), 0, 100000));
        else if (a == "--hindsight-worlds") o.agent.hindsightWorlds = int(numberArg(a, value(), 0, 1000));
        else if (a == "--hindsight-depth") o.agent.hindsightDepth = int(numberArg(a, value(), 1, 10000));
        else if (a == "--hindsight-expansions") o.agent.hindsightExpansions = int(numberArg(a, value(), 1, 10000000));
        else if (a == "--expect-compare") o.agent.expectCompare = true;
        else if (a == "--expect-draws") o.agent.expectDraws = int(numberArg(a, value(), 0, 1000));
        else if (a == "--expect-expansions") o.agent.expectExpansions = int(numberArg(a, value(), 1, 10000000));
        else if (a == "--deal-draws") o.agent.dealDraws = int(numberArg(a, value(), 0, 1000));
        else if (a == "--deal-expansions") o.agent.dealExpansions = int(numberArg(a, value(), 1, 10000000));
        else if (a == "--deal-candidates") o.agent.planner.dealCandidates = int(numberArg(a, value(), 0, 1000));
        else if (a == "--reveal-candidates") o.agent.planner.revealCandidates = int(numberArg(a, value(), 0, 1000));
        else if (a == "--guided") {
            std::string v = value();
            auto r = patience::bot::splitRange(a, v);  // "W-E"
            o.agent.guidedWidth = int(std::max<std::uint64_t>(r.first, 1)), o.agent.guidedExpansions = int(std::max<std::uint64_t>(r.last, 1));
        } else if (a == "--weights") {
            std::istringstream in(value());
            std::vector<int> w;
            for (std::string f; std::getline(in, f, ',');) w.push_back(int(numberArg(a, f, -10000, 10000)));
            if (w.size() == 8) o.agent.planner.weights = Weights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
            else if (w.size() == 6) o.agent.planner.weights = Weights{w[0], w[1], 0, w[2], w[3], w[4], w[5], 0};
            else throw UsageError("--weights wants 6 numbers (removed,down,natural,unnatural,broken,space) or 8 (removed,down,deep,natural,unnatural,broken,space,clear)");
        } else if (a == "--retry-after") o.agent.retryAfter = int(numberArg(a, value(), 0, 104));
        else readSharedOption(argc, argv, i, value, o.jobs, o.json, o.batch, o.rules);
    }
    if (o.json && !o.bench) throw UsageError("--json goes with --bench A-B");
    patience::batch::checkOptions<UsageError>(o.batch, o.bench, "--bench A-B");
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

// One --jsonl line per seed of --bench, and back.
inline patience::batch::Codec<PlayResult> benchCodec() {
    namespace batch = patience::batch;
    return {"bot spider --bench", "seed",
            [](patience::json::Writer& w, const PlayResult& r) {
                w.key("won").value(r.won);
                w.key("removed").value(r.removed);
                w.key("moves").value(r.moves);
                w.key("move_ms").value(r.moveMs);
                w.key("max_ms").value(r.maxMs);
                w.key("error").value(r.error);
            },
            [](const patience::json::Value& v) {
                PlayResult r;
                r.won = batch::flag(v, "won");
                r.removed = int(batch::integer(v, "removed"));
                r.moves = int(batch::integer(v, "moves"));
                r.moveMs = batch::number(v, "move_ms");
                r.maxMs = batch::number(v, "max_ms");
                r.error = batch::text(v, "error");
                return r;
            },
            [](const PlayResult& r) { return r.won; }};
}

inline int benchFair(const FairOptions& o) {
    patience::batch::Run<PlayResult> run(o.batch, patience::batch::seedList(o.first, o.last), benchCodec(), "seeds", "won");
    std::size_t n = run.size();
    std::vector<PlayResult> results(n);
    double seconds = patience::bot::timedParallel(n, std::min<int>(o.jobs, int(std::max<std::size_t>(n, 1))), [&](std::size_t i) {
        results[i] = run.get(i, [&] { return playDeal(run.id(i), o.rules, o.agent); });
    });
    run.finish();
    long wins = 0, removed = 0, moves = 0;
    double ms = 0, maxMs = 0;
    std::uint64_t slowest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const PlayResult& r = results[i];
        if (!r.error.empty()) {
            std::cerr << "bot spider: seed " << run.id(i) << ": " << r.error << '\n';
            return 2;
        }
        wins += r.won;
        removed += r.removed;
        moves += r.moves;
        ms += r.moveMs;
        if (r.maxMs > maxMs) maxMs = r.maxMs, slowest = run.id(i);
    }
    double rate = n ? 100.0 * double(wins) / double(n) : 0, meanRemoved = n ? double(removed) / double(n) : 0;
    double msMove = moves ? ms / double(moves) : 0;
    std::cout << std::fixed << std::setprecision(2) << "seeds " << o.first << "-" << o.last << o.batch.shardText() << ", " << o.rules.suits
              << " suit" << (o.rules.suits == 1 ? "" : "s") << ": " << wins << "/" << n << " won (" << rate << "%), " << meanRemoved
              << " suits removed on average, " << std::setprecision(3) << msMove << " ms a move (CPU, " << moves << " moves), slowest "
              << std::setprecision(1) << maxMs << " ms (seed " << slowest << "), " << seconds << " s total (" << o.jobs << " jobs)\n";
    if (o.json)
        std::cout << std::setprecision(4) << "{\"first\":" << o.first << ",\"last\":" << o.last << ",\"suits\":" << o.rules.suits << ",\"games\":" << n
                  << ",\"wins\":" << wins << ",\"win_rate\":" << rate / 100 << ",\"removed_mean\":" << meanRemoved << ",\"ms_per_move\":" << msMove
                  << ",\"max_move_ms\":" << maxMs << ",\"slowest_seed\":" << slowest << ",\"moves\":" << moves << ",\"seconds\":" << seconds
                  << ",\"expansions\":" << o.agent.planner.expansions << ",\"samples\":" << bySuits(o.agent, o.rules.suits).samples
                  << ",\"sample_positions\":" << bySuits(o.agent, o.rules.suits).samplePositions << ",\"jobs\":" << o.jobs << "}\n";
    return 0;
}

// argv as `bot spider` receives them, without --solve.
inline int fairMain(int argc, char** argv) {
    try {
        FairOptions o = parseFairArgs(argc, argv);
        return o.bench ? benchFair(o) : playProtocol(o);
    } catch (const patience::bot::UsageError& e) {
        std::cerr << "bot spider: " << e.what() << '\n';
        return 2;
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot spider: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace spider::bot
