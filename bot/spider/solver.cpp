// The Spider solver (solver.hpp): the guided search, the exact search, and solve() over both.
#include "bot/spider/solver.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <queue>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace spider::bot {

bool GuidedSearch::solve(const State& start, std::vector<Step>& path) {
    Entry first{start, {}, 0};
    t_.removeAll(first.state, &first.path);
    if (furthest) reach(first.state, evaluate(t_, first.state));
    if (first.state.removed == SuitsToWin) {
        path = first.path;
        return true;
    }
    // The clock is read each round, whatever was counted: a search that
    // meets the same positions round after round counts nothing new, and
    // doubled its width until the int overflowed (the fair bot hung so
    // before its sampling had a deadline, and the loss finder, which has
    // none). So the width stops at MaxWidth: beyond it such a search says
    // unknown.
    constexpr int MaxWidth = 1 << 24;
    for (int w = width, e = expansions; !limit_.reachedNow() && w <= MaxWidth; w *= 2, e = e * 3 / 2) {
        if (round(first, w, e, path)) return true;
        if (exhausted_) return false;  // nothing was cut: more width cannot help
    }
    return false;
}

void GuidedSearch::reach(const State& s, int score) {
    bool further = !reached_ || s.dealt > furthest->dealt || (s.dealt == furthest->dealt && score > furthestScore_);
    if (further) *furthest = s, furthestScore_ = score, reached_ = true;
}

bool GuidedSearch::round(const Entry& first, int width, int expansions, std::vector<Step>& path) {
    std::vector<Entry> beam{first};
    bool cut = false;
    while (!beam.empty()) {
        std::vector<Entry> next;
        patience::bot::SeenSet nextKeys;
        for (const Entry& e : beam) {
            bool last = !t_.dealSize(e.state);
            int budget = last ? expansions * 4 : expansions;
            if (stretch(e, budget, width, next, nextKeys, path, cut)) return true;
            if (limit_.reached()) return false;
        }
        std::stable_sort(next.begin(), next.end(), [](const Entry& a, const Entry& b) { return a.score > b.score; });
        beam.clear();
        std::unordered_map<std::uint64_t, int> taken;  // entries kept per shape
        for (Entry& n : next) {
            if (int(beam.size()) == width || ++taken[shape(n.state)] > sameShape) {
                cut = true;
                continue;
            }
            beam.push_back(std::move(n));
        }
    }
    exhausted_ = !cut;
    return false;
}

std::uint64_t GuidedSearch::shape(const State& s) {
    std::uint64_t h = s.removed;
    for (auto d : s.down) h = h * 8 + d;
    return h;
}

State GuidedSearch::replay(const State& start, const std::vector<Node>& nodes, std::uint32_t node,
                           std::vector<Step>* out) const {
    std::vector<Step> steps;
    std::uint32_t n = node;
    for (; n && (out || nodes[n].snapshot < 0); n = nodes[n].parent) steps.push_back(nodes[n].step);
    State s = n ? snapshots_[std::size_t(nodes[n].snapshot)] : start;
    for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
        t_.move(s, it->from, it->to, it->count);
        if (out) out->push_back(*it);
        t_.removeAll(s, out);
    }
    return s;
}

bool GuidedSearch::stretch(const Entry& e, int budget, int keep, std::vector<Entry>& next,
                           patience::bot::SeenSet& nextKeys, std::vector<Step>& path, bool& cut) {
    const State& start = e.state;
    if (start.removed == SuitsToWin) {
        path = e.path;
        return true;
    }
    bool handOut = !t_.dealSize(start);
    std::vector<Node> nodes{Node{0, Step{}, 0, -1}};
    snapshots_.clear();
    patience::bot::SeenSet seen(std::size_t(std::min(budget, 16384)) * 4);
    seen.insert(keys_.key(start, handOut));
    std::priority_queue<std::pair<int, std::uint32_t>> open;  // score, node (newer first among equals)
    open.push({evaluate(t_, start), 0});
    struct Candidate {
        int score;  // after the deal
        std::uint32_t node;
        std::uint64_t shape;
    };
    std::vector<Candidate> best;  // positions to deal from
    auto consider = [&](const State& s, std::uint32_t node) {
        if (!t_.canDeal(s)) return;
        State after = s;
        t_.deal(after);
        t_.removeAll(after, nullptr);
        best.push_back({evaluate(t_, after), node, shape(after)});
    };
    consider(start, 0);
    bool won = false;
    std::uint32_t winner = 0;
    for (int expanded = 0; !open.empty() && !won; ++expanded) {
        // Every 16 expansions, as the limit always was checked here:
        // the positions a limit stops the search at stay the same.
        if (expanded >= budget || ((expanded & 15) == 0 && limit_.reached())) {
            cut = true;
            break;
        }
        std::uint32_t node = open.top().second;
        open.pop();
        State s = replay(start, nodes, node, nullptr);
        std::array<std::uint64_t, Columns> terms;
        std::uint64_t key = keys_.key(s, handOut, terms);
        t_.forEachGuidedMove(s, [&](int from, int to, int k) {
            if (won) return;
            State child = s;
            t_.move(child, from, to, k);
            t_.removeAll(child, nullptr);
            if (!seen.insert(keys_.childKey(s, key, terms, child, handOut))) return;
            limit_.add();
            auto depth = std::uint16_t(nodes[node].depth + 1);
            bool snap = depth % SnapshotEvery == 0;
            nodes.push_back(Node{node, Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)}, depth,
                                 snap ? std::int32_t(snapshots_.size()) : -1});
            if (snap) snapshots_.push_back(child);
            auto id = std::uint32_t(nodes.size() - 1);
            if (child.removed == SuitsToWin) {
                won = true, winner = id;
                return;
            }
            int score = evaluate(t_, child);
            if (furthest) reach(child, score);
            open.push({score, id});
            consider(child, id);
        });
    }
    if (won) {
        path = e.path;
        replay(start, nodes, winner, &path);
        return true;
    }
    std::stable_sort(best.begin(), best.end(),
                     [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
    int kept = 0;
    std::unordered_map<std::uint64_t, int> taken;
    for (const Candidate& c : best) {
        if (kept == keep) {
            cut = true;
            break;
        }
        if (++taken[c.shape] > sameShape) {
            cut = true;
            continue;
        }
        Entry n{State{}, e.path, c.score};
        n.state = replay(start, nodes, c.node, &n.path);
        n.path.push_back(Step{Step::Deal, 0, 0, 0});
        t_.deal(n.state);
        t_.removeAll(n.state, &n.path);
        if (furthest) reach(n.state, evaluate(t_, n.state));
        if (!nextKeys.insert(keys_.key(n.state, !t_.dealSize(n.state)))) continue;
        next.push_back(std::move(n));
        ++kept;
    }
    return false;
}

ExactSearch::SearchEnd ExactSearch::run(const State& start, std::vector<Step>& path) {
    std::vector<Node> nodes{Node{0, Step{}}};
    std::vector<std::pair<State, std::uint32_t>> stack{{start, 0}};
    seen_.insert(form(start));
    limit_.add();
    if (start.removed == SuitsToWin) return Won;
    for (long visited = 0; !stack.empty(); ++visited) {
        if ((visited & 63) == 0 && (limit_.reached() || long(seen_.size()) >= MaxPositions)) return Stopped;
        // not a structured binding: C++17 lets no lambda capture one (clang refuses)
        const State s = stack.back().first;
        const std::uint32_t node = stack.back().second;
        stack.pop_back();
        bool won = false;
        t_.forEachStep(s, [&](const Step& st) {
            if (won) return;
            State child = s;
            t_.play(child, st);
            if (!seen_.insert(form(child)).second) return;
            limit_.add();
            nodes.push_back(Node{node, st});
            if (child.removed == SuitsToWin) {
                won = true;
                std::vector<Step> steps;
                for (std::uint32_t n = std::uint32_t(nodes.size() - 1); n; n = nodes[n].parent)
                    steps.push_back(nodes[n].step);
                path.assign(steps.rbegin(), steps.rend());
                return;
            }
            stack.push_back({child, std::uint32_t(nodes.size() - 1)});
        });
        if (won) return Won;
    }
    return Exhausted;
}

std::string ExactSearch::form(const State& s) const {
    std::vector<std::string> cols(Columns);
    for (int c = 0; c < Columns; ++c) {
        std::string& x = cols[std::size_t(c)];
        x += char(s.down[std::size_t(c)]);
        for (int i = 0; i < s.len[std::size_t(c)]; ++i) x += char(s.at(c, i));
        x += char(0x7f);
    }
    if (t_.handLeft(s) < Columns || !t_.dealSize(s)) std::sort(cols.begin(), cols.end());
    std::string f(1, char(s.dealt));
    for (const auto& x : cols) f += x;
    return f;
}

SolveResult solve(const Game& g, SearchLimit limit) {
    auto t0 = Clock::now();
    Table t(g);
    State start = Table::stateOf(g);
    SolveResult r;
    GuidedSearch guided(t, limit);
    if (guided.solve(start, r.moves))
        r.status = SolveResult::Winnable;
    else {
        r.moves.clear();
        if (!limit.reachedNow()) {
            ExactSearch exact(t, limit);
            auto outcome = exact.run(start, r.moves);
            r.status = outcome == ExactSearch::Won  ? SolveResult::Winnable
                : outcome == ExactSearch::Exhausted ? SolveResult::Unwinnable
                                                    : SolveResult::Unknown;
            if (r.status != SolveResult::Winnable) r.moves.clear();
            if (r.status == SolveResult::Unwinnable) r.nodes = exact.positions();
        }
    }
    if (r.status != SolveResult::Unwinnable) r.nodes = limit.positions();
    r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    return r;
}

}  // namespace spider::bot
