// One plan for many cards (reuse.hpp): a plan replayed.
#include "bot/spider/analyser/reuse.hpp"

#include <cstdint>

#include "bot/spider/analyser/moves.hpp"
#include "bot/spider/analyser/unseen.hpp"

namespace spider::bot {

bool planHolds(const AnalyseContext& ctx, AnalyseNode n, const Strategy& plan) {
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
