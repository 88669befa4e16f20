// FreeCell's engines in the bench signature (bot/common/signature.hpp): the
// first solution of deals 1-100 and the proof that 11982 cannot be won, and
// the shortening phase on three deals, each bounded by positions.
#include <vector>

#include "bot/freecell/cli.hpp"

namespace freecell::bot {

// The engines are defined beside the modes (cli.cpp), which compile the solver already.
std::vector<patience::bot::Engine> signatureEngines() { return solverEngines(); }

}  // namespace freecell::bot
