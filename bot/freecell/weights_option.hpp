// Weights of the estimate given on a command line (--weights, --engine-weights).
#pragma once

#include <string>
#include <vector>

#include "bot/freecell/estimate.hpp"

namespace freecell::bot {

// "6,2,6,3,1,3,10/5,4,2,1,0,0,0": one or more sets of SearchWeights.
std::vector<SearchWeights> parseWeights(const std::string& option, const std::string& text);

}  // namespace freecell::bot
