// Everything about Spider's rules, in one include.
#pragma once

#include "card.hpp"
#include "command.hpp"
#include "deal.hpp"
#include "game.hpp"
#include "position_file.hpp"
#include "text.hpp"
