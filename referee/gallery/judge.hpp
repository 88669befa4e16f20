// `referee gallery --bot COMMAND`: games of the gallery (Royal Parade) against
// a program. Each turn the bot reads gallery::turnText (what a player sees and
// the legal moves, never the stock's order) and answers one move: "3 B5"
// (tableau pile 3 to place B5), "A4 C2" (a wrong card to where it belongs) or
// "deal". The protocol is in the README (Gallery).
#pragma once

namespace gallery::referee {

// argv[0] is "gallery". Exit status: 0 all games won, 1 some lost, 2 bad options.
int judgeMain(int argc, char** argv);

}  // namespace gallery::referee
