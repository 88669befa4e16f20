// The turn block a Spider bot is sent (games/spider/protocol.hpp).
#include "games/spider/protocol.hpp"

namespace spider {

std::string turnText(const Game& g, int turn, const std::vector<Command>& legal) {
    std::string s = "turn " + std::to_string(turn) + "\n";
    s += "deals " + std::to_string(g.dealsLeft()) + "\n";
    s += "removed " + std::to_string(g.removedRuns.size());
    for (const auto& run : g.removedRuns)
        for (Card card : run) s += " " + cardName(card);
    s += "\nsuits " + std::to_string(g.rules.suits) + "\n";
    for (int c = 0; c < Columns; ++c) {
        const Column& col = g.columns[std::size_t(c)];
        s += "column " + std::to_string(c + 1) + " " + std::to_string(col.down.size());
        for (Card card : col.up) s += " " + cardName(card);
        s += "\n";
    }
    s += "moves " + std::to_string(legal.size()) + "\n";
    for (const Command& c : legal) s += commandText(c) + "\n";
    return s;
}

}  // namespace spider
