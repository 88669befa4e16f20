// A position of any game of the FreeCell family (family/rules.hpp): up to eight
// cells, eighteen columns and two decks. Laid out like board.hpp's Board: all
// columns share one array, so a position is 138 bytes to copy and store.
#pragma once

#include <algorithm>
#include <array>
#include <cstring>

#include "games/freecell/card.hpp"
#include "games/freecell/family/rules.hpp"

namespace freecell {

constexpr int MaxCards = DeckSize * MaxDecks;

struct FamilyBoard {
    // Highest rank on each foundation: suit s has foundation s, and with two
    // decks s + 4 as well, kept no higher than s so equal positions look equal.
    std::array<std::uint8_t, 2 * Suits> home{};
    std::array<Card, MaxCells> cell{};  // NoCard if free; only the game's first `cells` are used
    std::array<std::uint8_t, MaxColumns> len{};
    std::array<Card, MaxCards> cards{};

    int start(int col) const {
        int s = 0;
        for (int i = 0; i < col; ++i) s += len[i];
        return s;
    }
    int onBoard() const { return start(MaxColumns); }
    const Card* column(int col) const { return cards.data() + start(col); }
    Card at(int col, int i) const { return cards[std::size_t(start(col) + i)]; }
    Card top(int col) const { return len[col] ? cards[std::size_t(start(col) + len[col] - 1)] : NoCard; }

    int cardsHome() const {
        int n = 0;
        for (auto h : home) n += h;
        return n;
    }
    // The foundation `c` goes on next, -1 if none.
    int foundationFor(Card c) const {
        int s = suitOf(c), r = rankOf(c);
        if (home[std::size_t(s)] + 1 == r) return s;
        if (home[std::size_t(s + Suits)] + 1 == r) return s + Suits;
        return -1;
    }
    void sendHome(int foundation) {
        ++home[std::size_t(foundation)];
        int s = foundation % Suits;
        if (home[std::size_t(s + Suits)] > home[std::size_t(s)])
            std::swap(home[std::size_t(s)], home[std::size_t(s + Suits)]);
    }

    void take(int col, int k, Card* out) {
        int s = start(col) + len[col] - k, total = onBoard();
        std::memcpy(out, cards.data() + s, std::size_t(k));
        std::memmove(cards.data() + s, cards.data() + s + k, std::size_t(total - s - k));
        len[col] = std::uint8_t(len[col] - k);
    }
    void put(int col, const Card* in, int k) {
        int e = start(col) + len[col], total = onBoard();
        std::memmove(cards.data() + e + k, cards.data() + e, std::size_t(total - e));
        std::memcpy(cards.data() + e, in, std::size_t(k));
        len[col] = std::uint8_t(len[col] + k);
    }
    void push(int col, Card c) { put(col, &c, 1); }

    bool operator==(const FamilyBoard& o) const {
        return home == o.home && cell == o.cell && len == o.len &&
            std::memcmp(cards.data(), o.cards.data(), std::size_t(onBoard())) == 0;
    }
    bool operator!=(const FamilyBoard& o) const { return !(*this == o); }
};

// The same game whatever the order of columns and of cells: every column of
// one is a column of the other, as many times, and the cells hold the same cards.
inline bool samePosition(const FamilyBoard& a, const FamilyBoard& b, const Family& f) {
    if (a.home != b.home) return false;
    std::array<Card, MaxCells> ca = a.cell, cb = b.cell;
    std::sort(ca.begin(), ca.end());  // cells the game does not have are always free
    std::sort(cb.begin(), cb.end());
    if (ca != cb) return false;
    bool used[MaxColumns] = {};
    for (int i = 0, si = 0; i < f.columns; si += a.len[i], ++i) {
        bool found = false;
        for (int j = 0, sj = 0; j < f.columns && !found; sj += b.len[j], ++j)
            if (!used[j] && a.len[i] == b.len[j] &&
                std::memcmp(a.cards.data() + si, b.cards.data() + sj, a.len[i]) == 0)
                used[j] = found = true;
        if (!found) return false;
    }
    return true;
}

}  // namespace freecell
