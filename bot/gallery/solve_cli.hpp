// `bot gallery --solve`: the perfect-information solver (solver.hpp) on
// seeded deals, through bot/common/solve_cli.hpp.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "bot/common/solve_cli.hpp"
#include "bot/gallery/solver.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

inline const char* solveUsage =
    "       bot gallery --solve --seed N      perfect information (the stock's order known): winnable\n"
    "                                         with the whole game, one move a line; unwinnable (proved:\n"
    "                                         the search was exhaustive); or unknown within --time-ms\n"
    "       bot gallery --solve --seeds SEEDS the same over seeds (1-200, 1-10,20): counts and times\n"
    "  --time-ms N     search limit per deal (10000)\n"
    "  --positions N   also give up after N positions a deal (0: no limit), so that the\n"
    "                  answers do not depend on the machine's load\n"
    "  --no-lookahead  children in the twin-distance order alone, not by play-outs (to compare)\n"
    "  --no-proof-tests  the tests by assignments only at the root and after deals, in the\n"
    "                  exhaustive pass too (to compare)\n"
    "  --table-bits N  2^N failed positions remembered per job, 17 bytes each (22; 10-28)\n"
    "  --jobs J, --json, --jsonl FILE, --resume, --shard K/N   --seeds: as for --bench\n";

// Plays the steps on a copy of g (bot/common/solve_batch.hpp's replayMoves):
// "" if every one is legal and the game is won.
inline std::string replay(const Game& g, const std::vector<Step>& steps) {
    return patience::bot::replayMoves(
        g, steps,
        [](const Game& at, const Step& s) { return !s.deal ? at.whyNot(s.move) : at.stock.empty() ? "the stock is empty" : ""; },
        [](Game& at, const Step& s) { s.deal ? void(at.deal()) : at.play(s.move); }, stepName);
}

struct SolverOptions {
    int tableBits = 22;
    bool lookahead = true, proofTests = true;
};

// The solver as bot/common/solve_batch.hpp runs it.
inline patience::bot::SolveGame<Step> solveGame(const SolverOptions& o, const patience::bot::SolveOptions& limits) {
    patience::bot::SolveGame<Step> game;
    game.program = "bot gallery";
    game.kind = "bot gallery --solve";
    game.solve = [o, timeMs = limits.timeMs, positions = limits.positions](std::uint64_t seed) {
        thread_local std::unique_ptr<Solver> solver;
        if (!solver) solver.reset(new Solver(o.tableBits));
        solver->lookahead = o.lookahead;
        solver->proofTests = o.proofTests;
        return solver->solve(newGame(seed), timeMs, positions);
    };
    game.replay = [](std::uint64_t seed, const std::vector<Step>& steps) { return replay(newGame(seed), steps); };
    game.writeSettings = [o](patience::json::Writer& w) {
        w.key("lookahead").value(o.lookahead);
        w.key("proof_tests").value(o.proofTests);
        w.key("table_bits").value(o.tableBits);
    };
    return game;
}

// Argv as `bot gallery` receives them, --solve among them.
inline int solveMain(int argc, char** argv) {
    SolverOptions s;
    auto o = patience::bot::parseSolveOptions(argc, argv, [&](const std::string& a, patience::OptionReader& args) {
        if (a == "--no-lookahead") s.lookahead = false;
        else if (a == "--no-proof-tests") s.proofTests = false;
        else if (a == "--table-bits") s.tableBits = int(args.integer(10, 28));  // 28: 4.5 GB a job
        else return false;
        return true;
    });
    return patience::bot::runSolve(solveGame(s, o), o, stepName);
}

}  // namespace gallery::bot
