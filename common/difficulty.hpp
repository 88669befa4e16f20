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

// --difficulty NAME (easy, medium, hard, harder, hardest) or 1-5, as a grade;
// a UsageError otherwise.
inline int difficultyGrade(const std::string& option, const std::string& value) {
    for (int g = 1; g <= 5; ++g)
        if (value == gradeName(g) || value == std::to_string(g)) return g;
    throw UsageError(option + " wants easy, medium, hard, harder or hardest (or 1-5), got '" + value + "'");
}

}  // namespace patience
