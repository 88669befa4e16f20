// Every game's solver's answer in words (solve_result.hpp).
#include "bot/common/solve_result.hpp"

namespace patience::bot {

std::string verdictText(SolveStatus::Status s, long positions) {
    std::string name = statusName(s);
    if (s != SolveStatus::Unwinnable) return name;
    return name + " (proved: " + std::to_string(positions) + (positions == 1 ? " position)" : " positions)");
}

}  // namespace patience::bot
