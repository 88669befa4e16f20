// The fair Spider bot (agent.hpp): its turn, and the searches it asks for.
#include "bot/spider/agent.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

#include "common/random.hpp"

namespace spider::bot {

AgentConfig bySuits(AgentConfig cfg, int suits) {
    // one suit: sampling worlds paid; two and four suits did not (docs/spider-experiments.md)
    if (cfg.samples < 0) cfg.samples = suits == 1 ? 3 : 1;
    if (cfg.samplePositions < 0) cfg.samplePositions = suits == 1 ? 40000 : 0;
    // four suits: expectimax over the card turned up paid; one and two tied (docs/spider-experiments.md)
    if (cfg.expectDraws < 0) cfg.expectDraws = suits == 4 ? 16 : 0;
    // two suits: the search with chance paid, with a planner of 10000 positions; four lost with it (docs/spider-experiments.md)
    if (cfg.chance.draws < 0) cfg.chance.draws = suits == 2 ? 8 : 0;
    // four suits: a planner of 30000 positions and sampling late paid (docs/spider-experiments.md)
    if (cfg.planner.expansions < 0) cfg.planner.expansions = suits == 2 ? 10000 : suits == 4 ? 30000 : 3000;
    // two suits: a late world at five cards unseen or fewer paid, at 20 it lost (docs/spider-experiments.md)
    if (cfg.lateUnseen < 0) cfg.lateUnseen = suits == 4 ? 20 : suits == 2 ? 5 : 0;
    if ((cfg.expectDraws > 0 || cfg.chance.draws > 0) && !cfg.planner.revealCandidates)
        cfg.planner.revealCandidates = 3;
    return cfg;
}

Command Agent::choose(const View& v) {
    Clock::time_point began = Clock::now();
    turnStart_ = positions_;
    Game g = gameOf(v, rules_);
    Table t(g);
    State s = Table::stateOf(g);
    if (!seeded_)
        rng_ = firstViewSeed(v) + cfg_.luck * 0x632be59bd9b4e019ULL, seeded_ = true, cfg_ = bySuits(cfg_, v.suits);
    if (next_ < plan_.size() && same(s, expected_)) return follow(Reason::Plan);
    plan_.clear(), next_ = 0;
    for (const Command& c : v.moves)
        if (c.kind == Command::Remove) {
            reason_ = Reason::Remove;
            return c;
        }
    // A world the solver could not win within its budget says the next
    // few will not be won either: try again after a deal or a few cards seen.
    int unknown = g.faceDown() + v.handSize;
    // After the last deal, with few cards face down, a sampled world is
    // nearly the real game (the unseen cards are known, only their
    // places are not), and the solver's plan for it is fair to follow.
    // With nothing unseen the world is the game itself: always solved
    // (the loss finder found a game stopped, every card known, where a
    // win was left).
    bool late = unknown == 0 || (cfg_.lateUnseen > 0 && v.handSize == 0 && unknown <= cfg_.lateUnseen);
    long budget =
        std::min(late ? std::max(cfg_.samplePositions, cfg_.latePositions) : cfg_.samplePositions, turnLeft());
    if (budget && (!gaveUp_ || late) && (failedUnknown_ < 0 || unknown <= failedUnknown_ - cfg_.retryAfter)) {
        // A safety net, not the budget: the guided search can go round
        // without counting new positions (a one-suit game once hung so), so a
        // decision's sampling also stops at the clock.
        auto deadline = patience::bot::SearchLimit::deadlineAfter(cfg_.sampleDeadlineMs);
        if (std::optional<WorldPlan> w =
                Sampler(rules_, samplerConfig()).choose(v, budget, turnLeft(), deadline, rng_, positions_)) {
            plan_ = w->path, planTable_ = w->table, expected_ = w->start;
            failedUnknown_ = -1;
            return follow(Reason::Solved);
        }
        failedUnknown_ = unknown;
    }
    if (!gaveUp_) {
        PlannerConfig pc = withinTurn(cfg_.planner);
        Planner planner(t, pc);
        Planner::Result r = planner.search(s);
        positions_ += r.positions;
        if (cfg_.chance.draws > 0) {
            std::vector<Plan> cands = candidates(t, s, r, cfg_.chance.candidates);
            if (cands.size() >= 2) {
                ChanceSearch judge(t, cfg_.chance, cfg_.planner);
                std::size_t pick = judge.choose(v, cands, rng_, positions_, positions_ + turnLeft(), began);
                return start(cands[pick], t, s, Reason::Chance);
            }
        }
        if (cfg_.expectDraws > 0 && !r.reveals.empty()) {
            // Expectimax over the card each line turns up: its value is
            // the mean, over draws of that card from the unseen cards, of
            // the best score a smaller search finds after it.
            int bestEv = -(1 << 30);
            const Plan* chosen = nullptr;
            // Each line's draws have the same share of what the turn has left.
            long share = turnLeft() / std::max(1L, long(r.reveals.size()) * cfg_.expectDraws);
            for (const Plan& p : r.reveals) {
                int ev = expectedAfterReveal(v, t, p, share);
                if (ev > bestEv) bestEv = ev, chosen = &p;
            }
            // The expectation only ranks the lines that turn up a card;
            // whether to turn one up stays with the static score.
            if (r.best.reveals) return start(*chosen, t, s, Reason::Reveal);
            if (!r.best.steps.empty()) return start(r.best, t, s, Reason::Planned);
            Plan p = *chosen;
            p.score = r.bestReveal.score;  // the margin below is the static score's
            r.bestReveal = p;
        }
        Choice c = basePolicy(t, s, r, cfg_.revealMargin, cfg_.planner.weights);
        if (!c.plan.steps.empty()) return start(c.plan, t, s, c.why);
        if (!t.dealSize(s)) gaveUp_ = true;  // the hand is out and nothing is left to see or gain
    }
    reason_ = Reason::Stuck;
    return v.moves.front();
}

std::uint64_t Agent::firstViewSeed(const View& v) {
    std::uint64_t h = 0x5b1de4;
    for (int c = 0; c < Columns; ++c) {
        h = patience::mix64(h + std::uint64_t(v.down[std::size_t(c)]));
        for (Card x : v.up[std::size_t(c)]) h = patience::mix64(h + std::uint64_t(x) + 1);
    }
    return h;
}

PlannerConfig Agent::withinTurn(PlannerConfig pc) const {
    pc.maxPositions = std::min(pc.maxPositions, std::max(1L, turnLeft() / 5 * 4));
    return pc;
}

SamplerConfig Agent::samplerConfig() const {
    SamplerConfig sc;
    sc.worlds = cfg_.samples;
    sc.guidedWidth = cfg_.guidedWidth, sc.guidedExpansions = cfg_.guidedExpansions;
    sc.maxTurns = cfg_.maxTurns;
    return sc;
}

int Agent::expectedAfterReveal(const View& v, const Table& t, const Plan& p, long share) {
    int from = -1;
    for (const Step& st : p.steps)
        if (st.kind == Step::Move) from = st.from;
    if (from < 0) return p.score;
    int total = 0;
    for (int c = 0; c < DeckSize; ++c) total += v.unseen[std::size_t(c)];
    if (!total) return p.score;
    PlannerConfig pc = cfg_.planner;
    pc.expansions = cfg_.expectExpansions;
    pc.revealCandidates = 0;
    pc.maxPositions = std::min(pc.maxPositions, share);
    Planner second(t, pc);
    auto bestAfter = [&](Card card) {  // the best score found with `card` turned up
        State x = p.end;
        x.card[std::size_t(from)][x.down[std::size_t(from)]] = card;
        Planner::Result r = second.search(x);
        positions_ += r.positions;
        return r.best.score;
    };
    long sum = 0;
    for (int k = 0; k < cfg_.expectDraws; ++k) {
        int pick = int(patience::nextRandom(rng_) % std::uint64_t(total));
        int card = 0;
        while (pick >= v.unseen[std::size_t(card)]) pick -= v.unseen[std::size_t(card)], ++card;
        sum += bestAfter(Card(card));
    }
    return int(sum / cfg_.expectDraws);
}

std::vector<Plan> Agent::candidates(const Table& t, const State& s, const Planner::Result& r, int most) const {
    std::vector<Plan> cands;
    auto add = [&](const Plan& p) {
        if (p.steps.empty() || int(cands.size()) >= most) return;
        for (const Plan& q : cands)
            if (sameSteps(q.steps, p.steps)) return;
        cands.push_back(p);
    };
    add(r.best);
    add(r.bestStay);
    if (t.canDeal(s))
        add(withDeal(Plan{{}, s}));
    else if (t.dealSize(s) && !r.bestToDeal.steps.empty())
        add(withDeal(r.bestToDeal));
    for (const Plan& p : r.reveals) add(p);
    return cands;
}

bool Agent::same(const State& a, const State& b) {
    if (a.len != b.len || a.down != b.down || a.removed != b.removed) return false;
    for (int c = 0; c < Columns; ++c)
        for (int i = a.down[std::size_t(c)]; i < a.len[std::size_t(c)]; ++i)
            if (a.at(c, i) != b.at(c, i)) return false;
    return true;
}

Command Agent::start(const Plan& p, const Table& t, const State& s, Reason why) {
    plan_ = p.steps;
    planTable_ = t;
    expected_ = s;
    return follow(why);
}

Command Agent::follow(Reason why) {
    Step st = plan_[next_++];
    planTable_->play(expected_, st);
    reason_ = why;
    return command(st);
}

}  // namespace spider::bot
