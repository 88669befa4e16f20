// Calculation's engines in the bench signature (bot/common/signature.hpp):
// the solver on seeds 1-20 under both rule sets, bounded by positions, and
// the fair bot's whole game of seed 1 (its endgame included), the endgame's
// safety net out of reach.
#include <vector>

#include "bot/calculation/cli.hpp"

namespace calculation::bot {

// Each engine is defined beside its mode (cli.hpp), which compiles its code already.
std::vector<patience::bot::Engine> signatureEngines() { return {solverEngine(), fairEngine()}; }

}  // namespace calculation::bot
