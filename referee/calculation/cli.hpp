// `referee calculation`: Quellhorst's CoCo Calculation for a person at a
// terminal (keeper.hpp), and, with --bot, a judge for bots (judge.hpp).
#pragma once

namespace calculation::referee {

// argv[0] is "calculation". Exit status: 0 won (every game won, for bots),
// quit or end of input; 1 a game lost (bots: some game lost); 2 bad options.
int main(int argc, char** argv);

}  // namespace calculation::referee
