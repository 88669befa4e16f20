// The analyser's AND-OR search (search.hpp): a layer's positions, and the
// plans for every card a turn-up may give; with what it asks of each
// position, defined here beside the search that calls it: the goal's tests
// (query.hpp), the estimate (estimate.hpp), the moves and joins
// (moves.hpp) and the key (key.hpp).
#include "bot/spider/analyser/search.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <queue>
#include <utility>

#include "bot/spider/analyser/abstract.hpp"
#include "bot/spider/analyser/estimate.hpp"
#include "bot/spider/analyser/ledger.hpp"
#include "bot/spider/analyser/moves.hpp"
#include "bot/spider/analyser/reuse.hpp"
#include "bot/spider/analyser/unseen.hpp"
#include "bot/spider/key_set.hpp"

namespace spider::bot {

std::array<int, Suits> namedSets(const std::vector<GoalPart>& goal) {
    std::array<int, Suits> named{};
    for (const GoalPart& g : goal) {
        std::array<int, Suits> here{};
        for (int s : g.suits) ++here[std::size_t(s)];
        for (int s = 0; s < Suits; ++s) named[std::size_t(s)] = std::max(named[std::size_t(s)], here[std::size_t(s)]);
    }
    return named;
}

int otherRemovals(const std::vector<GoalPart>& goal, const Progress& p) {
    std::array<int, Suits> named = namedSets(goal), count{};
    for (Card k : p.removedKings) ++count[std::size_t(suitOf(k))];
    int others = int(p.removedKings.size());
    for (int s = 0; s < Suits; ++s) others -= std::min(count[std::size_t(s)], named[std::size_t(s)]);
    return others;
}

bool goalHolds(const Query& q, const Progress& p, int spaces, int atStart) {
    if (q.keepSpace && spaces < atStart) return false;
    auto firstRemoval = [&](int suit) {
        for (std::size_t i = 0; i < p.removedKings.size(); ++i)
            if (suitOf(p.removedKings[i]) == suit) return int(i);
        return -1;
    };
    for (const GoalPart& g : q.goal) {
        switch (g.kind) {
        case GoalPart::TurnUp:
            if (!p.turnedUp) return false;
            break;
        case GoalPart::Removals:
            if (int(p.removedKings.size()) < g.n) return false;
            break;
        case GoalPart::Spaces:
            if (spaces < g.n) return false;
            break;
        case GoalPart::Remove: {
            std::array<int, Suits> need{}, have{};
            for (int s : g.suits) ++need[std::size_t(s)];
            for (Card k : p.removedKings) ++have[std::size_t(suitOf(k))];
            for (int s = 0; s < Suits; ++s)
                if (have[std::size_t(s)] < need[std::size_t(s)]) return false;
            for (std::size_t i = 1; g.ordered && i < g.suits.size(); ++i)
                if (firstRemoval(g.suits[i - 1]) > firstRemoval(g.suits[i])) return false;
            break;
        }
        }
    }
    return true;
}

int removalsEstimate(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, Suits> named = namedSets(ctx.query.goal), longest{};
    int anyRemovals = 0;
    for (const GoalPart& g : ctx.query.goal)
        if (g.kind == GoalPart::Removals) anyRemovals = std::max(anyRemovals, g.n);
    for (Card k : n.p.removedKings) {
        int& x = named[std::size_t(suitOf(k))];
        if (x > 0) --x;
    }
    int wanted = anyRemovals - int(n.p.removedKings.size());
    bool any = false;
    for (int x : named) any |= x > 0;
    if (!any && wanted <= 0) return 0;
    for (int c = 0; c < Columns; ++c)
        for (int i = n.s.down[std::size_t(c)], run = 0; i < n.s.len[std::size_t(c)]; ++i) {
            run = i > n.s.down[std::size_t(c)] && ctx.table.natural(n.s.at(c, i), n.s.at(c, i - 1)) ? run + 1 : 1;
            int& best = longest[std::size_t(suitOf(n.s.at(c, i)))];
            best = std::max(best, run);
        }
    int e = 0;
    std::array<int, Suits> deficit;
    for (int suit = 0; suit < Suits; ++suit) {
        deficit[std::size_t(suit)] = Ranks - longest[std::size_t(suit)];
        if (named[std::size_t(suit)] > 0) e += deficit[std::size_t(suit)];
    }
    std::sort(deficit.begin(), deficit.end());
    for (int k = 0; k < wanted && k < Suits; ++k) e += deficit[std::size_t(k)];
    return e;
}

int estimate(const AnalyseContext& ctx, const AnalyseNode& n) {
    int e = 0;
    std::array<int, Columns> size{};
    for (int c = 0; c < Columns; ++c) size[std::size_t(c)] = n.s.up(c) + 4 * n.s.down[std::size_t(c)];
    std::sort(size.begin(), size.end());
    int needSpaces = ctx.query.keepSpace ? ctx.spacesAtStart : 0;
    for (const GoalPart& g : ctx.query.goal) {
        if (g.kind == GoalPart::Spaces) needSpaces = std::max(needSpaces, g.n);
        if (g.kind == GoalPart::TurnUp && !n.p.turnedUp) {
            int nearest = 0;
            for (int c = 0; c < Columns; ++c)
                if (n.s.down[std::size_t(c)] && (!nearest || n.s.up(c) < nearest)) nearest = n.s.up(c);
            e += nearest;
        }
    }
    for (int k = 0; k < needSpaces && k < Columns; ++k) e += size[std::size_t(k)];
    return e + removalsEstimate(ctx, n);
}

void removeSet(const AnalyseContext& ctx, AnalyseNode& n, int c) {
    int len = n.s.len[std::size_t(c)];
    n.p.removedKings.push_back(n.s.at(c, len - Ranks));
    for (int i = len - Ranks; i < len; ++i) n.removedCards.push_back(n.s.at(c, i));
    ctx.table.remove(n.s, c);
}

void play(const AnalyseContext& ctx, AnalyseNode& n, const Step& st) {
    if (st.kind == Step::Remove)
        removeSet(ctx, n, st.from);
    else
        ctx.table.move(n.s, st.from, st.to, st.count);
    if (ctx.table.rules.autoRemove && st.kind != Step::Remove)
        for (int c = 0; c < Columns; ++c)
            while (ctx.table.canRemove(n.s, c)) removeSet(ctx, n, c);
}

bool playWithin(const AnalyseContext& ctx, AnalyseNode& n, const Step& st, int& turnedColumn) {
    const Query& q = ctx.query;
    int spacesBefore = AnalyseContext::spaces(n.s);
    std::array<std::uint8_t, Columns> down = n.s.down;
    play(ctx, n, st);
    for (int c = 0; c < Columns; ++c)
        if (n.s.down[std::size_t(c)] < down[std::size_t(c)]) turnedColumn = c;
    bool turned = turnedColumn >= 0;
    if (turned && q.noTurnUp) return false;
    n.p.turnedUp |= turned;
    if (q.maxRemovals >= 0 && otherRemovals(q.goal, n.p) > q.maxRemovals) return false;
    return !(q.noSpace && AnalyseContext::spaces(n.s) > spacesBefore && !ctx.holds(n));
}

namespace {

int firstSpace(const State& s) {
    for (int c = 0; c < Columns; ++c)
        if (!s.len[std::size_t(c)]) return c;
    return -1;
}

// The legal moves from column `from` to the columns in `targets` (bit c:
// column c), by target, shortest run first. A whole column into a space,
// or a move into any space but the first, gives the same position with
// columns swapped, so neither is given (every goal ignores which column is
// which).
template <class F>
void forEachMoveFrom(const Table& table, const State& s, int from, unsigned targets, int space, F&& f) {
    if (!s.up(from)) return;
    int r = table.run(s, from), len = s.len[std::size_t(from)];
    for (int to = 0; to < Columns; ++to) {
        if (to == from || !(targets >> to & 1u) || (!s.len[std::size_t(to)] && to != space)) continue;
        if (!s.len[std::size_t(to)]) {
            for (int k = 1; k <= r; ++k)
                if (k != len && table.legalMove(s, from, to, k))
                    f(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
            continue;
        }
        int k = rankOf(s.bottom(to)) - rankOf(s.bottom(from));  // the one run that fits: its head one rank lower
        if (k >= 1 && k <= r && table.legalMove(s, from, to, k))
            f(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
    }
}

}  // namespace

template <class F>
void forEachMoveTouching(const AnalyseContext& ctx, const State& s, int from, unsigned toMask, F&& f) {
    int space = firstSpace(s);
    for (int a = 0; a < Columns; ++a) forEachMoveFrom(ctx.table, s, a, a == from ? ~0u : toMask, space, f);
}

template <class F>
void forEachStep(const AnalyseContext& ctx, const State& s, F&& f) {
    int space = firstSpace(s);
    for (int from = 0; from < Columns; ++from) {
        forEachMoveFrom(ctx.table, s, from, ~0u, space, f);
        if (!ctx.table.rules.autoRemove && ctx.table.canRemove(s, from))
            f(Step{Step::Remove, std::uint8_t(from), 0, 0});
    }
}

bool joins(const AnalyseContext& ctx) {
    return ctx.joinedRuns && !ctx.table.rules.autoRemove && !ctx.table.rules.anyRunMoves;
}

TopRuns topRuns(const AnalyseContext& ctx, const State& s) {
    TopRuns runs;
    for (int c = 0; c < Columns; ++c) runs[std::size_t(c)] = ctx.table.run(s, c);
    return runs;
}

void joinRuns(const AnalyseContext& ctx, AnalyseNode& n, std::vector<Step>* steps, const TopRuns* parentRuns,
              unsigned changed) {
    if (!joins(ctx) || ctx.holds(n)) return;
    const Table& table = ctx.table;
    if (!parentRuns) changed = ~0u;
    // Each column's top run, and the columns whose exposed card is of each
    // rank, kept up to date as runs move: a join's target is one of those.
    std::array<int, Columns> runs{};
    std::array<unsigned, Ranks + 2> ofRank{};
    auto look = [&](int c, bool add) {
        if (add) runs[std::size_t(c)] = table.run(n.s, c);
        if (n.s.up(c)) ofRank[std::size_t(rankOf(n.s.bottom(c)))] ^= 1u << c;
    };
    for (int c = 0; c < Columns; ++c) {
        if (changed >> c & 1u)
            look(c, true);
        else
            runs[std::size_t(c)] = (*parentRuns)[std::size_t(c)], look(c, false);
    }
    for (bool joined = true; joined;) {
        joined = false;
        for (int a = 0; a < Columns; ++a) {
            int r = runs[std::size_t(a)], first = n.s.len[std::size_t(a)] - r;
            if (!r || (first > 0 && first == n.s.down[std::size_t(a)]))
                continue;                                   // nothing, or it would turn a card up
            if (first == 0 && ctx.query.noSpace) continue;  // it would make a space
            if (first > 0 && rankOf(n.s.at(a, first - 1)) != rankOf(n.s.at(a, first)) + 1)
                continue;  // it could not go back
            Card y = n.s.at(a, first);
            unsigned targets = ofRank[std::size_t(rankOf(y)) + 1] & ~(1u << a) & (changed >> a & 1u ? ~0u : changed);
            int best = -1;
            for (int b = 0; targets >> b; ++b) {
                if (!(targets >> b & 1u)) continue;
                Card t = n.s.bottom(b);
                if (table.natural(y, t)) {
                    best = b;
                    break;
                }
                if (rankOf(t) == rankOf(y) + 1 && (first == 0 || t < n.s.at(a, first - 1)) &&
                    (best < 0 || t < n.s.bottom(best)))
                    best = b;  // a lower base
            }
            if (best >= 0) {
                Step st{Step::Move, std::uint8_t(a), std::uint8_t(best), std::uint8_t(r)};
                look(a, false), look(best, false);
                play(ctx, n, st);
                look(a, true), look(best, true);
                changed |= 1u << a | 1u << best;
                if (steps) steps->push_back(st);
                joined = true;
            }
        }
    }
}

bool reversible(const State& s, const Step& st) {
    if (st.kind != Step::Move) return false;
    int first = s.len[st.from] - st.count;
    if (first == 0) return true;
    return first > s.down[st.from] && rankOf(s.at(st.from, first - 1)) == rankOf(s.at(st.from, first)) + 1;
}

std::string AnalyseKeys::encode(const AnalyseNode& n) const {
    std::string k;
    encodeInto(n, k);
    return k;
}

void AnalyseKeys::encodeInto(const AnalyseNode& n, std::string& k) const {
    k.clear();
    for (int c : keyOrder(n)) k.append(column(c));  // each column's bytes as keyOrder wrote them
    k += char(n.p.turnedUp);
    k += char(n.p.removedKings.size());
    for (Card king : n.p.removedKings) k += char(king);
    if (ctx_.table.rules.suits != 4) k.append(n.removedCards.begin(), n.removedCards.end());
}

AnalyseNode AnalyseKeys::decode(std::string_view k) const {
    AnalyseNode n;
    std::size_t i = 0;
    auto next = [&] { return static_cast<unsigned char>(k[i++]); };
    for (int c = 0; c < Columns; ++c) {
        int down = next(), up = next();
        n.s.down[std::size_t(c)] = std::uint8_t(down);
        n.s.len[std::size_t(c)] = std::uint8_t(down + up);
        for (int j = 0; j < down + up; ++j)
            n.s.card[std::size_t(c)][std::size_t(j)] = ctx_.downInKey() || j >= down ? Card(next()) : Hidden;
    }
    n.p.turnedUp = next();
    int removed = next();
    for (int j = 0; j < removed; ++j) n.p.removedKings.push_back(Card(next()));
    if (ctx_.table.rules.suits == 4) {
        for (Card king : n.p.removedKings)
            for (int r = 1; r <= Ranks; ++r) n.removedCards.push_back(makeCard(r, suitOf(king)));
    } else
        n.removedCards.assign(k.begin() + long(i), k.end());
    n.s.removed = std::uint8_t(removed + ctx_.removedAtStart);
    return n;
}

ColumnOrder AnalyseKeys::keyOrder(const AnalyseNode& n) const {
    ColumnOrder order;
    for (int c = 0; c < Columns; ++c) order[std::size_t(c)] = c;
    orderText_.clear();
    for (int c = 0; c < Columns; ++c) {
        appendColumn(n, c, orderText_);
        at_[std::size_t(c) + 1] = orderText_.size();
    }
    if (!ctx_.columnsInOrder) return order;
    // Insertion sort, stable: ten short columns, most of them in order already.
    for (int i = 1; i < Columns; ++i)
        for (int j = i; j > 0 && column(order[std::size_t(j)]) < column(order[std::size_t(j) - 1]); --j)
            std::swap(order[std::size_t(j)], order[std::size_t(j) - 1]);
    return order;
}

std::string_view AnalyseKeys::column(int c) const {
    return std::string_view(orderText_).substr(at_[std::size_t(c)], at_[std::size_t(c) + 1] - at_[std::size_t(c)]);
}

void AnalyseKeys::appendColumn(const AnalyseNode& n, int c, std::string& k) const {
    int down = n.s.down[std::size_t(c)], len = n.s.len[std::size_t(c)], from = ctx_.downInKey() ? 0 : down;
    char head[2] = {char(down), char(len - down)};
    k.append(head, 2);
    k.append(reinterpret_cast<const char*>(n.s.card[std::size_t(c)].data()) + from, std::size_t(len - from));
}

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
            expanded_.push_back(false);
            // A move that spent a place the goal needs: the ledger sees it
            // at once (stored, so it is asked once; never expanded).
            if (ctx_.ledger && spendsPlace(n, steps) && !ctx_.holds(child) && ledgerProof(ctx_, child, false)) {
                ++search_.proofs_["counting"];
                return;
            }
            // Nearest the goal first (moves so far + twice the estimate), so
            // that plans come soon; every position is still searched before
            // "failed". With every card known the search is one player's,
            // and takes its positions in turn from this order and a greedier
            // one (eight times the estimate), which finds some plans far
            // sooner and others later (docs/spider-analyser.md, "Known cards").
            int e = estimate(ctx_, child), at = int(positions_.size()) - 1;
            open_[0].push({depth_.back() + 2 * e, at});
            if (ctx_.known) open_[1].push({depth_.back() + 8 * e, at});
        }
    }

    // Whether `steps` may leave the ledger short where `n` was not: a run
    // whose head lay on no card one rank higher now lies on one, or a run
    // went into a space (a run moved off one such card onto another spends
    // one place and frees one). A pair is asked always.
    static bool spendsPlace(const AnalyseNode& n, const Moves& steps) {
        const Step& st = *steps.begin();
        if (steps.size > 1) return true;
        if (st.kind != Step::Move) return false;
        int len = n.s.len[st.from], head = len - st.count;
        return !n.s.len[st.to] || head == n.s.down[st.from] ||
            rankOf(n.s.at(st.from, head - 1)) != rankOf(n.s.at(st.from, head)) + 1;
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
