// Foundation sequences, rule set names and moves written and read (games/calculation/game.hpp).
#include "games/calculation/game.hpp"

namespace calculation {

std::array<int, 12> sequence(int f) {
    std::array<int, 12> s{};
    for (int i = 0, r = f + 1; i < 12; ++i) s[std::size_t(i)] = r = nextRank(f, r);
    return s;
}

std::optional<RuleSet> parseRules(const std::string& name) {
    for (RuleSet r : {RuleSet::Classic, RuleSet::CoCo})
        if (name == rulesName(r)) return r;
    return std::nullopt;
}

std::string moveName(Move m) {
    std::string to =
        (m.kind == Move::HandToWaste || m.kind == Move::WasteToWaste ? "w" : "f") + std::to_string(m.to + 1);
    if (m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste) return to;
    return "w" + std::to_string(m.from + 1) + " " + to;
}

std::optional<Move> parseMove(const std::string& text) {
    std::string t;
    for (char c : text)
        if (c != ' ' && c != '\t' && c != ',') t += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    auto place = [&](std::size_t i, char& kind, int& n) {
        if (i + 1 >= t.size()) return false;
        kind = t[i];
        n = t[i + 1] - '1';
        return (kind == 'w' || kind == 'f') && n >= 0 && n < 4;
    };
    char k1, k2;
    int n1, n2;
    if (t.size() == 2 && place(0, k1, n1))
        return Move{k1 == 'f' ? Move::HandToFoundation : Move::HandToWaste, 0, std::uint8_t(n1)};
    if (t.size() == 4 && place(0, k1, n1) && place(2, k2, n2) && k1 == 'w')
        return Move{k2 == 'f' ? Move::WasteToFoundation : Move::WasteToWaste, std::uint8_t(n1), std::uint8_t(n2)};
    return std::nullopt;
}

}  // namespace calculation
