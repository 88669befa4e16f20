// What the analyser need not search: positions from which the goal is
// hopeless whatever the face-down cards are (docs/spider-analyser.md, "What
// is not searched"), judged by what the unseen cards may be; and the cards
// a face-down card may be when it is turned up.
#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include "bot/spider/analyse_node.hpp"
#include "bot/spider/analyse_query.hpp"

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

// True if the goal cannot be reached from `n` whatever the player does:
//  - it asks for more removals than --max-removals leaves;
//  - a set it asks for needs a card not in view that the face-down cards
//    need never give: when none may be turned up, or when the hand can
//    hold every unseen copy of it that matters (each face-down card
//    may then be any of the others, so the player cannot force it);
//    with `known`, a card neither in view nor face down;
//  - the same counted over every suit for removals:N.
// Four suits only: with fewer, a set is not a suit's 13 cards.
inline bool hopeless(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, Suits> named = namedSets(ctx.query.goal);
    int needRemovals = 0, allowed = ctx.query.maxRemovals;
    for (int sets : named) allowed += sets;
    for (const GoalPart& g : ctx.query.goal)
        if (g.kind == GoalPart::Removals) needRemovals = std::max(needRemovals, g.n);
    if (ctx.query.maxRemovals >= 0 && needRemovals > allowed) return true;
    if (ctx.table.rules.suits != 4 || ctx.table.rules.anyRunMoves || assumedFaceDown(ctx, n)) return false;  // (not argued for assumed cards)
    std::array<int, Suits> removed{};
    for (Card k : n.p.removedKings) ++removed[std::size_t(suitOf(k))];
    std::array<int, DeckSize> inView{}, unseen = unseenCounts(ctx, n);
    int down = 0;
    std::array<int, DeckSize> faceDown{};  // with `known`
    for (int c = 0; c < Columns; ++c) {
        down += n.s.down[std::size_t(c)];
        for (int i = 0; ctx.known && i < n.s.down[std::size_t(c)]; ++i) ++faceDown[n.s.at(c, i)];
        for (int i = n.s.down[std::size_t(c)]; i < n.s.len[std::size_t(c)]; ++i) ++inView[n.s.at(c, i)];
    }
    int unseenTotal = 0;
    for (int u : unseen) unseenTotal += u;
    int hand = unseenTotal - down;
    bool noneMayTurnUp = down == 0 || ctx.query.noTurnUp;
    for (int suit = 0; suit < Suits; ++suit) {
        int sets = named[std::size_t(suit)] - removed[std::size_t(suit)];
        for (int r = 1; r <= Ranks && sets > 0; ++r) {
            Card c = makeCard(r, suit);
            int missing = sets - inView[c];
            if (ctx.known && missing > 0 && (noneMayTurnUp || faceDown[c] < missing)) return true;
            if (!ctx.known && missing > 0 && (noneMayTurnUp || unseen[c] < missing || hand >= unseen[c] - missing + 1)) return true;
        }
    }
    // removals:N, sets of any suit: a suit gives at most as many sets as
    // it has copies of its scarcest card in view, if the hand can hold
    // every unseen copy of each suit's scarcest card.
    int done = int(n.p.removedKings.size());
    if (needRemovals > done) {
        int sets = 0, hidden = 0;
        for (int suit = 0; suit < Suits; ++suit) {
            Card scarcest = makeCard(1, suit);
            auto have = [&](Card c) { return inView[c] + (ctx.known && !ctx.query.noTurnUp ? faceDown[c] : 0); };
            for (int r = 2; r <= Ranks; ++r) {
                Card c = makeCard(r, suit);
                if (have(c) < have(scarcest) || (have(c) == have(scarcest) && unseen[c] < unseen[scarcest])) scarcest = c;
            }
            sets += have(scarcest);
            hidden += unseen[scarcest];
        }
        if ((ctx.known || noneMayTurnUp || hidden <= hand) && done + sets < needRemovals) return true;
    }
    return false;
}

}  // namespace spider::bot
