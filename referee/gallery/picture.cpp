#include "referee/gallery/picture.hpp"

namespace gallery::referee {

namespace {

using ::referee::ansi::Bold;
using ::referee::ansi::Dim;
constexpr const char* RedSuit = "\033[31m";
constexpr const char* Frame = "\033[1;32m";            // the frame of a correct card: bold green
constexpr const char* MovableStyle = "\033[30;43m";    // yellow shading, as the document's CAP
constexpr const char* TrappedStyle = "\033[1;37;44m";  // the blue bar of a jam
constexpr const char* StockMark = "\033[1;34m";        // the blue point on the stock

std::string padRight(const std::string& s, std::size_t w) {
    return s.size() >= w ? s : s + std::string(w - s.size(), ' ');
}
std::string padLeft(const std::string& s, std::size_t w) {
    return s.size() >= w ? s : std::string(w - s.size(), ' ') + s;
}

// One place, always 6 columns: "[5h]" correct, " 7c " wrong, " -- " empty,
// then '*' when its card can move.
std::string placeCell(const Game& g, Place p, bool movable, const ::referee::Painter& paint) {
    const auto& cards = g.at(p);
    if (cards.empty()) return paint(Dim, " -- ") + "  ";
    std::string name = cardName(cards.back());
    std::string shown = paintCard(cards.back(), paint);
    if (movable && paint.on()) shown = paint(MovableStyle, name);
    // Only a wrong card can move, so the mark never meets the frame.
    std::string cell =
        g.correct(p) ? paint(Frame, "[") + shown + paint(Frame, "]") + " " : " " + shown + (movable ? "* " : "  ");
    return cell + std::string(3 - name.size(), ' ');
}

// The rows' climbs, beside them.
const char* Climb[Rows] = {"2-5-8-J", "3-6-9-Q", "4-7-10-K"};

}  // namespace

std::string paintCard(Card c, const ::referee::Painter& paint) {
    return isRed(c) ? paint(RedSuit, cardName(c)) : cardName(c);
}

std::string drawPicture(const Game& g, const Marks& marks, const std::string& status, const ::referee::Painter& paint) {
    std::string out = paint(Bold, "THE FACE-CARD GALLERY") + " (Royal Parade)   [5h] in its place, 7c on a wrong place";
    if (marks.cap) out += ", * movable, ! jammed";
    out += "\n\n     ";
    for (int c = 0; c < PlacesPerRow; ++c) out += padRight(" " + std::to_string(c + 1), 7);
    out += "\n";
    for (int r = 0; r < Rows; ++r) {
        out += " " + std::string(1, char('A' + r)) + "   ";
        for (int c = 0; c < PlacesPerRow; ++c) {
            Place p{std::uint8_t(r), std::uint8_t(c)};
            out += placeCell(g, p, marks.movablePlace[std::size_t(r)][std::size_t(c)], paint) + " ";
        }
        out += "  " + paint(Dim, Climb[r]) + "\n";
    }
    out += "\n tableau, top card last\n";
    for (int p = 0; p < Piles; ++p) {
        const auto& pile = g.piles[std::size_t(p)];
        const auto& trapped = marks.trapped[std::size_t(p)];
        std::string line = " " + std::to_string(p + 1) + "  ";
        if (pile.empty()) line += paint(Dim, "  (empty)");
        for (std::size_t i = 0; i < pile.size(); ++i) {
            bool top = i + 1 == pile.size();
            bool isTrapped = i < trapped.size() && trapped[i];
            bool movable = top && marks.movablePile[std::size_t(p)];
            std::string name = cardName(pile[i]);
            std::string shown = movable ? paint(MovableStyle, name)
                : isTrapped             ? paint(TrappedStyle, name)
                : top                   ? paint(Bold, paintCard(pile[i], paint))
                                        : paintCard(pile[i], paint);
            line += " " + padLeft("", 3 - name.size()) + shown + (movable ? "*" : isTrapped ? "!" : " ");
        }
        out += line + "\n";
    }
    // The jams, as many to a line as fit in about 100 columns.
    std::string line;
    for (std::size_t i = 0; i < marks.jams.size(); ++i) {
        if (line.empty())
            line = i ? "        " : " " + paint(StockMark, "jammed:");
        else if (line.size() + marks.jams[i].size() > 100)
            out += line + ";\n", line = "        ";
        else
            line += ";";
        line += " " + marks.jams[i];
    }
    if (!line.empty()) out += line + "\n";
    out += "\n stock " + std::to_string(g.dealsLeft()) + (g.dealsLeft() == 1 ? " deal" : " deals") + " left (" +
        std::to_string(g.stock.size()) + " cards)";
    if (marks.stockMarked) out += "  " + paint(StockMark, "<< nothing can move: d deals 8 cards");
    out += "   aces " + std::to_string(g.aces) + "   score " + std::to_string(g.score()) + " (" +
        std::to_string(g.placed()) + " of 96 cards in place)\n";
    out += " " + status + "\n";
    return out;
}

std::string stateLine(const Game& g) {
    return "score " + std::to_string(g.score()) + ", " + std::to_string(g.dealsLeft()) +
        (g.dealsLeft() == 1 ? " deal" : " deals") + " left, aces " + std::to_string(g.aces);
}

}  // namespace gallery::referee
