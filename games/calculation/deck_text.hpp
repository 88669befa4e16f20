// A deck as text, in the order it is turned: 48 cards (Ah, 10d, Qs; T for 10
// too), blanks between, '#' starts a comment, never a foundation base. The
// keeper's --deck file and the solver's --solve --deck read it alike.
#pragma once

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "games/calculation/game.hpp"

namespace calculation {

// The deck `text` holds; on anything else, no cards and `error` names
// `path`, the line and the card.
std::vector<Card> parseDeckText(const std::string& text, const std::string& path, std::string& error);

}  // namespace calculation
