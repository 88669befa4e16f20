// `bot gallery --solve`: the perfect-information solver on seeded deals.
// bot/gallery/cli.hpp hands over when --solve is among the arguments.
#pragma once

#include <iostream>
#include <memory>
#include <string>

#include "bot/common/solve_batch.hpp"
#include "common/options.hpp"
#include "bot/gallery/solver.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

inline const char* solveUsageText =
    "usage: bot gallery --solve --seed N      perfect information (the stock's order known): winnable\n"
    "                                         with the whole game, one move a line; unwinnable (proved:\n"
    "                                         the search was exhaustive); or unknown within --time-ms\n"
    "       bot gallery --solve --seeds SEEDS the same over seeds (1-200, 1-10,20): counts and times\n"
    "  --time-ms N     search limit per deal (10000)\n"
    "  --positions N   also give up after N positions a deal (0: no limit), so that the\n"
    "                  answers do not depend on the machine's load\n"
    "  --no-lookahead  children in the twin-distance order alone, not by play-outs (to compare)\n"
    "  --no-proof-tests  the tests by assignments only at the root and after deals, in the\n"
    "                  exhaustive pass too (to compare)\n"
    "  --jobs J        --seeds: deals in parallel (1)\n"
    "  --json          --seeds: end with one JSON line\n"
    "  --jsonl FILE    --seeds: one JSON line per seed in FILE as it finishes\n"
    "  --resume        --seeds: skip the seeds FILE holds already; the summary counts them\n"
    "  --shard K/N     --seeds: only the seeds s with s mod N = K-1 (one of N machines)\n"
    "  --table-bits N  2^N failed positions remembered per job, 17 bytes each (22; 10-28)\n"
    "  exit status: 0 winnable (every deal), 1 not, 2 bad arguments\n";

// Plays the steps on a copy of g (bot/common/solve_batch.hpp's replayMoves):
// "" if every one is legal and the game is won.
inline std::string replay(const Game& g, const std::vector<Step>& steps) {
    return patience::bot::replayMoves(
        g, steps,
        [](const Game& at, const Step& s) { return !s.deal ? at.whyNot(s.move) : at.stock.empty() ? "the stock is empty" : ""; },
        [](Game& at, const Step& s) { s.deal ? void(at.deal()) : at.play(s.move); }, stepName);
}

struct SolveOptions {
    std::vector<std::uint64_t> seeds;  // --seed N: one; --seeds: a batch
    bool range = false, json = false;
    int jobs = 1, timeMs = 10000, tableBits = 22;
    long maxNodes = 0;  // --positions
    bool lookahead = true, proofTests = true;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
};

inline SolveOptions parseSolveArgs(int argc, char** argv) {
    using patience::UsageError;
    SolveOptions o;
    bool solve = false, haveSeed = false;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--solve") solve = true;
        else if (a == "--seed") o.seeds = {std::uint64_t(args.integer(0, 1LL << 62))}, haveSeed = true;
        else if (a == "--seeds") o.seeds = args.numbers(0, 1ULL << 62, 10000000), o.range = true;
        else if (a == "--time-ms") o.timeMs = int(args.integer(1, 1 << 30));
        else if (a == "--positions") o.maxNodes = long(args.integer(0, 1LL << 50));
        else if (a == "--no-lookahead") o.lookahead = false;
        else if (a == "--no-proof-tests") o.proofTests = false;
        else if (a == "--jobs") o.jobs = int(args.integer(1, 256));
        else if (a == "--table-bits") o.tableBits = int(args.integer(10, 28));  // 28: 4.5 GB a job
        else if (a == "--json") o.json = true;
        else if (!patience::batch::readOption<UsageError>(a, [&] { return args.value(); }, o.batch)) throw args.unknown();
    }
    if (!solve) throw UsageError("the solver wants --solve");
    if (o.range == haveSeed) throw UsageError("--solve wants one of --seed N or --seeds SEEDS");
    patience::batch::checkOptions<UsageError>(o.batch, o.range, "--solve --seeds SEEDS");
    return o;
}

// The solver as bot/common/solve_batch.hpp runs it.
inline patience::bot::SolveGame<Step> solveGame(const SolveOptions& o) {
    patience::bot::SolveGame<Step> game;
    game.program = "bot gallery";
    game.kind = "bot gallery --solve";
    game.solve = [o](std::uint64_t seed) {
        thread_local std::unique_ptr<Solver> solver;
        if (!solver) solver.reset(new Solver(o.tableBits));
        solver->lookahead = o.lookahead;
        solver->proofTests = o.proofTests;
        return solver->solve(newGame(seed), o.timeMs, o.maxNodes);
    };
    game.replay = [](std::uint64_t seed, const std::vector<Step>& steps) { return replay(newGame(seed), steps); };
    game.writeSettings = [o](patience::json::Writer& w) {
        w.key("lookahead").value(o.lookahead);
        w.key("proof_tests").value(o.proofTests);
        w.key("table_bits").value(o.tableBits);
    };
    return game;
}

inline int solveSeeds(const SolveOptions& o) {
    patience::bot::SolveBatchOptions batch;
    batch.seeds = o.seeds;
    batch.label = patience::listLabel(o.seeds);
    batch.timeMs = o.timeMs, batch.positions = o.maxNodes, batch.jobs = o.jobs, batch.json = o.json, batch.batch = o.batch;
    if (!o.range) return patience::bot::solveOneSeed(solveGame(o), o.seeds.front(), batch, stepName);
    return patience::bot::solveBatch(solveGame(o), batch);
}

// argv as `bot gallery` receives them: argv[0] is "gallery".
inline int solveMain(int argc, char** argv) {
    if (patience::asksHelp(argc, argv)) {
        std::cout << solveUsageText;
        return 0;
    }
    try {
        return solveSeeds(parseSolveArgs(argc, argv));
    } catch (const patience::UsageError& e) {
        return patience::reportUsageError(e, "bot gallery", "bot gallery --solve --help");
    } catch (const std::bad_alloc&) {
        std::cerr << "bot gallery: out of memory for the solver's table (try a smaller --table-bits)\n";
        return 2;
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot gallery: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace gallery::bot
