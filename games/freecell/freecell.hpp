// Everything about FreeCell's rules, in one include.
#pragma once

#include "board.hpp"
#include "card.hpp"
#include "deal.hpp"
#include "notation.hpp"
#include "rules.hpp"
