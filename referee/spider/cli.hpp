// `referee spider`: Woods's SPIDER program (1979) for a modern terminal
// (keeper.hpp), and, with --bot, a judge for a Spider bot (judge.hpp).
#pragma once

namespace spider::referee {

// argv[0] is "spider". Exit status: 0 won, quit or end of input; 2 bad
// options or a bad file at start-up. (--bot: see judge.hpp.)
int main(int argc, char** argv);

}  // namespace spider::referee
