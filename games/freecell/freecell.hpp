// Everything about FreeCell's rules, in one include.
#pragma once

#include "games/freecell/board.hpp"
#include "games/freecell/card.hpp"
#include "games/freecell/deal.hpp"
#include "games/freecell/notation.hpp"
#include "games/freecell/protocol.hpp"
#include "games/freecell/rules.hpp"
