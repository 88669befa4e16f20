// `referee freecell --game NAME`: the FreeCell family's other games judged
// under their own rules (family/judge.cpp).
#pragma once

#include <string>
#include <vector>

#include "games/freecell/family/rules.hpp"

namespace freecell::referee {

// `words`: the command line without fc-solve's game options, which made
// `family`. Without --bot, the bot built beside this referee plays, given
// `familyArguments`. Exit status: 0 every game won, 1 some lost; throws
// UsageError.
int familyJudge(const std::vector<std::string>& words, const Family& family, const std::string& familyArguments);

const char* familyJudgeUsage();

}  // namespace freecell::referee
