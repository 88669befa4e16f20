// The FreeCell family as text: boards in fc-solve's format for any game of
// the family, and moves in standard notation.
//
// Moves are fc-solve's -sn: columns 1-9, cells a-g then k (fc-solve skips h,
// i and j, h being home), h the foundations: "3a", "a5", "4h", "27". Columns
// from 10 on are written in brackets, "[12]h", "3[10]", so every move reads
// one way. A move into an empty column names its cards as fc-solve's extended
// notation does, "16v3" (the count in hex); without it one card moves.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/freecell/family/moves.hpp"
#include "games/freecell/notation.hpp"

namespace freecell {

inline std::string familyPlace(int loc) {
    if (loc == FamilyHome) return "h";
    if (loc >= FamilyCell0) {
        int i = loc - FamilyCell0;
        return std::string(1, char(i >= 7 ? 'a' + i + 3 : 'a' + i));
    }
    return loc < 9 ? std::string(1, char('1' + loc)) : "[" + std::to_string(loc + 1) + "]";
}

inline std::string familyMoveName(const FamilyBoard& before, FamilyMove m) {
    std::string s = familyPlace(m.from) + familyPlace(m.to);
    if (m.to < FamilyCell0 && before.len[m.to] == 0 && m.count > 1) {
        static const char* const hex = "0123456789abcdef";
        s += "v";
        if (m.count >= 16) s += hex[m.count >> 4];
        s += hex[m.count & 15];
    }
    return s;
}

namespace detail {

// One place at text[i...]; advances i. -1 if none.
inline int readFamilyPlace(const std::string& w, std::size_t& i) {
    if (i >= w.size()) return -1;
    char c = w[i];
    int place = -1;
    if (c == 'h')
        place = FamilyHome;
    else if (c >= 'a' && c <= 'g')
        place = FamilyCell0 + (c - 'a');
    else if (c == 'k')
        place = FamilyCell0 + 7;
    else if (c >= '1' && c <= '9')
        place = c - '1';
    if (place >= 0) {
        ++i;
        return place;
    }
    if (c == '[') {
        std::size_t close = w.find(']', i);
        if (close == std::string::npos || close - i < 2 || close - i > 3) return -1;
        std::string digits = w.substr(i + 1, close - i - 1);
        if (digits.find_first_not_of("0123456789") != std::string::npos) return -1;
        int n = std::stoi(digits);
        if (n < 10 || n > MaxColumns) return -1;
        i = close + 1;
        return n - 1;
    }
    return -1;
}

}  // namespace detail

// A move word as familyMoveName writes it; the count is worked out from the
// board where the notation leaves it out. nullopt if it is not one.
inline std::optional<FamilyMove> parseFamilyMove(const std::string& w, const FamilyBoard& b, const FamilyRules& rules) {
    std::size_t i = 0;
    int from = detail::readFamilyPlace(w, i), to = detail::readFamilyPlace(w, i);
    if (from < 0 || to < 0 || from == FamilyHome) return std::nullopt;
    int count = 1;
    if (i < w.size()) {
        if (w[i] != 'v' || i + 1 == w.size() || w.size() - i > 3) return std::nullopt;
        count = std::stoi(w.substr(i + 1), nullptr, 16);
        if (w.substr(i + 1).find_first_not_of("0123456789abcdef") != std::string::npos || count < 1)
            return std::nullopt;
    } else if (to == FamilyHome && rules.family().simpleSimon)
        count = Ranks;
    else if (from < FamilyCell0 && to < FamilyCell0 && b.top(to))
        count = std::max(1, rankOf(b.top(to)) - rankOf(b.top(from)));
    return FamilyMove{std::uint8_t(from), std::uint8_t(to), std::uint8_t(count)};
}

namespace detail {

// "10", "T", "t", "0" are tens; the rest as card.hpp reads them.
inline Card parseFamilyCard(std::string w) {
    if (w.size() == 2 && w[0] == '0') w[0] = 'T';
    return parseCard(w);
}

}  // namespace detail

// A board of game `f` in fc-solve's format: "Foundations:", "Founds:" or
// "Decks:" (a suit given twice fills its second foundation), "Freecells:" or
// "FC:" ('-' or '*' a free cell), then one line a column, ':' first if you
// like, deepest card first. Blank lines and '#' comments are skipped. Every
// card must be there as many times as the game has decks.
inline FamilyBoard parseFamilyBoard(const std::string& text, const Family& f) {
    FamilyBoard b;
    std::vector<NumberedLine> lines = numberLines(text);
    int columns = 0, cells = 0, lastLine = 0, foundationsSeen[Suits] = {};
    std::vector<int> count(DeckSize + 1, 0);
    auto place = [&](Card c, int line) {
        if (++count[c] > f.decks)
            throw InputError(line,
                             "card " + cardName(c) +
                                 (f.decks == 1 ? " appears twice" : " appears a third time: the game has two decks"));
    };
    for (const auto& numbered : lines) {
        const int n =
            numbered
                .number;  // a plain variable: lambdas below take it (C++17 lambdas cannot take a structured binding)
        const std::string& raw = numbered.text;
        lastLine = n;
        std::string line = raw, rest;
        line.erase(0, line.find_first_not_of(" \t"));
        if (line.empty() || line[0] == '#') continue;
        if (stripLabel(line, {"Foundations:", "Founds:", "Decks:"}, rest)) {
            for (const auto& w : words(rest)) {
                auto bad = [&] { return InputError(n, "bad foundation '" + w + "' (expected e.g. H-5, S-0, D-A)"); };
                if (w.size() < 3 || w[1] != '-') throw bad();
                int suit = parseSuit(w[0]);
                std::string r = w.substr(2);
                int rank = r == "0" ? 0 : r == "10" ? 10 : r.size() == 1 ? parseRank(r[0]) : -1;
                if (suit < 0 || rank < 0 || (rank == 0 && r != "0")) throw bad();
                if (foundationsSeen[suit] == f.decks)
                    throw InputError(n,
                                     std::string("more foundations of ") + SuitLetters[suit] + " than the game's " +
                                         std::to_string(f.decks));
                b.home[std::size_t(suit + Suits * foundationsSeen[suit]++)] = std::uint8_t(rank);
                for (int k = 1; k <= rank; ++k) place(makeCard(k, suit), n);
            }
            continue;
        }
        if (stripLabel(line, {"Freecells:", "FC:"}, rest)) {
            for (const auto& w : words(rest)) {
                if (cells == f.cells) throw InputError(n, "more free cells than the game's " + std::to_string(f.cells));
                if (w == "-" || w == "*") {
                    ++cells;
                    continue;
                }
                Card c = detail::parseFamilyCard(w);
                if (c == NoCard)
                    throw InputError(n, "'" + w + "' is not a card (expected e.g. 7H, TS, 10D, or - for a free cell)");
                place(c, n);
                b.cell[std::size_t(cells++)] = c;
            }
            continue;
        }
        if (line[0] == ':') line.erase(0, 1);
        if (columns == f.columns) throw InputError(n, "more columns than the game's " + std::to_string(f.columns));
        for (const auto& w : words(line)) {
            Card c = detail::parseFamilyCard(w);
            if (c == NoCard) throw InputError(n, "'" + w + "' is not a card (expected e.g. 7H, TS, 10D)");
            place(c, n);
            b.push(columns, c);
        }
        ++columns;
    }
    for (int s = 0; s < Suits; ++s)
        if (f.decks == 2 && b.home[std::size_t(s + Suits)] > b.home[std::size_t(s)])
            std::swap(b.home[std::size_t(s)], b.home[std::size_t(s + Suits)]);
    if (columns < f.columns)
        throw InputError(lastLine,
                         "the board has " + std::to_string(columns) + " columns, the game " +
                             std::to_string(f.columns) + " (an empty column is a line with ':' alone)");
    std::string missing;
    int absent = 0;
    for (Card c = 1; c <= DeckSize; ++c)
        for (int k = count[c]; k < f.decks; ++k) missing += (absent++ ? " " : "") + cardName(c);
    if (absent)
        throw InputError(lastLine,
                         "board is incomplete: " + std::to_string(absent) + " card" + (absent > 1 ? "s" : "") +
                             " missing (" + missing + ")");
    return b;
}

// The board as fc-solve writes it (and parseFamilyBoard reads it back).
inline std::string familyBoardText(const FamilyBoard& b, const Family& f) {
    std::string s = "Foundations:";
    for (int d = 0; d < f.decks; ++d)
        for (int suit : {2, 0, 1, 3})
            s += std::string(" ") + SuitLetters[suit] + "-" +
                (b.home[std::size_t(suit + Suits * d)]
                     ? std::string(1, RankLetters[b.home[std::size_t(suit + Suits * d)] - 1])
                     : "0");
    s += "\n";
    if (f.cells) {
        s += "Freecells:";
        for (int i = 0; i < f.cells; ++i) s += " " + cardName(b.cell[std::size_t(i)]);
        s += "\n";
    }
    for (int col = 0; col < f.columns; ++col) {
        s += ":";
        for (int i = 0; i < b.len[std::size_t(col)]; ++i) s += " " + cardName(b.at(col, i));
        s += "\n";
    }
    return s;
}

}  // namespace freecell
