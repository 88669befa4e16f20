// What every Spider search shares (state.hpp): the parts called once a search, not per position.
#include "bot/spider/state.hpp"

#include <string>

namespace spider::bot {

std::string stepName(const Step& s) { return commandText(command(s)); }

State Table::stateOf(const Game& g) {
    State s;
    for (int c = 0; c < Columns; ++c) {
        const Column& col = g.columns[std::size_t(c)];
        std::size_t n = 0;
        for (Card x : col.down) s.card[std::size_t(c)][n++] = x;
        for (Card x : col.up) s.card[std::size_t(c)][n++] = x;
        s.len[std::size_t(c)] = std::uint8_t(n);
        s.down[std::size_t(c)] = std::uint8_t(col.down.size());
    }
    s.removed = std::uint8_t(g.removedRuns.size());
    return s;
}

Keys::Keys() {
    std::uint64_t x = 0x5eed;
    for (auto& row : z_)
        for (auto& v : row) v = patience::mix64(++x);
}

}  // namespace spider::bot
