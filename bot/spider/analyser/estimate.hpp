// How far the analyser's goal looks from a position: the estimate by which
// its search takes the positions nearest the goal first
// (docs/spider-analyser.md). An order only: every position is still
// searched before "impossible". Defined in analyser/search.cpp, beside the
// search that orders its positions by it.
#pragma once

#include <array>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"

namespace spider::bot {

// For the removals a goal asks for: the cards of each suit outside its
// longest run in view, the suits nearest a set first.
int removalsEstimate(const AnalyseContext& ctx, const AnalyseNode& n);

// Roughly how many moves the goal is away (0 when it holds): cards to
// move off the nearest face-down card, off the columns nearest to
// becoming spaces, cards of wanted suits outside their longest runs.
int estimate(const AnalyseContext& ctx, const AnalyseNode& n);

}  // namespace spider::bot
