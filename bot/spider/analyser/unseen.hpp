// The cards a player has not seen (docs/spider-analyser.md): how many
// copies of each, and the cards a face-down card may be when it is turned
// up.
#pragma once

#include <array>
#include <vector>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"

namespace spider::bot {

// How many copies of each card are neither in view, nor removed, nor
// assumed face down in `n` (a card just turned up and still Hidden
// counts as unseen).
std::array<int, DeckSize> unseenCounts(const AnalyseContext& ctx, const AnalyseNode& n);

bool assumedFaceDown(const AnalyseContext& ctx, const AnalyseNode& n);

// The cards a face-down card may be in `n`, where the card just turned
// up is still Hidden.
std::vector<Card> possibleCards(const AnalyseContext& ctx, const AnalyseNode& n);

}  // namespace spider::bot
