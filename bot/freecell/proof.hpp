// Confirming that a deal is unsolvable without trusting 64-bit keys.
//
// The best-first searches tell positions apart by a 64-bit key, so two
// positions could in principle share one and a path be missed. Before the
// solver says "unsolvable" it searches every reachable position again,
// telling them apart by their full contents.
#pragma once

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

#include "games/freecell/rules.hpp"

namespace freecell::bot {

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

enum class Proof { Unsolvable, Solvable, TooLarge };

// Visits every position reachable from `start`, up to `limit` of them.
inline Proof proveUnsolvable(const Board& start, Autoplay mode, std::size_t limit) {
    Board b = start;
    autoplay(b, mode);
    std::unordered_set<std::string> seen{canonicalForm(b)};
    std::vector<Board> stack{b};
    while (!stack.empty()) {
        Board parent = stack.back();
        stack.pop_back();
        if (parent.won()) return Proof::Solvable;
        bool tooLarge = false;
        forEachMove(parent, true, [&](Move m, int count) {
            Board child = parent;
            play(child, m, count);
            autoplay(child, mode);
            if (seen.insert(canonicalForm(child)).second) stack.push_back(child);
            tooLarge = tooLarge || seen.size() > limit;
        });
        if (tooLarge) return Proof::TooLarge;
    }
    return Proof::Unsolvable;
}

}  // namespace freecell::bot
