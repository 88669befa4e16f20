// Confirming that a deal is unsolvable without trusting 64-bit keys.
//
// The best-first searches tell positions apart by a 64-bit key, so two
// positions could in principle share one and a path be missed. Before the
// solver says "unsolvable" it searches every reachable position again,
// telling them apart by their full contents.
#pragma once

#include <algorithm>
#include <chrono>
#include <string>
#include <unordered_set>
#include <vector>

#include "games/freecell/rules.hpp"

namespace freecell::bot {

using Clock = std::chrono::steady_clock;

// The position's contents, the same whatever the order of cascades and cells.
inline std::string canonicalForm(const Board& b) {
    std::string columns[Cascades];
    for (int col = 0; col < Cascades; ++col) columns[col].assign(b.column(col), b.column(col) + b.len[col]);
    std::sort(columns, columns + Cascades);
    std::array<Card, Cells> cells = b.cell;
    std::sort(cells.begin(), cells.end());
    std::string s(cells.begin(), cells.end());
    for (const auto& c : columns) s += char(0xff) + c;  // 0xff is no card
    return s;
}

enum class Proof { Unsolvable, Solvable, TooLarge, Unfinished };

// Visits every position reachable from `start`, up to `limit` of them; like
// the searches it stops at a deadline and goes on when run again.
class UnsolvabilityProof {
public:
    UnsolvabilityProof(const Board& start, Autoplay mode, std::size_t limit, Capacity capacity = Capacity::Doubling)
        : mode_(mode), capacity_(capacity), limit_(limit) {
        Board b = start;
        autoplay(b, mode);
        seen_.insert(canonicalForm(b));
        stack_.push_back(b);
    }

    Proof run(Clock::time_point deadline) {
        for (std::size_t visited = 0; result_ == Proof::Unfinished; ++visited) {
            if (stack_.empty()) return result_ = Proof::Unsolvable;
            if ((visited & 255) == 0 && Clock::now() >= deadline) break;
            Board parent = stack_.back();
            stack_.pop_back();
            if (parent.won()) return result_ = Proof::Solvable;
            forEachMove(parent, true, capacity_, [&](Move m, int count) {
                Board child = parent;
                play(child, m, count);
                autoplay(child, mode_);
                if (seen_.insert(canonicalForm(child)).second) stack_.push_back(child);
            });
            if (seen_.size() > limit_) result_ = Proof::TooLarge;
        }
        return result_;
    }

private:
    Autoplay mode_;
    Capacity capacity_;
    std::size_t limit_;
    std::unordered_set<std::string> seen_;
    std::vector<Board> stack_;
    Proof result_ = Proof::Unfinished;
};

inline Proof proveUnsolvable(const Board& start, Autoplay mode, std::size_t limit,
                             Capacity capacity = Capacity::Doubling) {
    return UnsolvabilityProof(start, mode, limit, capacity).run(Clock::time_point::max());
}

}  // namespace freecell::bot
