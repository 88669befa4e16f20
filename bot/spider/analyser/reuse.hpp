// Turn-up questions answered once for many cards (docs/spider-analyser.md,
// "One plan for many cards"): after a move that turns a card up, the plan
// found for one card is replayed for the next before that card is
// searched; where it holds, the card is answered without a search. Cards
// that behave alike (the same rank and suit class, or any card that takes
// nothing and goes nowhere the plan needs) share a plan this way.
#pragma once

#include <array>
#include <cstdint>

#include "bot/spider/analyser/moves.hpp"
#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/unseen.hpp"

namespace spider::bot {

// Whether `plan` reaches the goal from `n` under the question's
// constraints: each move legal, a card turned up only by a plan's last move,
// and after it a branch for each card it may be (possibleCards), each
// holding in turn. The columns are `n`'s own.
inline bool planHolds(const AnalyseContext& ctx, AnalyseNode n, const Strategy& plan) {
    int turnedColumn = -1;
    for (std::size_t m = 0; m < plan.moves.size(); ++m) {
        const Command& c = plan.moves[m];
        if (turnedColumn >= 0) return false;  // a move after a card came up unknown
        Step st{c.kind == Command::Move         ? Step::Move
                    : c.kind == Command::Remove ? Step::Remove
                                                : Step::Deal,
                std::uint8_t(c.from), std::uint8_t(c.to), std::uint8_t(c.count)};
        if (st.kind == Step::Deal || st.from >= Columns || st.to >= Columns) return false;
        if (st.kind == Step::Move ? !ctx.table.legalMove(n.s, st.from, st.to, st.count)
                                  : !ctx.table.canRemove(n.s, st.from))
            return false;
        if (!playWithin(ctx, n, st, turnedColumn)) return false;
    }
    if (plan.reveal < 0) return ctx.holds(n);
    if (plan.reveal != turnedColumn) return false;
    Card& slot = n.s.card[std::size_t(turnedColumn)][n.s.len[std::size_t(turnedColumn)] - 1u];
    if (ctx.known || slot != Hidden) return false;  // (plans branch only on unknown cards)
    for (Card x : possibleCards(ctx, n)) {
        const Strategy* next = nullptr;
        for (const auto& [card, branch] : plan.branches)
            if (card == x) next = branch.get();
        if (!next) return false;
        slot = x;
        if (!planHolds(ctx, n, *next)) return false;
    }
    return true;
}

}  // namespace spider::bot
