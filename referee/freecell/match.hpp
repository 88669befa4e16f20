// One game between the judge and a bot: the turn loop and its verdict.
#pragma once

#include <string>

#include "common/child.hpp"
#include "common/turn_loop.hpp"
#include "common/verdict.hpp"
#include "freecell/display.hpp"
#include "freecell/settings.hpp"

namespace freecell::referee {

// "deal 5" or "board FILE", as dealt, before autoplay.
using Match = ::referee::Match<Board>;

Match dealMatch(std::int64_t deal);

// Plays the match to its end; `show` may be null. Never throws for anything
// the bot does, and never waits past a turn's limit.
::referee::GameRecord play(const Match& match, const Settings& settings, ::referee::Stderr botStderr, Display* show);

}  // namespace freecell::referee
