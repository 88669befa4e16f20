#include "referee/freecell/picture.hpp"

#include <algorithm>
#include <cmath>

#include "games/freecell/family/notation.hpp"
#include "referee/common/wording.hpp"

namespace freecell::referee {

using namespace ::referee::ansi;

namespace {

const char* const SuitSymbols[Suits] = {"♣", "♦", "♥", "♠"};
constexpr int Width = 6;       // columns per cascade, per cell, per foundation
constexpr int LineWidth = 78;  // where the moves line wraps

// Text with its width on screen, which escapes and UTF-8 make differ from its size.
struct Piece {
    std::string text;
    int width;
};

std::string spaces(int n) { return std::string(std::size_t(std::max(n, 0)), ' '); }

}  // namespace

std::string Display::card(Card c) const {
    int r = rankOf(c);
    std::string face = (r == 10 ? "10" : std::string(" ") + RankLetters[r - 1]) + SuitSymbols[suitOf(c)];
    return paint_(isRed(c) ? RedOnWhite : BlackOnWhite, face);
}

std::string Display::named(Card c) const {
    int r = rankOf(c);
    return paint_(isRed(c) ? Red : Bold,
                  (r == 10 ? "10" : std::string(1, RankLetters[r - 1])) + SuitSymbols[suitOf(c)]);
}

std::string Display::slot(Card c) const {
    if (c == NoCard) return paint_(Dim, "[   ]");
    return paint_(Dim, "[") + card(c) + paint_(Dim, "]");
}

void Display::start(const std::string& label, Autoplay mode, Capacity capacity, const std::vector<Card>& autoHome) {
    out_ << paint_(Bold, label) << " · autoplay " << autoplayName(mode) << " · supermove capacity "
         << capacityName(capacity) << "\n";
    if (!autoHome.empty()) {
        out_ << "autoplay sends home:";
        for (Card c : autoHome) out_ << " " << named(c);
        out_ << "\n";
    }
}

void Display::start(const std::string& label, const Family& f) {
    out_ << paint_(Bold, label) << " · " << familyLabel(f) << " · nothing goes home by itself\n";
}

std::string Display::suitHead(int suit) const { return paint_(isRedSuit(suit) ? Red : Bold, SuitSymbols[suit]); }

void Display::draw(const Board& b) {
    std::vector<Top> top;
    for (int i = 0; i < Cells; ++i) top.push_back({std::string(1, locChar(FirstCell + i)), 1, b.cell[i]});
    for (int s = 0; s < Suits; ++s) top.push_back({suitHead(s), 1, b.home[s] ? makeCard(b.home[s], s) : NoCard});
    std::vector<std::string> labels;
    std::vector<std::vector<Card>> columns;
    for (int col = 0; col < Cascades; ++col) {
        labels.push_back(std::string(1, locChar(col)));
        columns.emplace_back(b.column(col), b.column(col) + b.len[col]);
    }
    draw(top, labels, columns);
}

void Display::draw(const FamilyBoard& b, const Family& f) {
    std::vector<Top> top;
    for (int i = 0; i < f.cells; ++i) {
        std::string name = familyPlace(FamilyCell0 + i);
        top.push_back({name, int(name.size()), b.cell[std::size_t(i)]});
    }
    for (int k = 0; k < Suits * f.decks; ++k) {
        int s = k % Suits, h = b.home[std::size_t(k)];
        top.push_back({suitHead(s), 1, h ? makeCard(h, s) : NoCard});
    }
    std::vector<std::string> labels;
    std::vector<std::vector<Card>> columns;
    for (int col = 0; col < f.columns; ++col) {
        labels.push_back(familyPlace(col));
        columns.emplace_back(b.column(col), b.column(col) + b.len[std::size_t(col)]);
    }
    draw(top, labels, columns);
}

void Display::draw(const std::vector<Top>& top, const std::vector<std::string>& labels,
                   const std::vector<std::vector<Card>>& columns) {
    // Each place is Width columns wide, its label centred over it.
    auto centred = [](const std::string& text, int width) {
        int left = (Width - width + 1) / 2;
        return spaces(left) + text + spaces(Width - width - left);
    };
    std::string heads, slots;
    for (const Top& t : top) {
        heads += centred(t.head, t.headWidth);
        slots += " " + slot(t.card);
    }
    out_ << heads.substr(0, heads.find_last_not_of(' ') + 1) << "\n" << slots << "\n\n";

    std::string line;
    for (const std::string& l : labels) line += centred(l, int(l.size()));
    out_ << line.substr(0, line.find_last_not_of(' ') + 1) << "\n";
    std::size_t rows = 1;
    for (const auto& c : columns) rows = std::max(rows, c.size());
    for (std::size_t row = 0; row < rows; ++row) {
        line.clear();
        for (const auto& c : columns) {
            if (row < c.size())
                line += "  " + card(c[row]) + " ";
            else if (row == 0)
                line += "  " + paint_(Dim, " · ") + " ";
            else
                line += spaces(Width);
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out_ << line << "\n";
    }
    out_ << "\n";
    drawnSinceMoves_ = true;
}

void Display::title(int number, std::size_t legalMoves, int limitMs, int home, int cards) {
    std::string text = "── turn " + std::to_string(number) + " · " + std::to_string(legalMoves) + " legal move" +
        (legalMoves == 1 ? "" : "s") + " · " + std::to_string(limitMs) + " ms · " + std::to_string(home) + "/" +
        std::to_string(cards) + " home ";
    out_ << paint_(Bold, text) << paint_(Dim, std::string("──────────")) << "\n";
}

void Display::turn(int number, const Board& b, std::size_t legalMoves, int limitMs) {
    title(number, legalMoves, limitMs, b.cardsHome(), 52);
    draw(b);
    out_.flush();
}

void Display::turn(int number, const FamilyBoard& b, const Family& f, std::size_t legalMoves, int limitMs) {
    title(number, legalMoves, limitMs, b.cardsHome(), f.cards());
    draw(b, f);
    out_.flush();
}

void Display::answer(double ms, const std::vector<Played>& played, const std::string& rejected, const std::string& why,
                     std::size_t ignored) {
    std::vector<Piece> pieces;
    std::string head = "bot (" + std::to_string(std::lround(ms)) + " ms):";
    pieces.push_back({paint_(Bold, head), int(head.size())});
    for (const Played& p : played) {
        pieces.push_back({p.word, int(p.word.size())});
        if (!p.home.empty()) {
            std::string cards;
            int w = 1;  // "(" + cards with spaces between + ")"
            for (Card c : p.home) {
                cards += (cards.empty() ? "" : " ") + named(c);
                w += (rankOf(c) == 10 ? 3 : 2) + 1;
            }
            pieces.push_back({paint_(Dim, "(") + cards + paint_(Dim, ")"), w});
        }
    }
    if (!rejected.empty()) {
        std::string shown = ::referee::printable(rejected);  // the bot's bytes, never raw on the terminal
        pieces.push_back({paint_(Red, shown + " ✗"), int(shown.size()) + 2});
    }
    if (ignored) {
        std::string t = "(won: " + std::to_string(ignored) + " trailing move" + (ignored == 1 ? "" : "s") + " ignored)";
        pieces.push_back({paint_(Dim, t), int(t.size())});
    }
    int column = 0;
    for (const Piece& p : pieces) {
        if (column > 0 && column + 1 + p.width > LineWidth) {
            out_ << "\n  ";
            column = 2;
        } else if (column > 0) {
            out_ << " ";
            ++column;
        }
        out_ << p.text;
        column += p.width;
    }
    out_ << "\n";
    if (!rejected.empty()) out_ << paint_(Red, "  " + why) << "\n";
    out_ << "\n";
    if (!played.empty()) drawnSinceMoves_ = false;
}

void Display::ending() {
    out_ << paint_(Bold, std::string("── end ")) << paint_(Dim, std::string("──────────")) << "\n";
}

void Display::finish(const Board& b) {
    if (!drawnSinceMoves_) ending(), draw(b);
    out_.flush();
}

void Display::finish(const FamilyBoard& b, const Family& f) {
    if (!drawnSinceMoves_) ending(), draw(b, f);
    out_.flush();
}

}  // namespace freecell::referee
