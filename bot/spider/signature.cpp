// Spider's engines in the bench signature (bot/common/signature.hpp): the
// solver on seeds of one, two and four suits, bounded by positions; the fair
// bot's first 40 answers of seed 1 in each suit count, its wall-clock
// safety nets out of reach; and the analyser's questions on a position of a
// seeded game.
#include <vector>

#include "bot/spider/cli.hpp"
#include "bot/common/signature.hpp"
#include "bot/spider/analyser/plan.hpp"
#include "bot/spider/bench.hpp"
#include "bot/spider/solver.hpp"
#include "games/spider/deal.hpp"

namespace spider::bot {

inline Rules withSuits(int suits) {
    Rules r;
    r.suits = suits;
    return r;
}

// The analyser's answer: its status, positions and the plan's first moves.
inline void signAnalysis(patience::bot::Signature& sig, const AnalyseResult& r) {
    sig.add(std::uint64_t(r.status)).add(std::uint64_t(r.positions));
    if (r.plan)
        for (const Command& c : r.plan->moves) sig.add(commandText(c));
}

std::vector<patience::bot::Engine> signatureEngines() {
    return {
        {"spider solver",
         [] {
             patience::bot::EngineRun run;
             SolveLimits limits;
             limits.timeMs = 1 << 30;
             limits.positions = 30000;
             for (int suits : {1, 2, 4})
                 patience::bot::signSolves(run, patience::bot::seedsOneTo(3), [&](std::uint64_t seed) { return solve(newGame(seed, withSuits(suits)), limits); }, stepName);
             return run;
         }},
        {"spider fair bot",
         [] {
             patience::bot::EngineRun run;
             run.workName = "answers";
             for (int suits : {1, 2, 4}) {
                 BenchGame game{withSuits(suits), AgentConfig{}};
                 game.agent.sampleDeadlineMs = 1 << 30;
                 game.agent.chance.deadlineMs = 1 << 30;
                 patience::bot::EngineRun part = patience::bot::fairSignature(game, {1}, 40);
                 run.work += part.work;
                 run.signature.add(part.signature.value());
             }
             return run;
         }},
        {"spider analyser",
         [] {
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
         }},
    };
}

}  // namespace spider::bot
