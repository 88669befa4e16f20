// The cards a player has not seen (docs/spider-analyser.md): how many
// copies of each, and the cards a face-down card may be when it is turned
// up.
#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"

namespace spider::bot {

// How many copies of each card are neither in view, nor removed, nor
// assumed face down in `n` (a card just turned up and still Hidden
// counts as unseen).
inline std::array<int, DeckSize> unseenCounts(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, DeckSize> count = ctx.unseenAtStart;
    for (Card c : n.removedCards) --count[c];
    for (int c = 0; c < Columns; ++c)
        for (int i = ctx.known ? n.s.down[std::size_t(c)] : 0; i < n.s.len[std::size_t(c)]; ++i)
            if (n.s.at(c, i) != Hidden) --count[n.s.at(c, i)];
    return count;
}

inline bool assumedFaceDown(const AnalyseContext& ctx, const AnalyseNode& n) {
    for (int c = 0; !ctx.known && c < Columns; ++c)
        for (int i = 0; i < n.s.down[std::size_t(c)]; ++i)
            if (n.s.at(c, i) != Hidden) return true;
    return false;
}

// The cards a face-down card may be in `n`, where the card just turned
// up is still Hidden.
inline std::vector<Card> possibleCards(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, DeckSize> count = unseenCounts(ctx, n);
    std::vector<Card> out;
    for (int c = 0; c < DeckSize; ++c)
        if (count[std::size_t(c)] > 0) out.push_back(Card(c));
    return out;
}

}  // namespace spider::bot
