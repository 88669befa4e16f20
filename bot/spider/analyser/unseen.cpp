// The cards a player has not seen (unseen.hpp).
#include "bot/spider/analyser/unseen.hpp"

namespace spider::bot {

std::array<int, DeckSize> unseenCounts(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, DeckSize> count = ctx.unseenAtStart;
    for (Card c : n.removedCards) --count[c];
    for (int c = 0; c < Columns; ++c)
        for (int i = ctx.known ? n.s.down[std::size_t(c)] : 0; i < n.s.len[std::size_t(c)]; ++i)
            if (n.s.at(c, i) != Hidden) --count[n.s.at(c, i)];
    return count;
}

bool assumedFaceDown(const AnalyseContext& ctx, const AnalyseNode& n) {
    for (int c = 0; !ctx.known && c < Columns; ++c)
        for (int i = 0; i < n.s.down[std::size_t(c)]; ++i)
            if (n.s.at(c, i) != Hidden) return true;
    return false;
}

std::vector<Card> possibleCards(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, DeckSize> count = unseenCounts(ctx, n);
    std::vector<Card> out;
    for (int c = 0; c < DeckSize; ++c)
        if (count[std::size_t(c)] > 0) out.push_back(Card(c));
    return out;
}

}  // namespace spider::bot
