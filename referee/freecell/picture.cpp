#include "referee/freecell/picture.hpp"

#include <algorithm>
#include <cmath>

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

void Display::draw(const Board& b) {
    std::string heads, slots;
    for (int i = 0; i < Cells; ++i) {
        heads += "   " + std::string(1, locChar(FirstCell + i)) + "  ";
        slots += " " + slot(b.cell[i]);
    }
    for (int s = 0; s < Suits; ++s) {
        heads += "   " + paint_(isRedSuit(s) ? Red : Bold, SuitSymbols[s]) + "  ";
        slots += " " + slot(b.home[s] ? makeCard(b.home[s], s) : NoCard);
    }
    out_ << heads.substr(0, heads.find_last_not_of(' ') + 1) << "\n" << slots << "\n\n";

    std::string labels;
    for (int col = 0; col < Cascades; ++col) labels += "   " + std::string(1, locChar(col)) + "  ";
    out_ << labels.substr(0, labels.find_last_not_of(' ') + 1) << "\n";
    int rows = *std::max_element(b.len.begin(), b.len.end());
    for (int row = 0; row < std::max(rows, 1); ++row) {
        std::string line;
        for (int col = 0; col < Cascades; ++col) {
            if (row < b.len[col])
                line += "  " + card(b.at(col, row)) + " ";
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

void Display::turn(int number, const Board& b, std::size_t legalMoves, int limitMs) {
    std::string title = "── turn " + std::to_string(number) + " · " + std::to_string(legalMoves) + " legal move" +
        (legalMoves == 1 ? "" : "s") + " · " + std::to_string(limitMs) + " ms · " + std::to_string(b.cardsHome()) +
        "/52 home ";
    out_ << paint_(Bold, title) << paint_(Dim, std::string("──────────")) << "\n";
    draw(b);
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

void Display::finish(const Board& b) {
    if (!drawnSinceMoves_) {
        out_ << paint_(Bold, std::string("── end ")) << paint_(Dim, std::string("──────────")) << "\n";
        draw(b);
    }
    out_.flush();
}

}  // namespace freecell::referee
