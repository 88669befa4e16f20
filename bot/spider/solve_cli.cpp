// `bot spider --solve`.
#include "bot/spider/solve_cli.hpp"

#include "bot/spider/cli.hpp"
#include "games/spider/deal.hpp"

namespace spider::bot {

const std::string solveUsage =
    std::string(
        "usage: bot spider --solve --seed N        perfect information (face-down cards and the hand known):\n"
        "                                          the verdict (winnable, \"unwinnable (proved: N positions)\"\n"
        "                                          when every position was searched, or unknown) with its\n"
        "                                          figures, then the moves one a line, as referee spider takes them\n"
        "       bot spider --solve --load FILE     the same from a position in Woods's format\n"
        "       bot spider --solve --seeds LIST    the same over a list of seeds: counts and times\n"
        "  --time-ms N     search limit per deal (10000)\n"
        "  --positions N   and at most N positions per deal (0: no limit), for figures that do not depend on the load\n"
        "with --seeds:\n") +
    patience::bot::batchUsageLines("seed");

std::string replay(const Game& g, const std::vector<Step>& moves) {
    return patience::bot::replayMoves(
        g, moves, [](const Game& at, const Step& s) { return whyNot(at, command(s)); },
        [](Game& at, const Step& s) { apply(at, command(s)); }, stepName);
}

patience::bot::SolveGame<Step> solveGame(const Rules& rules, const patience::bot::SolveOptions& o, const Game* loaded) {
    auto deal = [rules, loaded = loaded ? std::make_shared<const Game>(*loaded) : nullptr](std::uint64_t seed) {
        return loaded ? *loaded : newGame(seed, rules);
    };
    patience::bot::SolveGame<Step> game;
    game.program = "bot spider";
    game.kind = "bot spider --solve";
    game.settings = std::to_string(rules.suits) + (rules.suits == 1 ? " suit" : " suits");
    game.solve = [deal, timeMs = o.timeMs, positions = o.positions](std::uint64_t seed) {
        return solve(deal(seed), SearchLimit::after(timeMs, positions));
    };
    game.replay = [deal](std::uint64_t seed, const std::vector<Step>& moves) { return replay(deal(seed), moves); };
    game.writeSettings = [rules](patience::json::Writer& w) {
        w.key("suits").value(rules.suits);
        w.key("auto_remove").value(rules.autoRemove);
        w.key("last_deal_four").value(rules.lastDealFour);
        w.key("extra_on_corners").value(rules.extraOnCorners);
        w.key("kings_only_to_space").value(rules.kingsOnlyToSpace);
        w.key("any_run_moves").value(rules.anyRunMoves);
    };
    return game;
}

int solveMain(int argc, char** argv) {
    Rules rules;
    std::string load;
    auto o = patience::bot::parseSolveOptions(
        argc, argv,
        [&](const std::string& a, patience::OptionReader& args) {
            if (a != "--load") return patience::readRuleOption<RuleOptions>(a, args, rules);
            load = args.value();
            return true;
        },
        "--load FILE", [&] { return !load.empty(); });
    if (load.empty()) return patience::bot::runSolve(solveGame(rules, o), o, stepName);
    Game g = loadPositionFile(load, rules);
    return patience::bot::solveOne(solveGame(rules, o, &g), 0, load, patience::bot::batchOptions(o), stepName);
}

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() {
    return std::string(solveUsage) + "  exit status: 0 winnable (every deal), 1 not, 2 bad arguments or file\n" +
        rulesHelp;
}

// The solver on seeds 1-3 of one, two and four suits, bounded by positions.
patience::bot::Engine solverEngine() {
    return {"spider solver", [] {
                patience::bot::EngineRun run;
                for (int suits : {1, 2, 4})
                    patience::bot::signSolves(
                        run, patience::bot::seedsOneTo(3),
                        [&](std::uint64_t seed) {
                            return solve(newGame(seed, Rules{suits}), SearchLimit::positionsOnly(30000));
                        },
                        stepName);
                return run;
            }};
}

}  // namespace spider::bot
