// Fair play-outs: which of a few lines to play, judged by how the bot itself
// would go on after each, in worlds that fit what it sees.
//
// A world deals the unseen cards, shuffled, to the face-down places and the
// hand. In it, each candidate line is played, then the base policy
// (policy.hpp) for a number of decisions, every one of them made on the
// position with its face-down cards masked, as the bot would see it: the
// world only decides which cards turn up and which are dealt. The end is
// scored by a value of what a player would see there. Each play-out makes
// the same number of deals (the candidate's own included) and stops before
// the next, so that the ends compare alike: a deal is not a gain by itself. Every candidate meets
// the same worlds (common random numbers), so the comparison is paired and
// the noise of the worlds mostly cancels.
//
// This differs from the hindsight play-outs tried before (removed since;
// docs/spider-bot.md): those planned with every card known, and so
// favoured lines a clairvoyant player could exploit, not ones a fair one can.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "bot/spider/policy.hpp"
#include "common/random.hpp"
#include "games/spider/view.hpp"

namespace spider::bot {

struct RolloutConfig {
    int worlds = 0;         // worlds each candidate is played in (0: off)
    int depth = 30;         // base-policy decisions after the candidate's line, at most
    int deals = 1;          // deals a play-out makes (its line's included); it stops before the next
    int expansions = 300;   // the play-outs' planner budget a decision
    int candidates = 6;     // lines judged at most
    int revealMargin = 40;  // the base policy's (AgentConfig::revealMargin)
};

// The position as a player sees it: the face-down cards replaced by the
// placeholder gameOf(view) puts there.
inline State masked(State s) {
    for (int c = 0; c < Columns; ++c)
        for (int i = 0; i < s.down[std::size_t(c)]; ++i) s.card[std::size_t(c)][std::size_t(i)] = Card(0);
    return s;
}

// The end of a play-out, scored from what a player sees: a win above any
// other end; else the planner's score with the cards still in the hand
// counted as face down (else dealing would look like a gain).
inline double playoutValue(const Table& fair, const State& seen, const Weights& w) {
    if (seen.removed >= SuitsToWin) return 1e6;
    return evaluate(fair, seen, w) - double(w.down) * fair.handLeft(seen);
}

class Rollouts {
public:
    Rollouts(const Rules& rules, const RolloutConfig& cfg, const PlannerConfig& planner) : rules_(rules), cfg_(cfg), planner_(planner) {
        planner_.expansions = cfg.expansions;
        planner_.revealCandidates = planner_.dealCandidates = 0;
    }

    // The candidate (an index into `cands`, lines from the position `v`
    // shows) with the best total over the same cfg.worlds worlds.
    std::size_t choose(const View& v, const std::vector<Plan>& cands, std::uint64_t& rng, long& positions) const {
        Game seen = gameOf(v, rules_);
        Table fair(seen);
        std::vector<Card> unseen = unseenCards(v);
        std::vector<double> total(cands.size(), 0);
        Planner planner(fair, planner_);
        for (int w = 0; w < cfg_.worlds; ++w) {
            patience::shuffle(unseen.data(), unseen.size(), patience::nextRandom(rng));
            auto down = unseen.begin() + seen.faceDown();
            Game world = gameOf(v, rules_, std::vector<Card>(unseen.begin(), down), std::vector<Card>(down, unseen.end()));
            Table wt(world);
            State start = Table::stateOf(world);
            for (std::size_t i = 0; i < cands.size(); ++i) total[i] += playOut(fair, wt, start, cands[i].steps, planner, positions);
        }
        return std::size_t(std::max_element(total.begin(), total.end()) - total.begin());
    }

private:
    // The line, then the base policy for cfg.depth decisions, in the world
    // `wt`; the value of where it ends.
    double playOut(const Table& fair, const Table& wt, State x, const std::vector<Step>& line, const Planner& planner, long& positions) const {
        int deals = 0;
        auto dealsIn = [](const std::vector<Step>& steps) {
            return int(std::count_if(steps.begin(), steps.end(), [](const Step& st) { return st.kind == Step::Deal; }));
        };
        auto play = [&](const std::vector<Step>& steps) {
            for (const Step& st : steps) {
                if (st.kind == Step::Remove) continue;  // removeAll below has made it
                if (st.kind == Step::Deal && !wt.canDeal(x)) return;  // the line's deal, where a removal emptied a column
                wt.play(x, st);
                wt.removeAll(x, nullptr);
            }
        };
        play(line);
        deals += dealsIn(line);
        for (int d = 0; d < cfg_.depth && x.removed < SuitsToWin; ++d) {
            State seen = masked(x);
            Planner::Result r = planner.search(seen);
            positions += r.positions;
            Choice c = basePolicy(fair, seen, r, cfg_.revealMargin, planner_.weights);
            if (c.plan.steps.empty()) break;
            int more = dealsIn(c.plan.steps);
            if (more && deals + more > cfg_.deals) break;
            deals += more;
            play(c.plan.steps);
        }
        return playoutValue(fair, masked(x), planner_.weights);
    }

    Rules rules_;
    RolloutConfig cfg_;
    PlannerConfig planner_;
};

}  // namespace spider::bot
