// `bot calculation --solve`.
#include "bot/calculation/solve_cli.hpp"

#include <memory>

#include "bot/calculation/cli.hpp"
#include "bot/calculation/solver.hpp"
#include "games/calculation/deal.hpp"
#include "games/calculation/rules_options.hpp"

namespace calculation::bot {

const std::string solveUsage =
    std::string(
        "usage: bot calculation --solve --seed N      perfect information: winnable (with the moves),\n"
        "                                             unwinnable (proved) or unknown within --time-ms\n"
        "       bot calculation --solve --deck FILE [--after MOVES]\n"
        "                                             the same on a deck file's order (48 cards, as for\n"
        "                                             referee calculation --deck), after MOVES played from\n"
        "                                             the deal (commas between: f1,w2,w1 f4); the moves\n"
        "                                             printed are those from there\n"
        "       bot calculation --solve --seeds SEEDS the same over seeds (1-200, 1-10,20): counts\n"
        "  --rules classic|coco   the rule set (coco)\n"
        "  --time-ms N            search limit per deal (10000)\n"
        "  --positions N          also give up after N positions a deal (0: no limit), so that\n"
        "                         the answers do not depend on the machine's load\n"
        "  --no-dead-ends         without the dead-end tests (to compare)\n"
        "  --no-lookahead         moves in the policy's order, not ordered by play-outs (to compare)\n"
        "with --seeds:\n") +
    patience::bot::batchUsageLines("seed");

std::string replay(const Game& g, const std::vector<Move>& moves) {
    return patience::bot::replayMoves(
        g, moves, [](const Game& at, Move m) { return at.whyNot(m); }, [](Game& at, Move m) { at.play(m); }, moveName);
}

int tableBitsFor(long positions) {
    int bits = 16;
    while (bits < 23 && (positions <= 0 || (1L << bits) / 4 * 3 < positions)) ++bits;
    return bits;
}

patience::bot::SolveGame<Move> solveGame(const SolverOptions& o, const patience::bot::SolveOptions& limits,
                                         const Game* given) {
    auto start = [rules = o.rules, given = given ? std::make_shared<const Game>(*given) : nullptr](std::uint64_t seed) {
        return given ? *given : newGame(seed, rules);
    };
    patience::bot::SolveGame<Move> game;
    game.program = "bot calculation";
    game.kind = std::string("bot calculation --solve ") + rulesName(o.rules);
    game.settings = rulesName(o.rules);
    game.solve = [o, start, timeMs = limits.timeMs, positions = limits.positions](std::uint64_t seed) {
        thread_local Solver solver(tableBitsFor(positions));
        solver.deadEnds = o.deadEnds;
        solver.lookahead = o.lookahead;
        return solver.solve(start(seed), SearchLimit::after(timeMs, positions));
    };
    game.replay = [start](std::uint64_t seed, const std::vector<Move>& moves) { return replay(start(seed), moves); };
    game.writeSettings = [o](patience::json::Writer& w) {
        w.key("rules").value(rulesName(o.rules));
        w.key("dead_ends").value(o.deadEnds);
        w.key("lookahead").value(o.lookahead);
    };
    return game;
}

int solveMain(int argc, char** argv) {
    SolverOptions s;
    std::string deck, after;
    auto o = patience::bot::parseSolveOptions(
        argc, argv,
        [&](const std::string& a, patience::OptionReader& args) {
            if (a == "--no-dead-ends")
                s.deadEnds = false;
            else if (a == "--no-lookahead")
                s.lookahead = false;
            else if (a == "--deck")
                deck = args.value();
            else if (a == "--after")
                after = args.value();
            else
                return patience::readRuleOption<RuleOptions>(a, args, s.rules);
            return true;
        },
        "--deck FILE", [&] { return !deck.empty(); });
    if (!after.empty() && deck.empty()) throw patience::UsageError("--after goes with --deck FILE");
    if (deck.empty()) return patience::bot::runSolve(solveGame(s, o), o, moveName);
    // The moves first: a mistake in them is the command line's, whatever the file holds.
    std::vector<Move> moves = after.empty() ? std::vector<Move>{} : parseMoveList(after);
    Game g = playedOut(Game(readDeckFile(deck), s.rules), moves);
    std::string label = deck +
        (moves.empty() ? "" : " after " + std::to_string(moves.size()) + (moves.size() == 1 ? " move" : " moves"));
    return patience::bot::solveOne(solveGame(s, o, &g), 0, label, patience::bot::batchOptions(o), moveName);
}

int runSolve(int argc, char** argv) { return solveMain(argc, argv); }
std::string solveHelp() { return solveUsage; }

// The solver on seeds 1-20 under both rule sets, bounded by positions.
patience::bot::Engine solverEngine() {
    return {"calculation solver", [] {
                patience::bot::EngineRun run;
                Solver solver(20);
                for (RuleSet rules : {RuleSet::Classic, RuleSet::CoCo})
                    patience::bot::signSolves(
                        run, patience::bot::seedsOneTo(20),
                        [&](std::uint64_t seed) {
                            return solver.solve(newGame(seed, rules), SearchLimit::positionsOnly(20000));
                        },
                        moveName);
                return run;
            }};
}

}  // namespace calculation::bot
