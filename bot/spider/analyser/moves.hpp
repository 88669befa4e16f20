// The moves the analyser searches: a step played with the plan's removals
// counted, every step but the deal (without those that only swap columns),
// and the joined runs made after each move (docs/spider-analyser.md,
// "Joined runs"). Defined in analyser/search.cpp, where the AND-OR search
// calls them per position.
#pragma once

#include <vector>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

void removeSet(const AnalyseContext& ctx, AnalyseNode& n, int c);

// Plays a step as the engine would (with --auto-remove's removals).
void play(const AnalyseContext& ctx, AnalyseNode& n, const Step& st);

// Plays a step and says whether the question's constraints allow it: no
// card turned up with --no-turn-up, no more other removals than
// --max-removals, no new space before the goal with --no-space.
// `turnedColumn` gets the column it turned a card up in, if any.
bool playWithin(const AnalyseContext& ctx, AnalyseNode& n, const Step& st, int& turnedColumn);

// The moves forEachStep gives that leave column `from` or go to a column
// in `toMask` (bit c: column c), in the same order; no removals.
template <class F>
void forEachMoveTouching(const AnalyseContext& ctx, const State& s, int from, unsigned toMask, F&& f);

// Every legal step but the deal (the moves as forEachMoveFrom in
// analyser/search.cpp gives them, each column's removal after its moves).
template <class F>
void forEachStep(const AnalyseContext& ctx, const State& s, F&& f);

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
bool joins(const AnalyseContext& ctx);

// Each column's top run (Table::run), for joinRuns to start from.
using TopRuns = std::array<int, Columns>;
TopRuns topRuns(const AnalyseContext& ctx, const State& s);

// The joins after a move, until none is left; none once the goal holds
// (the plan ends there). Each join's step goes into `steps` if given.
// A shortcut that changes nothing: with `parentRuns`, `n` is a position
// with no join left (the runs those of its columns) changed since in the
// columns of `changed` (bit c: column c) only. A join then needs a changed
// column, as the run moved or as its target, until a join changes more.
void joinRuns(const AnalyseContext& ctx, AnalyseNode& n, std::vector<Step>* steps, const TopRuns* parentRuns = nullptr,
              unsigned changed = ~0u);

// A move the joins may undo: the run it moves lies on nothing, or on a
// face-up card one rank higher (of its suit: a split of a run).
bool reversible(const State& s, const Step& st);

}  // namespace spider::bot
