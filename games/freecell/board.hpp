// The FreeCell position: foundations, cells and eight cascades.
#pragma once

#include <array>
#include <cstring>

#include "games/freecell/card.hpp"

namespace freecell {

constexpr int Cascades = 8, Cells = 4;

// The game the puzzle plays, as the searches take a game: its sizes and how
// cards build. A game of the family with one deck gives them its own
// (family/engine_rules.hpp), so that one engine plays them all.
struct Standard {
    static constexpr int Cascades = 8, Cells = 4;
    // Can `upper` lie on `lower`, and move with it? One rank below, other colour.
    static constexpr bool builds(Card upper, Card lower) { return stacksOn(upper, lower); }
    // Calls f(suit) for the suits of the cards one rank up that x goes on.
    template <class F>
    static void onSuits(Card x, F&& f) {
        f(isRed(x) ? 0 : 1), f(isRed(x) ? 3 : 2);
    }
    static constexpr bool spaceTakes(Card) { return true; }
    // Do empty cascades double what a supermove carries; is it unlimited?
    static constexpr bool spacesCount = true, unlimited = false;
    // Does a card block only the lower cards of its own suit (the estimate)?
    static constexpr bool blockingBySuit = false;
    // Simple Simon's (family/engine_rules.hpp): does a move's capacity count
    // its runs of one suit instead of its cards; do only whole suits, king
    // to ace, go home?
    static constexpr bool suitRunsMove = false, wholeSuitsHome = false;
    // The cards the puzzle's judge sends home (Autoplay::Safe): an ace or a
    // two always, another when both foundations of the other colour hold at
    // least its rank minus one.
    static constexpr bool safeHome(const std::array<std::uint8_t, Suits>& home, Card c) {
        int r = rankOf(c), x = isRed(c) ? 0 : 1, y = isRed(c) ? 3 : 2;
        return r <= 2 || (home[std::size_t(x)] >= r - 1 && home[std::size_t(y)] >= r - 1);
    }
};

// All cascades share one 52-card array, cascade 0 first, each listed from its
// deepest card to its top (the one a player can take). That keeps a Board at
// 68 bytes, cheap to copy and to store in a search. Slots past the last card
// hold whatever was there: only the first onBoard() count.
template <class R>
struct BasicBoard {
    static constexpr int Cascades = R::Cascades, Cells = R::Cells;
    // Places a move names: cascades, then cells, then the foundations.
    static constexpr int FirstCell = Cascades, HomeLoc = Cascades + Cells;
    static constexpr bool isCascade(int loc) { return loc < FirstCell; }
    static constexpr bool isCell(int loc) { return loc >= FirstCell && loc < HomeLoc; }

    std::array<std::uint8_t, Suits> home{};  // highest rank on each foundation, 0 if empty
    std::array<Card, Cells> cell{};          // NoCard if the cell is free
    std::array<std::uint8_t, Cascades> len{};
    std::array<Card, DeckSize> cards{};

    int start(int col) const {
        int s = 0;
        for (int i = 0; i < col; ++i) s += len[i];
        return s;
    }
    int onBoard() const { return start(Cascades); }
    const Card* column(int col) const { return cards.data() + start(col); }
    // The i-th card of a cascade, counting from the deepest (0).
    Card at(int col, int i) const { return cards[start(col) + i]; }
    // The card on top of a cascade, the only one that can move alone.
    Card top(int col) const { return len[col] ? cards[start(col) + len[col] - 1] : NoCard; }
    bool empty(int col) const { return len[col] == 0; }

    int freeCells() const {
        int n = 0;
        for (Card c : cell) n += c == NoCard;
        return n;
    }
    int emptyCascades() const {
        int n = 0;
        for (auto l : len) n += l == 0;
        return n;
    }
    bool won() const { return home[0] == Ranks && home[1] == Ranks && home[2] == Ranks && home[3] == Ranks; }
    int cardsHome() const { return home[0] + home[1] + home[2] + home[3]; }

    // Take the top k cards of a cascade into out[0..k), deepest first.
    void take(int col, int k, Card* out) {
        int s = start(col) + len[col] - k, total = onBoard();
        std::memcpy(out, cards.data() + s, k);
        std::memmove(cards.data() + s, cards.data() + s + k, total - s - k);
        len[col] = std::uint8_t(len[col] - k);
    }
    // Put k cards on top of a cascade, in[0] lowest.
    void put(int col, const Card* in, int k) {
        int e = start(col) + len[col], total = onBoard();
        std::memmove(cards.data() + e + k, cards.data() + e, total - e);
        std::memcpy(cards.data() + e, in, k);
        len[col] = std::uint8_t(len[col] + k);
    }
    void push(int col, Card c) { put(col, &c, 1); }
    Card pop(int col) {
        Card c;
        take(col, 1, &c);
        return c;
    }

    bool operator==(const BasicBoard& o) const {
        return home == o.home && cell == o.cell && len == o.len &&
            std::memcmp(cards.data(), o.cards.data(), std::size_t(onBoard())) == 0;
    }
    bool operator!=(const BasicBoard& o) const { return !(*this == o); }
};

using Board = BasicBoard<Standard>;

}  // namespace freecell
