// The difficulty grades' names, and --difficulty read (common/difficulty.hpp).
#include "common/difficulty.hpp"

namespace patience {

const char* gradeName(int grade) {
    static const char* names[] = {"not winnable", "easy", "medium", "hard", "harder", "hardest"};
    return grade >= 0 && grade <= 5 ? names[grade] : "?";
}

int difficultyGrade(const std::string& option, const std::string& value) {
    for (int g = 1; g <= 5; ++g)
        if (value == gradeName(g) || value == std::to_string(g)) return g;
    throw UsageError(option + " wants easy, medium, hard, harder or hardest (or 1-5), got '" + value + "'");
}

}  // namespace patience
