// `bot <game> --solve --seeds LIST` (and --seed N): every game's perfect-
// information solver over a list of seeds, one loop for all. A game gives
// its solve of one seed and the engine's replay of a winnable answer; this
// runs them on --jobs threads with common/batch.hpp's --jsonl, --resume,
// --shard and progress line, checks every winnable answer on the engine, and
// ends with one summary line and, with --json, one JSON line whose top-level
// keys are the same for every game (the game's own under "settings").
// Exit status: 0 when every deal is winnable, 1 otherwise, 2 when an answer
// does not replay.
#pragma once

#include <cstdint>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bot/common/solve_result.hpp"
#include "common/batch.hpp"
#include "common/json.hpp"
#include "common/parallel.hpp"

namespace patience::bot {

// What every solve batch takes from its command line.
struct SolveBatchOptions {
    std::vector<std::uint64_t> seeds;
    std::string label;  // the seeds as the user wrote them: "1-200", "1-10,20"
    int timeMs = 10000;
    long positions = 0;  // 0: no limit
    int jobs = 1;
    bool json = false;
    batch::Options batch;  // --jsonl, --resume, --shard
};

// What a game gives the batch: its words, then (SolveGame) its solver.
struct SolveGameText {
    std::string program;   // "bot calculation": its error lines start so
    std::string kind;      // "bot calculation --solve coco": the --jsonl lines' and the JSON line's "batch"
    std::string settings;  // "coco": shown after the seeds in the summary line; "" for none
    // The game's own settings, as keys of the JSON line's "settings".
    std::function<void(json::Writer&)> writeSettings;
};
template <class Move>
struct SolveGame : SolveGameText {
    // The solver on seed's deal; called on --jobs threads at once.
    std::function<SolveResult<Move>(std::uint64_t seed)> solve;
    // The engine's check of moves from seed's deal: "" if they are legal and win.
    std::function<std::string(std::uint64_t seed, const std::vector<Move>&)> replay;
};

// Plays `moves` on a copy of the engine's game `g`, each checked by
// whyNot(g, m) ("" if legal) and made by play(g, m): "" if every one is legal
// and the game is then won, else which move failed and why.
template <class Game, class Move, class WhyNot, class Play, class Name>
std::string replayMoves(Game g, const std::vector<Move>& moves, WhyNot whyNot, Play play, Name name) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::string why = whyNot(g, moves[i]);
        if (!why.empty()) return "move " + std::to_string(i + 1) + " (" + name(moves[i]) + "): " + why;
        play(g, moves[i]);
    }
    return g.won() ? "" : "the moves do not win";
}

// One seed solved: the solver's answer and why it does not replay ("" if it
// does, or if it is not winnable).
template <class Move>
struct SolvedSeed {
    SolveResult<Move> result;
    std::string bad;
};

template <class Move>
SolvedSeed<Move> solveAndCheck(const SolveGame<Move>& game, std::uint64_t seed) {
    SolvedSeed<Move> s{game.solve(seed), ""};
    if (s.result.status == SolveStatus::Winnable) s.bad = game.replay(seed, s.result.moves);
    return s;
}

// A seed's --jsonl line, and back (the moves are not kept, only their number).
template <class Move>
batch::Codec<SolvedSeed<Move>> solveCodec(const std::string& kind) {
    return {kind, "seed",
            [](json::Writer& w, const SolvedSeed<Move>& s) {
                w.key("status").value(statusName(s.result.status));
                w.key("ms").value(s.result.ms);
                w.key("nodes").value(static_cast<long long>(s.result.nodes));
                w.key("moves").value(s.result.moves.size());
                w.key("bad").value(s.bad);
            },
            [](const json::Value& v) {
                SolvedSeed<Move> s;
                std::string status = batch::text(v, "status");
                bool known = false;
                for (auto st : {SolveStatus::Winnable, SolveStatus::Unwinnable, SolveStatus::Unknown})
                    if (status == statusName(st)) s.result.status = st, known = true;
                if (!known) throw std::runtime_error("\"status\" is '" + status + "'");
                s.result.ms = batch::number(v, "ms");
                s.result.nodes = long(batch::integer(v, "nodes"));
                batch::integer(v, "moves");
                s.bad = batch::text(v, "bad");
                return s;
            },
            [](const SolvedSeed<Move>& s) { return s.result.status == SolveStatus::Winnable; }};
}

// " or 200000 positions" when there is a limit on positions.
std::string positionsLimitText(long positions);

// "unknown, 100.0 ms, 20001 positions", "unwinnable (proved: 93 positions), 0.2 ms",
// with `detail` after the verdict ("winnable in 80 moves, ...").
std::string verdictWithFigures(SolveStatus::Status status, double ms, long nodes, const std::string& detail);
template <class Move>
std::string verdictWithFigures(const SolveResult<Move>& r, const std::string& detail = "") {
    return verdictWithFigures(r.status, r.ms, r.nodes, detail);
}

// What every solve batch's summary says, FreeCell's `bot --bench` too: the
// keys its JSON line starts with, the same for every game.
struct SolveFigures {
    std::string batch, seeds;  // the batch's kind, and its seeds' label
    std::size_t games = 0;
    long count[3] = {0, 0, 0};  // winnable, unwinnable, unknown
    int timeMs = 0;
    long positions = 0;  // the limit a deal; 0: none
    double seconds = 0;  // wall clock, the whole batch
    int jobs = 1;
    double mean = 0, median = 0, p99 = 0, slowestMs = 0;  // ms a deal; NaN (null) with no deal
    std::uint64_t slowestSeed = 0;
};

// The counts and times of `statuses` and `ms` (deal i's; `id(i)` its number).
SolveFigures solveFigures(const std::vector<SolveStatus::Status>& statuses, std::vector<double> ms,
                          const std::function<std::uint64_t(std::size_t)>& id);

// The keys every solve batch's JSON line starts with; the game's own follow.
void writeSolveFigures(json::Writer& w, const SolveFigures& f);

// solveOne's verdict line: `label`, the game's settings, the verdict (of a
// solution of `moves` moves when winnable) and its figures.
void printVerdict(const SolveGameText& game, const std::string& label, const SolveBatchOptions& o,
                  SolveStatus::Status status, double ms, long nodes, std::size_t moves);

// One game (--solve --seed N, or a game's file): the verdict with its
// figures on standard output, then the moves one a line, as the game's
// judge or keeper takes them. `label` names the game ("seed 7", a file's
// name); `seed` is what game.solve and game.replay are given.
template <class Move, class Name>
int solveOne(const SolveGame<Move>& game, std::uint64_t seed, const std::string& label, const SolveBatchOptions& o,
             Name moveName) {
    SolvedSeed<Move> s = solveAndCheck(game, seed);
    const SolveResult<Move>& r = s.result;
    if (!s.bad.empty()) {
        std::cerr << game.program << ": " << label << ": the solution does not replay: " << s.bad << '\n';
        return 2;
    }
    printVerdict(game, label, o, r.status, r.ms, r.nodes, r.moves.size());
    for (const Move& m : r.moves) std::cout << moveName(m) << '\n';
    return r.status == SolveStatus::Winnable ? 0 : 1;
}

// The batch's summary line on standard output, and with --json its JSON
// line, from deal i's verdict and time (`id(i)` its number, `seconds` the
// batch's wall clock): 0 when every deal is winnable, else 1.
int solveSummary(const SolveGameText& game, const SolveBatchOptions& o,
                 const std::vector<SolveStatus::Status>& statuses, const std::vector<double>& ms,
                 const std::function<std::uint64_t(std::size_t)>& id, double seconds);

// --solve --seeds LIST: the batch. Lines for the deals not winnable go to
// standard error as they end; the summary to standard output.
template <class Move>
int solveBatch(const SolveGame<Move>& game, const SolveBatchOptions& o) {
    using Solved = SolvedSeed<Move>;
    batch::Run<Solved> run(o.batch, o.seeds, solveCodec<Move>(game.kind), "seeds", "winnable");
    std::size_t n = run.size();
    std::vector<Solved> results(n);
    double seconds = timedParallel(n, o.jobs, [&](std::size_t i) {
        Solved s = run.get(i, [&] { return solveAndCheck(game, run.id(i)); });
        s.result.moves = {};  // a batch keeps counts and times only
        if (s.result.status != SolveStatus::Winnable)
            run.print(std::cerr, "seed " + std::to_string(run.id(i)) + ": " + verdictWithFigures(s.result) + "\n");
        results[i] = std::move(s);
    });
    run.finish();
    for (std::size_t i = 0; i < n; ++i)
        if (!results[i].bad.empty()) {
            std::cerr << game.program << ": seed " << run.id(i) << ": the solution does not replay: " << results[i].bad
                      << '\n';
            return 2;
        }

    std::vector<SolveStatus::Status> statuses;
    std::vector<double> ms;
    for (const auto& s : results) statuses.push_back(s.result.status), ms.push_back(s.result.ms);
    return solveSummary(
        game, o, statuses, ms, [&](std::size_t i) { return run.id(i); }, seconds);
}

}  // namespace patience::bot
