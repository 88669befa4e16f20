// The analyser's relaxed game (docs/spider-analyser.md, "Proofs by
// relaxation"): a quick "impossible" for some goals, before the search, and
// which cards can ever be free, for the ledger (analyser/ledger.hpp).
#pragma once

#include <array>
#include <string>

#include "bot/spider/analyser/query.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

// What the relaxed game can reach: a card once free stays free, and a free
// card takes any number of runs. Every real plan is one of it, so what it
// cannot free, no plan frees.
struct RelaxedReach {
    std::array<std::array<bool, Cards>, Columns> freeAt{};  // [c][i]: the card at i may come to have nothing on it
    std::array<bool, Columns> empties{}, turnsUp{};
    std::array<bool, Suits> sets{};  // each card below the King may come to lie on the next one up of its suit
    bool anyCard = false;            // an unknown card may come into view: a free card of any rank
};

// What the relaxed game may do besides moving runs.
struct ReachRules {
    unsigned removable = 0;  // suits (bit per suit) whose sets may go: the card under the King is then free
    // Face-down cards may be turned up: the known ones come into view as
    // cards; an unknown one (Hidden) may be any card, and its column may
    // then be emptied.
    bool turnUps = false;
};

RelaxedReach relaxedReach(const State& s, const Table& table, const ReachRules& rules);

// The lowest card of column c the relaxed game follows: with turn-ups, the
// known face-down cards above the first unknown one.
int followedFrom(const State& s, int c, const ReachRules& rules);

// Whether the card at (c, i) may come to be lifted off the card under it
// (or out of its column), in `r`.
bool liftable(const State& s, const RelaxedReach& r, const ReachRules& rules, int c, int i);

// The relaxed game's fixpoint with runs moved only: it proves only goals
// that need a space, a removal or a turn-up it cannot give, and only where
// it turns nothing up and removes nothing (either would bring cards it does
// not follow); so never "impossible" for a goal the real game reaches.
// Empty if it proves nothing, else what it cannot give, in Woods's words.
std::string relaxedImpossible(const State& s, const Progress& p, const Table& table, const Query& query);

}  // namespace spider::bot
