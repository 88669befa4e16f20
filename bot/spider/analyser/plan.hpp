// An analyser's plan (bot/spider/analyser/analyser.hpp) as text, and its check: every
// branch replayed by the rules engine the keeper uses.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "bot/spider/analyser/analyser.hpp"
#include "games/spider/command.hpp"

namespace spider::bot {

// The moves one a line in Woods's syntax; after a move that turns a card up,
// "if column N turns up 2h or 5c:" and that plan indented, the largest group
// of cards last as "anything else".
// With `words`, the position the plan starts from: moves then in Woods's
// words ("Qd from 7 to 4", moveWords).
std::string planText(const Strategy& plan, const std::string& indent = "", const Game* words = nullptr);

// How many copies of each card are neither in view nor removed in `g`,
// the face-up card of column `justTurned` (if any) not counted as in view.
std::array<int, DeckSize> unseenCounts(const Game& g, int justTurned = -1);

// The cards a face-down card may be in `g` when column `col`'s only face-up
// card has just been turned up: those neither in view, nor removed, nor
// among `assumed`.
std::vector<Card> unseenCards(const Game& g, int col, const std::vector<Card>& assumed = {});

// `file` with the assumed cards (--assume) in their places: the last face
// down of their columns (with `known`, the file's own cards reordered). `unknownBelow` gets, for each column, how many
// face-down cards below them are unknown (0 with `known`).
Game withAssumed(const Game& file, const Query& q, bool known,
                 std::array<std::size_t, Columns>* unknownBelow = nullptr);

// A move in Woods's words, in position `g` before it: "Qd from 7 to 4",
// "9-6s from 7 to 3"; a removal: "the hearts off from 4".
std::string moveWords(const Game& g, const Command& c);

// Replays every branch of `plan` from `g` in the engine, checking the
// query's constraints on the way and its goal at each end; "" if all hold,
// else where and why not. With `known`, the face-down cards are the
// position's own (and a plan has no branches); otherwise each branch sets the
// turned-up card, and the branches must cover every card it may be.
std::string checkPlan(const Game& file, const Strategy& plan, const Query& q, bool known);

// `plan` without the moves it can do without: a run moved twice in a row
// moved once, and each move in turn, from the last, left out, if the engine
// still finds the whole plan sound. The
// search's joined runs (docs/spider-analyser.md) are often such moves. Plans
// of more than `upTo` moves are left as they are (each try replays them all).
std::shared_ptr<const Strategy> withoutSpareMoves(const Game& g, const Strategy& plan, const Query& q, bool known,
                                                  std::size_t upTo = 1500);

// The analyser's answer, its plan without spare moves. `limit` may be
// shared with other questions (--minimise's tries).
AnalyseResult analysePosition(const Game& g, const Query& q, bool known, const AnalyseLimits& limits,
                              SearchLimit& limit);
// The same, the question on its own limit.
AnalyseResult analysePosition(const Game& g, const Query& q, bool known, const AnalyseLimits& limits);

}  // namespace spider::bot
