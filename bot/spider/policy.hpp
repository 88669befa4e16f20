// The fair bot's base policy: from the planner's search of a position, the
// line to play (its steps, ending with the deal where it deals). The agent
// plays it when nothing better is asked of it. (Fair play-outs that played
// it in sampled worlds to judge a few lines lost games: docs/spider-bot.md.)
#pragma once

#include "bot/spider/evaluate.hpp"
#include "bot/spider/planner.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

// Why a line was chosen (the agent's lastReason, for looking into a game).
enum class Reason { Plan, Remove, Solved, Planned, Reveal, Deal, FillToDeal, Stuck, Chance };

struct Choice {
    Plan plan;  // no steps: stuck (the hand out, nothing to see or gain)
    Reason why = Reason::Stuck;
};

// When the search found no way to fill the spaces before a deal: fill them
// one at a time, each time with the card or run whose move leaves the best
// score (never a whole column: that leaves a space), then deal.
inline Plan fillAndDeal(const Table& t, const State& s, const Weights& w) {
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

// The line, then the deal; its `end` stays where the deal is made from.
inline Plan withDeal(Plan p) {
    p.steps.push_back(Step{Step::Deal, 0, 0, 0});
    return p;
}

// The first that applies: the best line if it beats staying; a line that
// turns up a card if it loses at most `revealMargin` of score (a deal would
// bury what it could have seen); the deal; the best line that fills the
// spaces, then the deal (the deal in the same line, or the score undoes the
// filling); any line that turns up a card; spaces filled one by one, then
// the deal; else stuck.
inline Choice basePolicy(const Table& t, const State& s, const Planner::Result& r, int revealMargin, const Weights& w) {
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
