// The fair Spider bot: one answer per turn from the View alone (what the
// judge's block shows), keeping only what it decided before.
//
// Each turn, in order:
//  - the rest of its current plan, while the position is the one the plan
//    foresaw (nothing turned up meanwhile, so nothing new to think about);
//  - a completed suit is removed at once (safe: nothing can go on its Ace,
//    and taking it away frees its column);
//  - with every card known (none face down, the hand out) the solver's
//    guided search, which is then exact play, not a guess;
//  - else the planner (planner.hpp): the best line over moves that turn up
//    nothing, ending at a turned card or the best position; when nothing
//    beats staying, the deal (after filling any space);
//  - stuck (no deal, nothing better): any legal command, without looking
//    again at a position it was stuck in, until the judge's turn limit.
#pragma once

#include <unordered_set>
#include <vector>

#include "bot/spider/planner.hpp"
#include "bot/spider/view.hpp"

namespace spider::bot {

struct AgentConfig {
    PlannerConfig planner;
    long endgamePositions = 100000;  // the solver's budget once every card is known
    int revealMargin = 40;           // score a line that turns up a card may lose, when staying is best
};

// How the bot chose its last answer, for the bench's figures and the tests.
enum class Reason { Plan, Remove, Solved, Planned, Reveal, Deal, FillToDeal, Stuck };

class Agent {
public:
    Agent(const Rules& rules, const AgentConfig& cfg) : rules_(rules), cfg_(cfg) {}

    Command choose(const View& v) {
        Game g = gameOf(v, rules_);
        Table t(g);
        State s = Table::stateOf(g);
        if (next_ < plan_.size() && same(s, expected_)) return follow(t, s, Reason::Plan);
        plan_.clear(), next_ = 0;
        for (const Command& c : v.moves)
            if (c.kind == Command::Remove) return reason_ = Reason::Remove, c;
        if (v.handSize == 0 && g.faceDown() == 0 && !endgameFailed_) {
            Limits limits;
            limits.maxPositions = cfg_.endgamePositions;
            GuidedSearch guided(t, limits);
            std::vector<Step> path;
            if (guided.solve(s, path) && !path.empty()) {
                plan_ = path;
                return follow(t, s, Reason::Solved);
            }
            endgameFailed_ = true;  // it will not do better later from a worse position
        }
        if (!gaveUp_) {
            Planner planner(t, cfg_.planner);
            Planner::Result r = planner.search(s);
            positions_ += r.positions;
            if (!r.best.steps.empty()) return start(r.best, t, s, Reason::Planned);
            // Staying is best by the score: see a card first if it costs
            // little (a deal buries what could have been seen), then deal.
            bool reveal = !r.bestReveal.steps.empty();
            if (reveal && r.bestReveal.score >= r.rootScore - cfg_.revealMargin) return start(r.bestReveal, t, s, Reason::Reveal);
            if (t.canDeal(s)) return reason_ = Reason::Deal, Command{Command::Deal};
            if (t.dealSize(s) && !r.bestToDeal.steps.empty()) return start(r.bestToDeal, t, s, Reason::FillToDeal);
            if (reveal) return start(r.bestReveal, t, s, Reason::Reveal);
            gaveUp_ = true;  // the hand is out and nothing is left to see or gain
        }
        reason_ = Reason::Stuck;
        return v.moves.front();
    }

    Reason lastReason() const { return reason_; }
    long positions() const { return positions_; }

private:
    static const Keys& keys() {
        static const Keys k;
        return k;
    }

    // Two positions alike in everything the player sees.
    static bool same(const State& a, const State& b) {
        if (a.len != b.len || a.down != b.down || a.removed != b.removed) return false;
        for (int c = 0; c < Columns; ++c)
            for (int i = a.down[std::size_t(c)]; i < a.len[std::size_t(c)]; ++i)
                if (a.at(c, i) != b.at(c, i)) return false;
        return true;
    }

    Command start(const Plan& p, const Table& t, const State& s, Reason why) {
        plan_ = p.steps;
        return follow(t, s, why);
    }

    Command follow(const Table& t, const State& s, Reason why) {
        Step st = plan_[next_++];
        expected_ = s;
        t.play(expected_, st);
        reason_ = why;
        return command(st);
    }

    Rules rules_;
    AgentConfig cfg_;
    std::vector<Step> plan_;
    std::size_t next_ = 0;
    State expected_;
    bool endgameFailed_ = false, gaveUp_ = false;
    Reason reason_ = Reason::Plan;
    long positions_ = 0;
};

}  // namespace spider::bot
