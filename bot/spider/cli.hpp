// `bot spider`: the fair bot (the judge's protocol on standard input; its
// bench, fair_cli.hpp), the perfect-information solver (--solve) of
// bot/spider/solver.hpp, on seeded deals or a Woods position file, or the
// analyser of Woods's problems (--analyse, analyse_cli.hpp).
#pragma once

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

#include "bot/common/solve_batch.hpp"
#include "bot/spider/analyse_cli.hpp"
#include "bot/spider/fair_cli.hpp"
#include "bot/spider/load_position.hpp"
#include "bot/spider/solver.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/position_file.hpp"
#include "common/options.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

inline const char* usageText =
    "usage: bot spider [rule options]          the fair bot: turn blocks on standard input (referee spider\n"
    "                                          --bot's protocol), one command a line on standard output\n"
    "       bot spider --bench LIST [--suits K] play the seeds of LIST (7, 1-100 or 1-10,20) in-process,\n"
    "                                          fairly (only what each turn shows): games, wins, suits\n"
    "                                          removed, time a move\n"
    "  --samples N             worlds sampled a decision, each solved (one suit 3, else 1)\n"
    "  --sample-positions N    the solver's budget in each sampled world (one suit 40000, else 0: none)\n"
    "  --retry-after N         cards to see before sampling again after a failure (3)\n"
    "  --expansions N          the planner's search: positions expanded, at most (two suits 10000, else 3000)\n"
    "  --guided W-E            the solver's first round in a sampled world: width, expansions (2-1500)\n"
    "  --reveal-margin N       score a line that turns up a card may lose (40)\n"
    "  --weights R,D,N,U,B,S   the planner's score: removed, down, natural, unnatural, broken, space\n"
    "                          (600,12,6,1,-4,40), or 8 numbers with deep after down and clear last, for tuning\n"
    "  --deal-draws N          where to deal from: draws of the next deal each candidate is judged on (0: off; tried)\n"
    "  --deal-candidates N, --deal-expansions N   its candidates (8) and search after each draw (300)\n"
    "  --expect-draws N        expectimax over the card a line turns up: draws of it (four suits 16, else 0: off)\n"
    "  --expect-expansions N   the search after each draw: positions (100)\n"
    "  --reveal-candidates N   lines that turn up a card ranked that way (3 when drawing)\n"
    "  --expect-compare        the expectation also decides whether to turn a card up (tried: worse)\n"
    "  --cleared N             score for a column with nothing face down (0; tried: worse)\n"
    "  --chance-draws N        search with chance: each candidate line judged by the mean learned value\n"
    "                          over N draws of the card it turns up or the deal it makes (two suits 8, else 0: off)\n"
    "  --chance-expansions N, --chance-candidates N   the search after each draw (200), lines judged (6)\n"
    "  --jobs J, --json, --jsonl FILE, --resume, --shard K/N: --bench and --ab as for --seeds below\n"
    "       bot spider --ab LIST --a \"OPTIONS\" --b \"OPTIONS\" [--suits K]\n"
    "                                          two settings of the fair bot (the options above) on the same\n"
    "                                          seeds, paired: which is better, and by how much\n"
    "  --a, --b OPTIONS        each one's settings (\"\": the defaults); rule and batch options go outside\n"
    "  --sprt P1, --alpha A, --beta B   the SPRT that stops it once decided (0.65, 0.05, 0.05); --no-stop:\n"
    "                          play every seed (docs/ab-bench.md)\n"
    "       bot spider --solve --seed N        perfect information (face-down cards and the hand known):\n"
    "                                          \"winnable\" then the moves one a line, as referee spider\n"
    "                                          takes them; \"unwinnable (proved: N positions)\" when every\n"
    "                                          position was searched; or \"unknown\"\n"
    "       bot spider --solve --load FILE     the same from a position in Woods's format\n"
    "       bot spider --solve --seeds LIST    the same over a list of seeds: counts and times\n"
    "  --time-ms N     search limit per deal (10000)\n"
    "  --positions N   and at most N positions per deal (no limit), for figures that do not depend on the load\n"
    "  --jobs J        --seeds: deals in parallel (1)\n"
    "  --json          --seeds: end with one JSON line\n"
    "  --jsonl FILE    --seeds: one JSON line per seed in FILE as it finishes\n"
    "  --resume        --seeds: skip the seeds FILE holds already; the summary counts them\n"
    "  --shard K/N     --seeds: only the seeds s with s mod N = K-1 (one of N machines)\n"
    "  exit status: 0 winnable (every deal), 1 not, 2 bad arguments or file\n";

struct Options {
    std::vector<std::uint64_t> seeds;  // --seed N (one) or --seeds LIST
    bool range = false, haveSeed = false, json = false;
    std::string load;
    Rules rules;
    SolveLimits limits;
    int jobs = 1;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
};

inline Options parseArgs(int argc, char** argv) {
    using patience::UsageError;
    Options o;
    bool solve = false;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--solve") solve = true;
        else if (a == "--seed") o.seeds = {std::uint64_t(args.integer(0, 1LL << 62))}, o.haveSeed = true;
        else if (a == "--seeds") o.seeds = args.numbers(0, 1ULL << 62, MaxSeeds), o.range = true;
        else if (a == "--load") o.load = args.value();
        else if (a == "--time-ms") o.limits.timeMs = int(args.integer(1, 1 << 30));
        else if (a == "--positions") o.limits.positions = long(args.integer(1, 1LL << 40));
        else readSharedOption(a, args, o.jobs, o.json, o.batch, o.rules);
    }
    if (!solve) throw UsageError("--solve expected");  // main() sends the rest to fairMain
    if (int(o.range) + int(o.haveSeed) + int(!o.load.empty()) != 1) throw UsageError("--solve wants one of --seed N, --seeds LIST or --load FILE");
    if (o.json && !o.range) throw UsageError("--json goes with --seeds LIST");
    patience::batch::checkOptions<UsageError>(o.batch, o.range, "--solve --seeds LIST");
    return o;
}

// Plays `moves` in the engine the keeper uses: "" if they win, else why not.
inline std::string replay(const Game& g, const std::vector<Step>& moves) {
    return patience::bot::replayMoves(
        g, moves, [](const Game& at, const Step& s) { return whyNot(at, command(s)); }, [](Game& at, const Step& s) { apply(at, command(s)); },
        stepName);
}

// One game: the verdict and the moves on standard output, the figures on
// standard error.
inline int solveOne(const Options& o) {
    Game g = o.load.empty() ? newGame(o.seeds.at(0), o.rules) : loadPositionFile(o.load, o.rules);
    SolveResult r = solve(g, o.limits);
    if (r.status == SolveResult::Winnable) {
        std::string bad = replay(g, r.moves);
        if (!bad.empty()) {
            std::cerr << "bot spider: the solution does not replay: " << bad << '\n';
            return 2;
        }
    }
    std::cout << patience::bot::verdictText(r.status, r.nodes) << '\n';
    for (const Step& s : r.moves) std::cout << stepName(s) << '\n';
    std::cerr << (o.load.empty() ? "seed " + std::to_string(o.seeds.at(0)) : o.load) << ": " << patience::bot::statusName(r.status);
    if (r.status == SolveResult::Winnable) std::cerr << " in " << r.moves.size() << " steps";
    std::cerr << ", " << std::fixed << std::setprecision(1) << r.ms << " ms, " << r.nodes << " positions\n";
    return r.status == SolveResult::Winnable ? 0 : 1;
}

// The solver as bot/common/solve_batch.hpp runs it.
inline patience::bot::SolveGame<Step> solveGame(const Options& o) {
    patience::bot::SolveGame<Step> game;
    game.program = "bot spider";
    game.kind = "bot spider --solve";
    game.settings = std::to_string(o.rules.suits) + (o.rules.suits == 1 ? " suit" : " suits");
    game.solve = [o](std::uint64_t seed) { return solve(newGame(seed, o.rules), o.limits); };
    game.replay = [rules = o.rules](std::uint64_t seed, const std::vector<Step>& moves) { return replay(newGame(seed, rules), moves); };
    game.writeSettings = [rules = o.rules](patience::json::Writer& w) {
        w.key("suits").value(rules.suits);
        w.key("auto_remove").value(rules.autoRemove);
        w.key("last_deal_four").value(rules.lastDealFour);
        w.key("extra_on_corners").value(rules.extraOnCorners);
        w.key("kings_only_to_space").value(rules.kingsOnlyToSpace);
        w.key("any_run_moves").value(rules.anyRunMoves);
    };
    return game;
}

inline int solveSeeds(const Options& o) {
    patience::bot::SolveBatchOptions batch;
    batch.seeds = o.seeds;
    batch.label = patience::listLabel(o.seeds);
    batch.timeMs = o.limits.timeMs, batch.positions = o.limits.positions, batch.jobs = o.jobs, batch.json = o.json, batch.batch = o.batch;
    return patience::bot::solveBatch(solveGame(o), batch);
}

// argv as `bot spider` receives them: argv[0] is "spider".
inline int main(int argc, char** argv) {
    if (patience::asksHelp(argc, argv)) {
        std::cout << usageText << analyseUsage << rulesHelp;
        return 0;
    }
    bool solving = false, analysing = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        solving |= a == "--solve" || a.rfind("--solve=", 0) == 0;  // "--solve=x": the reader refuses it
        analysing |= a == "--analyse" || a.rfind("--analyse=", 0) == 0;
    }
    if (analysing && solving) {
        std::cerr << "bot spider: --solve or --analyse, not both\n";
        return 2;
    }
    if (analysing) return analyseMain(argc, argv);
    if (!solving) return fairMain(argc, argv);
    try {
        Options o = parseArgs(argc, argv);
        return o.range ? solveSeeds(o) : solveOne(o);
    } catch (const patience::UsageError& e) {
        return patience::reportUsageError(e, "bot spider", "bot spider --help");
    } catch (const std::bad_alloc&) {
        std::cerr << "bot spider: out of memory (try a smaller --positions or --time-ms)\n";
        return 2;
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot spider: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace spider::bot
