#include "referee/calculation/picture.hpp"

#include "referee/calculation/deck_file.hpp"

namespace calculation::referee {

namespace {

using ::referee::ansi::Bold;
using ::referee::ansi::Dim;
using ::referee::ansi::Red;
// The next card needed: black on white, as the CoCo printed it in black
// among the red ones.
constexpr const char* Next = "\033[1;30;47m";
constexpr const char* Finished = "\033[1;32m";  // bold green
constexpr const char* BoldRed = "\033[1;31m";   // a red card on top of its pile

bool isRed(Card c) { return suitOf(c) == 1 || suitOf(c) == 2; }

std::string padLeft(const std::string& s, std::size_t w) {
    return s.size() >= w ? s : std::string(w - s.size(), ' ') + s;
}

std::string card(Card c, const ::referee::Painter& paint, bool top = false) {
    std::string name = cardName(c);
    if (isRed(c)) return paint(top ? BoldRed : Red, name);
    return top ? paint(Bold, name) : name;
}

}  // namespace

int cardsOnFoundations(const Game& g) { return g.count[0] + g.count[1] + g.count[2] + g.count[3]; }

std::string calculatorRow(const Game& g, int f, const ::referee::Painter& paint) {
    const auto seq = sequence(f);
    int played = g.count[std::size_t(f)] - 1;  // of the twelve
    bool finished = played == 12;
    std::string out = " " + std::to_string(f + 1) + "  " + padLeft(cardName(FoundationBase[f]), 3) + "  +" +
        std::to_string(f + 1) + "   ";
    for (int i = 0; i < 12; ++i) {
        // Four columns a rank, digits aligned: "  2 ", " 10 ", the next one " [2]", "[10]".
        std::string r = rankName(seq[std::size_t(i)]);
        std::string cell = padLeft(i == played ? "[" + r + "]" : r + " ", 4);
        if (i) out += " ";
        if (i == played)
            out += cell.substr(0, 4 - r.size() - 2) + paint(Next, "[" + r + "]");  // only the brackets lit
        else if (finished)
            out += paint(Bold, cell);
        else
            out += paint(i < played ? Dim : Red, cell);
    }
    if (finished) out += "  " + paint(Finished, "finished");
    return out;
}

std::string drawPanel(const Game& g, const std::string& status, const ::referee::Painter& paint) {
    std::string out = paint(Bold, "CALCULATION") + "   rules " + rulesName(g.rules) +
        (g.rules == RuleSet::CoCo ? " (a waste pile's top card may move to an empty pile)"
                                  : " (no moves between waste piles)") +
        "\n\n";
    out += " foundation   calculator: the next card needed in brackets\n";
    for (int f = 0; f < Foundations; ++f) out += calculatorRow(g, f, paint) + "\n";
    out += "\n waste piles, bottom to top\n";
    for (int w = 0; w < Wastes; ++w) {
        const auto& pile = g.waste[std::size_t(w)];
        std::string line = " " + std::to_string(w + 1) + " ";
        if (pile.empty()) line += paint(Dim, "  (empty)");
        for (std::size_t i = 0; i < pile.size(); ++i) {
            // Long piles wrap after 16 cards, under the first card.
            if (i && i % 16 == 0) line += "\n   ";
            line += " " + std::string(3 - cardName(pile[i]).size(), ' ') + card(pile[i], paint, i + 1 == pile.size());
        }
        out += line + "\n";
    }
    out += "\n hand  ";
    if (auto h = g.hand())
        out += "[" + card(*h, paint, true) + "]   " + std::to_string(g.cardsLeft()) + " cards left, the hand included";
    else
        out += paint(Dim, "(the deck is out)");
    out += "\n to come";
    auto unseen = unseenRanks(g);
    for (int r = 1; r <= Ranks; ++r) out += "  " + rankName(r) + ":" + std::to_string(unseen[std::size_t(r)]);
    out += "\n " + status + "\n";
    return out;
}

std::string stateLine(const Game& g) {
    std::string s = "hand " +
        (g.hand() ? cardName(*g.hand()) + ", " + std::to_string(g.cardsLeft()) + " left" : std::string("- (deck out)"));
    s += " | foundations";
    for (int t : g.top) s += " " + rankName(t);
    s += " | waste";
    for (int w = 0; w < Wastes; ++w) {
        s += w ? " /" : "";
        if (g.waste[std::size_t(w)].empty()) s += " -";
        for (Card c : g.waste[std::size_t(w)]) s += " " + cardName(c);
    }
    return s;
}

}  // namespace calculation::referee
