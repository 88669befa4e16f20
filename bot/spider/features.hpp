// The features of a Spider position as a player sees it, for the learned
// value (value.hpp; docs/spider-value.md). Only what the judge's turn block
// shows goes in: how many cards are face down in each column (never which:
// in the bot's Table, built by gameOf(view), they are placeholders), the
// face-up cards, the suits removed, the deals left, and the rules (how many
// suits; whether runs of mixed suits move). Called at search leaves: one
// pass over the columns' face-up cards and one over their movable runs, no
// allocation.
#pragma once

#include <algorithm>
#include <array>

#include "bot/spider/state.hpp"

namespace spider::bot {

// What each feature counts (value_weights.hpp is in this order; the
// trainer reads the names from the collector's CSV header).
//  bias            1
//  removed         suits removed: the goal itself
//  down            cards face down: what is still unknown and in the way
//  down_columns    columns still holding face-down cards: each must be cleared to make a space
//  max_down        the deepest column: the last to clear
//  deep            sum of d(d-1)/2 over columns: a deep column costs more than its cards one by one
//  spaces          empty columns: the most useful thing on the table
//  clear           columns with cards but nothing face down: a space if their cards find homes
//  natural         adjacent face-up cards one rank apart, one suit: move as one, build to removal
//  mixed           one rank apart, suits differ: order, but a seam to undo (always 0 with one suit)
//  breaks          adjacent face-up cards not one rank apart: what buries the cards above
//  longest_natural the longest one-suit run at a column's bottom: the nearest to removal
//  king_runs       one-suit runs at a column's bottom headed by a King: only await lower cards
//  buried          face-up cards above the movable run of their column: not free to move
//  deals           deals left: more cards to come, but each buries ten columns
//  deals_down      deals x face down: cards unknown early cost less than late
//  kings_inside    face-up Kings with cards above them (face down or up): each needs a space to move
//  moves           run-onto-card-one-higher moves: room to play
//  suited_moves    those that land on the same suit: builds that count
//  reveal_moves    columns whose whole face-up part can move off their face-down cards (onto a card or into a space)
constexpr int FeatureCount = 20;
using Features = std::array<float, FeatureCount>;

constexpr std::array<const char*, FeatureCount> FeatureNames{
    "bias",  "removed",    "down",         "down_columns", "max_down",        "deep",        "spaces",
    "clear", "natural",    "mixed",        "breaks",       "longest_natural", "king_runs",   "buried",
    "deals", "deals_down", "kings_inside", "moves",        "suited_moves",    "reveal_moves"};

Features features(const Table& t, const State& s);

}  // namespace spider::bot
