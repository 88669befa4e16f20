#include "bot/freecell/proof.hpp"

#include <algorithm>

namespace freecell::bot {

std::string canonicalForm(const Board& b) {
    std::string columns[Cascades];
    for (int col = 0; col < Cascades; ++col) columns[col].assign(b.column(col), b.column(col) + b.len[col]);
    std::sort(columns, columns + Cascades);
    std::array<Card, Cells> cells = b.cell;
    std::sort(cells.begin(), cells.end());
    std::string s(cells.begin(), cells.end());
    for (const auto& c : columns) s += char(0xff) + c;  // 0xff is no card
    return s;
}

UnsolvabilityProof::UnsolvabilityProof(const Board& start, Autoplay mode, std::size_t limit, Capacity capacity)
    : mode_(mode), capacity_(capacity), limit_(limit) {
    Board b = start;
    autoplay(b, mode);
    seen_.insert(canonicalForm(b));
    stack_.push_back(b);
}

Proof UnsolvabilityProof::run(Clock::time_point deadline) {
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

Proof proveUnsolvable(const Board& start, Autoplay mode, std::size_t limit, Capacity capacity) {
    return UnsolvabilityProof(start, mode, limit, capacity).run(Clock::time_point::max());
}

}  // namespace freecell::bot
