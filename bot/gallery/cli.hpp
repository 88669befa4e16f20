// `bot gallery`: the fair bot (the judge's protocol on stdin), its bench,
// and (--solve) the perfect-information solver of bot/gallery/solve_cli.hpp.
#pragma once

#include <cstdio>
#include <iomanip>
#include <iostream>

#include "bot/common/args.hpp"
#include "common/batch.hpp"
#include "common/parallel.hpp"
#include "bot/gallery/bench.hpp"
#include "bot/gallery/solve_cli.hpp"

namespace gallery::bot {

inline const char* usageText =
    "usage: bot gallery [--seed N] [options]      play: turn blocks on standard input (the judge's\n"
    "                                             protocol), one answer a line on standard output\n"
    "       bot gallery --bench A-B [options]     play seeds A..B in-process, fairly (only what each\n"
    "                                             turn shows), report win rate, mean score and times\n"
    "       bot gallery --solve ...               perfect information (bot gallery --solve --help)\n"
    "options:\n"
    "  --seed N               play: the seed of the bot's randomness (1)\n"
    "  --samples N            stock orders sampled per candidate, at most (400; 0: player.hpp alone)\n"
    "  --prune N              drop a candidate trailing by N/10 standard deviations (20; 0: never)\n"
    "  --weights U,D,W,F,N,H,C  the play-out policy's values (policy.hpp; 30,4,100,100,1,1,150), for tuning\n"
    "  --round N              samples between two prunings (16)\n"
    "  --endgame N            with at most --endgame-stock cards in the stock, judge the candidates with\n"
    "                         the solver under N sampled stock orders (32; 0: never)\n"
    "  --endgame-stock N      (32: four deals)\n"
    "  --quick                play uncontested moves unsampled: about 3x faster, about 3 points of\n"
    "                         win rate weaker (measured on seeds 1-200)\n"
    "  --jobs J               --bench: deals in parallel (1)\n"
    "  --json                 --bench: end with one JSON line\n"
    "  --jsonl FILE           --bench: one JSON line per seed in FILE as it finishes\n"
    "  --resume               --bench: skip the seeds FILE holds already; the summary counts them\n"
    "  --shard K/N            --bench: only the seeds s with s mod N = K-1 (one of N machines)\n"
    "exit status: 0 played / all won, 1 some not won, 2 bad input or usage\n";

struct Options {
    bool bench = false, json = false;
    std::uint64_t seed = 1, first = 0, last = 0;
    int jobs = 1;
    SamplerConfig sampler;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
};

using patience::bot::UsageError;

inline Options parseArgs(int argc, char** argv) {
    using patience::bot::numberArg;
    Options o;
    for (patience::bot::ArgReader args(argc, argv); args.more();) {
        std::string a = args.next();
        if (a == "--bench") {
            auto r = patience::bot::rangeArg(a, args.value());
            o.first = r.first;
            o.last = r.last;
            o.bench = true;
        } else if (a == "--seed") o.seed = std::uint64_t(numberArg(a, args.value(), 0, 1LL << 62));
        else if (a == "--samples") o.sampler.samples = int(numberArg(a, args.value(), 0, 100000));
        else if (a == "--endgame") o.sampler.endgame.orders = int(numberArg(a, args.value(), 0, 100000));
        else if (a == "--endgame-stock") o.sampler.endgame.maxStock = int(numberArg(a, args.value(), 0, 104));
        else if (a == "--prune") o.sampler.prune = double(numberArg(a, args.value(), 0, 100)) / 10;
        else if (a == "--weights") {
            std::istringstream in(args.value());
            std::vector<int> w;
            for (std::string f; std::getline(in, f, ',');) w.push_back(int(numberArg(a, f, 0, 1000)));
            if (w.size() != 7) throw UsageError("--weights wants 7 numbers: uncoverMovable,pileDepth,freeWanted,freePlace,noise,holdDoomed,chain");
            o.sampler.weights = PolicyWeights{w[0], w[1], w[2], w[3], w[4], w[5], w[6]};
        } else if (a == "--jobs") o.jobs = int(numberArg(a, args.value(), 1, 256));
        else if (a == "--json") o.json = true;
        else if (a == "--quick") o.sampler.quickUncontested = true;
        else if (a == "--round") o.sampler.round = int(numberArg(a, args.value(), 1, 100000));
        else if (!patience::batch::readOption<UsageError>(a, [&] { return args.value(); }, o.batch))
            throw UsageError("unknown option '" + a + "'");
    }
    patience::batch::checkOptions<UsageError>(o.batch, o.bench, "--bench A-B");
    return o;
}

// Protocol mode: one answer per turn block; bad input is one line, exit 2.
inline int play(const Options& o) {
    gallery::Rng rng(botSeed(o.seed));
    int line = 0;
    try {
        while (auto v = parseTurn(std::cin, line)) {
            if (v->moves.empty()) throw TurnError(line, "the turn lists no legal move");
            std::cout << actionName(chooseAction(*v, o.sampler, rng)) << std::endl;
        }
    } catch (const TurnError& e) {
        std::cerr << "bot gallery: " << e.what() << '\n';
        return 2;
    }
    return 0;
}

// One --jsonl line per seed of --bench, and back.
inline patience::batch::Codec<PlayResult> benchCodec() {
    namespace batch = patience::batch;
    return {"bot gallery --bench", "seed",
            [](patience::json::Writer& w, const PlayResult& r) {
                w.key("won").value(r.won);
                w.key("score").value(r.score);
                w.key("moves").value(r.moves);
                w.key("move_ms").value(r.moveMs);
                w.key("error").value(r.error);
            },
            [](const patience::json::Value& v) {
                PlayResult r;
                r.won = batch::flag(v, "won");
                r.score = int(batch::integer(v, "score"));
                r.moves = int(batch::integer(v, "moves"));
                r.moveMs = batch::number(v, "move_ms");
                r.error = batch::text(v, "error");
                return r;
            },
            [](const PlayResult& r) { return r.won; }};
}

inline int bench(const Options& o) {
    patience::batch::Run<PlayResult> run(o.batch, patience::batch::seedList(o.first, o.last), benchCodec(), "seeds", "won");
    std::size_t n = run.size();
    std::vector<PlayResult> results(n);
    double seconds = patience::bot::timedParallel(n, o.jobs, [&](std::size_t i) {
        results[i] = run.get(i, [&] { return playDeal(run.id(i), o.sampler); });
    });
    run.finish();
    long wins = 0, score = 0, moves = 0;
    double ms = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const PlayResult& r = results[i];
        if (!r.error.empty()) {
            std::cerr << "bot gallery: seed " << run.id(i) << ": illegal move: " << r.error << '\n';
            return 2;
        }
        wins += r.won;
        score += r.score;
        moves += r.moves;
        ms += r.moveMs;
    }
    double rate = n ? 100.0 * double(wins) / double(n) : 0, meanScore = n ? double(score) / double(n) : 0;
    double msMove = moves ? ms / double(moves) : 0, msGame = n ? ms / double(n) : 0;
    std::cout << std::fixed << std::setprecision(2) << "seeds " << o.first << "-" << o.last << o.batch.shardText() << ": " << wins << "/" << n << " won (" << rate
              << "%), mean score " << meanScore << ", " << std::setprecision(3) << msMove << " ms a move, " << std::setprecision(1) << msGame
              << " ms a game (" << moves << " moves), " << seconds << " s total (" << o.jobs << " jobs, " << o.sampler.samples << " samples)\n";
    if (o.json)
        std::cout << std::setprecision(4) << "{\"first\":" << o.first << ",\"last\":" << o.last << ",\"games\":" << n << ",\"wins\":" << wins
                  << ",\"win_rate\":" << rate / 100 << ",\"mean_score\":" << meanScore << ",\"ms_per_move\":" << msMove
                  << ",\"ms_per_game\":" << msGame << ",\"moves\":" << moves << ",\"seconds\":" << seconds
                  << ",\"samples\":" << o.sampler.samples << ",\"jobs\":" << o.jobs << "}\n";
    return wins == long(n) ? 0 : 1;
}

inline int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--solve") return solveMain(argc, argv);  // solve_cli.hpp reads its own options
    if (patience::bot::asksHelp(argc, argv)) {
        std::cout << usageText;
        return 0;
    }
    try {
        Options o = parseArgs(argc, argv);
        return o.bench ? bench(o) : play(o);
    } catch (const UsageError& e) {
        std::cerr << "bot gallery: " << e.what() << '\n' << usageText;
        return 2;
    } catch (const std::exception& e) {  // a --jsonl file that cannot be taken, say
        std::cerr << "bot gallery: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace gallery::bot
