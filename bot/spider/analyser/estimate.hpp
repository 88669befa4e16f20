// How far the analyser's goal looks from a position: the estimate by which
// its search takes the positions nearest the goal first
// (docs/spider-analyser.md). An order only: every position is still
// searched before "impossible".
#pragma once

#include <algorithm>
#include <array>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"

namespace spider::bot {

// For the removals a goal asks for: the cards of each suit outside its
// longest run in view, the suits nearest a set first.
inline int removalsEstimate(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, Suits> named = namedSets(ctx.query.goal), longest{};
    int anyRemovals = 0;
    for (const GoalPart& g : ctx.query.goal)
        if (g.kind == GoalPart::Removals) anyRemovals = std::max(anyRemovals, g.n);
    for (Card k : n.p.removedKings) {
        int& x = named[std::size_t(suitOf(k))];
        if (x > 0) --x;
    }
    int wanted = anyRemovals - int(n.p.removedKings.size());
    bool any = false;
    for (int x : named) any |= x > 0;
    if (!any && wanted <= 0) return 0;
    for (int c = 0; c < Columns; ++c)
        for (int i = n.s.down[std::size_t(c)], run = 0; i < n.s.len[std::size_t(c)]; ++i) {
            run = i > n.s.down[std::size_t(c)] && ctx.table.natural(n.s.at(c, i), n.s.at(c, i - 1)) ? run + 1 : 1;
            int& best = longest[std::size_t(suitOf(n.s.at(c, i)))];
            best = std::max(best, run);
        }
    int e = 0;
    std::array<int, Suits> deficit;
    for (int suit = 0; suit < Suits; ++suit) {
        deficit[std::size_t(suit)] = Ranks - longest[std::size_t(suit)];
        if (named[std::size_t(suit)] > 0) e += deficit[std::size_t(suit)];
    }
    std::sort(deficit.begin(), deficit.end());
    for (int k = 0; k < wanted && k < Suits; ++k) e += deficit[std::size_t(k)];
    return e;
}

// Roughly how many moves the goal is away (0 when it holds): cards to
// move off the nearest face-down card, off the columns nearest to
// becoming spaces, cards of wanted suits outside their longest runs.
inline int estimate(const AnalyseContext& ctx, const AnalyseNode& n) {
    int e = 0;
    std::array<int, Columns> size{};
    for (int c = 0; c < Columns; ++c) size[std::size_t(c)] = n.s.up(c) + 4 * n.s.down[std::size_t(c)];
    std::sort(size.begin(), size.end());
    int needSpaces = ctx.query.keepSpace ? ctx.spacesAtStart : 0;
    for (const GoalPart& g : ctx.query.goal) {
        if (g.kind == GoalPart::Spaces) needSpaces = std::max(needSpaces, g.n);
        if (g.kind == GoalPart::TurnUp && !n.p.turnedUp) {
            int nearest = 0;
            for (int c = 0; c < Columns; ++c)
                if (n.s.down[std::size_t(c)] && (!nearest || n.s.up(c) < nearest)) nearest = n.s.up(c);
            e += nearest;
        }
    }
    for (int k = 0; k < needSpaces && k < Columns; ++k) e += size[std::size_t(k)];
    return e + removalsEstimate(ctx, n);
}

}  // namespace spider::bot
