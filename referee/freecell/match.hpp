// One game between the judge and a bot: the turn loop and its verdict.
#pragma once

#include <string>
#include <vector>

#include "referee/common/child.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/verdict.hpp"
#include "referee/freecell/display.hpp"
#include "referee/freecell/settings.hpp"

namespace freecell::referee {

// "deal 5" or "board FILE", as dealt, before autoplay.
using Match = ::referee::Match<Board>;

Match dealMatch(std::int64_t deal);

// The bot's legal moves in order, and the board they left: what --replay draws.
struct MoveLog {
    std::vector<Move> moves;
    Board last;
};

// Plays the match to its end; `show` and `log` may be null. Never throws for
// anything the bot does, and never waits past a turn's limit.
::referee::GameRecord play(const Match& match, const Settings& settings, ::referee::Stderr botStderr, Display* show,
                           MoveLog* log = nullptr);

}  // namespace freecell::referee
