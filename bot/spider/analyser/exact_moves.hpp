// The game the exact search (analyser/exact.hpp) plays on its positions:
// a position as ten column numbers (analyser/column_store.hpp), the moves
// from it (none that only swap columns), the question's constraints kept
// as they are played, the joined runs made after them and the pairs that
// bring back the moves a join hides, and the goal
// (docs/spider-analyser.md, "The exact search").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "bot/spider/analyser/column_store.hpp"
#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"

namespace spider::bot::exact {

// Whether the exact search can answer the question: no card it does not
// know can come into view, and the rules are ones it plays.
bool applies(const AnalyseContext& ctx, const State& s);

class Moves {
protected:
    struct Pos {
        std::array<ColumnId, Columns> col{};     // in order: as numbered at the start, or ascending
        std::array<std::uint8_t, Suits> sets{};  // sets of each suit the plan removed
        std::uint8_t order = 0;                  // the suits of the first removals, two bits each, in order
        std::uint8_t suitsOut = 0;               // how many suits have had a set removed
        bool turnedUp = false;
    };

    // `canonical`: the columns in any order are one position.
    Moves(const AnalyseContext& ctx, const State& start, bool canonical);

    int spaces(const Pos& p) const {
        int n = 0;
        for (ColumnId c : p.col) n += c == EmptyColumn;
        return n;
    }
    int firstRemoval(const Pos& p, int suit) const {
        for (int i = 0; i < p.suitsOut; ++i)
            if ((p.order >> (2 * i) & 3) == suit) return i;
        return -1;
    }
    int removed(const Pos& p) const {
        int n = 0;
        for (std::uint8_t k : p.sets) n += k;
        return n;
    }
    int otherRemovals(const Pos& p) const {
        int others = removed(p);
        for (int s = 0; s < Suits; ++s) others -= std::min<int>(p.sets[std::size_t(s)], named_[std::size_t(s)]);
        return others;
    }

    // How far the goal looks (the order the search takes positions in; an
    // order only), as analyser/estimate.hpp reckons it: the cards off the
    // columns nearest to spaces, off the nearest face-down card, and of
    // each wanted suit outside its longest run.
    int estimate(const Pos& p) const {
        int e = 0, needSpaces = ctx_.query.keepSpace ? spacesAtStart_ : 0, wanted = 0;
        std::array<int, Suits> named = named_;
        for (int suit = 0; suit < Suits; ++suit)
            named[std::size_t(suit)] = std::max(0, named[std::size_t(suit)] - p.sets[std::size_t(suit)]);
        for (const GoalPart& g : ctx_.query.goal) {
            if (g.kind == GoalPart::Spaces) needSpaces = std::max(needSpaces, g.n);
            if (g.kind == GoalPart::Removals) wanted = std::max(wanted, g.n - removed(p));
            if (g.kind == GoalPart::TurnUp && !p.turnedUp) {
                int nearest = 0;
                for (ColumnId id : p.col) {
                    const ColumnStore::Column& c = store_[id];
                    if (c.down && (!nearest || c.len - c.down < nearest)) nearest = c.len - c.down;
                }
                e += nearest;
            }
        }
        if (needSpaces > 0) {
            std::array<int, Columns> size{};
            for (int c = 0; c < Columns; ++c) {
                const ColumnStore::Column& col = store_[p.col[std::size_t(c)]];
                size[std::size_t(c)] = col.len - col.down + 4 * col.down;
            }
            std::sort(size.begin(), size.end());
            for (int k = 0; k < needSpaces && k < Columns; ++k) e += size[std::size_t(k)];
        }
        std::array<int, Suits> deficit{};
        for (int suit = 0; suit < Suits; ++suit) {
            int longest = 0;
            for (ColumnId id : p.col) longest = std::max<int>(longest, store_[id].longest[std::size_t(suit)]);
            deficit[std::size_t(suit)] = Ranks - longest;
            if (named[std::size_t(suit)] > 0) e += deficit[std::size_t(suit)];
        }
        if (wanted > 0) {
            std::sort(deficit.begin(), deficit.end());
            for (int k = 0; k < wanted && k < Suits; ++k) e += deficit[std::size_t(k)];
        }
        return e;
    }

    // As goalHolds (analyser/query.hpp), on a Pos.
    bool holds(const Pos& p) const {
        if (ctx_.query.keepSpace && spaces(p) < spacesAtStart_) return false;
        for (const GoalPart& g : ctx_.query.goal) {
            switch (g.kind) {
            case GoalPart::TurnUp:
                if (!p.turnedUp) return false;
                break;
            case GoalPart::Removals:
                if (removed(p) < g.n) return false;
                break;
            case GoalPart::Spaces:
                if (spaces(p) < g.n) return false;
                break;
            case GoalPart::Remove: {
                std::array<int, Suits> need{};
                for (int s : g.suits) ++need[std::size_t(s)];
                for (int s = 0; s < Suits; ++s)
                    if (p.sets[std::size_t(s)] < need[std::size_t(s)]) return false;
                for (std::size_t i = 1; g.ordered && i < g.suits.size(); ++i)
                    if (firstRemoval(p, g.suits[i - 1]) > firstRemoval(p, g.suits[i])) return false;
                break;
            }
            }
        }
        return true;
    }

    // No plan on from `p` can reach the goal: a suit of an ordered goal had
    // its first set removed before the suit named ahead of it, and a first
    // removal never changes.
    bool dead(const Pos& p) const {
        if (!wantsOrder_) return false;
        for (const GoalPart& g : ctx_.query.goal)
            for (std::size_t i = 1; g.ordered && i < g.suits.size(); ++i) {
                int before = firstRemoval(p, g.suits[i - 1]), after = firstRemoval(p, g.suits[i]);
                if (after >= 0 && (before < 0 || before > after)) return true;
            }
        return false;
    }

    // After a move or a removal left column `c` as it is: its last card
    // turned up if face down. False if that is not allowed.
    bool uncover(Pos& p, int c) {
        ColumnId id = p.col[std::size_t(c)];
        if (id == EmptyColumn || !(store_.last(id) & FaceDown)) return true;
        if (ctx_.query.noTurnUp || store_.last(id) == UnknownCard) return false;
        p.col[std::size_t(c)] = store_.turnedUp(id);
        p.turnedUp = true;
        return true;
    }

    // Plays a step; false if the question's constraints forbid it.
    // `turned`: it turned a card up.
    bool play(Pos& p, const Step& st, bool* turned = nullptr) {
        int spacesBefore = spaces(p);
        ColumnId& from = p.col[st.from];
        if (st.kind == Step::Remove) {
            Card king = store_.last(store_.cut(from, Ranks - 1));
            int suit = suitOf(king);
            from = store_.cut(from, Ranks);
            if (!p.sets[std::size_t(suit)]++) {
                p.order = std::uint8_t(p.order | suit << (2 * p.suitsOut));
                ++p.suitsOut;
            }
            if (ctx_.query.maxRemovals >= 0 && otherRemovals(p) > ctx_.query.maxRemovals) return false;
        } else {
            std::uint8_t run[Cards];
            ColumnId id = from;
            for (int i = st.count; i-- > 0; id = store_[id].parent) run[i] = store_.last(id);
            from = id;
            ColumnId& to = p.col[st.to];
            for (int i = 0; i < st.count; ++i) to = store_.child(to, run[i]);
        }
        bool before = p.turnedUp;
        p.turnedUp = false;
        if (!uncover(p, st.from)) return false;
        if (turned) *turned = p.turnedUp;
        p.turnedUp = p.turnedUp || before;
        return !(ctx_.query.noSpace && spaces(p) > spacesBefore && !holds(p));
    }

    // Every child of `p` as the search makes it, each to f: each step, then
    // the joins that follow (joinRuns); and with joins, each step they may
    // undo at once (reversible) also with each move after it that leaves
    // the column it left, or goes onto that column or the one it went to
    // (docs/spider-analyser.md, "Joined runs": the moves a join hides come
    // back as the second half of a pair). `trail`, if given, gets the steps
    // of each child, joins included.
    // `joined`: `p` has no join left (any position but the root), so that a
    // join after the steps needs a column they changed.
    template <class F>
    void forEachChild(const Pos& p, bool joined, std::vector<Step>& moves, std::vector<Step>* trail, F&& f) {
        moves.clear();
        movesFrom(p, moves);
        std::size_t singles = moves.size();
        for (std::size_t m = 0; m < singles; ++m) {
            Step st = moves[m];
            Pos child = p;
            bool turned = false;
            if (!play(child, st, &turned)) continue;
            if (trail) trail->assign(1, st);
            unsigned changed = joined ? 1u << st.from | (st.kind == Step::Move ? 1u << st.to : 0u) : ~0u;
            Pos after = child;
            joinRuns(after, trail, changed);
            f(after);
            if (!joinsOn_ || turned || !reversible(p, st)) continue;
            std::size_t at = moves.size();
            movesFrom(child, moves, false, st.from, 1u << st.from | 1u << st.to);
            for (std::size_t n = at; n < moves.size(); ++n) {
                Step next = moves[n];
                Pos pair = child;
                if (!play(pair, next)) continue;
                if (trail) trail->assign({st, next});
                joinRuns(pair, trail, changed | 1u << next.from | 1u << next.to);
                f(pair);
            }
            moves.resize(at);
        }
    }

    // A move the joins may undo: the run it moves lies on nothing, or on a
    // face-up card one rank higher.
    bool reversible(const Pos& p, const Step& st) const {
        if (st.kind != Step::Move) return false;
        ColumnId rest = store_.cut(p.col[st.from], st.count);
        if (rest == EmptyColumn) return true;
        std::uint8_t under = store_.last(rest);
        if (under & FaceDown) return false;
        return rankOf(under) == rankOf(store_.last(store_.cut(p.col[st.from], st.count - 1))) + 1;
    }

    // Joined runs (docs/spider-analyser.md, "Joined runs"), as the AND-OR
    // search makes them (analyser/moves.hpp, joinRuns): a column's top run
    // lying on nothing, or on a face-up card one rank higher, goes onto an
    // exposed card of its suit one rank higher (a join), or else onto an
    // exposed card of that rank lower in card order than the one it lies on
    // (a rebase); until none is left, and none once the goal holds. Each can
    // be undone in one move, and each lowers (columns in use, breaks between
    // runs, sum of the bases), so they end.
    //
    // `changed` (bit c: column c): the columns the steps changed in a
    // position with no join left; a join then needs one of them, as the
    // run moved or as its target, until a join changes more (as in
    // analyser/moves.hpp).
    void joinRuns(Pos& p, std::vector<Step>* trail, unsigned changed = ~0u) {
        if (!joinsOn_ || holds(p)) return;
        const Rules& rules = ctx_.table.rules;
        for (bool joined = true; joined;) {
            joined = false;
            // bit r: a column's last card is face up and of rank r (a join's target), of any or of a changed one
            unsigned exposed = 0, exposedChanged = 0;
            for (int b = 0; b < Columns; ++b) {
                ColumnId t = p.col[std::size_t(b)];
                if (t == EmptyColumn || (store_.last(t) & FaceDown)) continue;
                exposed |= 1u << rankOf(store_.last(t));
                if (changed >> b & 1u) exposedChanged |= 1u << rankOf(store_.last(t));
            }
            for (int a = 0; a < Columns; ++a) {
                ColumnId id = p.col[std::size_t(a)];
                const ColumnStore::Column& c = store_[id];
                int r = c.run, first = c.len - r;
                unsigned targets = changed >> a & 1u ? exposed : exposedChanged;
                if (!r || !(targets >> (rankOf(c.head) + 1) & 1u)) continue;  // nothing, or nowhere to go
                if (first > 0 && first == c.down) continue;                   // it would turn a card up
                if (first == 0 && ctx_.query.noSpace) continue;               // it would make a space
                Card y = c.head, under = 0;
                if (first > 0) {
                    under = store_.last(store_.cut(id, r));
                    if (rankOf(under) != rankOf(y) + 1) continue;  // it could not go back
                }
                int best = -1;
                for (int b = 0; b < Columns; ++b) {
                    ColumnId t = p.col[std::size_t(b)];
                    if (b == a || t == EmptyColumn || (store_.last(t) & FaceDown)) continue;
                    if (!(changed >> a & 1u) && !(changed >> b & 1u)) continue;
                    Card onto = store_.last(t);
                    if (rankOf(onto) != rankOf(y) + 1) continue;
                    if (sameSuit(rules, y, onto)) {
                        best = b;
                        break;
                    }
                    if ((first == 0 || onto < under) && (best < 0 || onto < store_.last(p.col[std::size_t(best)])))
                        best = b;  // a lower base
                }
                if (best < 0) continue;
                Step st{Step::Move, std::uint8_t(a), std::uint8_t(best), std::uint8_t(r)};
                play(p, st);
                if (trail) trail->push_back(st);
                changed |= 1u << a | 1u << best;
                joined = true;
            }
        }
    }

    // The moves from `p`, into `moves`. With `skipEqual`, a column equal to
    // one before it gives none (the same positions, the columns in any order).
    // With `only` (a column), only the moves that leave it or go to a column
    // in `toMask` (bit c: column c), and no removals.
    void movesFrom(const Pos& p, std::vector<Step>& moves, bool skipEqual = true, int only = -1,
                   unsigned toMask = ~0u) {
        int space = -1;
        for (int c = 0; c < Columns && space < 0; ++c)
            if (p.col[std::size_t(c)] == EmptyColumn) space = c;
        auto add = [&](Step st) { moves.push_back(st); };
        const Rules& rules = ctx_.table.rules;
        for (int from = 0; from < Columns; ++from) {
            ColumnId f = p.col[std::size_t(from)];
            const ColumnStore::Column& fc = store_[f];
            if (!fc.run) continue;
            bool sameAsBefore = false;  // an equal column before it gives the same positions
            for (int c = 0; c < from && !sameAsBefore; ++c)
                sameAsBefore = skipEqual && canonical_ && p.col[std::size_t(c)] == f;
            if (sameAsBefore) continue;
            if (only < 0 && fc.run >= Ranks && rankOf(fc.card) == 1 && removable(f))
                add(Step{Step::Remove, std::uint8_t(from), 0, 0});
            unsigned targets = only < 0 || from == only ? ~0u : toMask;
            for (int to = 0; to < Columns; ++to) {
                if (to == from || !(targets >> to & 1u)) continue;
                ColumnId t = p.col[std::size_t(to)];
                if (t == EmptyColumn) {
                    if (to != space) continue;
                    for (int k = 1; k <= fc.run; ++k) {
                        if (k == fc.len) continue;  // the whole column: the same position
                        if (rules.kingsOnlyToSpace && rankOf(store_.last(store_.cut(f, k - 1))) != Ranks) continue;
                        add(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
                    }
                    continue;
                }
                std::uint8_t onto = store_.last(t);
                if (onto & FaceDown) continue;
                int k = rankOf(onto) - rankOf(fc.card);
                if (k < 1 || k > fc.run) continue;
                add(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
            }
        }
    }

    // The 13 cards at the foot of `id` are a set (with runs of mixed suits
    // moving, they must still be of one suit).
    bool removable(ColumnId id) const {
        Card ace = store_.last(id);
        for (int i = 0; i < Ranks; ++i, id = store_[id].parent)
            if (!sameSuit(ctx_.table.rules, store_.last(id), ace) || rankOf(store_.last(id)) != i + 1) return false;
        return true;
    }

    const AnalyseContext& ctx_;
    ColumnStore store_;
    bool canonical_;
    Pos start_;
    unsigned kingsAtStart_ = 0;  // four bits a suit
    std::array<int, Suits> named_{};
    int spacesAtStart_ = 0;
    bool wantsOrder_ = false, wantsTurnUp_ = false;
    bool joinsOn_ = false;  // joined runs (joinRuns)
};

}  // namespace spider::bot::exact
