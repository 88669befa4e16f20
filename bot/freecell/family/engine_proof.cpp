// The exact proof (solve.hpp), instantiated here once for the fourteen games
// the engine plays: a file of its own, as each game is a type of its own and
// their instances are most of the file's compile time.
#include "bot/freecell/family/solve.hpp"

#include "bot/freecell/exact_proof.hpp"

namespace freecell::bot {

std::optional<ExactProofResult> exactProofFor(const FamilyBoard& b, const Family& f, std::size_t positions,
                                              FamilySolver::Clock::time_point deadline) {
    std::optional<ExactProofResult> r;
    withEngineRules(f, [&](auto rules) {
        using R = decltype(rules);
        ExactProof<R> proof(engineBoard<R>(b), positions);
        auto status = proof.run(deadline);
        r = ExactProofResult{status, proof.positions()};
    });
    return r;
}

}  // namespace freecell::bot
