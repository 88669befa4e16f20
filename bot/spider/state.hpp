// What every Spider search shares: a step (Step, four bytes), a position
// (State), the rules and the hand that do not change while searching one
// game (Table: the moves, removals and deals on a State, as the engine
// plays them) and the guided search's 64-bit key of a position (Keys).
// Used by the solver (solver.hpp), the fair bot's planner, the learned
// value's features and the analyser.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "common/hash.hpp"
#include "games/spider/command.hpp"
#include "games/spider/game.hpp"

namespace spider::bot {

// A Command (games/spider/command.hpp) in four bytes, as the search nodes keep it.
struct Step {
    enum Kind : std::uint8_t { Move, Remove, Deal } kind = Move;
    std::uint8_t from = 0, to = 0, count = 0;
};

inline Command command(const Step& s) {
    return Command{s.kind == Step::Move         ? Command::Move
                       : s.kind == Step::Remove ? Command::Remove
                                                : Command::Deal,
                   s.from, s.to, s.count};
}
std::string stepName(const Step& s);

// A position: each column's cards from the top of the pile (the first
// dealt) to the bottom; the first `down` of them face down.
struct State {
    std::array<std::array<Card, Cards>, Columns> card;
    std::array<std::uint8_t, Columns> len{}, down{};
    std::uint8_t dealt = 0;    // cards dealt from the hand so far
    std::uint8_t removed = 0;  // suits removed
    int up(int c) const { return len[std::size_t(c)] - down[std::size_t(c)]; }
    Card bottom(int c) const { return card[std::size_t(c)][len[std::size_t(c)] - 1u]; }
    Card at(int c, int i) const { return card[std::size_t(c)][std::size_t(i)]; }
};

// The rules and the hand: what does not change while solving one game.
class Table {
public:
    Rules rules;
    std::vector<Card> hand;

    explicit Table(const Game& g) : rules(g.rules), hand(g.hand) {}

    static State stateOf(const Game& g);

    bool natural(Card lower, Card upper) const {
        return rankOf(lower) + 1 == rankOf(upper) && sameSuit(rules, lower, upper);
    }
    bool follows(Card lower, Card upper) const {
        return rankOf(lower) + 1 == rankOf(upper) && (rules.anyRunMoves || sameSuit(rules, lower, upper));
    }
    int run(const State& s, int c) const {
        int n = s.up(c) > 0 ? 1 : 0, len = s.len[std::size_t(c)];
        while (n < s.up(c) && follows(s.at(c, len - n), s.at(c, len - n - 1))) ++n;
        return n;
    }
    int handLeft(const State& s) const { return int(hand.size()) - s.dealt; }
    int dealSize(const State& s) const {
        return rules.lastDealFour && handLeft(s) == Columns ? 4 : handLeft(s) >= Columns ? Columns : 0;
    }
    bool canDeal(const State& s) const {
        if (!dealSize(s)) return false;
        for (int c = 0; c < Columns; ++c)
            if (!s.len[std::size_t(c)]) return false;
        return true;
    }
    bool canRemove(const State& s, int c) const {
        int len = s.len[std::size_t(c)];
        if (s.up(c) < Ranks) return false;
        for (int i = 0; i < Ranks; ++i) {
            Card x = s.at(c, len - 1 - i);
            if (rankOf(x) != i + 1 || !sameSuit(rules, x, s.bottom(c))) return false;
        }
        return true;
    }
    bool legalMove(const State& s, int from, int to, int k) const {
        if (k < 1 || k > run(s, from)) return false;
        Card head = s.at(from, s.len[std::size_t(from)] - k);
        if (!s.len[std::size_t(to)]) return !rules.kingsOnlyToSpace || rankOf(head) == Ranks;
        return rankOf(s.bottom(to)) == rankOf(head) + 1;
    }

    static void turnUp(State& s, int c) {
        if (s.len[std::size_t(c)] == s.down[std::size_t(c)] && s.down[std::size_t(c)]) --s.down[std::size_t(c)];
    }
    void move(State& s, int from, int to, int k) const {
        auto& f = s.card[std::size_t(from)];
        std::copy(f.begin() + (s.len[std::size_t(from)] - k), f.begin() + s.len[std::size_t(from)],
                  s.card[std::size_t(to)].begin() + s.len[std::size_t(to)]);
        s.len[std::size_t(from)] = std::uint8_t(s.len[std::size_t(from)] - k);
        s.len[std::size_t(to)] = std::uint8_t(s.len[std::size_t(to)] + k);
        turnUp(s, from);
    }
    void remove(State& s, int c) const {
        s.len[std::size_t(c)] = std::uint8_t(s.len[std::size_t(c)] - Ranks);
        ++s.removed;
        turnUp(s, c);
    }
    void deal(State& s) const {
        int n = dealSize(s);
        for (int c = 0; c < n; ++c) s.card[std::size_t(c)][s.len[std::size_t(c)]++] = hand[s.dealt + std::size_t(c)];
        s.dealt = std::uint8_t(s.dealt + (n == 4 ? Columns : n));  // the alternate rule leaves 6 never dealt
    }
    // Removes every completed suit, appending the removals to `out` unless
    // the rules make them.
    void removeAll(State& s, std::vector<Step>* out) const {
        for (int c = 0; c < Columns; ++c)
            while (canRemove(s, c)) {
                remove(s, c);
                if (out && !rules.autoRemove) out->push_back(Step{Step::Remove, std::uint8_t(c), 0, 0});
            }
    }
    // A step as the engine plays it (completed suits then go if the rules say so).
    void play(State& s, const Step& st) const {
        if (st.kind == Step::Move)
            move(s, st.from, st.to, st.count);
        else if (st.kind == Step::Remove)
            remove(s, st.from);
        else
            deal(s);
        if (rules.autoRemove && st.kind != Step::Remove) removeAll(s, nullptr);
    }

    // Every legal step (the exact search): moves to every target and of every
    // length, optional removals, the deal.
    template <class F>
    void forEachStep(const State& s, F&& f) const {
        for (int from = 0; from < Columns; ++from) {
            int r = run(s, from);
            for (int to = 0; to < Columns; ++to)
                if (to != from)
                    for (int k = 1; k <= r; ++k)
                        if (legalMove(s, from, to, k))
                            f(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
            if (canRemove(s, from)) f(Step{Step::Remove, std::uint8_t(from), 0, 0});
        }
        if (canDeal(s)) f(Step{Step::Deal, 0, 0, 0});
    }

    // The moves the guided search tries (no deals, no removals: those are
    // made at once). Pruned (docs/spider-solver.md):
    //  - part of a run onto a card of another suit;
    //  - a whole column into a space, and into any space but the first.
    template <class F>
    void forEachGuidedMove(const State& s, F&& f) const {
        int space = -1;
        for (int c = 0; c < Columns && space < 0; ++c)
            if (!s.len[std::size_t(c)]) space = c;
        for (int from = 0; from < Columns; ++from) {
            int r = run(s, from), len = s.len[std::size_t(from)];
            if (!r) continue;
            for (int to = 0; to < Columns; ++to) {
                if (to == from || !s.len[std::size_t(to)]) continue;
                Card onto = s.bottom(to);
                int k = rankOf(onto) - rankOf(s.bottom(from));
                if (k < 1 || k > r) continue;
                if (k < r && !sameSuit(rules, s.at(from, len - k), onto)) continue;
                f(from, to, k);
            }
            if (space >= 0)
                for (int k = 1; k <= r; ++k) {
                    if (k == len) continue;  // the whole column: nothing changes but its place
                    if (rules.kingsOnlyToSpace && rankOf(s.at(from, len - k)) != Ranks) continue;
                    f(from, space, k);
                }
        }
    }
};

// A 64-bit key for the guided search's table. Once the hand is out the
// columns' order does not matter, so the key ignores it then.
class Keys {
public:
    Keys();
    std::uint64_t key(const State& s, bool handOut) const {
        std::array<std::uint64_t, Columns> terms;
        return key(s, handOut, terms);
    }
    // The same, keeping each column's part (for childKey).
    std::uint64_t key(const State& s, bool handOut, std::array<std::uint64_t, Columns>& terms) const {
        std::uint64_t k = patience::mix64(s.dealt + 0x1000u);
        for (int c = 0; c < Columns; ++c) k += terms[std::size_t(c)] = columnTerm(s, c, handOut);
        return k;
    }

    // Column c's part of the key: the sum of the columns' parts (and the
    // deals') is the key, so a move's child is keyed by recomputing only the
    // columns it changed (childKey).
    std::uint64_t columnTerm(const State& s, int c, bool handOut) const {
        std::uint64_t h = z_[0][s.down[std::size_t(c)]];
        for (int i = 0; i < s.len[std::size_t(c)]; ++i) h ^= z_[std::size_t(i) + 1][s.at(c, i)];
        return patience::mix64(h + (handOut ? 0 : std::uint64_t(c + 1) * 0x9e3779b97f4a7c15ULL));
    }

    // key(child, handOut), from the parent's key and column parts: a column
    // whose length and face-down count are unchanged is unchanged (moves,
    // removals and turn-ups all change one or the other), and neither is dealt to.
    std::uint64_t childKey(const State& parent, std::uint64_t parentKey,
                           const std::array<std::uint64_t, Columns>& terms, const State& child, bool handOut) const {
        std::uint64_t k = parentKey;
        for (int c = 0; c < Columns; ++c)
            if (child.len[std::size_t(c)] != parent.len[std::size_t(c)] ||
                child.down[std::size_t(c)] != parent.down[std::size_t(c)])
                k += columnTerm(child, c, handOut) - terms[std::size_t(c)];
        return k;
    }

private:
    std::array<std::array<std::uint64_t, DeckSize>, Cards + 1> z_;
};

}  // namespace spider::bot
