// Confirming that a deal is unsolvable without trusting 64-bit keys.
//
// The best-first searches tell positions apart by a 64-bit key, so two
// positions could in principle share one and a path be missed. Before the
// solver says "unsolvable" it searches every reachable position again,
// telling them apart by their full contents.
#pragma once

#include <chrono>
#include <string>
#include <unordered_set>
#include <vector>

#include "games/freecell/rules.hpp"

namespace freecell::bot {

using Clock = std::chrono::steady_clock;

// The position's contents, the same whatever the order of cascades and cells.
std::string canonicalForm(const Board& b);

enum class Proof { Unsolvable, Solvable, TooLarge, Unfinished };

// Visits every position reachable from `start`, up to `limit` of them; like
// the searches it stops at a deadline and goes on when run again.
class UnsolvabilityProof {
public:
    UnsolvabilityProof(const Board& start, Autoplay mode, std::size_t limit, Capacity capacity = Capacity::Doubling);

    Proof run(Clock::time_point deadline);

private:
    Autoplay mode_;
    Capacity capacity_;
    std::size_t limit_;
    std::unordered_set<std::string> seen_;
    std::vector<Board> stack_;
    Proof result_ = Proof::Unfinished;
};

// Runs the proof to its end (no deadline).
Proof proveUnsolvable(const Board& start, Autoplay mode, std::size_t limit, Capacity capacity = Capacity::Doubling);

}  // namespace freecell::bot
