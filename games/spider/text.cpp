// The tableau and columns as text (games/spider/text.hpp).
#include "games/spider/text.hpp"

namespace spider {

std::string tableauText(const Game& g) {
    std::size_t rows = 0;
    for (const auto& c : g.columns) rows = std::max(rows, c.down.size() + c.up.size());
    std::string out;
    for (std::size_t r = 0; r < rows; ++r) {
        std::string line, pending;
        for (const auto& c : g.columns) {
            std::string cell;
            if (r < c.down.size())
                cell = " --";
            else if (r < c.down.size() + c.up.size()) {
                cell = cardName(c.up[r - c.down.size()]);
                if (cell.size() < 3) cell = " " + cell;
            }
            if (&c != &g.columns.front()) pending += '\t';
            if (!cell.empty()) line += pending + cell, pending.clear();
        }
        out += line + "\n";
    }
    return out;
}

std::string columnText(const Game& g, int col) {
    const Column& c = g.columns[std::size_t(col)];
    std::string s = "column " + std::to_string(col + 1) + ": ";
    if (c.empty()) return s + "space";
    s += std::to_string(c.down.size()) + " down:";
    for (std::size_t i = 0; i < c.up.size();) {
        std::size_t j = i + 1;  // the run of one suit starting at i
        while (j < c.up.size() && rankOf(c.up[j]) + 1 == rankOf(c.up[j - 1]) && sameSuit(g.rules, c.up[j], c.up[j - 1]))
            ++j;
        std::string run;
        for (std::size_t k = i; k < j; ++k) run += (k > i ? " " : "") + cardName(c.up[k]);
        s += " " + (j - i > 1 ? "[" + run + "]" : run);
        i = j;
    }
    return s;
}

}  // namespace spider
