// Reading the puzzle's 14-line turn input, trusting none of it.
#pragma once

#include <istream>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "common/line_reader.hpp"
#include "games/freecell/notation.hpp"

namespace freecell::bot {

struct Turn {
    Board board;
    std::vector<Move> moves;  // line 14: the moves the judge says are possible
};

// The turn input's lines, counted so that errors can name them
// (common/line_reader.hpp), and one line that can be given back.
class LineReader {
public:
    explicit LineReader(std::istream& in) : lines_(in) {}

    // The next line, or nullopt at end of input. The puzzle's lines are short
    // (line 14, the longest, a few hundred bytes): a line over 64 KB is not
    // its input, and must not fill the memory.
    std::optional<std::string> next() {
        if (pending_) return std::exchange(pending_, std::nullopt);
        std::string line;
        try {
            if (!lines_.next(line)) return std::nullopt;
        } catch (const patience::LineTooLong& e) {
            throw InputError(
                e.line,
                "a line longer than " + std::to_string(patience::MaxLineBytes) + " bytes: not the puzzle's input");
        }
        return line;
    }
    // Give a line back, to be returned by the next call of next().
    void unread(std::string line) { pending_ = std::move(line); }
    int number() const { return lines_.number(); }

private:
    patience::LineReader lines_;
    std::optional<std::string> pending_;
};

inline bool parseCount(const std::string& w, int& value) {
    if (w.empty() || w.size() > 6 || w.find_first_not_of("0123456789") != std::string::npos) return false;
    value = std::stoi(w);
    return true;
}

// One turn; nullopt if the input ended cleanly before it (the game is over).
// Throws InputError naming the input line on anything malformed or inconsistent.
inline std::optional<Turn> readTurn(LineReader& in) {
    std::optional<std::string> first;
    do {
        first = in.next();
        if (!first) return std::nullopt;
    } while (words(*first).empty());
    std::vector<NumberedLine> lines{{in.number(), *first}};
    // Line 1 checked before the rest is waited for: a turn of another kind
    // (a family game's board, say) is refused at once, not at the time limit.
    int foundationsPlusOne = 0;
    auto w1 = words(*first);
    if (w1.size() != 1 || !parseCount(w1[0], foundationsPlusOne) || foundationsPlusOne < 1 || foundationsPlusOne > 5)
        throw InputError(in.number(), "expected the number of foundations plus one (1-5), got '" + *first + "'");
    for (int i = 2; i <= 14; ++i) {
        auto line = in.next();
        // Line 14 may be missing at the very end when there are no moves.
        if (!line) {
            if (i == 14) break;
            throw InputError(in.number() + 1, "turn input ends after " + std::to_string(i - 1) + " of its 14 lines");
        }
        lines.push_back({in.number(), *line});
    }
    auto at = [&](int i) -> const NumberedLine& { return lines[std::size_t(i - 1)]; };

    auto w2 = words(at(2).text);
    int lengths[Cascades];
    if (w2.size() != Cascades)
        throw InputError(at(2).number, "expected 8 cascade sizes, got " + std::to_string(w2.size()) + " words");
    for (int c = 0; c < Cascades; ++c)
        if (!parseCount(w2[std::size_t(c)], lengths[c]) || lengths[c] < 1 || lengths[c] > DeckSize + 1)
            throw InputError(at(2).number, "bad cascade size '" + w2[std::size_t(c)] + "'");

    std::vector<NumberedLine> boardLines(lines.begin() + 2, lines.begin() + 12);
    for (NumberedLine& l : boardLines)
        l.text.erase(0, l.text.find_first_not_of(" \t"));  // leading blanks, as words() ignores them
    std::string rest;
    if (!stripLabel(boardLines[0].text, {"Foundations:"}, rest))
        throw InputError(boardLines[0].number, "expected 'Foundations:', got '" + boardLines[0].text + "'");
    // The cells line may come with or without fc-solve's label.
    if (!stripLabel(boardLines[1].text, {"Freecells:", "FC:"}, rest))
        boardLines[1].text = "Freecells: " + boardLines[1].text;
    // Cascade lines may come without their ':'; one is added so that an
    // empty line still counts as an empty cascade in its place.
    for (int i = 2; i < 10; ++i) {
        std::string& t = boardLines[std::size_t(i)].text;
        std::size_t first = t.find_first_not_of(" \t");
        if (first == std::string::npos || t[first] != ':') t = ":" + t;
    }
    Turn turn;
    turn.board = parseBoard(boardLines);

    if (int(words(boardLines[0].text).size()) != foundationsPlusOne)
        throw InputError(at(1).number,
                         "says " + std::to_string(foundationsPlusOne - 1) + " foundations, line 3 has " +
                             std::to_string(words(boardLines[0].text).size() - 1));
    for (int c = 0; c < Cascades; ++c)
        if (turn.board.len[c] + 1 != lengths[c])
            throw InputError(at(2).number,
                             "says cascade " + std::to_string(c + 1) + " has " + std::to_string(lengths[c] - 1) +
                                 " cards, its line has " + std::to_string(turn.board.len[c]));

    int count = 0;
    auto w13 = words(at(13).text);
    if (w13.size() != 1 || !parseCount(w13[0], count))
        throw InputError(at(13).number, "expected the number of possible moves, got '" + at(13).text + "'");
    std::vector<std::string> w14 = lines.size() >= 14 ? words(at(14).text) : std::vector<std::string>{};
    int line14 = lines.size() >= 14 ? at(14).number : at(13).number + 1;
    if (int(w14.size()) != count)
        throw InputError(
            line14, "line 13 says " + std::to_string(count) + " moves, this line has " + std::to_string(w14.size()));
    for (const auto& w : w14) {
        auto m = parseMove(w);
        if (!m) throw InputError(line14, "'" + w + "' is not a move in standard notation");
        turn.moves.push_back(*m);
    }
    return turn;
}

}  // namespace freecell::bot
