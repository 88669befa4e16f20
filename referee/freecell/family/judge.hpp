// `referee freecell --game NAME`: the FreeCell family's other games judged
// under their own rules (family_judge.cpp).
#pragma once

#include <string>
#include <vector>

#include "games/freecell/family/rules.hpp"

namespace freecell::referee {

// `words`: the command line without fc-solve's game options, which made
// `family`. `siblingBot` (quoted, or empty) is given `familyArguments` when
// no --bot is. Exit status: 0 every game won, 1 some lost; throws UsageError.
int familyJudge(const std::vector<std::string>& words, const Family& family, const std::string& siblingBot,
                const std::string& familyArguments);

const char* familyJudgeUsage();

}  // namespace freecell::referee
