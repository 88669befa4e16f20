// The turn text `referee freecell --game NAME` writes for a FreeCell-family
// bot, and its reading back: a line with the number of lines that follow,
// then the board in fc-solve's format (family/notation.hpp). The bot answers
// one line of moves in standard notation, every move written out (nothing
// goes home by itself in these games' judge).
#pragma once

#include <istream>
#include <optional>
#include <string>

#include "games/freecell/family/notation.hpp"

namespace freecell {

inline std::string familyTurnText(const FamilyBoard& b, const Family& f) {
    std::string board = familyBoardText(b, f);
    std::size_t lines = 0;
    for (char c : board) lines += c == '\n';
    return std::to_string(lines) + "\n" + board;
}

// The board of the turn whose first line, `count`, was read already; the
// rest is read from `in`. Throws InputError (line numbers within the turn).
inline FamilyBoard readFamilyTurn(const std::string& count, std::istream& in, const Family& f) {
    bool digits = !count.empty() && count.size() <= 3 && count.find_first_not_of("0123456789") == std::string::npos;
    int n = digits ? std::stoi(count) : 0;
    if (n < 1 || n > 2 + MaxColumns)
        throw InputError(
            1, "expected the number of board lines (1-" + std::to_string(2 + MaxColumns) + "), got '" + count + "'");
    std::string text;
    for (int i = 0; i < n; ++i) {
        std::string line;
        if (!std::getline(in, line))
            throw InputError(
                i + 2, "the turn ends after " + std::to_string(i) + " of its " + std::to_string(n) + " board lines");
        text += line + "\n";
    }
    try {
        return parseFamilyBoard(text, f);
    } catch (const InputError& e) {
        throw InputError(e.line + 1, e.what());
    }
}

}  // namespace freecell
