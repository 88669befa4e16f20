// `bot spider --solve`: a perfect-information Spider solver under Woods's
// rules (or the rule options of `referee spider`). It knows every card: the
// face-down ones and the order of the hand.
//
// Two searches (docs/spider-solver.md):
//  - the guided search, which finds wins: between two deals a best-first
//    search over positions, with macro-moves and pruning that keep it small;
//    from the best few positions it may deal from (judged after the deal, as
//    the hand is known) it deals and goes on, backing up to the next one when
//    a later stretch fails. Its pruning is not exhaustive, so when it runs
//    out of positions that proves nothing;
//  - the exact search, run only then: every legal move, positions told apart
//    by their whole contents (no 64-bit keys), so running out of positions
//    proves the deal unwinnable.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <queue>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "bot/common/hash.hpp"
#include "bot/common/search_limit.hpp"
#include "bot/common/solve_result.hpp"
#include "games/spider/command.hpp"
#include "games/spider/game.hpp"

namespace spider::bot {

using Clock = std::chrono::steady_clock;
using patience::bot::SearchLimit;

// A Command (games/spider/command.hpp) in four bytes, as the search nodes keep it.
struct Step {
    enum Kind : std::uint8_t { Move, Remove, Deal } kind = Move;
    std::uint8_t from = 0, to = 0, count = 0;
};

inline Command command(const Step& s) {
    return Command{s.kind == Step::Move ? Command::Move : s.kind == Step::Remove ? Command::Remove : Command::Deal, s.from, s.to, s.count};
}
inline std::string stepName(const Step& s) { return commandText(command(s)); }

// A position: each column's cards from the top of the pile (the first
// dealt) to the bottom; the first `down` of them face down.
struct State {
    std::array<std::array<Card, Cards>, Columns> card;
    std::array<std::uint8_t, Columns> len{}, down{};
    std::uint8_t dealt = 0;    // cards dealt from the hand so far
    std::uint8_t removed = 0;  // suits removed
    int up(int c) const { return len[std::size_t(c)] - down[std::size_t(c)]; }
    Card bottom(int c) const { return card[std::size_t(c)][len[std::size_t(c)] - 1u]; }
    Card at(int c, int i) const { return card[std::size_t(c)][std::size_t(i)]; }
};

// The rules and the hand: what does not change while solving one game.
class Table {
public:
    Rules rules;
    std::vector<Card> hand;

    explicit Table(const Game& g) : rules(g.rules), hand(g.hand) {}

    static State stateOf(const Game& g) {
        State s;
        for (int c = 0; c < Columns; ++c) {
            const Column& col = g.columns[std::size_t(c)];
            std::size_t n = 0;
            for (Card x : col.down) s.card[std::size_t(c)][n++] = x;
            for (Card x : col.up) s.card[std::size_t(c)][n++] = x;
            s.len[std::size_t(c)] = std::uint8_t(n);
            s.down[std::size_t(c)] = std::uint8_t(col.down.size());
        }
        s.removed = std::uint8_t(g.removedRuns.size());
        return s;
    }

    bool natural(Card lower, Card upper) const { return rankOf(lower) + 1 == rankOf(upper) && sameSuit(rules, lower, upper); }
    bool follows(Card lower, Card upper) const {
        return rankOf(lower) + 1 == rankOf(upper) && (rules.anyRunMoves || sameSuit(rules, lower, upper));
    }
    int run(const State& s, int c) const {
        int n = s.up(c) > 0 ? 1 : 0, len = s.len[std::size_t(c)];
        while (n < s.up(c) && follows(s.at(c, len - n), s.at(c, len - n - 1))) ++n;
        return n;
    }
    int handLeft(const State& s) const { return int(hand.size()) - s.dealt; }
    int dealSize(const State& s) const {
        return rules.lastDealFour && handLeft(s) == Columns ? 4 : handLeft(s) >= Columns ? Columns : 0;
    }
    bool canDeal(const State& s) const {
        if (!dealSize(s)) return false;
        for (int c = 0; c < Columns; ++c)
            if (!s.len[std::size_t(c)]) return false;
        return true;
    }
    bool canRemove(const State& s, int c) const {
        int len = s.len[std::size_t(c)];
        if (s.up(c) < Ranks) return false;
        for (int i = 0; i < Ranks; ++i) {
            Card x = s.at(c, len - 1 - i);
            if (rankOf(x) != i + 1 || !sameSuit(rules, x, s.bottom(c))) return false;
        }
        return true;
    }
    bool legalMove(const State& s, int from, int to, int k) const {
        if (k < 1 || k > run(s, from)) return false;
        Card head = s.at(from, s.len[std::size_t(from)] - k);
        if (!s.len[std::size_t(to)]) return !rules.kingsOnlyToSpace || rankOf(head) == Ranks;
        return rankOf(s.bottom(to)) == rankOf(head) + 1;
    }

    static void turnUp(State& s, int c) {
        if (s.len[std::size_t(c)] == s.down[std::size_t(c)] && s.down[std::size_t(c)]) --s.down[std::size_t(c)];
    }
    void move(State& s, int from, int to, int k) const {
        auto& f = s.card[std::size_t(from)];
        std::copy(f.begin() + (s.len[std::size_t(from)] - k), f.begin() + s.len[std::size_t(from)],
                  s.card[std::size_t(to)].begin() + s.len[std::size_t(to)]);
        s.len[std::size_t(from)] = std::uint8_t(s.len[std::size_t(from)] - k);
        s.len[std::size_t(to)] = std::uint8_t(s.len[std::size_t(to)] + k);
        turnUp(s, from);
    }
    void remove(State& s, int c) const {
        s.len[std::size_t(c)] = std::uint8_t(s.len[std::size_t(c)] - Ranks);
        ++s.removed;
        turnUp(s, c);
    }
    void deal(State& s) const {
        int n = dealSize(s);
        for (int c = 0; c < n; ++c) s.card[std::size_t(c)][s.len[std::size_t(c)]++] = hand[s.dealt + std::size_t(c)];
        s.dealt = std::uint8_t(s.dealt + (n == 4 ? Columns : n));  // the alternate rule leaves 6 never dealt
    }
    // Removes every completed suit, appending the removals to `out` unless
    // the rules make them.
    void removeAll(State& s, std::vector<Step>* out) const {
        for (int c = 0; c < Columns; ++c)
            while (canRemove(s, c)) {
                remove(s, c);
                if (out && !rules.autoRemove) out->push_back(Step{Step::Remove, std::uint8_t(c), 0, 0});
            }
    }
    // A step as the engine plays it (completed suits then go if the rules say so).
    void play(State& s, const Step& st) const {
        if (st.kind == Step::Move) move(s, st.from, st.to, st.count);
        else if (st.kind == Step::Remove) remove(s, st.from);
        else deal(s);
        if (rules.autoRemove && st.kind != Step::Remove) removeAll(s, nullptr);
    }

    // Every legal step (the exact search): moves to every target and of every
    // length, optional removals, the deal.
    template <class F>
    void forEachStep(const State& s, F&& f) const {
        for (int from = 0; from < Columns; ++from) {
            int r = run(s, from);
            for (int to = 0; to < Columns; ++to)
                if (to != from)
                    for (int k = 1; k <= r; ++k)
                        if (legalMove(s, from, to, k)) f(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
            if (canRemove(s, from)) f(Step{Step::Remove, std::uint8_t(from), 0, 0});
        }
        if (canDeal(s)) f(Step{Step::Deal, 0, 0, 0});
    }

    // The moves the guided search tries (no deals, no removals: those are
    // made at once). Pruned (docs/spider-solver.md):
    //  - part of a run onto a card of another suit;
    //  - a whole column into a space, and into any space but the first.
    template <class F>
    void forEachGuidedMove(const State& s, F&& f) const {
        int space = -1;
        for (int c = 0; c < Columns && space < 0; ++c)
            if (!s.len[std::size_t(c)]) space = c;
        for (int from = 0; from < Columns; ++from) {
            int r = run(s, from), len = s.len[std::size_t(from)];
            if (!r) continue;
            for (int to = 0; to < Columns; ++to) {
                if (to == from || !s.len[std::size_t(to)]) continue;
                Card onto = s.bottom(to);
                int k = rankOf(onto) - rankOf(s.bottom(from));
                if (k < 1 || k > r) continue;
                if (k < r && !sameSuit(rules, s.at(from, len - k), onto)) continue;
                f(from, to, k);
            }
            if (space >= 0)
                for (int k = 1; k <= r; ++k) {
                    if (k == len) continue;  // the whole column: nothing changes but its place
                    if (rules.kingsOnlyToSpace && rankOf(s.at(from, len - k)) != Ranks) continue;
                    f(from, space, k);
                }
        }
    }
};

// A 64-bit key for the guided search's table. Once the hand is out the
// columns' order does not matter, so the key ignores it then.
class Keys {
public:
    Keys() {
        std::uint64_t x = 0x5eed;
        for (auto& row : z_)
            for (auto& v : row) v = patience::bot::mix64(++x);
    }
    std::uint64_t key(const State& s, bool handOut) const {
        std::uint64_t k = patience::bot::mix64(s.dealt + 0x1000u);
        for (int c = 0; c < Columns; ++c) {
            std::uint64_t h = z_[0][s.down[std::size_t(c)]];
            for (int i = 0; i < s.len[std::size_t(c)]; ++i) h ^= z_[std::size_t(i) + 1][s.at(c, i)];
            k += patience::bot::mix64(h + (handOut ? 0 : std::uint64_t(c + 1) * 0x9e3779b97f4a7c15ULL));
        }
        return k;
    }

private:
    std::array<std::array<std::uint64_t, DeckSize>, Cards + 1> z_;
};

// How promising a position is (higher is better): suits removed, cards face
// up, links of one suit, few breaks, spaces, columns with nothing face down.
// A column's face-down cards cost more the more of them there are (`deep`):
// a column with one or two is nearly a space, one with five is far from it.
// Tuned on the deals the first version left unknown (docs/spider-solver.md).
struct Weights {
    int removed = 600, down = 16, deep = 2, natural = 6, unnatural = 1, broken = 6, space = 14, clear = 25;
};

inline int evaluate(const Table& t, const State& s, const Weights& w = {}) {
    int score = w.removed * s.removed;
    for (int c = 0; c < Columns; ++c) {
        int len = s.len[std::size_t(c)], down = s.down[std::size_t(c)];
        if (!len) {
            score += w.space;
            continue;
        }
        score -= w.down * down + w.deep * down * (down - 1) / 2;
        if (!down) score += w.clear;  // it can become a space
        for (int i = down + 1; i < len; ++i) {
            Card upper = s.at(c, i - 1), lower = s.at(c, i);
            if (t.natural(lower, upper)) score += w.natural;
            else if (rankOf(lower) + 1 == rankOf(upper)) score += w.unnatural;
            else score -= w.broken;
        }
    }
    return score;
}

// The guided search (see the top of this file): a beam over the deals. Each
// round keeps `width` positions after each deal; from each, a best-first
// search of at most `expansions` positions looks for a win and for the best
// positions to deal from (judged after the deal). The next round is wider and
// deeper, until the win or the limits.
class GuidedSearch {
public:
    int width = 2, expansions = 1500, sameShape = 2;

    GuidedSearch(const Table& t, SearchLimit& limit) : t_(t), limit_(limit) {}

    // true: `path` wins from `start`. false: the limits ran out.
    bool solve(const State& start, std::vector<Step>& path) {
        Entry first{start, {}, 0};
        t_.removeAll(first.state, &first.path);
        if (first.state.removed == SuitsToWin) return path = first.path, true;
        // The clock is read each round, whatever was counted: a search that
        // meets the same positions round after round doubles its width until
        // the int overflows, and from then on its rounds count nothing (the
        // fair bot's seed 82, one suit, hung so before its sampling had a
        // deadline); the deadline is then the only way out.
        for (int w = width, e = expansions; !limit_.reachedNow(); w *= 2, e = e * 3 / 2) {
            if (round(first, w, e, path)) return true;
            if (exhausted_) return false;  // nothing was cut: more width cannot help
        }
        return false;
    }

private:
    struct Node {
        std::uint32_t parent;
        Step step;
        std::uint16_t depth;   // steps from the stretch's start
        std::int32_t snapshot; // its position in snapshots_, or -1
    };
    static constexpr int SnapshotEvery = 24;  // the replay from a node's nearest snapshot is shorter
    struct Entry {
        State state;
        std::vector<Step> path;
        int score;
    };

    const Table& t_;
    SearchLimit& limit_;
    Keys keys_;
    std::vector<State> snapshots_;  // of the stretch being searched: its start, then every SnapshotEvery steps deep
    bool exhausted_ = false;  // the last round searched every position its moves reach

    bool round(const Entry& first, int width, int expansions, std::vector<Step>& path) {
        std::vector<Entry> beam{first};
        bool cut = false;
        while (!beam.empty()) {
            std::vector<Entry> next;
            std::unordered_set<std::uint64_t> nextKeys;
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

    // What the beam keeps apart: which cards are still face down.
    static std::uint64_t shape(const State& s) {
        std::uint64_t h = s.removed;
        for (auto d : s.down) h = h * 8 + d;
        return h;
    }

    // The steps from the stretch's start to `node`, removals included, and
    // the position they reach.
    State replay(const State& start, const std::vector<Node>& nodes, std::uint32_t node, std::vector<Step>* out) const {
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

    // One stretch between deals from `e`: a win (into `path`), or up to
    // `keep` positions after the next deal added to `next`.
    bool stretch(const Entry& e, int budget, int keep, std::vector<Entry>& next, std::unordered_set<std::uint64_t>& nextKeys,
                 std::vector<Step>& path, bool& cut) {
        const State& start = e.state;
        if (start.removed == SuitsToWin) return path = e.path, true;
        bool handOut = !t_.dealSize(start);
        std::vector<Node> nodes{Node{0, Step{}, 0, -1}};
        snapshots_.clear();
        std::unordered_set<std::uint64_t> seen{keys_.key(start, handOut)};
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
            t_.forEachGuidedMove(s, [&](int from, int to, int k) {
                if (won) return;
                State child = s;
                t_.move(child, from, to, k);
                t_.removeAll(child, nullptr);
                if (!seen.insert(keys_.key(child, handOut)).second) return;
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
                open.push({evaluate(t_, child), id});
                consider(child, id);
            });
        }
        if (won) {
            path = e.path;
            replay(start, nodes, winner, &path);
            return true;
        }
        std::stable_sort(best.begin(), best.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
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
            if (!nextKeys.insert(keys_.key(n.state, !t_.dealSize(n.state))).second) continue;
            next.push_back(std::move(n));
            ++kept;
        }
        return false;
    }
};

// The exact search: depth first over every legal step, positions told apart
// by their whole contents (columns sorted once the hand is out, as their
// order then does not matter).
class ExactSearch {
public:
    enum Outcome { Won, Exhausted, Stopped };

    // Its table holds each position whole (about 200 bytes), unlike the
    // guided search's: a cap keeps a deal under a gigabyte whatever the limits.
    static constexpr long MaxPositions = 4'000'000;

    ExactSearch(const Table& t, SearchLimit& limit) : t_(t), limit_(limit) {}

    Outcome run(const State& start, std::vector<Step>& path) {
        std::vector<Node> nodes{Node{0, Step{}}};
        std::vector<std::pair<State, std::uint32_t>> stack{{start, 0}};
        seen_.insert(form(start));
        limit_.add();
        if (start.removed == SuitsToWin) return Won;
        for (long visited = 0; !stack.empty(); ++visited) {
            if ((visited & 63) == 0 && (limit_.reached() || long(seen_.size()) >= MaxPositions)) return Stopped;
            auto [s, node] = stack.back();
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
                    for (std::uint32_t n = std::uint32_t(nodes.size() - 1); n; n = nodes[n].parent) steps.push_back(nodes[n].step);
                    path.assign(steps.rbegin(), steps.rend());
                    return;
                }
                stack.push_back({child, std::uint32_t(nodes.size() - 1)});
            });
            if (won) return Won;
        }
        return Exhausted;
    }
    long positions() const { return long(seen_.size()); }

private:
    struct Node {
        std::uint32_t parent;
        Step step;
    };
    const Table& t_;
    SearchLimit& limit_;
    std::unordered_set<std::string> seen_;

    std::string form(const State& s) const {
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
};

using SolveResult = patience::bot::SolveResult<Step>;  // winnable, unwinnable or unknown: bot/common/solve_result.hpp

struct SolveLimits {
    int timeMs = 10000;
    long positions = 0;  // 0: no limit
};

inline SolveResult solve(const Game& g, const SolveLimits& lim) {
    auto t0 = Clock::now();
    Table t(g);
    State start = Table::stateOf(g);
    SearchLimit limit(t0 + std::chrono::milliseconds(lim.timeMs), lim.positions);  // over both searches
    SolveResult r;
    GuidedSearch guided(t, limit);
    if (guided.solve(start, r.moves)) r.status = SolveResult::Winnable;
    else {
        r.moves.clear();
        if (!limit.reachedNow()) {
            ExactSearch exact(t, limit);
            auto outcome = exact.run(start, r.moves);
            r.status = outcome == ExactSearch::Won ? SolveResult::Winnable : outcome == ExactSearch::Exhausted ? SolveResult::Unwinnable : SolveResult::Unknown;
            if (r.status != SolveResult::Winnable) r.moves.clear();
            if (r.status == SolveResult::Unwinnable) r.nodes = exact.positions();
        }
    }
    if (r.status != SolveResult::Unwinnable) r.nodes = limit.positions();
    r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    return r;
}

}  // namespace spider::bot
