#include "referee/spider/picture.hpp"

#include <algorithm>
#include <vector>

namespace spider::referee {

namespace {

using ::referee::ansi::Dim;
using ::referee::ansi::Red;

constexpr int CellWidth = 4, Gap = 2;

std::string padLeft(const std::string& s, std::size_t w) {
    return s.size() >= w ? s : std::string(w - s.size(), ' ') + s;
}

struct Cell {
    std::string text;  // at most CellWidth characters
    const char* style = nullptr;
};

}  // namespace

std::string statusLine(const Game& g, int moves) {
    std::string s = "deals left " + std::to_string(g.dealsLeft()) + " | suits removed " +
        std::to_string(g.removedRuns.size()) + " of 8 | face down " + std::to_string(g.faceDown()) + " | moves " +
        std::to_string(moves);
    if (g.cheated) s += " | CHEATED";
    return s;
}

std::string drawTableau(const Game& g, int moves, const ::referee::Painter& paint, int maxRows) {
    std::vector<std::vector<Cell>> piles(Columns);
    auto build = [&](bool compress, int limit) {
        for (int c = 0; c < Columns; ++c) {
            const Column& col = g.columns[std::size_t(c)];
            auto& p = piles[std::size_t(c)];
            p.clear();
            if (col.empty()) {
                p.push_back({"  . ", Dim});
                continue;
            }
            if (compress && !col.down.empty())
                p.push_back({"[" + std::to_string(col.down.size()) + "]", Dim});
            else
                for (std::size_t i = 0; i < col.down.size(); ++i) p.push_back({"##", Dim});
            std::size_t first = 0;
            if (limit > 0 && int(p.size() + col.up.size()) > limit) {
                // Keep the bottom cards (the ones in play); show how many are hidden above.
                std::size_t room = std::size_t(std::max(2, limit - int(p.size())));
                first = col.up.size() - (room - 1);
                p.push_back({"+" + std::to_string(first), Dim});
            }
            for (std::size_t i = first; i < col.up.size(); ++i)
                p.push_back({cardName(col.up[i]), isRed(col.up[i]) ? Red : nullptr});
        }
    };
    auto height = [&] {
        std::size_t h = 0;
        for (const auto& p : piles) h = std::max(h, p.size());
        return int(h);
    };
    build(false, 0);
    if (maxRows > 0 && height() > maxRows) build(true, 0);
    if (maxRows > 0 && height() > maxRows) build(true, maxRows);

    std::string out;
    for (int c = 0; c < Columns; ++c) out += (c ? std::string(Gap, ' ') : "") + padLeft(std::to_string(c + 1), 3) + " ";
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += "\n";
    for (int r = 0; r < height(); ++r) {
        std::string line, pending;
        for (int c = 0; c < Columns; ++c) {
            const auto& p = piles[std::size_t(c)];
            if (c) pending += std::string(Gap, ' ');
            if (std::size_t(r) >= p.size()) {
                pending += std::string(CellWidth, ' ');
                continue;
            }
            std::string text = padLeft(p[std::size_t(r)].text, 3);
            text += std::string(CellWidth - std::min<std::size_t>(CellWidth, text.size()), ' ');
            line += pending;
            pending.clear();
            // Trailing spaces of the cell stay outside the colour.
            std::size_t end = text.find_last_not_of(' ') + 1;
            line +=
                (p[std::size_t(r)].style ? paint(p[std::size_t(r)].style, text.substr(0, end)) : text.substr(0, end));
            pending = text.substr(end);
        }
        out += line + "\n";
    }
    return out + statusLine(g, moves) + "\n";
}

std::string tableauSvg(const Game& g, int moves) {
    const int cw = 64, ch = 88, gap = 12, margin = 20, top = 44, downStep = 10, upStep = 24;
    static const char* symbols[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
    int bottom = 0;
    for (const auto& c : g.columns) {
        int y = top + int(c.down.size()) * downStep + std::max(0, int(c.up.size()) - 1) * upStep + ch;
        bottom = std::max(bottom, y);
    }
    int width = 2 * margin + Columns * cw + (Columns - 1) * gap, height = bottom + 50;
    std::string s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
        std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " + std::to_string(height) +
        "\" font-family=\"sans-serif\">\n";
    s += "<rect width=\"100%\" height=\"100%\" fill=\"#1f6b3a\"/>\n";
    for (int c = 0; c < Columns; ++c) {
        const Column& col = g.columns[std::size_t(c)];
        int x = margin + c * (cw + gap), y = top;
        s += "<text x=\"" + std::to_string(x + cw / 2) +
            "\" y=\"30\" font-size=\"18\" fill=\"#fff\" text-anchor=\"middle\">" + std::to_string(c + 1) + "</text>\n";
        if (col.empty())
            s += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" + std::to_string(cw) +
                "\" height=\"" + std::to_string(ch) +
                "\" rx=\"6\" fill=\"none\" stroke=\"#cde\" stroke-dasharray=\"4 3\"/>\n";
        for (std::size_t i = 0; i < col.down.size(); ++i, y += downStep)
            s += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" + std::to_string(cw) +
                "\" height=\"" + std::to_string(ch) + "\" rx=\"6\" fill=\"#2b4c9b\" stroke=\"#fff\"/>\n";
        for (std::size_t i = 0; i < col.up.size(); ++i, y += upStep) {
            Card k = col.up[i];
            std::string name = cardName(k);
            std::string rank = name.substr(0, name.size() - 1), color = isRed(k) ? "#c00000" : "#000";
            s += "<g><rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" +
                std::to_string(cw) + "\" height=\"" + std::to_string(ch) +
                "\" rx=\"6\" fill=\"#fff\" stroke=\"#333\"/>";
            s += "<text x=\"" + std::to_string(x + 5) + "\" y=\"" + std::to_string(y + 18) +
                "\" font-size=\"16\" fill=\"" + color + "\">" + rank + symbols[suitOf(k)] + "</text></g>\n";
        }
    }
    std::string removed;
    for (const auto& run : g.removedRuns) removed += std::string(removed.empty() ? "" : " ") + symbols[suitOf(run[0])];
    s += "<text x=\"" + std::to_string(margin) + "\" y=\"" + std::to_string(height - 18) +
        "\" font-size=\"15\" fill=\"#fff\">deals left " + std::to_string(g.dealsLeft()) + " \u00b7 suits removed " +
        std::to_string(g.removedRuns.size()) + (removed.empty() ? "" : " (" + removed + ")") + " \u00b7 face down " +
        std::to_string(g.faceDown()) + " \u00b7 moves " + std::to_string(moves) + (g.cheated ? " \u00b7 cheated" : "") +
        "</text>\n";
    return s + "</svg>\n";
}

}  // namespace spider::referee
