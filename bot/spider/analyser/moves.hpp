// The moves the analyser searches: a step played with the plan's removals
// counted, every step but the deal (without those that only swap columns),
// and the joined runs made after each move (docs/spider-analyser.md,
// "Joined runs").
#pragma once

#include <cstdint>
#include <vector>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

inline void removeSet(const AnalyseContext& ctx, AnalyseNode& n, int c) {
    int len = n.s.len[std::size_t(c)];
    n.p.removedKings.push_back(n.s.at(c, len - Ranks));
    for (int i = len - Ranks; i < len; ++i) n.removedCards.push_back(n.s.at(c, i));
    ctx.table.remove(n.s, c);
}

// Plays a step as the engine would (with --auto-remove's removals).
inline void play(const AnalyseContext& ctx, AnalyseNode& n, const Step& st) {
    if (st.kind == Step::Remove)
        removeSet(ctx, n, st.from);
    else
        ctx.table.move(n.s, st.from, st.to, st.count);
    if (ctx.table.rules.autoRemove && st.kind != Step::Remove)
        for (int c = 0; c < Columns; ++c)
            while (ctx.table.canRemove(n.s, c)) removeSet(ctx, n, c);
}

// Plays a step and says whether the question's constraints allow it: no
// card turned up with --no-turn-up, no more other removals than
// --max-removals, no new space before the goal with --no-space.
// `turnedColumn` gets the column it turned a card up in, if any.
inline bool playWithin(const AnalyseContext& ctx, AnalyseNode& n, const Step& st, int& turnedColumn) {
    const Query& q = ctx.query;
    int spacesBefore = AnalyseContext::spaces(n.s);
    std::array<std::uint8_t, Columns> down = n.s.down;
    play(ctx, n, st);
    for (int c = 0; c < Columns; ++c)
        if (n.s.down[std::size_t(c)] < down[std::size_t(c)]) turnedColumn = c;
    bool turned = turnedColumn >= 0;
    if (turned && q.noTurnUp) return false;
    n.p.turnedUp |= turned;
    if (q.maxRemovals >= 0 && otherRemovals(q.goal, n.p) > q.maxRemovals) return false;
    return !(q.noSpace && AnalyseContext::spaces(n.s) > spacesBefore && !ctx.holds(n));
}

namespace detail {

inline int firstSpace(const State& s) {
    for (int c = 0; c < Columns; ++c)
        if (!s.len[std::size_t(c)]) return c;
    return -1;
}

// The legal moves from column `from` to the columns in `targets` (bit c:
// column c), by target, shortest run first. A whole column into a space,
// or a move into any space but the first, gives the same position with
// columns swapped, so neither is given (every goal ignores which column is
// which).
template <class F>
void forEachMoveFrom(const Table& table, const State& s, int from, unsigned targets, int space, F&& f) {
    if (!s.up(from)) return;
    int r = table.run(s, from), len = s.len[std::size_t(from)];
    for (int to = 0; to < Columns; ++to) {
        if (to == from || !(targets >> to & 1u) || (!s.len[std::size_t(to)] && to != space)) continue;
        if (!s.len[std::size_t(to)]) {
            for (int k = 1; k <= r; ++k)
                if (k != len && table.legalMove(s, from, to, k))
                    f(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
            continue;
        }
        int k = rankOf(s.bottom(to)) - rankOf(s.bottom(from));  // the one run that fits: its head one rank lower
        if (k >= 1 && k <= r && table.legalMove(s, from, to, k))
            f(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
    }
}

}  // namespace detail

// The moves forEachStep gives that leave column `from` or go to a column
// in `toMask` (bit c: column c), in the same order; no removals.
template <class F>
void forEachMoveTouching(const AnalyseContext& ctx, const State& s, int from, unsigned toMask, F&& f) {
    int space = detail::firstSpace(s);
    for (int a = 0; a < Columns; ++a) detail::forEachMoveFrom(ctx.table, s, a, a == from ? ~0u : toMask, space, f);
}

// Every legal step but the deal (the moves as detail::forEachMoveFrom
// gives them, each column's removal after its moves).
template <class F>
void forEachStep(const AnalyseContext& ctx, const State& s, F&& f) {
    int space = detail::firstSpace(s);
    for (int from = 0; from < Columns; ++from) {
        detail::forEachMoveFrom(ctx.table, s, from, ~0u, space, f);
        if (!ctx.table.rules.autoRemove && ctx.table.canRemove(s, from))
            f(Step{Step::Remove, std::uint8_t(from), 0, 0});
    }
}

// Joined runs (docs/spider-analyser.md, "Joined runs"). A column's top
// run whose first card lies on nothing, or on a face-up card one rank
// higher of another suit, is moved onto an exposed card it follows in
// suit (a join), or else onto an exposed card of that rank lower in card
// order (a rebase). Either can be undone in one move, so the position
// after it reaches all the other one does; the searched positions are
// those with none left, and the moves it hides come back as the second
// half of a pair (analyser/search.cpp). Each join or rebase lowers (columns
// in use, breaks between runs, sum of the bases), so they end. Not with
// rules that remove suits by themselves or move runs of mixed suits.
inline bool joins(const AnalyseContext& ctx) {
    return ctx.joinedRuns && !ctx.table.rules.autoRemove && !ctx.table.rules.anyRunMoves;
}

// Each column's top run (Table::run), for joinRuns to start from.
using TopRuns = std::array<int, Columns>;
inline TopRuns topRuns(const AnalyseContext& ctx, const State& s) {
    TopRuns runs;
    for (int c = 0; c < Columns; ++c) runs[std::size_t(c)] = ctx.table.run(s, c);
    return runs;
}

// The joins after a move, until none is left; none once the goal holds
// (the plan ends there). Each join's step goes into `steps` if given.
// A shortcut that changes nothing: with `parentRuns`, `n` is a position
// with no join left (the runs those of its columns) changed since in the
// columns of `changed` (bit c: column c) only. A join then needs a changed
// column, as the run moved or as its target, until a join changes more.
inline void joinRuns(const AnalyseContext& ctx, AnalyseNode& n, std::vector<Step>* steps,
                     const TopRuns* parentRuns = nullptr, unsigned changed = ~0u) {
    if (!joins(ctx) || ctx.holds(n)) return;
    const Table& table = ctx.table;
    if (!parentRuns) changed = ~0u;
    // Each column's top run, and the columns whose exposed card is of each
    // rank, kept up to date as runs move: a join's target is one of those.
    std::array<int, Columns> runs{};
    std::array<unsigned, Ranks + 2> ofRank{};
    auto look = [&](int c, bool add) {
        if (add) runs[std::size_t(c)] = table.run(n.s, c);
        if (n.s.up(c)) ofRank[std::size_t(rankOf(n.s.bottom(c)))] ^= 1u << c;
    };
    for (int c = 0; c < Columns; ++c) {
        if (changed >> c & 1u)
            look(c, true);
        else
            runs[std::size_t(c)] = (*parentRuns)[std::size_t(c)], look(c, false);
    }
    for (bool joined = true; joined;) {
        joined = false;
        for (int a = 0; a < Columns; ++a) {
            int r = runs[std::size_t(a)], first = n.s.len[std::size_t(a)] - r;
            if (!r || (first > 0 && first == n.s.down[std::size_t(a)]))
                continue;                                   // nothing, or it would turn a card up
            if (first == 0 && ctx.query.noSpace) continue;  // it would make a space
            if (first > 0 && rankOf(n.s.at(a, first - 1)) != rankOf(n.s.at(a, first)) + 1)
                continue;  // it could not go back
            Card y = n.s.at(a, first);
            unsigned targets = ofRank[std::size_t(rankOf(y)) + 1] & ~(1u << a) & (changed >> a & 1u ? ~0u : changed);
            int best = -1;
            for (int b = 0; targets >> b; ++b) {
                if (!(targets >> b & 1u)) continue;
                Card t = n.s.bottom(b);
                if (table.natural(y, t)) {
                    best = b;
                    break;
                }
                if (rankOf(t) == rankOf(y) + 1 && (first == 0 || t < n.s.at(a, first - 1)) &&
                    (best < 0 || t < n.s.bottom(best)))
                    best = b;  // a lower base
            }
            if (best >= 0) {
                Step st{Step::Move, std::uint8_t(a), std::uint8_t(best), std::uint8_t(r)};
                look(a, false), look(best, false);
                play(ctx, n, st);
                look(a, true), look(best, true);
                changed |= 1u << a | 1u << best;
                if (steps) steps->push_back(st);
                joined = true;
            }
        }
    }
}

// A move the joins may undo: the run it moves lies on nothing, or on a
// face-up card one rank higher (of its suit: a split of a run).
inline bool reversible(const State& s, const Step& st) {
    if (st.kind != Step::Move) return false;
    int first = s.len[st.from] - st.count;
    if (first == 0) return true;
    return first > s.down[st.from] && rankOf(s.at(st.from, first - 1)) == rankOf(s.at(st.from, first)) + 1;
}

}  // namespace spider::bot
