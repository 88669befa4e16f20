// Every game's perfect-information solver answers with this: winnable (the
// moves), unwinnable (every position searched) or unknown (a limit reached),
// and a user reads the same words for each in every game.
#pragma once

#include <string>
#include <vector>

namespace patience::bot {

// Unscoped inside a struct: SolveResult<M>::Winnable reads well, and a
// status counts into an array.
struct SolveStatus {
    enum Status { Winnable, Unwinnable, Unknown };
};

inline const char* statusName(SolveStatus::Status s) {
    return s == SolveStatus::Winnable ? "winnable" : s == SolveStatus::Unwinnable ? "unwinnable" : "unknown";
}

// "unwinnable (proved: 1234 positions)"; the other two are their names.
std::string verdictText(SolveStatus::Status s, long positions);

template <class Move>
struct SolveResult : SolveStatus {
    Status status = Unknown;
    std::vector<Move> moves;  // Winnable: the whole game from the start
    long nodes = 0;           // positions searched
    double ms = 0;
};

}  // namespace patience::bot
