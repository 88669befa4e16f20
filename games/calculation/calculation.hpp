// Everything about Calculation's rules, in one include.
#pragma once

#include "deal.hpp"
#include "game.hpp"
#include "protocol.hpp"
