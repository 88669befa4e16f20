// The puzzle's turn input (games/freecell/protocol.hpp).
#include "games/freecell/protocol.hpp"

namespace freecell {

std::string turnInput(const Board& b, const std::vector<Move>& moves) {
    int foundations = 0;
    for (auto h : b.home) foundations += h > 0;
    std::string s = std::to_string(foundations + 1) + "\n";
    for (int col = 0; col < Cascades; ++col) s += std::to_string(b.len[col] + 1) + (col + 1 < Cascades ? " " : "\n");
    s += toFcSolve(b);
    s += std::to_string(moves.size()) + "\n";
    for (std::size_t i = 0; i < moves.size(); ++i) s += (i ? " " : "") + moveName(moves[i]);
    return s + "\n";
}

}  // namespace freecell
