// `referee freecell`: judge a FreeCell bot as the online puzzle does.
#pragma once

namespace freecell::referee {

// argv[0] is "freecell". Exit status: 0 every game won, 1 some game lost,
// 2 bad options or input.
int main(int argc, char** argv);

}  // namespace freecell::referee
