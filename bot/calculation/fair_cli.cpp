// `bot calculation` without --solve: the fair bot, its benches and its grade.
#include "bot/calculation/fair_cli.hpp"

#include "bot/calculation/bench.hpp"
#include "bot/calculation/cli.hpp"
#include "bot/calculation/grade_table.hpp"
#include "bot/common/play_turns.hpp"
#include "games/calculation/rules_options.hpp"

namespace calculation::bot {

const std::string playUsage =
    std::string(
        "usage: bot calculation [options]   the fair bot: turn blocks on standard input (referee calculation\n"
        "                                   --bot's protocol), one move a line on standard output\n"
        "the fair bot's settings (--ab's --a and --b take them too):\n"
        "  --samples N            deck orders sampled per candidate move, at most (1000; 0: the policy alone)\n"
        "  --win-bonus N          a won play-out scores 52 + N, a lost one its cards home (1000)\n"
        "  --prune N              drop a candidate move trailing by N/10 standard deviations (25; 0: never)\n"
        "  --piles N              waste piles tried per card, cheapest first (4)\n"
        "  --endgame N            with at most N orders of the cards to come, try each with the solver (120; 0: never)\n"
        "  --endgame-positions N  ... at most N positions a move, and 300 ms (100000)\n"
        "  --weights E,G,C,S,K,R,P,N  the policy's costs (policy.hpp; 6,1,20,2,15,0,0,1), for tuning\n") +
    patience::bot::safetyUsage("300, the endgame's");
const char* rulesUsage =
    "  --rules classic|coco   the rule set of --bench, --ab and --grade (coco; play: each turn says it)\n";

bool FairBot::readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg) {
    if (a == "--samples")
        cfg.samples = int(args.integer(0, 100000));
    else if (a == "--win-bonus")
        cfg.winBonus = int(args.integer(0, 100000));
    else if (a == "--prune")
        cfg.prune = double(args.integer(0, 100)) / 10;
    else if (a == "--endgame")
        cfg.endgame.maxOrders = int(args.integer(0, 1000000));
    else if (a == "--endgame-positions")
        cfg.endgame.budget = long(args.integer(1, 1LL << 40));
    else if (a == "--piles")
        cfg.maxPiles = int(args.integer(1, 4));
    else if (a == "--safety-ms")
        cfg.endgame.maxMs = patience::bot::safetyMs(args);
    else if (a == "--weights") {  // tuning: the policy's eight costs, in PolicyWeights' order (policy.hpp)
        std::vector<int> w = patience::numberList(a, args.value(), 0, 1000);
        if (w.size() != 8)
            throw patience::UsageError(
                "--weights wants 8 numbers: empty,gap,covered,coveredSoon,kingCover,sameRank,emptySpare,copies");
        cfg.weights = PolicyWeights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
    } else
        return false;
    return true;
}

bool FairBot::readRule(const std::string& a, patience::OptionReader& args, Rules& r) {
    return patience::readRuleOption<RuleOptions>(a, args, r.rules);
}

BenchGame FairBot::gradeGame(const Rules& r, const Settings& cfg, std::uint64_t luck) {
    BenchGame g{r.rules, cfg};
    g.luck = luck;
    return g;
}

patience::bot::GradeSolve FairBot::gradeSolve(const Rules& r, std::uint64_t seed, long positions) {
    thread_local Solver solver(23);
    auto res = solver.solve(newGame(seed, r.rules), SearchLimit::positionsOnly(positions));  // the positions decide
    return {res.status, res.nodes, int(res.moves.size())};
}

void FairBot::gradeDefaults(const Rules& r, Settings& cfg) {
    cfg.samples = r.rules == RuleSet::Classic ? 100 : 10;
    cfg.endgame.maxOrders = 0;
    cfg.endgame.maxMs = patience::bot::SearchLimit::NoClock;  // no clock: the same grade on every machine
}

patience::bot::GradedAhead FairBot::gradedAhead(const Rules& r) {
    return patience::bot::gradedAheadOf(r.rules == RuleSet::Classic ? gradedAheadClassic : gradedAheadCoco);
}

patience::bot::GradeCuts FairBot::gradeCuts(const Rules& r) {
    if (r.rules == RuleSet::Classic) return {0.3800, 0.5684, 0.6952, 0.8831};
    return {0.2547, 0.4428, 0.5694, 0.7573};
}

int FairBot::play(const Rules&, const Settings& cfg) {
    Rng rng(1);
    return patience::bot::playTurns(program, parseTurn,
                                    [&](const View& v) { return moveName(chooseMove(v, cfg, rng)); });
}

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(mode,
                                       {FairBot::program, playUsage + rulesUsage, "win rate, CPU times", rulesUsage});
}

// The fair bot's whole game of seed 1 (its endgame included), the endgame's safety net out of reach.
patience::bot::Engine fairEngine() {
    return {"calculation fair bot", [] {
                BenchGame game;
                game.sampler.endgame.maxMs = patience::bot::SearchLimit::NoClock;
                return patience::bot::fairSignature(game, {1}, game.maxTurns);
            }};
}

}  // namespace calculation::bot
