// `referee freecell`: every option goes to the judge.
#include "referee/freecell/cli.hpp"

#include "referee/freecell/judge.hpp"

namespace freecell::referee {

int main(int argc, char** argv) { return judgeMain(argc, argv); }

}  // namespace freecell::referee
