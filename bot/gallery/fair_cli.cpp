// `bot gallery` without --solve: the fair bot, its benches and its grade.
#include "bot/gallery/fair_cli.hpp"

#include <memory>

#include "bot/common/play_turns.hpp"
#include "bot/gallery/bench.hpp"
#include "bot/gallery/cli.hpp"
#include "bot/gallery/grade_table.hpp"

namespace gallery::bot {

const std::string playUsage =
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

bool FairBot::readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg) {
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

bool FairBot::readRule(const std::string& a, patience::OptionReader& args, Rules& r) {
    if (a != "--seed") return false;
    r.seed = std::uint64_t(args.integer(0, 1LL << 62));
    return true;
}

BenchGame FairBot::gradeGame(const Rules&, const Settings& cfg, std::uint64_t luck) {
    BenchGame g{cfg};
    g.luck = luck;
    return g;
}

patience::bot::GradeSolve FairBot::gradeSolve(const Rules&, std::uint64_t seed, long positions) {
    thread_local std::unique_ptr<Solver> solver;
    if (!solver) solver.reset(new Solver());
    auto res = solver->solve(newGame(seed), SearchLimit::positionsOnly(positions));  // the positions decide
    return {res.status, res.nodes, int(res.moves.size())};
}

void FairBot::gradeDefaults(const Rules&, Settings& cfg) {
    cfg.endgame.orders = 8;
    cfg.endgame.maxMs = patience::bot::SearchLimit::NoClock;
}

patience::bot::GradedAhead FairBot::gradedAhead(const Rules&) {
    return patience::bot::gradedAheadOf(gradedAheadScores);
}

int FairBot::play(const Rules& r, const Settings& cfg) {
    gallery::Rng rng(botSeed(r.seed));
    return patience::bot::playTurns(program, parseTurn,
                                    [&](const View& v) { return actionName(chooseAction(v, cfg, rng)); });
}

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(mode, {FairBot::program, playUsage, "win rate, mean score, CPU times", ""});
}

// The fair bot's first 40 answers of seeds 1-2 and, with its endgame from the start, the first 6 of seed 3.
patience::bot::Engine fairEngine() {
    return {"gallery fair bot", [] {
                BenchGame game;
                game.sampler.endgame.maxMs = patience::bot::SearchLimit::NoClock;
                patience::bot::EngineRun run = patience::bot::fairSignature(game, {1, 2}, 40);
                // The endgame from the first deal on, so that a few answers reach it.
                game.sampler.endgame.maxStock = 104;
                game.sampler.endgame.orders = 8;
                patience::bot::EngineRun endgame = patience::bot::fairSignature(game, {3}, 6);
                run.work += endgame.work;
                run.signature.add(endgame.signature.value());
                return run;
            }};
}

}  // namespace gallery::bot
