// The five difficulty grades of a deal (bot GAME --grade, docs/grade.md) and
// their names, for the bots that grade and the keepers that deal by grade.
#pragma once

#include <string>

#include "common/option_reader.hpp"

namespace patience {

// 0 is a deal the solver proved not winnable; 1 (easy) to 5 (hardest).
inline const char* gradeName(int grade) {
    static const char* names[] = {"not winnable", "easy", "medium", "hard", "harder", "hardest"};
    return grade >= 0 && grade <= 5 ? names[grade] : "?";
}

// Every game's grades of seeds 1 to this many are computed ahead, with the
// game's grader (bot/<game>/grade_table.hpp): a keeper asked for a difficulty
// and no seed starts among them, so that it deals at once (grading a seed
// plays it 8-16 times: up to 10 s).
constexpr int GradedAheadSeeds = 60;

// --difficulty NAME (easy, medium, hard, harder, hardest) or 1-5, as a grade;
// a UsageError otherwise.
inline int difficultyGrade(const std::string& option, const std::string& value) {
    for (int g = 1; g <= 5; ++g)
        if (value == gradeName(g) || value == std::to_string(g)) return g;
    throw UsageError(option + " wants easy, medium, hard, harder or hardest (or 1-5), got '" + value + "'");
}

}  // namespace patience
