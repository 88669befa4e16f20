// Everything about Spider's rules, in one include.
#pragma once

#include "games/spider/card.hpp"
#include "games/spider/command.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/game.hpp"
#include "games/spider/position_file.hpp"
#include "games/spider/protocol.hpp"
#include "games/spider/text.hpp"
