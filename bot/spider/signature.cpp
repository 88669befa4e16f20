// Spider's engines in the bench signature (bot/common/signature.hpp): the
// solver on seeds of one, two and four suits, bounded by positions; the fair
// bot's first 40 answers of seed 1 in each suit count, its wall-clock
// safety nets out of reach; and the analyser's questions on a position of a
// seeded game.
#include <vector>

#include "bot/spider/cli.hpp"

namespace spider::bot {

// Each engine is defined beside its mode (cli.hpp), which compiles its code already.
std::vector<patience::bot::Engine> signatureEngines() { return {solverEngine(), fairEngine(), analyserEngine()}; }

}  // namespace spider::bot
