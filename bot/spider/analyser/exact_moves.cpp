// The game the exact search plays (exact_moves.hpp): whether it applies, and
// the start.
#include "bot/spider/analyser/exact_moves.hpp"

namespace spider::bot::exact {

bool applies(const AnalyseContext& ctx, const State& s) {
    if (ctx.table.rules.autoRemove) return false;
    if (ctx.query.noTurnUp) return true;
    for (int c = 0; c < Columns; ++c)
        for (int i = 0; i < s.down[std::size_t(c)]; ++i)
            if (s.card[std::size_t(c)][std::size_t(i)] == Hidden) return false;
    return true;
}

Moves::Moves(const AnalyseContext& ctx, const State& start, bool canonical)
    : ctx_(ctx), store_(ctx.table.rules), canonical_(canonical) {
    for (int c = 0; c < Columns; ++c) {
        std::uint8_t cards[Cards];
        int len = start.len[std::size_t(c)];
        for (int i = 0; i < len; ++i) cards[i] = start.card[std::size_t(c)][std::size_t(i)];
        start_.col[std::size_t(c)] = store_.columnOf(cards, len, start.down[std::size_t(c)], true);
    }
    for (ColumnId c : start_.col) kingsAtStart_ += store_[c].kings;
    spacesAtStart_ = ctx.spacesAtStart;
    for (const GoalPart& g : ctx.query.goal) {
        wantsOrder_ |= g.kind == GoalPart::Remove && g.ordered;
        wantsTurnUp_ |= g.kind == GoalPart::TurnUp;
    }
    named_ = namedSets(ctx.query.goal);
    joinsOn_ = ctx.joinedRuns && !ctx.table.rules.autoRemove && !ctx.table.rules.anyRunMoves;
}

}  // namespace spider::bot::exact
