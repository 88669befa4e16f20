// The engine's search for a win (solve.hpp), instantiated here once for the
// fourteen games it plays: a file compiled alone, as each game is a type of
// its own and their instances are most of the file's compile time.
#include "bot/freecell/family/solve.hpp"

namespace freecell::bot {

std::optional<EngineResult> engineSolveFor(const FamilyBoard& b, const Family& f,
                                           FamilySolver::Clock::time_point deadline, std::uint64_t positions,
                                           const std::vector<SearchWeights>& weights) {
    std::optional<EngineResult> e;
    withEngineRules(f, [&](auto rules) { e = engineSolve<decltype(rules)>(b, f, deadline, positions, weights); });
    return e;
}

}  // namespace freecell::bot
