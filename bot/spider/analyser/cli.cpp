// `bot spider --analyse`.
#include "bot/spider/analyser/cli.hpp"

#include "bot/spider/cli.hpp"
#include "bot/spider/solver.hpp"
#include "games/spider/deal.hpp"

namespace spider::bot {

int runAnalyse(int argc, char** argv) { return analyseMain(argc, argv); }
std::string analyseHelp() { return std::string(analyseUsage) + rulesHelp; }

// The analyser's answer: its status, positions and the plan's first moves.
inline void signAnalysis(patience::bot::Signature& sig, const AnalyseResult& r) {
    sig.add(std::uint64_t(r.status)).add(std::uint64_t(r.positions));
    if (r.plan)
        for (const Command& c : r.plan->moves) sig.add(commandText(c));
}

// The analyser's questions on a position of a seeded game.
patience::bot::Engine analyserEngine() {
    return {"spider analyser", [] {
                patience::bot::EngineRun run;
                // Seed 7 after the solver's first 40 steps: a position of Woods's kind.
                Game g = newGame(7, Rules{});
                SolveLimits limits;
                limits.timeMs = 1 << 30;
                limits.positions = 30000;
                SolveResult line = solve(g, limits);
                for (std::size_t i = 0; i < 40 && i < line.moves.size(); ++i) apply(g, command(line.moves[i]));
                AnalyseLimits bounds;
                bounds.timeMs = 1 << 30;
                bounds.positions = 200000;
                for (const char* goal : {"turn-up", "spaces:1", "removals:1"}) {
                    Query q;
                    q.goal = parseGoal(goal);
                    AnalyseResult r = analysePosition(g, q, false, bounds);
                    run.work += std::uint64_t(r.positions);
                    signAnalysis(run.signature, r);
                }
                return run;
            }};
}

}  // namespace spider::bot
