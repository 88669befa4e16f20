// The fair bot's base policy (policy.hpp).
#include "bot/spider/policy.hpp"

namespace spider::bot {

Plan fillAndDeal(const Table& t, const State& s, const Weights& w) {
    Plan p;
    State x = s;
    for (int guard = 0; guard < Columns && !t.canDeal(x); ++guard) {
        int space = -1;
        for (int c = 0; c < Columns && space < 0; ++c)
            if (!x.len[std::size_t(c)]) space = c;
        if (space < 0) return Plan{};
        int best = -(1 << 30);
        Step choice{};
        for (int from = 0; from < Columns; ++from)
            for (int k = 1; k <= t.run(x, from) && k < x.len[std::size_t(from)]; ++k) {
                if (!t.legalMove(x, from, space, k)) continue;
                State y = x;
                t.move(y, from, space, k);
                int score = evaluate(t, y, w);
                if (score > best)
                    best = score, choice = Step{Step::Move, std::uint8_t(from), std::uint8_t(space), std::uint8_t(k)};
            }
        if (best == -(1 << 30)) return Plan{};
        t.move(x, choice.from, choice.to, choice.count);
        p.steps.push_back(choice);
        t.removeAll(x, &p.steps);
    }
    if (!t.canDeal(x)) return Plan{};
    p.steps.push_back(Step{Step::Deal, 0, 0, 0});
    p.end = x;
    return p;
}

Choice basePolicy(const Table& t, const State& s, const Planner::Result& r, int revealMargin, const Weights& w) {
    if (!r.best.steps.empty()) return {r.best, r.best.reveals ? Reason::Reveal : Reason::Planned};
    bool reveal = !r.bestReveal.steps.empty();
    if (reveal && r.bestReveal.score >= r.rootScore - revealMargin) return {r.bestReveal, Reason::Reveal};
    if (t.canDeal(s)) return {withDeal(Plan{{}, s}), Reason::Deal};
    if (t.dealSize(s) && !r.bestToDeal.steps.empty()) return {withDeal(r.bestToDeal), Reason::FillToDeal};
    if (reveal) return {r.bestReveal, Reason::Reveal};
    if (t.dealSize(s)) {
        Plan fill = fillAndDeal(t, s, w);
        if (!fill.steps.empty()) return {fill, Reason::FillToDeal};
    }
    return {};
}

}  // namespace spider::bot
