// Everything about Calculation's rules, in one include.
#pragma once

#include "games/calculation/deal.hpp"
#include "games/calculation/game.hpp"
#include "games/calculation/protocol.hpp"
