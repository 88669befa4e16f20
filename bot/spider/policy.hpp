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
Plan fillAndDeal(const Table& t, const State& s, const Weights& w);

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
Choice basePolicy(const Table& t, const State& s, const Planner::Result& r, int revealMargin, const Weights& w);

}  // namespace spider::bot
