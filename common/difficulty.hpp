// The five difficulty grades of a deal (bot GAME --grade, docs/grade.md) and
// their names, for the bots that grade and the keepers that deal by grade.
#pragma once

#include <string>

#include "common/option_reader.hpp"

namespace patience {

// 0 is a deal the solver proved not winnable; 1 (easy) to 5 (hardest).
const char* gradeName(int grade);

// Every game's grades of seeds 1 to this many are computed ahead, with the
// game's grader (bot/<game>/grade_table.hpp): a keeper asked for a difficulty
// and no seed starts among them, so that it deals at once, without grading
// a seed first.
constexpr int GradedAheadSeeds = 60;

// --difficulty NAME (easy, medium, hard, harder, hardest) or 1-5, as a grade;
// a UsageError otherwise.
int difficultyGrade(const std::string& option, const std::string& value);

}  // namespace patience
