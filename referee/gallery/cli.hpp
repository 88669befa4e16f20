// `referee gallery`: the face-card gallery (Royal Parade) for a person at a
// terminal, with computer-aided play and the computer's evaluation of the
// deal (keeper.hpp), and, with --bot, a judge for bots (judge.hpp).
#pragma once

namespace gallery::referee {

// argv[0] is "gallery". Exit status: 0 quit, end of input or the game's end
// (bots: see judge.hpp); 2 bad options.
int main(int argc, char** argv);

}  // namespace gallery::referee
