// `referee freecell`: a FreeCell bot judged as the online puzzle judges it.
// Each turn the bot reads the statement's 14-line turn input (lines 3-12 are
// a board fc-solve reads) and answers one line of moves ("26 5a 4h").
#pragma once

namespace freecell::referee {

// argv[0] is "freecell". Exit status: 0 every game won, 1 some game lost,
// 2 bad options or input.
int judgeMain(int argc, char** argv);

}  // namespace freecell::referee
