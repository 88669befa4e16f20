// `bot calculation`: the fair bot (the judge's protocol on stdin), its bench,
// and the perfect-information solver.
#pragma once

#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "bot/calculation/bench.hpp"
#include "bot/common/ab_bench.hpp"
#include "common/options.hpp"
#include "bot/common/solve_batch.hpp"
#include "common/parallel.hpp"

namespace calculation::bot {

inline const std::string usageText = std::string(
    "usage: bot calculation [options]             play: turn blocks on standard input (the judge's\n"
    "                                             protocol), one move a line on standard output\n"
    "       bot calculation --bench SEEDS         play the seeds (1-100 or 1-10,20) in-process, fairly\n"
    "                                             (only what each turn shows): win rate, CPU times\n"
    "       bot calculation --ab SEEDS --a \"OPTIONS\" --b \"OPTIONS\"\n"
    "                                             two settings of the fair bot on the same seeds\n"
    "       bot calculation --solve --seed N      perfect information: winnable (with the moves),\n"
    "                                             unwinnable (proved) or unknown within --time-ms\n"
    "       bot calculation --solve --seeds SEEDS the same over seeds (1-200, 1-10,20): counts\n"
    "options:\n"
    "  --rules classic|coco   the rule set for --bench, --ab and --solve (coco)\n"
    "  --samples N            deck orders sampled per candidate move, at most (1000; 0: the policy alone)\n"
    "  --win-bonus N          a won play-out scores 52 + N, a lost one its cards home (1000)\n"
    "  --prune N              drop a candidate move trailing by N/10 standard deviations (25; 0: never)\n"
    "  --piles N              waste piles tried per card, cheapest first (4)\n"
    "  --endgame N            with at most N orders of the cards to come, try each with the solver (120; 0: never)\n"
    "  --endgame-positions N  ... at most N positions a move, and 300 ms (100000)\n"
    "  --weights E,G,C,S,K,R,P,N  the policy's costs (policy.hpp; 6,1,20,2,15,0,0,1), for tuning\n"
    "  --time-ms N            --solve: search limit per deal (10000)\n"
    "  --positions N          --solve: also give up after N positions a deal (0: no limit), so that\n"
    "                         the answers do not depend on the machine's load\n"
    "  --no-dead-ends         --solve: without the dead-end tests (to compare)\n"
    "  --no-lookahead         --solve: moves in the policy's order, not ordered by play-outs (to compare)\n"
    "  --jobs J               --bench, --ab, --solve --seeds: deals in parallel (1)\n"
    "  --json                 --bench, --ab, --solve --seeds: end with one JSON line\n"
    "  --jsonl FILE           --bench, --ab, --solve --seeds: one JSON line per seed in FILE as it finishes\n"
    "  --resume               ... skip the seeds FILE holds already; the summary counts them\n"
    "  --shard K/N            --bench, --ab, --solve --seeds: only the seeds s with s mod N = K-1\n") +
    patience::bot::abUsageLines() +
    "exit status: 0 played / won / winnable, 1 not won / not winnable, 2 bad input or usage\n"
    "             (--ab: 0 whatever it finds, 1 a bot failed)\n";

struct Options {
    enum class Mode { Play, Bench, Solve } mode = Mode::Play;
    RuleSet rules = RuleSet::CoCo;
    std::vector<std::uint64_t> seeds;  // --bench's list, or --solve --seeds' range
    std::uint64_t first = 0, last = 0;  // --solve: the seed, or the range of --seeds
    bool range = false, haveSeed = false, json = false;
    int jobs = 1, timeMs = 10000;
    long maxNodes = 0;  // --positions
    bool deadEnds = true, lookahead = true;
    SamplerConfig sampler;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
    patience::bot::AbOptions ab;     // --ab
    SamplerConfig sampleA, sampleB;  // --ab: the settings of A and B
};

using patience::UsageError;

// At most this many seeds a batch: a slip ("1-1000000000") is an error, not minutes of allocation.
constexpr std::uint64_t maxSeeds = 10000000;

// --rules' value: a rule set's name (games/calculation/game.hpp).
inline RuleSet rulesArg(const std::string& value) {
    if (auto r = parseRules(value)) return *r;
    throw UsageError("--rules wants classic or coco, got '" + value + "'");
}

// If `a` is one of the fair bot's settings, reads it (its value from `args`)
// into `cfg` and returns true: the options --ab's --a and --b take.
inline bool readSetting(const std::string& a, patience::OptionReader& args, SamplerConfig& cfg) {
    if (a == "--samples") cfg.samples = int(args.integer(0, 100000));
    else if (a == "--win-bonus") cfg.winBonus = int(args.integer(0, 100000));
    else if (a == "--prune") cfg.prune = double(args.integer(0, 100)) / 10;
    else if (a == "--endgame") cfg.endgame.maxOrders = int(args.integer(0, 1000000));
    else if (a == "--endgame-positions") cfg.endgame.budget = long(args.integer(1, 1LL << 40));
    else if (a == "--piles") cfg.maxPiles = int(args.integer(1, 4));
    else if (a == "--weights") {  // tuning: the policy's eight costs, in PolicyWeights' order (policy.hpp)
        std::istringstream in(args.value());
        std::vector<int> w;
        for (std::string f; std::getline(in, f, ',');) w.push_back(int(patience::wholeNumber(a, f, 0, 1000)));
        if (w.size() != 8) throw UsageError("--weights wants 8 numbers: empty,gap,covered,coveredSoon,kingCover,sameRank,emptySpare,copies");
        cfg.weights = PolicyWeights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
    } else return false;
    return true;
}

// The other options (modes, rules, the solver's, the batch's): true if `a` is one.
inline bool readOtherOption(const std::string& a, patience::OptionReader& args, Options& o, bool& solveSeeds) {
    if (a == "--bench") o.mode = Options::Mode::Bench, o.seeds = args.numbers(0, 1ULL << 62, maxSeeds);
    else if (a == "--solve") o.mode = Options::Mode::Solve;
    else if (a == "--seeds") o.seeds = args.numbers(0, 1ULL << 62, maxSeeds), solveSeeds = true;
    else if (a == "--seed") o.first = o.last = std::uint64_t(args.integer(0, 1LL << 62)), o.haveSeed = true;
    else if (a == "--rules") o.rules = rulesArg(args.value());
    else if (a == "--time-ms") o.timeMs = int(args.integer(1, 1 << 30));
    else if (a == "--positions") o.maxNodes = long(args.integer(0, 1LL << 50));
    else if (a == "--no-dead-ends") o.deadEnds = false;
    else if (a == "--no-lookahead") o.lookahead = false;
    else if (a == "--jobs") o.jobs = int(args.integer(1, 256));
    else if (a == "--json") o.json = true;
    else return patience::batch::readOption<UsageError>(a, [&] { return args.value(); }, o.batch);
    return true;
}

inline Options parseArgs(int argc, char** argv) {
    Options o;
    bool solveSeeds = false;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (!readSetting(a, args, o.sampler) && !readOtherOption(a, args, o, solveSeeds) && !patience::bot::readAbOption(a, args, o.ab, maxSeeds))
            throw args.unknown();
    }
    patience::bot::checkAbOptions(o.ab, o.mode != Options::Mode::Play, "--bench or --solve");
    if (o.ab.on) {  // --a's and --b's settings, on top of those given for both
        Options scratch;
        bool ignored = false;
        auto isOther = [&](const std::string& a, patience::OptionReader& args) { return readOtherOption(a, args, scratch, ignored); };
        o.sampleA = patience::bot::settingsFrom("--a", o.ab.aText, o.sampler, readSetting, isOther);
        o.sampleB = patience::bot::settingsFrom("--b", o.ab.bText, o.sampler, readSetting, isOther);
    }
    if (o.mode != Options::Mode::Solve && (solveSeeds || o.haveSeed)) throw UsageError("--seed and --seeds go with --solve (--bench takes its seeds)");
    if (o.mode == Options::Mode::Solve) {
        if (solveSeeds == o.haveSeed) throw UsageError("--solve wants one of --seed N and --seeds SEEDS");
        o.range = solveSeeds;
    }
    patience::batch::checkOptions<UsageError>(o.batch, o.mode == Options::Mode::Bench || o.ab.on || (o.mode == Options::Mode::Solve && o.range),
                                              "--bench SEEDS, --ab SEEDS, --solve --seeds SEEDS");
    return o;
}

// Protocol mode: one move per turn block; bad input is one line, exit 2.
inline int play(const Options& o) {
    Rng rng(1);
    int line = 0;
    try {
        while (auto v = parseTurn(std::cin, line)) {
            if (v->moves.empty()) throw TurnError(line, "the turn lists no legal move");
            Move m = chooseMove(*v, o.sampler, rng);
            std::cout << moveName(m) << std::endl;
        }
    } catch (const TurnError& e) {
        std::cerr << "bot calculation: " << e.what() << '\n';
        return 2;
    }
    return 0;
}

// --bench: the fair bench of bot/common/fair_bench.hpp over the seeds.
inline int bench(const Options& o) {
    patience::bot::FairBenchOptions bench{o.seeds, o.jobs, o.json, o.batch};
    return patience::bot::fairBench(BenchGame{o.rules, o.sampler}, bench, "bot calculation");
}

// --ab: the paired bench of bot/common/ab_bench.hpp, A against B.
inline int abBench(const Options& o) {
    patience::bot::FairBenchOptions bench{o.ab.seeds, o.jobs, o.json, o.batch};
    return patience::bot::abBench(BenchGame{o.rules, o.sampleA}, BenchGame{o.rules, o.sampleB}, o.ab, bench, "bot calculation");
}

// Replays a solver's moves on the engine: "" if they are legal and win.
inline std::string replay(const Game& g, const std::vector<Move>& moves) {
    return patience::bot::replayMoves(
        g, moves, [](const Game& at, Move m) { return at.whyNot(m); }, [](Game& at, Move m) { at.play(m); }, moveName);
}

// The solver as bot/common/solve_batch.hpp runs it.
inline patience::bot::SolveGame<Move> solveGame(const Options& o) {
    patience::bot::SolveGame<Move> game;
    game.program = "bot calculation";
    game.kind = std::string("bot calculation --solve ") + rulesName(o.rules);
    game.settings = rulesName(o.rules);
    game.solve = [o](std::uint64_t seed) {
        thread_local Solver solver(23);
        solver.deadEnds = o.deadEnds;
        solver.lookahead = o.lookahead;
        return solver.solve(newGame(seed, o.rules), o.timeMs, o.maxNodes);
    };
    game.replay = [rules = o.rules](std::uint64_t seed, const std::vector<Move>& moves) { return replay(newGame(seed, rules), moves); };
    game.writeSettings = [o](patience::json::Writer& w) {
        w.key("rules").value(rulesName(o.rules));
        w.key("dead_ends").value(o.deadEnds);
        w.key("lookahead").value(o.lookahead);
    };
    return game;
}

inline int solve(const Options& o) {
    patience::bot::SolveBatchOptions batch;
    batch.seeds = o.range ? o.seeds : std::vector<std::uint64_t>{o.first};
    batch.label = patience::listLabel(batch.seeds);
    batch.timeMs = o.timeMs, batch.positions = o.maxNodes, batch.jobs = o.jobs, batch.json = o.json, batch.batch = o.batch;
    if (!o.range) return patience::bot::solveOneSeed(solveGame(o), o.first, batch, moveName);
    return patience::bot::solveBatch(solveGame(o), batch);
}

inline int main(int argc, char** argv) {
    if (patience::asksHelp(argc, argv)) {
        std::cout << usageText;
        return 0;
    }
    try {
        Options o = parseArgs(argc, argv);
        switch (o.mode) {
        case Options::Mode::Play: return o.ab.on ? abBench(o) : play(o);
        case Options::Mode::Bench: return bench(o);
        case Options::Mode::Solve: return solve(o);
        }
    } catch (const UsageError& e) {
        return patience::reportUsageError(e, "bot calculation", "bot calculation --help");  // one line
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot calculation: " << e.what() << '\n';
        return 2;
    }
    return 2;
}

}  // namespace calculation::bot
