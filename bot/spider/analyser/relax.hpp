// The analyser's relaxed game (docs/spider-analyser.md, "Proofs by
// relaxation"): a quick "impossible" for some goals, before the search.
#pragma once

#include <string>

#include "bot/spider/analyser/query.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

// The relaxed game (docs/spider-analyser.md, "Proofs by relaxation"): a
// card once free stays free, and a free card takes any number of runs.
// Every real plan is one of it, so if it frees no card a goal needs, no
// plan does. Its fixpoint: which face-up cards can ever be free (nothing
// on them), which columns can ever be empty, which can turn a card up,
// which suits can ever form a set. It proves only goals that need a
// space, a removal or a turn-up it cannot give, and only where it turns
// nothing up and removes nothing (either would bring cards it does not
// follow); so never "impossible" for a goal the real game reaches.
// Empty if it proves nothing, else what it cannot give, in Woods's words.
std::string relaxedImpossible(const State& s, const Progress& p, const Table& table, const Query& query);

}  // namespace spider::bot
