// Boards as text: reading the fc-solve format people use, and writing it
// (lines 3-12 of the puzzle's turn input, games/freecell/protocol.hpp).
#pragma once

#include <cctype>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/freecell/rules.hpp"

namespace freecell {

// An error message that quotes input as one short, printable line: control
// bytes (a NUL would cut what() short) as \xNN, and at most 400 bytes.
inline std::string printableMessage(const std::string& text) {
    constexpr std::size_t MaxShown = 400;
    static const char* const Hex = "0123456789abcdef";
    std::string out;
    std::size_t i = 0;
    for (; i < text.size() && out.size() < MaxShown; ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7f)
            out += std::string("\\x") + Hex[c >> 4] + Hex[c & 15];
        else
            out += char(c);
    }
    if (i < text.size()) out += "...";
    return out;
}

// Bad input, with the 1-based line it was found on (0: not tied to one line).
struct InputError : std::runtime_error {
    int line;
    InputError(int line_, const std::string& what) : std::runtime_error(printableMessage(what)), line(line_) {}
    std::string where() const { return line > 0 ? "line " + std::to_string(line) + ": " + what() : what(); }
};

struct NumberedLine {
    int number;
    std::string text;
};

inline std::vector<std::string> words(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

inline std::vector<NumberedLine> numberLines(const std::string& text) {
    std::vector<NumberedLine> out;
    std::istringstream in(text);
    int n = 0;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out.push_back({++n, line});
    }
    return out;
}

// If `line` starts with one of the labels (case-insensitive, colon included),
// return the rest of the line.
inline bool stripLabel(const std::string& line, std::initializer_list<const char*> labels, std::string& rest) {
    for (const char* label : labels) {
        std::size_t n = std::string(label).size();
        if (line.size() < n) continue;
        bool same = true;
        for (std::size_t i = 0; i < n && same; ++i)
            same =
                std::tolower(static_cast<unsigned char>(line[i])) == std::tolower(static_cast<unsigned char>(label[i]));
        if (same) {
            rest = line.substr(n);
            return true;
        }
    }
    return false;
}

namespace detail {

// "H-5", "S-0", "D-A", "C-10".
inline void readFoundation(Board& b, const std::string& w, int line, bool seen[Suits]) {
    auto bad = [&] { return InputError(line, "bad foundation '" + w + "' (expected e.g. H-5, S-0)"); };
    if (w.size() < 3 || w[1] != '-') throw bad();
    int suit = parseSuit(w[0]);
    std::string r = w.substr(2);
    int rank = r == "0" ? 0 : r == "10" ? 10 : r.size() == 1 ? parseRank(r[0]) : -1;
    if (suit < 0 || rank < 0 || (rank == 0 && r != "0")) throw bad();
    if (seen[suit]) throw InputError(line, std::string("foundation ") + SuitLetters[suit] + " given twice");
    seen[suit] = true;
    b.home[suit] = std::uint8_t(rank);
}

}  // namespace detail

// Read a board in the fc-solve format: optional "Foundations:" and
// "Freecells:"/"FC:" lines, then up to eight cascade lines (optional leading
// ':'), deepest card first. Blank lines and '#' comments are skipped. Every
// card must appear exactly once, counting those implied by the foundations.
inline Board parseBoard(const std::vector<NumberedLine>& lines) {
    Board b;
    bool homeSeen[Suits] = {};
    int cells = 0, cascades = 0, cellLine[Cells] = {};
    int where[DeckSize + 1] = {};  // line each card was found on; -1: implied by a foundation
    int lastLine = 0;
    auto place = [&](Card c, int line) {
        if (where[c] != 0)
            throw InputError(line,
                             "card " + cardName(c) + " appears twice" +
                                 (where[c] == line   ? " on this line"
                                      : where[c] > 0 ? " (also on line " + std::to_string(where[c]) + ")"
                                                     : " (it is already on its foundation)"));
        where[c] = line;
    };
    std::vector<std::pair<Card, int>> cascadeCards[Cascades];
    for (const auto& [n, text] : lines) {
        lastLine = n;
        std::string rest;
        std::string trimmed = text;
        trimmed.erase(0, trimmed.find_first_not_of(" \t"));
        if (trimmed.empty() || trimmed[0] == '#') continue;
        if (stripLabel(trimmed, {"Foundations:", "Founds:"}, rest)) {
            for (const auto& w : words(rest)) detail::readFoundation(b, w, n, homeSeen);
            continue;
        }
        if (stripLabel(trimmed, {"Freecells:", "FC:"}, rest)) {
            for (const auto& w : words(rest)) {
                if (cells == Cells) throw InputError(n, "more than 4 free cells");
                if (w == "-" || w == "0") {
                    ++cells;
                    continue;
                }
                Card c = parseCard(w);
                if (c == NoCard)
                    throw InputError(n, "'" + w + "' is not a card (expected e.g. 7H, TS, 10D, or - for a free cell)");
                cellLine[cells] = n;
                b.cell[cells++] = c;
            }
            continue;
        }
        if (trimmed[0] == ':') trimmed.erase(0, 1);
        if (cascades == Cascades) throw InputError(n, "more than 8 cascades");
        for (const auto& w : words(trimmed)) {
            Card c = parseCard(w);
            if (c == NoCard) throw InputError(n, "'" + w + "' is not a card (expected e.g. 7H, TS, 10D)");
            cascadeCards[cascades].push_back({c, n});
        }
        ++cascades;
    }
    for (int s = 0; s < Suits; ++s)
        for (int r = 1; r <= b.home[s]; ++r) where[makeCard(r, s)] = -1;
    for (int i = 0; i < Cells; ++i)
        if (b.cell[i]) place(b.cell[i], cellLine[i]);
    for (int col = 0; col < Cascades; ++col)
        for (auto [c, n] : cascadeCards[col]) {
            place(c, n);
            b.push(col, c);
        }
    std::string missing;
    int count = 0;
    for (Card c = 1; c <= DeckSize; ++c)
        if (where[c] == 0) {
            missing += (count++ ? " " : "") + cardName(c);
        }
    if (count)
        throw InputError(lastLine,
                         "board is incomplete: " + std::to_string(count) + " card" + (count > 1 ? "s" : "") +
                             " missing (" + missing + ")");
    return b;
}

inline Board parseBoard(const std::string& text) { return parseBoard(numberLines(text)); }

// "Foundations: C-A H-2": only the foundations holding cards, as the puzzle writes them.
inline std::string foundationsLine(const Board& b) {
    std::string s = "Foundations:";
    for (int suit = 0; suit < Suits; ++suit)
        if (b.home[suit]) s += std::string(" ") + SuitLetters[suit] + "-" + RankLetters[b.home[suit] - 1];
    return s;
}

inline std::string cellsLine(const Board& b) {
    std::string s = "Freecells:";
    for (Card c : b.cell) s += " " + cardName(c);
    return s;
}

inline std::string cascadeLine(const Board& b, int col) {
    std::string s = ":";
    for (int i = 0; i < b.len[col]; ++i) s += " " + cardName(b.at(col, i));
    return s;
}

// Lines 3-12 of the turn input: a board fc-solve reads.
inline std::string toFcSolve(const Board& b) {
    std::string s = foundationsLine(b) + "\n" + cellsLine(b) + "\n";
    for (int col = 0; col < Cascades; ++col) s += cascadeLine(b, col) + "\n";
    return s;
}

}  // namespace freecell
