// The fair Spider bot: one answer per turn from the View alone (what the
// judge's block shows), keeping only what it decided before.
//
// Each turn, in order:
//  - the rest of its current plan, while the position is the one the plan
//    foresaw (nothing turned up or dealt that the plan did not expect);
//  - a completed suit is removed at once (nothing hidden bears on it:
//    nothing goes on its Ace, and taking it away frees its column);
//  - sampling (sampler.hpp): a world that fits the view (the unseen cards,
//    shuffled, face down and in the hand) given to the solver's guided
//    search with a budget of positions; if it wins that world, its moves are
//    the plan. After a failure it samples again only once a few more cards
//    are seen;
//  - else the planner (planner.hpp): the best line over moves that turn up
//    nothing, ending at a turned card or the best position; when nothing
//    beats staying, a card turned up if that costs little, else the deal
//    (after filling any space);
//  - stuck (the hand out, nothing to see or gain): any legal command, with
//    no more searching, until the judge's turn limit.
// The work is bounded by positions, a turn's over all its searches, not by
// the clock, and the randomness is seeded from turn 1's view: a game played
// again is played alike.
#pragma once

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

#include "bot/spider/chance.hpp"
#include "bot/spider/policy.hpp"
#include "bot/spider/sampler.hpp"
#include "bot/spider/solver.hpp"
#include "games/spider/view.hpp"
#include "common/random.hpp"

namespace spider::bot {

struct AgentConfig {
    PlannerConfig planner;
    int samples = -1;           // worlds sampled a decision, each solved until one is won (-1: by suits)
    long samplePositions = -1;  // the solver's budget in each (0: no sampling; -1: by suits)
    int guidedWidth = 2, guidedExpansions = 1500;  // the solver's first round (solver.hpp's GuidedSearch)
    int sampleDeadlineMs = 400;  // a decision's sampling stops here whatever the budget (a safety net; NoClock: none)
    std::uint64_t luck = 0;      // --grade's runs: the randomness moved (0: a game played again is played alike)
    int retryAfter = 3;          // cards to see (or deal) before sampling again after a failure
    int lateUnseen = -1;  // after the last deal, sample once this few cards are face down (0: never; -1: by suits)
    long latePositions = 100000;  // ... the solver's budget in each world then
    int revealMargin = 40;        // score a line that turns up a card may lose, when staying is best
    // expectimax over the next card turned up: draws of it from the unseen cards (0: off; -1: by suits)
    int expectDraws = -1;
    int expectExpansions = 100;  // the second-level search's budget after each draw
    // expectimax over each line's card turned up or deal, the learned value at the leaves (chance.hpp; draws 0: off)
    ChanceConfig chance;
    // A turn's positions, at most, over all its searches: the bound on the
    // slowest turn, whatever the machine (each search stops once the turn's
    // are spent; the wall-clock cuts above are safety nets only).
    long turnPositions = 200000;
    int maxTurns = 1000;  // the judge's turn limit (referee spider --max-turns)
};

// The settings left to the suits, each chosen on paired seeds.
AgentConfig bySuits(AgentConfig cfg, int suits);

class Agent {
public:
    Agent(const Rules& rules, const AgentConfig& cfg) : rules_(rules), cfg_(cfg) {}

    Command choose(const View& v);

    Reason lastReason() const { return reason_; }
    long positions() const { return positions_; }
    long turnPositions() const { return positions_ - turnStart_; }  // the last turn's

private:
    // The bot's randomness for a game: from what turn 1 shows, so a game
    // played again is played alike.
    static std::uint64_t firstViewSeed(const View& v);

    // The positions the turn has left (at least 1, so a search always looks one step).
    long turnLeft() const { return std::max(1L, cfg_.turnPositions - (positions_ - turnStart_)); }
    // The planner's part: four fifths of what is left, the rest for the
    // searches after it (the expectimax's or the chance search's draws).
    PlannerConfig withinTurn(PlannerConfig pc) const;

    SamplerConfig samplerConfig() const;

    // The mean, over cfg_.expectDraws draws of the card `p` turns up (from
    // the unseen cards), of the best score a search of cfg_.expectExpansions
    // positions (and at most `share` reached) finds from there.
    int expectedAfterReveal(const View& v, const Table& t, const Plan& p, long share);

    // The lines the search with chance chooses between: the best by the score, the
    // best that turns up nothing, the best few that turn up a card, and the
    // deal (after filling the spaces where there are any), each once.
    std::vector<Plan> candidates(const Table& t, const State& s, const Planner::Result& r, int most) const;

    // Two positions alike in everything the player sees (alike by the rules
    // only was within chance: docs/spider-experiments.md).
    static bool same(const State& a, const State& b);

    Command start(const Plan& p, const Table& t, const State& s, Reason why);

    // The plan's next step; expected_ becomes the position it should lead to.
    Command follow(Reason why);

    Rules rules_;
    AgentConfig cfg_;
    std::vector<Step> plan_;
    std::size_t next_ = 0;
    std::optional<Table> planTable_;  // the world the plan was made in (its hand)
    State expected_;
    std::uint64_t rng_ = 0;
    bool seeded_ = false, gaveUp_ = false;
    int failedUnknown_ = -1;  // unseen cards when sampling last failed (-1: it did not)
    Reason reason_ = Reason::Plan;
    long positions_ = 0, turnStart_ = 0;
};

}  // namespace spider::bot
