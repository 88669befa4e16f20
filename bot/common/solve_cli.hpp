// Every solver's command line (`bot GAME --solve`), once: --seed N or
// --seeds LIST, the limits (--time-ms, --positions), --jobs, --json and a
// batch's --jsonl, --resume, --shard; a game reads its own options beside
// them (its rules, its solver's switches) and gives its solver as a
// SolveGame (solve_batch.hpp). One seed prints the verdict and the moves;
// a list runs the solve batch.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bot/common/fair_cli.hpp"
#include "bot/common/solve_batch.hpp"
#include "common/options.hpp"

namespace patience::bot {

struct SolveOptions {
    std::vector<std::uint64_t> seeds;  // --seed N: one; --seeds LIST: a batch
    bool seedGiven = false, listGiven = false, json = false;
    int timeMs = 10000;
    long positions = 0;  // 0: no limit
    int jobs = 1;
    batch::Options batch;  // --jsonl, --resume, --shard
};

// Reads the command line: the options above, and the game's through
// `extra(option, args)` (false for a name it does not know). `others`
// names the game's other ways to say what to solve ("--load FILE"), when it
// has one, for the error that wants exactly one; `otherGiven` says whether
// it was given.
template <class Extra, class OtherGiven>
SolveOptions parseSolveOptions(int argc, char** argv, Extra extra, const std::string& others, OtherGiven otherGiven) {
    SolveOptions o;
    for (OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--solve") continue;
        if (a == "--seed")
            o.seeds = {std::uint64_t(args.integer(0, 1LL << 62))}, o.seedGiven = true;
        else if (a == "--seeds")
            o.seeds = args.numbers(0, 1ULL << 62, MaxSeeds), o.listGiven = true;
        else if (a == "--time-ms")
            o.timeMs = int(args.integer(1, 1 << 30));
        else if (a == "--positions")
            o.positions = long(args.integer(0, 1LL << 50));
        else if (a == "--jobs")
            o.jobs = int(args.integer(1, 256));
        else if (a == "--json")
            o.json = true;
        else if (!batch::readOption<UsageError>(
                     a, [&] { return args.value(); }, o.batch) &&
                 !extra(a, args))
            throw args.unknown();
    }
    if (int(o.seedGiven) + int(o.listGiven) + int(otherGiven()) != 1)
        throw UsageError("--solve wants one of --seed N, --seeds SEEDS" + (others.empty() ? "" : " or " + others));
    if (o.json && !o.listGiven) throw UsageError("--json goes with --seeds SEEDS");
    batch::checkOptions<UsageError>(o.batch, o.listGiven, "--solve --seeds SEEDS");
    return o;
}

template <class Extra>
SolveOptions parseSolveOptions(int argc, char** argv, Extra extra) {
    return parseSolveOptions(argc, argv, extra, "", [] { return false; });
}

// The batch's own options out of the command line's.
inline SolveBatchOptions batchOptions(const SolveOptions& o) {
    SolveBatchOptions b;
    b.seeds = o.seeds;
    b.label = listLabel(o.seeds);
    b.timeMs = o.timeMs, b.positions = o.positions, b.jobs = o.jobs, b.json = o.json, b.batch = o.batch;
    return b;
}

// --seed N: one game, its verdict and moves; --seeds LIST: the batch.
template <class Move, class Name>
int runSolve(const SolveGame<Move>& game, const SolveOptions& o, Name moveName) {
    SolveBatchOptions b = batchOptions(o);
    if (o.listGiven) return solveBatch(game, b);
    return solveOne(game, o.seeds.front(), "seed " + std::to_string(o.seeds.front()), b, moveName);
}

}  // namespace patience::bot
