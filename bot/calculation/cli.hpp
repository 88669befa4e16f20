// `bot calculation`: the fair bot (the judge's protocol on stdin), its bench,
// and the perfect-information solver.
#pragma once

#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "bot/calculation/bench.hpp"
#include "bot/common/args.hpp"
#include "bot/common/solve_batch.hpp"
#include "common/parallel.hpp"

namespace calculation::bot {

inline const char* usageText =
    "usage: bot calculation [options]             play: turn blocks on standard input (the judge's\n"
    "                                             protocol), one move a line on standard output\n"
    "       bot calculation --bench A-B           play seeds A..B in-process, fairly (only what each\n"
    "                                             turn shows), report win rate and times\n"
    "       bot calculation --solve --seed N      perfect information: winnable (with the moves),\n"
    "                                             unwinnable (proved) or unknown within --time-ms\n"
    "       bot calculation --solve --seeds A-B   the same over a range: counts\n"
    "options:\n"
    "  --rules classic|coco   the rule set for --bench and --solve (coco)\n"
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
    "  --jobs J               --bench, --solve --seeds: deals in parallel (1)\n"
    "  --json                 --bench, --solve --seeds: end with one JSON line\n"
    "  --jsonl FILE           --bench, --solve --seeds: one JSON line per seed in FILE as it finishes\n"
    "  --resume               ... skip the seeds FILE holds already; the summary counts them\n"
    "  --shard K/N            --bench, --solve --seeds: only the seeds s with s mod N = K-1\n"
    "exit status: 0 played / won / winnable, 1 not won / not winnable, 2 bad input or usage\n";

struct Options {
    enum class Mode { Play, Bench, Solve } mode = Mode::Play;
    RuleSet rules = RuleSet::CoCo;
    std::uint64_t first = 0, last = 0;
    bool range = false, haveSeed = false, json = false;
    int jobs = 1, timeMs = 10000;
    long maxNodes = 0;  // --positions
    bool deadEnds = true, lookahead = true;
    SamplerConfig sampler;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
};

using patience::bot::UsageError;

inline void rangeArg(const std::string& option, const std::string& value, Options& o) {
    auto r = patience::bot::rangeArg(option, value);
    o.first = r.first;
    o.last = r.last;
    o.range = true;
}

inline Options parseArgs(int argc, char** argv) {
    using patience::bot::numberArg;
    Options o;
    for (patience::bot::ArgReader args(argc, argv); args.more();) {
        std::string a = args.next();
        if (a == "--bench") o.mode = Options::Mode::Bench, rangeArg(a, args.value(), o);
        else if (a == "--solve") o.mode = Options::Mode::Solve;
        else if (a == "--seeds") rangeArg(a, args.value(), o);
        else if (a == "--seed") o.first = o.last = std::uint64_t(numberArg(a, args.value(), 0, 1LL << 62)), o.haveSeed = true;
        else if (a == "--rules") {
            std::string r = args.value();
            if (r != "classic" && r != "coco") throw UsageError("--rules wants classic or coco, got '" + r + "'");
            o.rules = r == "classic" ? RuleSet::Classic : RuleSet::CoCo;
        } else if (a == "--samples") o.sampler.samples = int(numberArg(a, args.value(), 0, 100000));
        else if (a == "--win-bonus") o.sampler.winBonus = int(numberArg(a, args.value(), 0, 100000));
        else if (a == "--prune") o.sampler.prune = double(numberArg(a, args.value(), 0, 100)) / 10;
        else if (a == "--endgame") o.sampler.endgame.maxOrders = int(numberArg(a, args.value(), 0, 1000000));
        else if (a == "--endgame-positions") o.sampler.endgame.budget = long(numberArg(a, args.value(), 1, 1LL << 40));
        else if (a == "--piles") o.sampler.maxPiles = int(numberArg(a, args.value(), 1, 4));
        else if (a == "--weights") {  // tuning: empty,gap,covered,coveredSoon (policy.hpp)
            std::istringstream in(args.value());
            std::vector<int> w;
            for (std::string f; std::getline(in, f, ',');) w.push_back(int(numberArg(a, f, 0, 1000)));
            if (w.size() != 8) throw UsageError("--weights wants 8 numbers: empty,gap,covered,coveredSoon,kingCover,sameRank,emptySpare,copies");
            o.sampler.weights = PolicyWeights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
        } else if (a == "--time-ms") o.timeMs = int(numberArg(a, args.value(), 1, 1 << 30));
        else if (a == "--positions") o.maxNodes = long(numberArg(a, args.value(), 0, 1LL << 50));
        else if (a == "--no-dead-ends") o.deadEnds = false;
        else if (a == "--no-lookahead") o.lookahead = false;
        else if (a == "--jobs") o.jobs = int(numberArg(a, args.value(), 1, 256));
        else if (a == "--json") o.json = true;
        else if (!patience::batch::readOption<UsageError>(a, [&] { return args.value(); }, o.batch))
            throw UsageError("unknown option '" + a + "'");
    }
    if (o.mode == Options::Mode::Solve && !o.range && !o.haveSeed) throw UsageError("--solve wants --seed N or --seeds A-B");
    if (o.mode == Options::Mode::Play && (o.range || o.haveSeed)) throw UsageError("--seed/--seeds go with --solve");
    patience::batch::checkOptions<UsageError>(o.batch, o.mode == Options::Mode::Bench || (o.mode == Options::Mode::Solve && o.range),
                                              "--bench A-B, --solve --seeds A-B");
    return o;
}

inline const char* rulesName(RuleSet r) { return r == RuleSet::CoCo ? "coco" : "classic"; }

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

// One --jsonl line per seed of --bench, and back.
inline patience::batch::Codec<PlayResult> benchCodec(RuleSet rules) {
    namespace batch = patience::batch;
    return {std::string("bot calculation --bench ") + rulesName(rules), "seed",
            [](patience::json::Writer& w, const PlayResult& r) {
                w.key("won").value(r.won);
                w.key("home").value(r.home);
                w.key("moves").value(r.moves);
                w.key("move_ms").value(r.moveMs);
                w.key("max_ms").value(r.maxMs);
                w.key("error").value(r.error);
            },
            [](const patience::json::Value& v) {
                PlayResult r;
                r.won = batch::flag(v, "won");
                r.home = int(batch::integer(v, "home"));
                r.moves = int(batch::integer(v, "moves"));
                r.moveMs = batch::number(v, "move_ms");
                r.maxMs = v.find("max_ms") ? batch::number(v, "max_ms") : 0;  // files written before it was kept
                r.error = batch::text(v, "error");
                return r;
            },
            [](const PlayResult& r) { return r.won; }};
}

inline int bench(const Options& o) {
    patience::batch::Run<PlayResult> run(o.batch, patience::batch::seedList(o.first, o.last), benchCodec(o.rules), "seeds", "won");
    std::size_t n = run.size();
    std::vector<PlayResult> results(n);
    double seconds = patience::bot::timedParallel(n, o.jobs, [&](std::size_t i) {
        results[i] = run.get(i, [&] { return playDeal(run.id(i), o.rules, o.sampler); });
    });
    run.finish();
    long wins = 0, home = 0, moves = 0;
    double ms = 0, maxMs = 0;
    std::uint64_t slowest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const PlayResult& r = results[i];
        if (!r.error.empty()) {
            std::cerr << "bot calculation: seed " << run.id(i) << ": illegal move: " << r.error << '\n';
            return 2;
        }
        wins += r.won;
        home += r.home;
        moves += r.moves;
        ms += r.moveMs;
        if (r.maxMs > maxMs) maxMs = r.maxMs, slowest = run.id(i);
    }
    double rate = n ? 100.0 * double(wins) / double(n) : 0, meanHome = n ? double(home) / double(n) : 0, msMove = moves ? ms / double(moves) : 0;
    std::cout << std::fixed << std::setprecision(2) << rulesName(o.rules) << " seeds " << o.first << "-" << o.last << o.batch.shardText() << ": " << wins << "/" << n
              << " won (" << rate << "%), mean " << meanHome << " cards home, " << std::setprecision(3) << msMove << " ms a move ("
              << moves << " moves), slowest " << std::setprecision(1) << maxMs << " ms (seed " << slowest << "), " << seconds << " s total (" << o.jobs << " jobs, " << o.sampler.samples
              << " samples)\n";
    if (o.json)
        std::cout << std::setprecision(4) << "{\"rules\":\"" << rulesName(o.rules) << "\",\"first\":" << o.first << ",\"last\":" << o.last
                  << ",\"games\":" << n << ",\"wins\":" << wins << ",\"win_rate\":" << rate / 100 << ",\"mean_home\":" << meanHome
                  << ",\"ms_per_move\":" << msMove << ",\"max_ms\":" << maxMs << ",\"slowest_seed\":" << slowest << ",\"moves\":" << moves << ",\"seconds\":" << seconds << ",\"samples\":" << o.sampler.samples
                  << ",\"jobs\":" << o.jobs << "}\n";
    return wins == long(n) ? 0 : 1;
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
    batch.seeds = patience::batch::seedList(o.first, o.last);
    batch.label = std::to_string(o.first) + "-" + std::to_string(o.last);
    batch.timeMs = o.timeMs, batch.positions = o.maxNodes, batch.jobs = o.jobs, batch.json = o.json, batch.batch = o.batch;
    if (!o.range) return patience::bot::solveOneSeed(solveGame(o), o.first, batch, moveName);
    return patience::bot::solveBatch(solveGame(o), batch);
}

inline int main(int argc, char** argv) {
    if (patience::bot::asksHelp(argc, argv)) {
        std::cout << usageText;
        return 0;
    }
    try {
        Options o = parseArgs(argc, argv);
        switch (o.mode) {
        case Options::Mode::Play: return play(o);
        case Options::Mode::Bench: return bench(o);
        case Options::Mode::Solve: return solve(o);
        }
    } catch (const UsageError& e) {
        std::cerr << "bot calculation: " << e.what() << " (bot calculation --help lists the options)\n";  // one line
        return 2;
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot calculation: " << e.what() << '\n';
        return 2;
    }
    return 2;
}

}  // namespace calculation::bot
