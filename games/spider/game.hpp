// Spider as Woods (1979) plays it: the tableau, the hand, the moves, removal
// of completed suits, and the whole history so a player can back up.
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "games/spider/card.hpp"

namespace spider {

constexpr int Columns = 10, SuitsToWin = 8;

// Woods's rules by default; the cheat sheet's variants as options.
struct Rules {
    int suits = 4;                  // what is one suit for runs and removal: 4 suits, 2 colours, 1 (any card)
    bool autoRemove = false;        // remove a completed suit as soon as it forms
    bool lastDealFour = false;      // the alternate rule: the fifth deal is 4 cards onto piles 1-4
    bool extraOnCorners = false;    // the 4 extra face-down cards go on piles 1, 4, 7, 10 (not 1-4)
    bool kingsOnlyToSpace = false;  // cheat sheet: only a King, or a run headed by one, into a space
    bool anyRunMoves = false;       // cheat sheet: any descending run moves as a unit, suits mixed

    bool operator==(const Rules& o) const {
        return suits == o.suits && autoRemove == o.autoRemove && lastDealFour == o.lastDealFour &&
            extraOnCorners == o.extraOnCorners && kingsOnlyToSpace == o.kingsOnlyToSpace &&
            anyRunMoves == o.anyRunMoves;
    }
    bool operator!=(const Rules& o) const { return !(*this == o); }
};

inline bool sameSuit(const Rules& r, Card a, Card b) {
    if (r.suits == 1) return true;
    if (r.suits == 2) return isRed(a) == isRed(b);
    return suitOf(a) == suitOf(b);
}

struct Column {
    std::vector<Card> down;  // face-down; the next to turn up is last
    std::vector<Card> up;    // face-up; the "bottom" card (last played, shown lowest) is last
    bool empty() const { return down.empty() && up.empty(); }
};

// One step of the history. Backing up undoes steps in reverse order.
struct Action {
    enum Kind : std::uint8_t { Move, Remove, Deal } kind = Move;
    std::uint8_t from = 0, to = 0;  // columns 0-9 (Remove: `from`)
    std::uint8_t count = 0;         // cards moved, or dealt
    bool turned = false;            // a face-down card was turned up after it
    bool automatic = false;         // a removal the --auto-remove rule made
    // Backing over it takes back information the player has seen.
    bool revealed() const { return turned || kind == Deal; }
};

class Game {
public:
    Rules rules;
    std::array<Column, Columns> columns;
    std::vector<Card> hand;                            // dealt from the front, one card a column from 1
    std::vector<std::array<Card, Ranks>> removedRuns;  // completed suits taken off, King first
    std::vector<Action> history;
    bool cheated = false;  // backed up over a card turned up or a deal

    int dealsLeft() const { return int(hand.size()) / Columns; }
    bool won() const { return removedRuns.size() == SuitsToWin; }
    int spaces() const {
        int n = 0;
        for (const auto& c : columns) n += c.empty();
        return n;
    }
    int faceDown() const {
        int n = 0;
        for (const auto& c : columns) n += int(c.down.size());
        return n;
    }

    // The cards at the bottom of a column that may move as a unit.
    int movableRun(int col) const {
        const auto& up = columns[std::size_t(col)].up;
        int n = up.empty() ? 0 : 1;
        while (n < int(up.size()) && follows(up[up.size() - n], up[up.size() - n - 1])) ++n;
        return n;
    }

    // How many cards "<n> <m>" moves: as many as possible. 0 if none can.
    int cardsFor(int from, int to) const {
        int run = movableRun(from);
        const Column& target = columns[std::size_t(to)];
        if (from == to || run == 0) return 0;
        if (target.empty()) return run;  // (the rule on spaces is checked when moving)
        if (target.up.empty()) return 0;
        // The run's card one rank below the target's bottom card, if any.
        int k = rankOf(target.up.back()) - rankOf(columns[std::size_t(from)].up.back());
        return k >= 1 && k <= run ? k : 0;
    }

    // Why moving `count` cards from `from` to `to` is illegal; "" if it is legal.
    std::string whyNotMove(int from, int to, int count) const {
        if (from < 0 || from >= Columns || to < 0 || to >= Columns) return "columns are numbered 1 to 10";
        if (from == to) return "a column cannot move onto itself";
        const Column& source = columns[std::size_t(from)];
        if (source.up.empty()) return "column " + std::to_string(from + 1) + " is empty";
        if (count < 1) return "at least one card must move";
        int run = movableRun(from);
        if (count > run)
            return "only " + std::to_string(run) + " card" + (run == 1 ? "" : "s") + " at the bottom of column " +
                std::to_string(from + 1) + " can move together";
        Card head = source.up[source.up.size() - std::size_t(count)];
        const Column& target = columns[std::size_t(to)];
        if (target.empty()) {
            if (rules.kingsOnlyToSpace && rankOf(head) != Ranks)
                return "only a King may go into a space (--kings-to-spaces)";
            return "";
        }
        if (target.up.empty()) return "column " + std::to_string(to + 1) + " has no face-up card";
        Card onto = target.up.back();
        if (rankOf(onto) != rankOf(head) + 1) return cardName(head) + " does not go on " + cardName(onto);
        return "";
    }

    // Why column `col` has no completed suit to remove; "" if it has.
    std::string whyNotRemove(int col) const {
        if (col < 0 || col >= Columns) return "columns are numbered 1 to 10";
        const auto& up = columns[std::size_t(col)].up;
        if (up.size() < std::size_t(Ranks))
            return "column " + std::to_string(col + 1) + " has no King-to-Ace run at its bottom";
        for (int i = 0; i < Ranks; ++i) {
            Card c = up[up.size() - 1 - std::size_t(i)];  // Ace first
            if (rankOf(c) != i + 1 || !sameSuit(rules, c, up.back()))
                return "column " + std::to_string(col + 1) + " has no King-to-Ace run of one suit at its bottom";
        }
        return "";
    }

    std::string whyNotDeal() const {
        if (dealsLeft() == 0) return "no deals are left";
        for (int c = 0; c < Columns; ++c)
            if (columns[std::size_t(c)].empty())
                return "no dealing while there is a space (column " + std::to_string(c + 1) + ")";
        return "";
    }

    // The moves below change the game only when the matching whyNot... is "".
    // Each records itself in the history, then removes completed suits if
    // the rules say so.
    void move(int from, int to, int count) {
        Column& source = columns[std::size_t(from)];
        Column& target = columns[std::size_t(to)];
        target.up.insert(target.up.end(), source.up.end() - count, source.up.end());
        source.up.resize(source.up.size() - std::size_t(count));
        Action a{Action::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(count)};
        a.turned = turnUp(from);
        history.push_back(a);
        autoRemove();
    }

    void remove(int col, bool automatic = false) {
        auto& up = columns[std::size_t(col)].up;
        std::array<Card, Ranks> run;
        std::copy(up.end() - Ranks, up.end(), run.begin());
        up.erase(up.end() - Ranks, up.end());
        removedRuns.push_back(run);
        Action a{Action::Remove, std::uint8_t(col)};
        a.automatic = automatic;
        a.turned = turnUp(col);
        history.push_back(a);
    }

    void deal() {
        int n = rules.lastDealFour && hand.size() == std::size_t(Columns) ? 4 : Columns;
        for (int c = 0; c < n; ++c) columns[std::size_t(c)].up.push_back(hand[std::size_t(c)]);
        hand.erase(hand.begin(), hand.begin() + n);  // (the alternate rule leaves 6 never dealt)
        Action a{Action::Deal};
        a.count = std::uint8_t(n);
        history.push_back(a);
        autoRemove();
    }

    // Undo the last step of the history; false if there is none. Whether it
    // takes back information (and so brands the game) is the caller's to ask.
    bool backUp() {
        if (history.empty()) return false;
        Action a = history.back();
        history.pop_back();
        if (a.revealed()) cheated = true;
        switch (a.kind) {
        case Action::Move: {
            turnDown(a.from, a.turned);
            Column& source = columns[a.from];
            Column& target = columns[a.to];
            source.up.insert(source.up.end(), target.up.end() - a.count, target.up.end());
            target.up.resize(target.up.size() - a.count);
            break;
        }
        case Action::Remove: {
            turnDown(a.from, a.turned);
            auto& up = columns[a.from].up;
            up.insert(up.end(), removedRuns.back().begin(), removedRuns.back().end());
            removedRuns.pop_back();
            break;
        }
        case Action::Deal: {
            std::vector<Card> back;
            for (int c = 0; c < a.count; ++c) {
                back.push_back(columns[std::size_t(c)].up.back());
                columns[std::size_t(c)].up.pop_back();
            }
            hand.insert(hand.begin(), back.begin(), back.end());
            break;
        }
        }
        return true;
    }

    // A column with face-down cards and none face-up turns one up (a loaded
    // position may be written that way); returns whether any did.
    bool turnUpBare() {
        bool any = false;
        for (int c = 0; c < Columns; ++c) any |= turnUp(c);
        return any;
    }

private:
    bool follows(Card lower, Card upper) const {
        if (rankOf(lower) + 1 != rankOf(upper)) return false;
        return rules.anyRunMoves || sameSuit(rules, lower, upper);
    }

    bool turnUp(int col) {
        Column& c = columns[std::size_t(col)];
        if (!c.up.empty() || c.down.empty()) return false;
        c.up.push_back(c.down.back());
        c.down.pop_back();
        return true;
    }
    void turnDown(int col, bool turned) {
        if (!turned) return;
        Column& c = columns[std::size_t(col)];
        c.down.push_back(c.up.back());
        c.up.pop_back();
    }

    void autoRemove() {
        if (!rules.autoRemove) return;
        for (bool again = true; again;) {
            again = false;
            for (int c = 0; c < Columns; ++c)
                if (whyNotRemove(c).empty()) remove(c, true), again = true;
        }
    }
};

}  // namespace spider
