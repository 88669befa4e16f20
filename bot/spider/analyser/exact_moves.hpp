// The game the exact search (analyser/exact.hpp) plays on its positions:
// a position as ten column numbers (analyser/column_store.hpp), the moves
// from it (none that only swap columns), the question's constraints kept
// as they are played, the joined runs made after them and the pairs that
// bring back the moves a join hides, and the goal
// (docs/spider-analyser.md, "The exact search"). What runs per position is
// defined in analyser/exact.cpp, beside the search's run that calls it.
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
    int estimate(const Pos& p) const;

    // As goalHolds (analyser/query.hpp), on a Pos.
    bool holds(const Pos& p) const;

    // No plan on from `p` can reach the goal: a suit of an ordered goal had
    // its first set removed before the suit named ahead of it, and a first
    // removal never changes.
    bool dead(const Pos& p) const;

    // After a move or a removal left column `c` as it is: its last card
    // turned up if face down. False if that is not allowed.
    bool uncover(Pos& p, int c);

    // Plays a step; false if the question's constraints forbid it.
    // `turned`: it turned a card up.
    bool play(Pos& p, const Step& st, bool* turned = nullptr);

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
    void forEachChild(const Pos& p, bool joined, std::vector<Step>& moves, std::vector<Step>* trail, F&& f);

    // A move the joins may undo: the run it moves lies on nothing, or on a
    // face-up card one rank higher.
    bool reversible(const Pos& p, const Step& st) const;

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
    void joinRuns(Pos& p, std::vector<Step>* trail, unsigned changed = ~0u);

    // The moves from `p`, into `moves`. With `skipEqual`, a column equal to
    // one before it gives none (the same positions, the columns in any order).
    // With `only` (a column), only the moves that leave it or go to a column
    // in `toMask` (bit c: column c), and no removals.
    void movesFrom(const Pos& p, std::vector<Step>& moves, bool skipEqual = true, int only = -1, unsigned toMask = ~0u);

    // The 13 cards at the foot of `id` are a set (with runs of mixed suits
    // moving, they must still be of one suit).
    bool removable(ColumnId id) const;

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
