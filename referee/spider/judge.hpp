// `referee spider --bot COMMAND`: a Spider game between the referee and a
// program. Each turn the bot is told what a player can see (never a
// face-down card, never the order of the hand) and the legal commands, and
// answers one command in Woods's syntax. The protocol is in the README
// ("### Bot protocol"); the turn text is games/spider/protocol.hpp.
#pragma once

#include "games/spider/spider.hpp"

namespace spider::referee {

// Plays the games the options ask for; argv[0] is "spider". Exit status: 0
// all games won, 1 some lost, 2 bad options.
int judgeMain(int argc, char** argv);

}  // namespace spider::referee
