// FreeCell's engines in the bench signature (bot/common/signature.hpp): the
// first solution of deals 1-100 and the proof that 11982 cannot be won, and
// the shortening phase on three deals, each bounded by positions.
#include <vector>

#include "bot/freecell/cli.hpp"
#include "bot/common/signature.hpp"
#include "bot/freecell/solver.hpp"
#include "games/freecell/deal.hpp"

namespace freecell::bot {

// One deal solved: its status, positions and moves folded in.
inline void signDeal(patience::bot::EngineRun& run, std::uint32_t deal, const SolverConfig& config) {
    Solver solver(msDeal(deal), config);
    auto never = Clock::now() + std::chrono::hours(24);
    Outcome outcome = solver.run(never, never);
    run.work += solver.stats().expanded;
    run.signature.add(deal).add(std::uint64_t(outcome)).add(solver.stats().expanded);
    for (Move m : solver.solution()) run.signature.add(moveName(m));
}

std::vector<patience::bot::Engine> signatureEngines() {
    return {
        {"freecell solver",
         [] {
             patience::bot::EngineRun run;
             SolverConfig first;
             first.improve.enabled = false;
             for (std::uint32_t deal = 1; deal <= 100; ++deal) signDeal(run, deal, first);
             signDeal(run, 11982, first);
             return run;
         }},
        {"freecell shortening",
         [] {
             patience::bot::EngineRun run;
             SolverConfig shorter;
             shorter.improve.positions = 20000;
             for (std::uint32_t deal : {1u, 2u, 617u}) signDeal(run, deal, shorter);
             return run;
         }},
    };
}

}  // namespace freecell::bot
