// `bot gallery` without --solve: the fair bot on the judge's protocol, its
// bench and its A/B bench (bot/common/fair_cli.hpp), with the sampler's
// settings (agent.hpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "bot/common/fair_cli.hpp"
#include "bot/common/play_turns.hpp"
#include "bot/gallery/grade_table.hpp"
#include "bot/gallery/bench.hpp"

namespace gallery::bot {

// `bot gallery --help play`: the fair bot's settings.
inline const std::string playUsage =
    std::string(
        "usage: bot gallery [options]   the fair bot: turn blocks on standard input (referee gallery --bot's\n"
        "                               protocol), one answer a line on standard output\n"
        "  --seed N               the seed of the bot's randomness (1)\n"
        "the fair bot's settings (--ab's --a and --b take them too):\n"
        "  --samples N            stock orders sampled per candidate, at most (400; 0: player.hpp alone)\n"
        "  --prune N              drop a candidate trailing by N/10 standard deviations (20; 0: never)\n"
        "  --weights U,D,W,F,N,H,C  the play-out policy's values (policy.hpp; 30,4,100,100,1,1,150), for tuning\n"
        "  --round N              samples between two prunings (16)\n"
        "  --endgame N            with at most --endgame-stock cards in the stock, judge the candidates with\n"
        "                         the solver under N sampled stock orders (32; 0: never)\n"
        "  --endgame-stock N      (32: four deals)\n"
        "  --quick                play uncontested moves unsampled: about 3x faster, about 3 points of\n"
        "                         win rate weaker (measured on seeds 1-200)\n"
        "  --no-quick             sample every move (the default; undoes --quick)\n") +
    patience::bot::safetyUsage("300, the endgame's");

// The fair bot as bot/common/fair_cli.hpp runs it.
struct FairBot {
    using Settings = SamplerConfig;
    struct Rules {
        std::uint64_t seed = 1;  // play: the seed of the bot's randomness
    };
    static constexpr const char* program = "bot gallery";

    // The options --ab's --a and --b take.
    static bool readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg) {
        if (a == "--samples")
            cfg.samples = int(args.integer(0, 100000));
        else if (a == "--endgame")
            cfg.endgame.orders = int(args.integer(0, 100000));
        else if (a == "--endgame-stock")
            cfg.endgame.maxStock = int(args.integer(0, 104));
        else if (a == "--prune")
            cfg.prune = double(args.integer(0, 100)) / 10;
        else if (a == "--weights") {
            std::vector<int> w = patience::numberList(a, args.value(), 0, 1000);
            if (w.size() != 7)
                throw patience::UsageError(
                    "--weights wants 7 numbers: uncoverMovable,pileDepth,freeWanted,freePlace,noise,holdDoomed,chain");
            cfg.weights = PolicyWeights{w[0], w[1], w[2], w[3], w[4], w[5], w[6]};
        } else if (a == "--quick")
            cfg.quickUncontested = true;
        else if (a == "--no-quick")
            cfg.quickUncontested = false;
        else if (a == "--round")
            cfg.round = int(args.integer(1, 100000));
        else if (a == "--safety-ms")
            cfg.endgame.maxMs = patience::bot::safetyMs(args);
        else
            return false;
        return true;
    }
    static bool readRule(const std::string& a, patience::OptionReader& args, Rules& r) {
        if (a != "--seed") return false;
        r.seed = std::uint64_t(args.integer(0, 1LL << 62));
        return true;
    }
    static BenchGame benchGame(const Rules&, const Settings& cfg) { return BenchGame{cfg}; }
    static BenchGame gradeGame(const Rules&, const Settings& cfg, std::uint64_t luck) {
        BenchGame g{cfg};
        g.luck = luck;
        return g;
    }
    static patience::bot::GradeSolve gradeSolve(const Rules&, std::uint64_t seed, long positions) {
        thread_local std::unique_ptr<Solver> solver;
        if (!solver) solver.reset(new Solver());
        auto res = solver->solve(newGame(seed), 1 << 30, positions);  // the positions decide
        return {res.status, res.nodes, int(res.moves.size())};
    }
    // The grader: the fair bot with every move sampled, its endgame judging
    // under 8 stock orders (not 32: 2.5x faster, wins spread alike on seeds
    // 1-16), without the clock, so that a grade is the same everywhere.
    // Issue 39's grader played --quick (a few points weaker) and won at least
    // once on only a tenth of the deals; this one wins some runs of most
    // deals it can win, so its share of wins can grade them.
    static void gradeDefaults(const Rules&, Settings& cfg) {
        cfg.endgame.orders = 8;
        cfg.endgame.maxMs = 1 << 30;
    }
    static int gradeRuns(const Rules&) { return 16; }
    static patience::bot::GradedAhead gradedAhead(const Rules&) {
        return patience::bot::gradedAheadOf(gradedAheadScores);
    }
    static double gradeProgress(int score) {
        return 1 - std::min(score, 96) / 96.0;
    }  // the score counts the cards left out of place
    // Between runs lost, the grades nearest fifths of seeds 1-300 (bot gallery
    // --grade 1-300 --calibrate; docs/grade.md): won 10 runs or more, 4-9,
    // 2-3, one, none.
    static patience::bot::GradeCuts gradeCuts(const Rules&) { return {0.4375, 0.8125, 0.9375, 1.0}; }
    // The protocol: one answer a turn block.
    static int play(const Rules& r, const Settings& cfg) {
        gallery::Rng rng(botSeed(r.seed));
        return patience::bot::playTurns(program, parseTurn,
                                        [&](const View& v) { return actionName(chooseAction(v, cfg, rng)); });
    }
};

}  // namespace gallery::bot
