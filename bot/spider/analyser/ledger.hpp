// Woods's counting argument as a proof (docs/spider-analyser.md, "The
// ledger"): the cards that must move before the goal, each needing a card
// one rank higher or a space, against the places that can ever take them.
#pragma once

#include <optional>

#include "bot/spider/analyser/abstract.hpp"

namespace spider::bot {

// Every card not on a card one rank higher that must move ends the plan on
// one, or at the foot of a column that was once empty, or in a removed set
// (on its set's card one rank higher): no two on the same card or foot. So
// where, for some rank, more such cards must move than free cards of the
// next rank up can ever come to be, the rest need feet, and where there are
// more than the columns that can ever be emptied and are not wanted empty
// at the end, no plan reaches the goal. Which cards must move: the cards
// of a set the goal names that lie on no card one rank higher (of the
// copy it must use, or of both), the cards covering a copy it must use,
// the cards of the columns to empty and of the column to turn up (every
// choice of them tried). Where unknown cards may be turned up, each may be
// a place, and the cards above it must leave first: `thorough` tries every
// set of columns to turn up (where they are few), else counts them all as
// places, their cards left where they are. Empty where it proves nothing.
std::optional<Proof> ledgerProof(const AnalyseContext& ctx, const AnalyseNode& n, bool thorough = true);

}  // namespace spider::bot
