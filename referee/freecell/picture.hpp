// --show: the game drawn for a person, like a FreeCell screen: cells a-d and
// the foundations on top, cascades 1-8 below, red and black suits in colour;
// the family's other games alike, with their own cells, foundations and columns.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "referee/common/terminal.hpp"
#include "games/freecell/family/board.hpp"
#include "games/freecell/freecell.hpp"

namespace freecell::referee {

// One word of a bot's answer and what came of it.
struct Played {
    std::string word;
    std::vector<Card> home;  // cards autoplay sent home after it
};

class Display {
public:
    Display(std::ostream& out, bool color) : out_(out), paint_(color) {}

    void start(const std::string& label, Autoplay mode, Capacity capacity, const std::vector<Card>& autoHome);
    void start(const std::string& label, const Family& f);  // a game of the family: nothing goes home by itself
    void turn(int number, const Board& b, std::size_t legalMoves, int limitMs);
    void turn(int number, const FamilyBoard& b, const Family& f, std::size_t legalMoves, int limitMs);
    // The answer as applied: the moves played, then the rejected word if any
    // and why, then how many words were left unread after a win.
    void answer(double ms, const std::vector<Played>& played, const std::string& rejected, const std::string& why,
                std::size_t ignored);
    void finish(const Board& b);  // the final board, unless it is already on screen
    void finish(const FamilyBoard& b, const Family& f);

private:
    // What is drawn: the top row's places (a label, shown over the place, and
    // its width on screen; the card, or NoCard), then the columns.
    struct Top {
        std::string head;
        int headWidth;
        Card card;
    };
    void title(int number, std::size_t legalMoves, int limitMs, int home, int cards);
    void draw(const Board& b);
    void draw(const FamilyBoard& b, const Family& f);
    void draw(const std::vector<Top>& top, const std::vector<std::string>& labels,
              const std::vector<std::vector<Card>>& columns);
    void ending();
    std::string card(Card c) const;        // three columns wide, like a card on the table
    std::string named(Card c) const;       // as short as it gets, to mention in text
    std::string slot(Card c) const;        // five columns: a cell or foundation
    std::string suitHead(int suit) const;  // a foundation's label: its suit's symbol

    std::ostream& out_;
    ::referee::Painter paint_;
    bool drawnSinceMoves_ = false;  // the last board drawn is still the current one
};

}  // namespace freecell::referee
