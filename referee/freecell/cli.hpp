// `referee freecell`: the judge of FreeCell bots (judge.hpp); FreeCell has
// no keeper for a person (--show draws a bot's game).
#pragma once

namespace freecell::referee {

// argv[0] is "freecell". Exit status: 0 every game won, 1 some game lost,
// 2 bad options or input.
int main(int argc, char** argv);

}  // namespace freecell::referee
