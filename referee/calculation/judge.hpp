// `referee calculation --bot COMMAND`: games of Calculation against a
// program. Each turn the bot reads calculation::turnText (what a player sees
// and the legal moves, never the deck's order) and answers one move in the
// notation f2, w3, w1 f4, w2 w3. The protocol is in the README (Calculation).
#pragma once

namespace calculation::referee {

// argv[0] is "calculation". Exit status: 0 all games won, 1 some lost, 2 bad options.
int judgeMain(int argc, char** argv);

}  // namespace calculation::referee
