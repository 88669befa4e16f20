// `bot gallery --solve`.
#include "bot/gallery/solve_cli.hpp"

#include <algorithm>
#include <memory>

#include "bot/gallery/cli.hpp"
#include "bot/gallery/solver.hpp"
#include "common/text.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

const std::string solveUsage =
    std::string(
        "usage: bot gallery --solve --seed N      perfect information (the stock's order known): winnable\n"
        "                                         with the whole game, one move a line; unwinnable (proved:\n"
        "                                         the search was exhaustive); or unknown within --time-ms\n"
        "       bot gallery --solve --seed N --after MOVES\n"
        "                                         the same from the position after MOVES, the game's\n"
        "                                         moves so far from the deal, comma-separated\n"
        "                                         (3B5,A4C2,deal: as the judge writes them, blanks\n"
        "                                         optional): what a game keeper asks mid-game\n"
        "       bot gallery --solve --seeds SEEDS the same over seeds (1-200, 1-10,20): counts and times\n"
        "  --cap           the line as a keeper with computer-aided play (referee gallery --cap on)\n"
        "                  plays it: CAP's safe moves, which it plays by itself, left out, and checked\n"
        "                  so (bot/gallery/cap_line.hpp)\n"
        "  --time-ms N     search limit per deal (10000)\n"
        "  --positions N   also give up after N positions a deal (0: no limit), so that the\n"
        "                  answers do not depend on the machine's load\n"
        "  --no-lookahead  children in the twin-distance order alone, not by play-outs (to compare)\n"
        "  --no-proof-tests  the tests by assignments only at the root and after deals, in the\n"
        "                  exhaustive pass too (to compare)\n"
        "  --table-bits N  2^N failed positions remembered per job, 17 bytes each (22; 10-28)\n"
        "with --seeds:\n") +
    patience::bot::batchUsageLines("seed");

std::string replay(const Game& g, const std::vector<Step>& steps) {
    return patience::bot::replayMoves(
        g, steps,
        [](const Game& at, const Step& s) {
            return !s.deal ? at.whyNot(s.move) : at.stock.empty() ? "the stock is empty" : "";
        },
        [](Game& at, const Step& s) { s.deal ? void(at.deal()) : at.play(s.move); }, stepName);
}

Game playedOut(Game g, const std::string& moves) {
    constexpr std::size_t MaxMoves = 1000;  // far more than a whole game
    std::size_t from = 0;
    for (int n = 1; from <= moves.size() && !patience::trim(moves).empty(); ++n) {
        std::size_t comma = std::min(moves.find(',', from), moves.size());
        std::string word = patience::trim(moves.substr(from, comma - from));
        from = comma + 1;
        std::string where = "--after: move " + std::to_string(n);
        if (std::size_t(n) > MaxMoves)
            throw patience::UsageError("--after: more than " + std::to_string(MaxMoves) + " moves", false);
        std::optional<Action> a = parseAction(word);
        if (!a)
            throw patience::UsageError(
                where + " '" + word + "' is not a move (a pile 1-8 or a place A1-C8, then a place; or deal)", false);
        std::string why = whyNot(g, *a);
        if (!why.empty()) throw patience::UsageError(where + " (" + actionName(*a) + ") is not legal: " + why, false);
        playAction(g, *a);
    }
    return g;
}

patience::bot::SolveGame<Step> solveGame(const SolverOptions& o, const patience::bot::SolveOptions& limits) {
    patience::bot::SolveGame<Step> game;
    game.program = "bot gallery";
    game.kind = "bot gallery --solve";
    // The deal, or with --after the position its moves reach (checked once, before the search).
    auto start = [after = o.after](std::uint64_t seed) {
        return after ? playedOut(newGame(seed), *after) : newGame(seed);
    };
    game.solve = [o, start, timeMs = limits.timeMs, positions = limits.positions](std::uint64_t seed) {
        thread_local std::unique_ptr<Solver> solver;
        if (!solver) solver.reset(new Solver(o.tableBits));
        solver->lookahead = o.lookahead;
        solver->proofTests = o.proofTests;
        Game g = start(seed);
        SolveResult r = solver->solve(g, SearchLimit::after(timeMs, positions));
        if (o.cap) {
            // Where the copy stops (cap.hpp's proofs rule it out), the
            // solver's own line stays, and the replay with CAP says which move fails.
            std::string why;
            std::vector<Step> line = capLine(g, r.moves, why);
            if (why.empty()) r.moves = line;
        }
        return r;
    };
    game.replay = [start, cap = o.cap](std::uint64_t seed, const std::vector<Step>& steps) {
        return cap ? replayWithCap(start(seed), steps) : replay(start(seed), steps);
    };
    game.writeSettings = [o](patience::json::Writer& w) {
        w.key("lookahead").value(o.lookahead);
        w.key("proof_tests").value(o.proofTests);
        w.key("table_bits").value(o.tableBits);
    };
    return game;
}

int solveMain(int argc, char** argv) {
    SolverOptions s;
    auto o = patience::bot::parseSolveOptions(argc, argv, [&](const std::string& a, patience::OptionReader& args) {
        if (a == "--no-lookahead")
            s.lookahead = false;
        else if (a == "--no-proof-tests")
            s.proofTests = false;
        else if (a == "--table-bits")
            s.tableBits = int(args.integer(10, 28));  // 28: 4.5 GB a job
        else if (a == "--after")
            s.after = args.valueOrEmpty();  // empty: no move yet
        else if (a == "--cap")
            s.cap = true;
        else
            return false;
        return true;
    });
    if (s.after && !o.seedGiven) throw patience::UsageError("--after goes with --seed N (the moves of one game)");
    if (s.after) {
        playedOut(newGame(o.seeds.front()), *s.after);  // a bad move: one line, before any search
        long n = patience::trim(*s.after).empty() ? 0 : 1 + std::count(s.after->begin(), s.after->end(), ',');
        return patience::bot::solveOne(
            solveGame(s, o), o.seeds.front(),
            "seed " + std::to_string(o.seeds.front()) + " after " + std::to_string(n) + (n == 1 ? " move" : " moves"),
            patience::bot::batchOptions(o), stepName);
    }
    return patience::bot::runSolve(solveGame(s, o), o, stepName);
}

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() { return solveUsage; }

// The solver on seeds 1-10, bounded by positions.
patience::bot::Engine solverEngine() {
    return {"gallery solver", [] {
                patience::bot::EngineRun run;
                Solver solver(18);
                patience::bot::signSolves(
                    run, patience::bot::seedsOneTo(10),
                    [&](std::uint64_t seed) { return solver.solve(newGame(seed), SearchLimit::positionsOnly(20000)); },
                    stepName);
                return run;
            }};
}

}  // namespace gallery::bot
