// The gallery's engines in the bench signature (bot/common/signature.hpp):
// the solver on seeds 1-10, bounded by positions, and the fair bot's first
// 40 answers of seeds 1-2 and, with its endgame (8 orders) from the start, the
// first 6 of seed 3; the endgame's safety net out of reach.
#include <vector>

#include "bot/gallery/cli.hpp"

namespace gallery::bot {

// Each engine is defined beside its mode (cli.hpp), which compiles its code already.
std::vector<patience::bot::Engine> signatureEngines() { return {solverEngine(), fairEngine()}; }

}  // namespace gallery::bot
