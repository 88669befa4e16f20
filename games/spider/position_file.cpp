// Woods's position files read and written (games/spider/position_file.hpp).
#include "games/spider/position_file.hpp"

namespace spider {

std::string FileError::where() const {
    std::string s;
    if (line) s += "line " + std::to_string(line) + ": ";
    if (field) s += "field " + std::to_string(field) + ": ";
    return s + what();
}

namespace detail {

// One card from the field text at i (advancing i); throws on anything else.
Card readFileCard(const std::string& text, std::size_t& i, int field) {
    unsigned char ch = static_cast<unsigned char>(text[i]);
    // U+2191 (up arrow) and U+2190 (left arrow) in UTF-8: E2 86 91 / E2 86 90.
    if (ch == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x86) {
        unsigned char last = static_cast<unsigned char>(text[i + 2]);
        if (last == 0x91 || last == 0x90) {
            i += 3;
            return Card(last == 0x91 ? '^' - 65 : '_' - 65);
        }
    }
    if (ch < 'A' || ch > 't')
        throw FileError(2, field, std::string("'") + char(ch) + "' is not a card (cards are 'A' to 't')");
    ++i;
    return Card(ch - 'A');
}

}  // namespace detail

Game readPosition(const std::string& text, const Rules& rules) {
    std::istringstream in(text);
    std::string line1, line2;
    if (!std::getline(in, line1)) throw FileError(1, 0, "the file is empty");
    std::istringstream numbers(line1);
    long a, b;
    std::string extra;
    if (!(numbers >> a >> b) || (numbers >> extra)) throw FileError(1, 0, "expected two numbers, e.g. \"0 0\"");
    if (!std::getline(in, line2)) throw FileError(2, 0, "missing: the tableau line");
    if (!line2.empty() && line2.back() == '\r') line2.pop_back();

    std::vector<std::string> fields;
    std::string f;
    for (std::istringstream parts(line2); std::getline(parts, f, ',');) fields.push_back(f);
    if (!line2.empty() && line2.back() == ',') fields.push_back("");
    if (fields.size() != 2 * Columns + 1)
        throw FileError(2, 0,
                        "expected 21 comma-separated fields (10 columns, 10 face-down piles, the hand), found " +
                            std::to_string(fields.size()));

    Game g;
    g.rules = rules;
    int count[DeckSize] = {};
    auto take = [&](Card c, int field) {
        if (++count[c] > 2) throw FileError(2, field, "a third " + cardName(c) + " (two decks have two)");
        return c;
    };
    int hidden[Columns];
    for (int col = 0; col < Columns; ++col) {
        const std::string& t = fields[std::size_t(col)];
        std::size_t i = 0;
        while (i < t.size() && t[i] == '?') ++i;
        hidden[col] = int(i);
        while (i < t.size())
            g.columns[std::size_t(col)].up.push_back(take(detail::readFileCard(t, i, col + 1), col + 1));
    }
    for (int col = 0; col < Columns; ++col) {
        int field = Columns + col + 1;
        const std::string& t = fields[std::size_t(Columns + col)];
        std::vector<Card> down;
        for (std::size_t i = 0; i < t.size();) down.push_back(take(detail::readFileCard(t, i, field), field));
        if (int(down.size()) != hidden[col])
            throw FileError(2, field,
                            "column " + std::to_string(col + 1) + " shows " + std::to_string(hidden[col]) +
                                " face-down cards but this field holds " + std::to_string(down.size()));
        g.columns[std::size_t(col)].down.assign(down.rbegin(), down.rend());  // the first to turn up goes last
    }
    const std::string& h = fields[2 * Columns];
    for (std::size_t i = 0; i < h.size();)
        g.hand.push_back(take(detail::readFileCard(h, i, 2 * Columns + 1), 2 * Columns + 1));

    // Missing cards are suits already removed: each must be whole.
    for (int s = 0; s < Suits; ++s) {
        int missing = 0;
        for (int r = 1; r <= Ranks; ++r) missing += 2 - count[makeCard(r, s)];
        for (int r = 1; r <= Ranks; ++r)
            if (2 - count[makeCard(r, s)] != missing / Ranks)
                throw FileError(
                    2, 0,
                    std::string("cards are missing that do not make whole suits (") + cardName(makeCard(r, s)) + ")");
        for (int k = 0; k < missing / Ranks; ++k) {
            std::array<Card, Ranks> run;
            for (int r = Ranks; r >= 1; --r) run[std::size_t(Ranks - r)] = makeCard(r, s);
            g.removedRuns.push_back(run);
        }
    }
    g.turnUpBare();
    return g;
}

std::string writePosition(const Game& g) {
    std::string s = "0 0\n";
    for (const auto& col : g.columns) {
        s += std::string(col.down.size(), '?');
        for (Card c : col.up) s += char('A' + c);
        s += ',';
    }
    for (const auto& col : g.columns) {
        for (auto it = col.down.rbegin(); it != col.down.rend(); ++it) s += char('A' + *it);
        s += ',';
    }
    for (Card c : g.hand) s += char('A' + c);
    return s + "\n";
}

}  // namespace spider
