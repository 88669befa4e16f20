// The fair bot's lookahead over what it can see: a best-first search over
// moves that turn up nothing, from the position a turn shows. A move that
// turns up a card ends its line (what comes next depends on the card, so the
// bot looks again once it is seen); the search keeps the best position
// found, by evaluate.hpp's score (each face-down card a penalty, so turning
// one up is a bonus), and the steps to it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <queue>
#include <vector>

#include "bot/common/seen_set.hpp"
#include "bot/spider/evaluate.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

// A line of play found by the planner: its steps and where they lead.
struct Plan {
    std::vector<Step> steps;
    State end;
    int score = 0;
    bool reveals = false;  // its last move turns up a card
    bool canDeal = false;  // a deal is allowed at its end
};

struct PlannerConfig {
    // positions expanded a search, at most: the work is bounded by positions, not the clock (-1: the agent's bySuits)
    int expansions = -1;
    // and positions reached, at most: where every position has forty moves,
    // 10000 expansions reached 430,000 positions in 430 ms (two suits, seed
    // 1043), near half the judge's second.
    long maxPositions = 200000;
    int revealCandidates = 0;  // lines that turn up a card to return (Result::reveals), for the agent's expectimax
    // The solver's first score (before its column terms) retuned for play
    // without seeing the cards: a break between face-up cards earns a little
    // (-4) instead of costing 6, and a space is worth 40, not 14; it won more
    // on every suit count, and a cleared-column bonus lost games
    // (docs/spider-experiments.md).
    Weights weights{600, 12, 0, 6, 1, -4, 40, 0};
};

class Planner {
public:
    Planner(const Table& t, const PlannerConfig& cfg) : t_(t), cfg_(cfg) {}

    // The best plan from `start` (no steps: nothing found beats staying);
    // the best one that ends where a deal is allowed (no steps and !canDeal:
    // none found), for when staying is best but a space forbids the deal; the
    // best one that turns up a card (no steps: none found), for when staying
    // is best by the score but a card could be seen first.
    struct Result {
        Plan best, bestToDeal, bestReveal;
        Plan bestStay;              // the best line that turns up nothing (no steps: the start)
        std::vector<Plan> reveals;  // the best `revealCandidates` lines that turn up a card, best first
        int rootScore = 0;
        long positions = 0;
    };

    Result search(const State& start) const {
        std::vector<Node> nodes;
        nodes.push_back(Node{0, Step{}, evaluate(t_, start, cfg_.weights), false});
        patience::bot::SeenSet seen(std::size_t(std::min<long>(cfg_.maxPositions, long(cfg_.expansions) * 8)));
        seen.insert(keys().key(start, false));
        std::priority_queue<std::pair<int, std::int64_t>> open;  // score, -id: older first among equals
        open.push({nodes[0].score, 0});
        std::uint32_t best = 0;
        std::int64_t bestToDeal = t_.canDeal(start) ? 0 : -1, bestReveal = -1;
        std::uint32_t bestStay = 0;
        std::vector<std::uint32_t> revealIds;
        for (int expanded = 0; !open.empty() && expanded < cfg_.expansions && long(nodes.size()) < cfg_.maxPositions;
             ++expanded) {
            auto id = std::uint32_t(-open.top().second);
            open.pop();
            State s = stateAt(start, nodes, id);
            std::array<std::uint64_t, Columns> terms;
            std::uint64_t key = keys().key(s, false, terms);
            t_.forEachGuidedMove(s, [&](int from, int to, int k) {
                Node n{id, Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)}, 0, false};
                State child = s;
                t_.move(child, from, to, k);
                n.reveals = child.down[std::size_t(from)] < s.down[std::size_t(from)];
                t_.removeAll(child, nullptr);
                if (!seen.insert(keys().childKey(s, key, terms, child, false))) return;
                n.score = evaluate(t_, child, cfg_.weights);
                nodes.push_back(n);
                auto cid = std::uint32_t(nodes.size() - 1);
                if (n.score > nodes[best].score) best = cid;
                if (t_.canDeal(child) && (bestToDeal < 0 || n.score > nodes[std::size_t(bestToDeal)].score))
                    bestToDeal = cid;
                if (n.reveals && (bestReveal < 0 || n.score > nodes[std::size_t(bestReveal)].score)) bestReveal = cid;
                if (n.reveals && cfg_.revealCandidates) revealIds.push_back(cid);
                if (!n.reveals && n.score > nodes[bestStay].score) bestStay = cid;
                if (!n.reveals && child.removed < SuitsToWin) open.push({n.score, -std::int64_t(cid)});
            });
        }
        Result r;
        r.positions = long(nodes.size());
        r.rootScore = nodes[0].score;
        if (bestReveal >= 0) r.bestReveal = planTo(start, nodes, std::uint32_t(bestReveal));
        r.best = planTo(start, nodes, best);
        r.bestStay = planTo(start, nodes, bestStay);
        std::stable_sort(revealIds.begin(), revealIds.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return nodes[a].score > nodes[b].score; });
        for (std::size_t i = 0; i < revealIds.size() && int(i) < cfg_.revealCandidates; ++i)
            r.reveals.push_back(planTo(start, nodes, revealIds[i]));
        if (bestToDeal >= 0)
            r.bestToDeal = planTo(start, nodes, std::uint32_t(bestToDeal));
        else
            r.bestToDeal.end = start;
        return r;
    }

private:
    // A position of the search: how it was reached (its state is replayed
    // from the start: a few moves cost less than a kilobyte kept per node).
    struct Node {
        std::uint32_t parent;
        Step step;
        int score;
        bool reveals;
    };

    static const Keys& keys() {
        static const Keys k;
        return k;
    }

    // The steps from the root to `id`, with the removals the moves complete.
    Plan planTo(const State& start, const std::vector<Node>& nodes, std::uint32_t id) const {
        Plan p;
        p.end = replay(start, nodes, id, &p.steps);
        p.score = nodes[id].score;
        p.reveals = nodes[id].reveals;
        p.canDeal = t_.canDeal(p.end);
        return p;
    }
    State stateAt(const State& start, const std::vector<Node>& nodes, std::uint32_t id) const {
        return replay(start, nodes, id, nullptr);
    }

    // The position `id` stands for, from `start` (its steps into `steps` if given).
    State replay(const State& start, const std::vector<Node>& nodes, std::uint32_t id, std::vector<Step>* steps) const {
        std::vector<std::uint32_t> chain;
        for (std::uint32_t i = id; i; i = nodes[i].parent) chain.push_back(i);
        State s = start;
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            const Step& st = nodes[*it].step;
            t_.move(s, st.from, st.to, st.count);
            if (steps) steps->push_back(st);
            t_.removeAll(s, steps);
        }
        return s;
    }

    const Table& t_;
    const PlannerConfig& cfg_;
};

}  // namespace spider::bot
