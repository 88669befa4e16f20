// The fair bot's planner (planner.hpp): its best-first search over moves that turn up nothing.
#include "bot/spider/planner.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <queue>
#include <vector>

#include "bot/common/seen_set.hpp"

namespace spider::bot {

bool sameSteps(const std::vector<Step>& a, const std::vector<Step>& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const Step& x, const Step& y) {
               return x.kind == y.kind && x.from == y.from && x.to == y.to && x.count == y.count;
           });
}

Planner::Result Planner::search(const State& start) const {
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
    std::array<std::int64_t, Columns> bestDig;  // by the column turned up
    bestDig.fill(-1);
    std::int64_t bestSpace = -1;
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
            if (cfg_.decisions) {
                std::int64_t& dig = bestDig[std::size_t(from)];
                if (n.reveals && (dig < 0 || n.score > nodes[std::size_t(dig)].score)) dig = cid;
                bool space = std::find(child.len.begin(), child.len.end(), 0) != child.len.end();
                if (!n.reveals && space && (bestSpace < 0 || n.score > nodes[std::size_t(bestSpace)].score))
                    bestSpace = cid;
            }
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
    if (cfg_.decisions) {
        for (std::int64_t id : bestDig)
            if (id >= 0) r.digs.push_back(planTo(start, nodes, std::uint32_t(id)));
        std::stable_sort(r.digs.begin(), r.digs.end(), [](const Plan& a, const Plan& b) { return a.score > b.score; });
        if (bestSpace >= 0) r.bestKeepingSpace = planTo(start, nodes, std::uint32_t(bestSpace));
    }
    if (bestToDeal >= 0)
        r.bestToDeal = planTo(start, nodes, std::uint32_t(bestToDeal));
    else
        r.bestToDeal.end = start;
    return r;
}

const Keys& Planner::keys() {
    static const Keys k;
    return k;
}

Plan Planner::planTo(const State& start, const std::vector<Node>& nodes, std::uint32_t id) const {
    Plan p;
    p.end = replay(start, nodes, id, &p.steps);
    p.score = nodes[id].score;
    p.reveals = nodes[id].reveals;
    p.canDeal = t_.canDeal(p.end);
    return p;
}

State Planner::stateAt(const State& start, const std::vector<Node>& nodes, std::uint32_t id) const {
    return replay(start, nodes, id, nullptr);
}

State Planner::replay(const State& start, const std::vector<Node>& nodes, std::uint32_t id,
                      std::vector<Step>* steps) const {
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

}  // namespace spider::bot
