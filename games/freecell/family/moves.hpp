// Moves in the FreeCell family: which are legal under a game's rules
// (family/rules.hpp), playing them, and the cards that go home by themselves.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "games/freecell/family/board.hpp"

namespace freecell {

// Places: columns 0..17, cells 18..25, the foundations 26.
constexpr int FamilyCell0 = MaxColumns, FamilyHome = MaxColumns + MaxCells;

struct FamilyMove {
    std::uint8_t from = 0, to = 0, count = 1;  // count: cards carried
    bool operator==(const FamilyMove& o) const { return from == o.from && to == o.to && count == o.count; }
};

// A game's rules, asked by the searches and the judge alike.
class FamilyRules {
public:
    explicit FamilyRules(const Family& f) : f_(f) {}
    const Family& family() const { return f_; }

    // Can `upper` lie on `lower` in a column?
    bool builds(Card upper, Card lower) const {
        if (rankOf(upper) + 1 != rankOf(lower)) return false;
        switch (f_.builtBy) {
        case BuiltBy::AlternateColour: return isRed(upper) != isRed(lower);
        case BuiltBy::Suit: return suitOf(upper) == suitOf(lower);
        case BuiltBy::Rank: return true;
        }
        return false;
    }
    // Do `upper` and `lower` lie in one run, the unit a move's capacity
    // counts? A card, except in Simple Simon, whose units are runs of one suit.
    bool sameRun(Card upper, Card lower) const {
        return f_.simpleSimon ? rankOf(upper) + 1 == rankOf(lower) && suitOf(upper) == suitOf(lower)
                              : builds(upper, lower);
    }
    // The sequence on top of a column that may move as one: each card built
    // on the one below it (in Simple Simon, by rank, whatever the suits).
    int run(const FamilyBoard& b, int col) const {
        return topCards(b, col, [this](Card upper, Card lower) { return builds(upper, lower); });
    }
    // The units among the top `k` cards of a column, as capacity() counts
    // them: k cards, or in Simple Simon the runs of one suit they make.
    int units(const FamilyBoard& b, int col, int k) const {
        if (!f_.simpleSimon) return k;
        const Card* p = b.column(col) + b.len[col] - k;
        int n = 1;
        for (int i = 1; i < k; ++i) n += !sameRun(p[i], p[i - 1]);
        return n;
    }
    // Simple Simon: the run of one suit on top of a column; a whole suit of
    // it, king to ace, goes home.
    int suitRun(const FamilyBoard& b, int col) const {
        return topCards(b, col, [this](Card upper, Card lower) { return sameRun(upper, lower); });
    }
    bool spaceTakes(Card c) const {
        return f_.spaces == SpaceTakes::Any || (f_.spaces == SpaceTakes::Kings && rankOf(c) == Ranks);
    }
    int freeCells(const FamilyBoard& b) const {
        int n = 0;
        for (int i = 0; i < f_.cells; ++i) n += b.cell[std::size_t(i)] == NoCard;
        return n;
    }
    int emptyColumns(const FamilyBoard& b) const {
        int n = 0;
        for (int i = 0; i < f_.columns; ++i) n += b.len[std::size_t(i)] == 0;
        return n;
    }
    // Most units (units()) a move carries, the target not counted among the
    // spaces when it is one: (free cells + 1) x 2^spaces, spaces counting only
    // where any card may fill them, as PySolFC's SuperMoveStack_StackMethods
    // and fc-solve have it; so a Simple Simon run of one suit, of any length,
    // always moves. Unlimited games: no limit.
    int capacity(const FamilyBoard& b, bool toEmpty) const {
        if (f_.runs == RunsMove::Unlimited) return MaxCards;
        int spaces = f_.spaces == SpaceTakes::Any ? std::max(0, emptyColumns(b) - (toEmpty ? 1 : 0)) : 0;
        return std::min(MaxCards, (freeCells(b) + 1) << std::min(spaces, 7));
    }
    bool won(const FamilyBoard& b) const { return b.cardsHome() == f_.cards(); }

    // Cards move m carries if legal (its count is checked), else 0 and `why`.
    int check(const FamilyBoard& b, FamilyMove m, std::string* why = nullptr) const {
        auto no = [why](const std::string& reason) {
            if (why) *why = reason;
            return 0;
        };
        bool fromColumn = m.from < f_.columns, fromCell = m.from >= FamilyCell0 && m.from < FamilyCell0 + f_.cells;
        bool toColumn = m.to < f_.columns, toCell = m.to >= FamilyCell0 && m.to < FamilyCell0 + f_.cells,
             toHome = m.to == FamilyHome;
        if (!fromColumn && !fromCell) return no("no such place to move from");
        if (!toColumn && !toCell && !toHome) return no("no such place to move to");
        if (m.from == m.to) return no("source and target are the same");
        if (m.count < 1) return no("no cards");
        Card moving = fromColumn ? b.top(m.from) : b.cell[std::size_t(m.from - FamilyCell0)];
        if (moving == NoCard) return no(fromColumn ? "the column is empty" : "the cell is empty");
        if (fromCell && m.count != 1) return no("a cell holds one card");
        if (fromColumn && m.count > b.len[m.from]) return no("the column has fewer cards");
        if (toHome) {
            if (f_.simpleSimon) {
                if (!fromColumn || m.count != Ranks || suitRun(b, m.from) < Ranks)
                    return no("only a whole suit, king to ace, goes home");
                return b.foundationFor(moving) >= 0 ? Ranks : no("that suit is already home");  // the run's ace
            }
            if (m.count != 1) return no("cards go home one at a time");
            return b.foundationFor(moving) >= 0 ? 1 : no(cardName(moving) + " is not next on its foundation");
        }
        if (toCell) {
            if (m.count != 1) return no("a cell holds one card");
            return b.cell[std::size_t(m.to - FamilyCell0)] == NoCard ? 1 : no("the cell is full");
        }
        int k = m.count;
        Card lowest = fromColumn ? b.at(m.from, b.len[m.from] - k) : moving;
        if (fromColumn && k > run(b, m.from)) return no("those cards are not one run that moves together");
        Card target = b.top(m.to);
        if (target == NoCard && !spaceTakes(lowest))
            return no(f_.spaces == SpaceTakes::None ? "spaces stay empty" : "only a king goes into a space");
        if (target != NoCard && !builds(lowest, target))
            return no(cardName(lowest) + " does not go on " + cardName(target));
        int u = fromColumn ? units(b, m.from, k) : 1;
        if (u > capacity(b, target == NoCard))
            return no("moving " + std::to_string(u) + (f_.simpleSimon ? " runs" : " cards") + " needs more free space");
        return k;
    }

    // Carry out a legal move.
    void play(FamilyBoard& b, FamilyMove m) const {
        Card buf[MaxCards];
        int k = m.count;
        if (m.from < FamilyCell0)
            b.take(m.from, k, buf);
        else
            buf[0] = b.cell[std::size_t(m.from - FamilyCell0)], b.cell[std::size_t(m.from - FamilyCell0)] = NoCard;
        if (m.to == FamilyHome)
            for (int i = k - 1; i >= 0; --i) b.sendHome(b.foundationFor(buf[i]));
        else if (m.to >= FamilyCell0)
            b.cell[std::size_t(m.to - FamilyCell0)] = buf[0];
        else
            b.put(m.to, buf, k);
    }

    // A card that may go home and that no card still out could ever need to
    // lie on: every card that builds on it is home already. Moving it home
    // then loses nothing, so the searches do it at once. (Simple Simon sends
    // whole suits home, which may still be wanted as places: none go alone.)
    bool safeHome(const FamilyBoard& b, Card c) const {
        if (f_.simpleSimon || b.foundationFor(c) < 0) return false;
        int r = rankOf(c);
        if (r <= 2) return true;  // an ace goes home as soon as it is free, so never needs a two
        auto lowest = [&](int s) { return f_.decks == 2 ? b.home[std::size_t(s + Suits)] : b.home[std::size_t(s)]; };
        for (int s = 0; s < Suits; ++s) {
            bool needs = f_.builtBy == BuiltBy::Rank ||
                (f_.builtBy == BuiltBy::Suit ? s == suitOf(c) : isRedSuit(s) != isRed(c));
            if (needs && lowest(s) < r - 1) return false;
        }
        return true;
    }
    // Send every safe card home, logging the moves; returns how many went.
    int autoplay(FamilyBoard& b, std::vector<FamilyMove>* log = nullptr) const {
        int moved = 0;
        for (bool again = true; again;) {
            again = false;
            for (int i = 0; i < f_.cells; ++i)
                if (Card c = b.cell[std::size_t(i)]; c && safeHome(b, c)) {
                    b.cell[std::size_t(i)] = NoCard;
                    b.sendHome(b.foundationFor(c));
                    if (log) log->push_back({std::uint8_t(FamilyCell0 + i), std::uint8_t(FamilyHome), 1});
                    ++moved, again = true;
                }
            for (int col = 0; col < f_.columns; ++col)
                while (b.len[std::size_t(col)] && safeHome(b, b.top(col))) {
                    Card c;
                    b.take(col, 1, &c);
                    b.sendHome(b.foundationFor(c));
                    if (log) log->push_back({std::uint8_t(col), std::uint8_t(FamilyHome), 1});
                    ++moved, again = true;
                }
        }
        return moved;
    }

    // Calls f(move) for every legal move. With `distinct`, moves that only lead
    // to the same position up to the order of columns and cells are left out:
    // into a second free cell or space, cell to cell, a whole column into a space.
    template <class F>
    void forEachMove(const FamilyBoard& b, bool distinct, F&& f) const {
        Card top[MaxColumns];
        int runs[MaxColumns], firstEmpty = -1;
        for (int col = 0; col < f_.columns; ++col) {
            top[col] = b.top(col);
            runs[col] = run(b, col);
            if (!top[col] && firstEmpty < 0) firstEmpty = col;
        }
        int firstFree = -1;
        for (int i = 0; i < f_.cells && firstFree < 0; ++i)
            if (!b.cell[std::size_t(i)]) firstFree = i;
        const int cap = capacity(b, false), capEmpty = capacity(b, true);
        auto emit = [&](int from, int to, int count) {
            f(FamilyMove{std::uint8_t(from), std::uint8_t(to), std::uint8_t(count)});
        };
        for (int from = 0; from < f_.columns; ++from) {
            if (!top[from]) continue;
            const Card* p = b.column(from);
            int n = b.len[std::size_t(from)];
            if (f_.simpleSimon) {
                if (suitRun(b, from) >= Ranks && b.foundationFor(top[from]) >= 0) emit(from, FamilyHome, Ranks);
            } else if (b.foundationFor(top[from]) >= 0)
                emit(from, FamilyHome, 1);
            int units[MaxCards + 1];  // units[k]: units(b, from, k)
            units[1] = 1;
            for (int k = 2; k <= runs[from]; ++k)
                units[k] = f_.simpleSimon ? units[k - 1] + !sameRun(p[n - k + 1], p[n - k]) : k;
            for (int to = 0; to < f_.columns; ++to) {
                if (to == from) continue;
                if (top[to]) {
                    int k = rankOf(top[to]) - rankOf(top[from]);
                    if (k >= 1 && k <= runs[from] && units[k] <= cap && builds(p[n - k], top[to])) emit(from, to, k);
                } else if (!distinct || to == firstEmpty) {
                    for (int k = 1; k <= runs[from] && units[k] <= capEmpty; ++k)
                        if (spaceTakes(p[n - k]) && !(distinct && k == n)) emit(from, to, k);
                }
            }
            for (int i = 0; i < f_.cells; ++i)
                if (!b.cell[std::size_t(i)] && (!distinct || i == firstFree)) emit(from, FamilyCell0 + i, 1);
        }
        for (int i = 0; i < f_.cells; ++i) {
            Card c = b.cell[std::size_t(i)];
            if (!c) continue;
            if (b.foundationFor(c) >= 0) emit(FamilyCell0 + i, FamilyHome, 1);
            for (int to = 0; to < f_.columns; ++to)
                if (top[to] ? builds(c, top[to]) : spaceTakes(c) && (!distinct || to == firstEmpty))
                    emit(FamilyCell0 + i, to, 1);
            if (!distinct)
                for (int j = 0; j < f_.cells; ++j)
                    if (j != i && !b.cell[std::size_t(j)]) emit(FamilyCell0 + i, FamilyCell0 + j, 1);
        }
    }

private:
    // How many cards on top of a column each lie on the one below by `on`.
    template <class On>
    static int topCards(const FamilyBoard& b, int col, On on) {
        const Card* p = b.column(col);
        int n = b.len[col], k = n ? 1 : 0;
        while (k < n && on(p[n - k], p[n - k - 1])) ++k;
        return k;
    }

    Family f_;
};

}  // namespace freecell
