// Every solver's command line (`bot GAME --solve`), once: --seed N or
// --seeds LIST, the limits (--time-ms, --positions), --jobs, --json and a
// batch's --jsonl, --resume, --shard; a game reads its own options beside
// them (its rules, its solver's switches) and gives its solver as a
// SolveGame (solve_batch.hpp). One seed prints the verdict and the moves;
// a list runs the solve batch.
#pragma once

#include <cstdint>
#include <functional>
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
SolveOptions parseSolveOptions(int argc, char** argv,
                               const std::function<bool(const std::string&, OptionReader&)>& extra,
                               const std::string& others, const std::function<bool()>& otherGiven);

SolveOptions parseSolveOptions(int argc, char** argv,
                               const std::function<bool(const std::string&, OptionReader&)>& extra);

// The batch's own options out of the command line's.
SolveBatchOptions batchOptions(const SolveOptions& o);

// --seed N: one game, its verdict and moves; --seeds LIST: the batch.
template <class Move, class Name>
int runSolve(const SolveGame<Move>& game, const SolveOptions& o, Name moveName) {
    SolveBatchOptions b = batchOptions(o);
    if (o.listGiven) return solveBatch(game, b);
    return solveOne(game, o.seeds.front(), "seed " + std::to_string(o.seeds.front()), b, moveName);
}

}  // namespace patience::bot
