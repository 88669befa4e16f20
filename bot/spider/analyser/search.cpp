// The analyser's AND-OR search (search.hpp): a layer's positions, and the
// plans for every card a turn-up may give.
#include "bot/spider/analyser/search.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <queue>
#include <utility>

#include "bot/spider/analyser/abstract.hpp"
#include "bot/spider/analyser/estimate.hpp"
#include "bot/spider/analyser/moves.hpp"
#include "bot/spider/analyser/reuse.hpp"
#include "bot/spider/analyser/unseen.hpp"
#include "bot/spider/key_set.hpp"

namespace spider::bot {

PlanAnswer AnalyseSearch::solve(const std::string& key, int turnUps) {
    auto m = memo_.find(key);
    if (m != memo_.end()) {
        const Memo& e = m->second;
        bool reusable =
            e.answer.status == PlanAnswer::Possible ? turnUps >= e.turnUps : !e.answer.cut || turnUps <= e.turnUps;
        if (reusable) return e.answer;
    }
    PlanAnswer o = search(key, turnUps);
    if (o.status != PlanAnswer::Unknown) memo_[key] = Memo{o, turnUps};
    return o;
}

PlanAnswer AnalyseSearch::everyCard(AnalyseNode& n, const std::vector<int>& turned, std::size_t i, int turnUps) {
    if (i == turned.size()) {
        PlanAnswer o = solve(keys_.encode(n), turnUps);
        if (o.plan) o.plan = renumbered(o.plan, keys_.keyOrder(n));  // solved in key order
        return o;
    }
    int col = turned[i];
    Card& slot = n.s.card[std::size_t(col)][n.s.len[std::size_t(col)] - 1u];
    if (ctx_.known || slot != Hidden)
        return everyCard(n, turned, i + 1, turnUps);  // known or assumed: the plan goes straight on
    Card before = slot;
    auto plan = std::make_shared<Strategy>();
    plan->reveal = col;
    bool trivial = true;  // every branch ends at once
    // The cards that refuted plans before are tried first: one refutation
    // ends the loop, and a card that blocks one plan often blocks others.
    std::vector<Card> cards = possibleCards(ctx_, n);
    std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return refutations_[a] > refutations_[b]; });
    std::vector<std::shared_ptr<const Strategy>> found;  // the plans found for cards before
    for (Card x : cards) {
        slot = x;
        // One plan for many cards (analyser/reuse.hpp): one found for an
        // earlier card, replayed for this one, answers it without a search.
        const std::shared_ptr<const Strategy>* same = nullptr;
        for (std::size_t k = 0; ctx_.reusePlans && turned.size() == 1 && k < found.size() && !same; ++k)
            if (planHolds(ctx_, n, *found[k])) same = &found[k];
        if (same) {
            ++reused_;
            trivial &= (*same)->moves.empty() && (*same)->reveal < 0;
            plan->branches.emplace_back(x, *same);
            continue;
        }
        PlanAnswer o = everyCard(n, turned, i + 1, turnUps);
        if (o.status != PlanAnswer::Possible) {
            if (o.status == PlanAnswer::Failed) ++refutations_[x];
            slot = before;
            return o;
        }
        trivial &= o.plan->moves.empty() && o.plan->reveal < 0;
        plan->branches.emplace_back(x, o.plan);
        found.push_back(o.plan);
    }
    slot = before;
    if (trivial) plan->reveal = -1, plan->branches.clear();
    return PlanAnswer{PlanAnswer::Possible, false, plan};
}

// One layer: the positions the moves that turn nothing up reach from a root,
// each told apart from the others by its key, and from each, as it is
// expanded, the moves that turn a card up. The root is searched as it is
// (its moves hide nothing), the positions after it with their joins made.
class AnalyseSearch::Layer {
public:
    Layer(AnalyseSearch& search, AnalyseNode root, int turnUpsLeft)
        : search_(search), ctx_(search.ctx_), root_(std::move(root)), turnUpsLeft_(turnUpsLeft) {
        bool added = false;
        search_.keys_.encodeInto(root_, key_);
        positions_.insert(key_, added);
        open_[0].push({0, 0});
        expanded_.push_back(false);
    }

    // Possible: a plan (moves to a position where the goal holds, or to one
    // where a move that turns a card up has a plan for every card). Failed:
    // every position searched (cut: some turn-up was not tried, for want of
    // allowance). Unknown: the limit ran out.
    PlanAnswer run() {
        for (int i; (i = next()) >= 0;) {
            if (search_.limit_.reached()) return PlanAnswer{PlanAnswer::Unknown, false, nullptr};
            AnalyseNode n = search_.keys_.decode(positions_.key(std::size_t(i)));
            if (ctx_.holds(n)) {
                auto plan = std::make_shared<Strategy>();
                ColumnOrder order;
                plan->moves = pathTo(i, order);
                return PlanAnswer{PlanAnswer::Possible, false, plan};
            }
            turnUps_.clear();
            expand(i, n);
            PlanAnswer o = tryTurnUps(i, n);
            if (o.status != PlanAnswer::Failed) return o;
        }
        return result_;
    }

private:
    // A move, or a move the joins could undo and the move after it that
    // uses it: what an entry was reached by, before its joins.
    struct Moves {
        std::array<Step, 2> step{};
        std::uint8_t size = 0;
        Moves() = default;
        explicit Moves(Step a) : step{a, Step{}}, size(1) {}
        Moves(Step a, Step b) : step{a, b}, size(2) {}
        const Step* begin() const { return step.data(); }
        const Step* end() const { return step.data() + size; }
    };
    struct Entry {
        int parent;
        Moves via;
    };
    // A move that turns a card up, tried once the position is expanded.
    struct TurnUp {
        Moves steps;
        AnalyseNode after;  // the card still Hidden
        int order;          // tried in this order: single moves, then those onto a card of the same suit
    };

    // Every child of entry i: each step, and each step the joins may undo
    // at once (a split, a run moved off a card one rank higher or out of its
    // column) also with each move after it that uses it: onto the card or
    // space it freed, of that card's run, or onto the run moved.
    void expand(int i, const AnalyseNode& n) {
        runs_ = topRuns(ctx_, n.s);
        forEachStep(ctx_, n.s, [&](const Step& st) {
            reach(i, n, Moves{st});
            if (!joins(ctx_) || !reversible(n.s, st)) return;
            AnalyseNode mid = n;
            play(ctx_, mid, st);
            forEachMoveTouching(ctx_, mid.s, st.from, 1u << st.from | 1u << st.to, [&](const Step& next) {
                reach(i, n, Moves{st, next});
            });
        });
    }

    // The child of entry i (position `n`) after `steps`, then the joins that
    // follow: a new entry, or a move that turns a card up, to try later.
    void reach(int i, const AnalyseNode& n, const Moves& steps) {
        AnalyseNode child = n;
        bool turned = false;
        if (!playAllowed(child, steps, turned)) return;
        // With the cards known a turn-up is a move like any other: its
        // position joins this layer, unless an abstraction proves it hopeless.
        if (turned && ctx_.known) {
            if (auto proof = abstractProof(ctx_, child)) {
                ++search_.proofs_[proof->by];
                return;
            }
            turned = false;
        }
        if (turned && turnUpsLeft_ == 0) {
            result_.cut = true;
            return;
        }
        if (!turned) {
            unsigned changed = i == 0 ? ~0u : 0u;  // the root may have joins left: its children are joined in full
            for (const Step& st : steps) changed |= 1u << st.from | (st.kind == Step::Move ? 1u << st.to : 0u);
            joinRuns(ctx_, child, nullptr, &runs_, changed);
        }
        search_.keys_.encodeInto(child, key_);
        bool added = false;
        if (turned) {
            turnUpSeen_.insert(key_, added);
            if (added) keepTurnUp(n, steps, std::move(child));
            return;
        }
        positions_.insert(key_, added);
        if (added) {
            search_.limit_.add();
            entries_.push_back({i, steps});
            depth_.push_back(depth_[std::size_t(i)] + 1);
            // Nearest the goal first (moves so far + twice the estimate), so
            // that plans come soon; every position is still searched before
            // "failed". With every card known the search is one player's,
            // and takes its positions in turn from this order and a greedier
            // one (eight times the estimate), which finds some plans far
            // sooner and others later (docs/spider-analyser.md, "Known cards").
            int e = estimate(ctx_, child), at = int(positions_.size()) - 1;
            open_[0].push({depth_.back() + 2 * e, at});
            if (ctx_.known) open_[1].push({depth_.back() + 8 * e, at});
            expanded_.push_back(false);
        }
    }

    // Plays `steps` on `child` while the constraints allow them; false if
    // they do not. `turned`: the last step turned a card up (a split never
    // does: only a last step may).
    bool playAllowed(AnalyseNode& child, const Moves& steps, bool& turned) const {
        for (const Step& st : steps) {
            if (turned) return false;
            int column = -1;
            if (!playWithin(ctx_, child, st, column)) return false;
            turned = column >= 0;
        }
        return true;
    }

    // A move from `n` that turns a card up, with the position after it.
    void keepTurnUp(const AnalyseNode& n, const Moves& steps, AnalyseNode after) {
        const Step& last = *(steps.end() - 1);
        bool natural = last.kind == Step::Move && n.s.len[last.to] &&
            ctx_.table.natural(n.s.at(last.from, n.s.len[last.from] - last.count), n.s.bottom(last.to));
        turnUps_.push_back({steps, std::move(after), 2 * steps.size + !natural});
    }

    // The moves that turn a card up from entry i: each a plan if every card
    // it may turn up has one. Single moves first (a split before the move is
    // seldom needed), natural ones first among them. Failed: none is (the
    // layer goes on).
    PlanAnswer tryTurnUps(int i, const AnalyseNode& n) {
        std::stable_sort(turnUps_.begin(), turnUps_.end(),
                         [](const TurnUp& a, const TurnUp& b) { return a.order < b.order; });
        for (TurnUp& t : turnUps_) {
            std::vector<int> turnedColumns;
            for (int c = 0; c < Columns; ++c)
                if (t.after.s.down[std::size_t(c)] < n.s.down[std::size_t(c)]) turnedColumns.push_back(c);
            PlanAnswer o = search_.everyCard(t.after, turnedColumns, 0, turnUpsLeft_ - 1);
            if (o.status == PlanAnswer::Failed) {
                result_.cut |= o.cut;
                continue;
            }
            if (o.status == PlanAnswer::Unknown) return o;
            ColumnOrder order;
            std::vector<Command> moves = pathTo(i, order);
            auto plan = std::make_shared<Strategy>(*renumbered(o.plan, order));
            for (const Step& st : t.steps) moves.push_back(command(renumbered(st, order)));
            moves.insert(moves.end(), plan->moves.begin(), plan->moves.end());
            plan->moves = std::move(moves);
            return PlanAnswer{PlanAnswer::Possible, false, plan};
        }
        return PlanAnswer{};
    }

    // The moves from the root to entry i in the root's columns: each entry's
    // own and the joins after them, replayed on the positions as the search
    // saw them (in key order). `order` gets entry i's: [k], the root's
    // column that is its k-th.
    std::vector<Command> pathTo(int i, ColumnOrder& order) const {
        std::vector<int> chain;
        for (; entries_[std::size_t(i)].parent >= 0; i = entries_[std::size_t(i)].parent) chain.push_back(i);
        std::vector<Command> moves;
        AnalyseNode at = root_;
        for (int c = 0; c < Columns; ++c) order[std::size_t(c)] = c;
        auto toKeyOrder = [&] {
            ColumnOrder o = search_.keys_.keyOrder(at), composed;
            at = inOrder(at, o);
            for (int k = 0; k < Columns; ++k) composed[std::size_t(k)] = order[std::size_t(o[std::size_t(k)])];
            order = composed;
        };
        toKeyOrder();
        for (auto e = chain.rbegin(); e != chain.rend(); ++e) {
            const Moves& via = entries_[std::size_t(*e)].via;
            std::vector<Step> steps(via.begin(), via.end());
            for (const Step& st : steps) play(ctx_, at, st);
            joinRuns(ctx_, at, &steps);
            for (const Step& st : steps) moves.push_back(command(renumbered(st, order)));
            toKeyOrder();
        }
        return moves;
    }

    AnalyseSearch& search_;
    const AnalyseContext& ctx_;
    const AnalyseNode root_;
    const int turnUpsLeft_;
    KeySet positions_;  // the layer's positions, numbered as entries_
    std::vector<Entry> entries_{{-1, Moves{}}};
    std::vector<int> depth_{0};                                                             // moves from the root
    using Open = std::pair<int, int>;                                                       // priority, index
    std::array<std::priority_queue<Open, std::vector<Open>, std::greater<Open>>, 2> open_;  // the orders
    std::vector<bool> expanded_;  // [entry]: taken from one of them already
    int turn_ = 0;                // the order the next entry comes from

    // The next entry to expand, from each order in turn (-1: none is left).
    int next() {
        for (int tries = 0; tries < 2; ++tries, turn_ ^= 1) {
            auto& open = open_[std::size_t(turn_)];
            while (!open.empty() && expanded_[std::size_t(open.top().second)]) open.pop();
            if (open.empty()) continue;
            int i = open.top().second;
            open.pop();
            expanded_[std::size_t(i)] = true;
            turn_ ^= ctx_.known;
            return i;
        }
        return -1;
    }
    KeySet turnUpSeen_;            // positions after a turn-up, the card still Hidden
    std::vector<TurnUp> turnUps_;  // of the entry being expanded
    std::string key_;              // a child's, reused
    TopRuns runs_{};               // of the entry being expanded
    PlanAnswer result_;            // Failed, and whether a turn-up was cut
};

PlanAnswer AnalyseSearch::search(const std::string& rootKey, int turnUpsLeft) {
    limit_.add();
    AnalyseNode root = keys_.decode(rootKey);
    if (auto proof = abstractProof(ctx_, root)) {
        ++proofs_[proof->by];
        return PlanAnswer{};
    }
    return Layer(*this, std::move(root), turnUpsLeft).run();
}

}  // namespace spider::bot
