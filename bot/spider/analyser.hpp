// `bot spider --analyse`: can a goal be reached from a position without
// dealing, whatever the face-down cards are? (docs/spider-analyser.md)
//
// The face-down cards are unknown: each may be any card neither in view nor
// removed (unless `known`). The answer is a strategy, an AND-OR search:
//  - from a position, the moves that turn nothing up lead to finitely many
//    positions (no deals, no cards appear): all of them are searched, and a
//    goal among them is a plan of moves;
//  - otherwise a move that turns a card up is a plan only if, for every card
//    that card may be, the position after it has a plan. Each turn-up leaves
//    one face-down card fewer, so this recursion ends.
// "Impossible" means every such position and every such move was tried, with
// positions told apart by their whole contents. The number of turn-ups a
// plan may make grows one at a time, so that shallow plans come first.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <queue>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "bot/spider/analyse_query.hpp"
#include "bot/spider/analyse_relax.hpp"
#include "bot/spider/key_set.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

using Clock = std::chrono::steady_clock;
using patience::bot::SearchLimit;

// A strategy: moves (Woods's commands), then, if the last of them turned a
// card up in column `reveal`, one plan for each card it may be. No branches:
// the goal holds after the moves whatever the card is. (With known cards a
// plan is moves only.)
struct Strategy {
    std::vector<Command> moves;
    int reveal = -1;
    std::vector<std::pair<Card, std::shared_ptr<const Strategy>>> branches;
};

// What the user asked for: how far to search, and the reductions.
struct AnalyseLimits {
    int timeMs = 60000;
    long positions = 10000000;  // positions reached, at most (memory: up to 250 bytes each; 0: no limit)
    // The reductions (docs/spider-analyser.md); all off: every arrangement
    // searched, to check them and to measure what each saves.
    bool columnsInOrder = true, joinedRuns = true, relaxation = true;
};

struct AnalyseResult {
    enum Status { Possible, Impossible, Unknown } status = Unknown;
    std::shared_ptr<const Strategy> plan;
    long positions = 0;  // reached (each stored once), over the whole search
    double ms = 0;
};

// The limit of a question asked on its own: from now.
inline SearchLimit searchLimitOf(const AnalyseLimits& limits) {
    return SearchLimit(Clock::now() + std::chrono::milliseconds(limits.timeMs), limits.positions);
}

inline const char* statusName(AnalyseResult::Status s) {
    return s == AnalyseResult::Possible ? "possible" : s == AnalyseResult::Impossible ? "impossible" : "unknown";
}

class Analyser {
public:
    // `limit`: the question's, which may be shared with questions asked
    // before or after it (--minimise's tries): positions are counted over all.
    Analyser(const Game& g, Query q, bool known, AnalyseLimits limits, SearchLimit& limit)
        : game_(g), table_(g), query_(std::move(q)), known_(known), limits_(limits), limit_(limit), spacesAtStart_(spacesIn(g)) {
        for (const auto& run : g.removedRuns)
            for (Card c : run) --unseenAtStart_[c];
        start_.s = Table::stateOf(g);
        for (int c = 0; c < Columns; ++c) {
            int down = start_.s.down[std::size_t(c)];
            const std::vector<Card>& assumed = query_.assume[std::size_t(c)];
            for (int i = 0; i < down; ++i) {
                int a = i - (down - int(assumed.size()));  // the assumed cards are the last face down
                Card& slot = start_.s.card[std::size_t(c)][std::size_t(i)];
                if (a >= 0) slot = assumed[std::size_t(a)];
                else if (!known_) slot = Hidden;
            }
        }
    }

    AnalyseResult run() {
        auto t0 = Clock::now();
        long before = limit_.positions();
        AnalyseResult r;
        if (weakerIsImpossible()) {
            r.status = AnalyseResult::Impossible;
            r.positions = limit_.positions() - before;
            r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
            return r;
        }
        std::string root = encode(start_);
        bool needsTurnUp = false;
        for (const GoalPart& g : query_.goal) needsTurnUp |= g.kind == GoalPart::TurnUp;
        for (int turnUps = needsTurnUp ? 1 : 0;; ++turnUps) {
            Outcome o = solve(root, turnUps);
            if (o.status == Outcome::Possible) r.status = AnalyseResult::Possible, r.plan = renumbered(o.plan, keyOrder(start_));
            else if (o.status == Outcome::Failed && !o.cut) r.status = AnalyseResult::Impossible;
            else if (o.status == Outcome::Failed) continue;  // deeper plans may exist
            break;
        }
        r.positions = limit_.positions() - before;
        r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        return r;
    }

private:
    static constexpr Card Hidden = 0xFF;  // a face-down card's place when it is unknown

    // A goal asking for N spaces or N removals (N >= 2) is first asked
    // with N - 1: a plan for N stops being one for N - 1 no later than it
    // ends, so if N - 1 is impossible so is N, and that proof is often far
    // smaller. Its positions count against the same limit.
    bool weakerIsImpossible() {
        for (std::size_t j = 0; j < query_.goal.size(); ++j) {
            const GoalPart& g = query_.goal[j];
            if ((g.kind != GoalPart::Spaces && g.kind != GoalPart::Removals) || g.n < 2) continue;
            Query weaker = query_;
            --weaker.goal[j].n;
            if (limit_.positionsLeft() <= 0) return false;
            if (Analyser(game_, weaker, known_, limits_, limit_).run().status == AnalyseResult::Impossible) return true;
        }
        return false;
    }

    // A position and what the plan has done to reach it.
    struct Node {
        State s;
        Progress p;
        std::vector<Card> removedCards;  // the cards of the sets the plan removed
    };

    struct Outcome {
        enum Status { Possible, Failed, Unknown } status = Failed;
        bool cut = false;  // Failed only because turn-ups ran out
        std::shared_ptr<const Strategy> plan;
    };

    // A move, or a move the joins could undo and the move after it that
    // uses it: what an entry of a search was reached by, before its joins.
    struct Moves {
        std::array<Step, 2> step{};
        std::uint8_t size = 0;
        Moves() = default;
        explicit Moves(Step a) : step{a, Step{}}, size(1) {}
        Moves(Step a, Step b) : step{a, b}, size(2) {}
        const Step* begin() const { return step.data(); }
        const Step* end() const { return step.data() + size; }
    };

    struct Memo {
        Outcome outcome;
        int turnUps = 0;  // the allowance it was found with
    };

    // The whole position as a key: each column's face-down count, face-up
    // count and cards (face-down ones too when known), then the plan's
    // progress. Two positions share a key only if they are the same up to
    // which column is which (keyOrder).
    std::string encode(const Node& n) const {
        std::string k;
        encodeInto(n, k);
        return k;
    }
    void appendColumn(const Node& n, int c, std::string& k) const {
        int down = n.s.down[std::size_t(c)], len = n.s.len[std::size_t(c)];
        k += char(down);
        k += char(len - down);
        for (int i = downInKey() ? 0 : down; i < len; ++i) k += char(n.s.at(c, i));
    }
    // The columns in the order a key lists them: sorted by their contents,
    // so that two positions with the same columns in other places are one
    // (no goal or constraint asks which column is which). Without the
    // reduction, as they are.
    using Order = std::array<int, Columns>;  // [k]: the column listed k-th
    Order keyOrder(const Node& n) const {
        Order order;
        for (int c = 0; c < Columns; ++c) order[std::size_t(c)] = c;
        if (!limits_.columnsInOrder) return order;
        std::string& text = orderText_;  // every column's bytes, one after another
        text.clear();
        std::array<std::size_t, Columns + 1> at{};
        for (int c = 0; c < Columns; ++c) {
            appendColumn(n, c, text);
            at[std::size_t(c) + 1] = text.size();
        }
        auto column = [&](int c) { return std::string_view(text).substr(at[std::size_t(c)], at[std::size_t(c) + 1] - at[std::size_t(c)]); };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return column(a) < column(b); });
        return order;
    }
    // `n` with its columns in key order.
    static Node inOrder(const Node& n, const Order& order) {
        Node out = n;
        for (int k = 0; k < Columns; ++k) {
            std::size_t c = std::size_t(order[std::size_t(k)]);
            out.s.card[std::size_t(k)] = n.s.card[c];
            out.s.len[std::size_t(k)] = n.s.len[c];
            out.s.down[std::size_t(k)] = n.s.down[c];
        }
        return out;
    }
    static Step renumbered(Step st, const Order& to) {
        st.from = std::uint8_t(to[st.from]);
        if (st.kind == Step::Move) st.to = std::uint8_t(to[st.to]);
        return st;
    }
    // A plan for the columns in key order, for the columns as they were.
    static std::shared_ptr<const Strategy> renumbered(const std::shared_ptr<const Strategy>& plan, const Order& to) {
        auto out = std::make_shared<Strategy>(*plan);
        for (Command& c : out->moves) {
            c.from = to[std::size_t(c.from)];
            if (c.kind == Command::Move) c.to = to[std::size_t(c.to)];
        }
        if (out->reveal >= 0) out->reveal = to[std::size_t(out->reveal)];
        for (auto& branch : out->branches) branch.second = renumbered(branch.second, to);
        return out;
    }
    void encodeInto(const Node& n, std::string& k) const {
        k.clear();
        for (int c : keyOrder(n)) appendColumn(n, c, k);
        k += char(n.p.turnedUp);
        k += char(n.p.removedKings.size());
        for (Card king : n.p.removedKings) k += char(king);
        if (table_.rules.suits != 4) k.append(n.removedCards.begin(), n.removedCards.end());
    }

    Node decode(std::string_view k) const {
        Node n;
        std::size_t i = 0;
        auto next = [&] { return static_cast<unsigned char>(k[i++]); };
        for (int c = 0; c < Columns; ++c) {
            int down = next(), up = next();
            n.s.down[std::size_t(c)] = std::uint8_t(down);
            n.s.len[std::size_t(c)] = std::uint8_t(down + up);
            for (int j = 0; j < down + up; ++j) n.s.card[std::size_t(c)][std::size_t(j)] = downInKey() || j >= down ? Card(next()) : Hidden;
        }
        n.p.turnedUp = next();
        int removed = next();
        for (int j = 0; j < removed; ++j) n.p.removedKings.push_back(Card(next()));
        if (table_.rules.suits == 4) {
            for (Card king : n.p.removedKings)
                for (int r = 1; r <= Ranks; ++r) n.removedCards.push_back(makeCard(r, suitOf(king)));
        } else
            n.removedCards.assign(k.begin() + long(i), k.end());
        n.s.removed = std::uint8_t(removed + start_.s.removed);
        return n;
    }

    int spaces(const State& s) const {
        int n = 0;
        for (int c = 0; c < Columns; ++c) n += !s.len[std::size_t(c)];
        return n;
    }
    bool holds(const Node& n) const { return goalHolds(query_, n.p, spaces(n.s), spacesAtStart_); }

    void removeSet(Node& n, int c) const {
        int len = n.s.len[std::size_t(c)];
        n.p.removedKings.push_back(n.s.at(c, len - Ranks));
        for (int i = len - Ranks; i < len; ++i) n.removedCards.push_back(n.s.at(c, i));
        table_.remove(n.s, c);
    }

    // Plays a step as the engine would (with --auto-remove's removals).
    void play(Node& n, const Step& st) const {
        if (st.kind == Step::Remove) removeSet(n, st.from);
        else table_.move(n.s, st.from, st.to, st.count);
        if (table_.rules.autoRemove && st.kind != Step::Remove)
            for (int c = 0; c < Columns; ++c)
                while (table_.canRemove(n.s, c)) removeSet(n, c);
    }

    // Every legal step but the deal. A whole column into a space, or into
    // any space but the first, gives the same position with columns
    // swapped, so neither is tried (every goal ignores which column is which).
    template <class F>
    void forEachStep(const State& s, F&& f) const {
        int space = -1;
        for (int c = 0; c < Columns && space < 0; ++c)
            if (!s.len[std::size_t(c)]) space = c;
        for (int from = 0; from < Columns; ++from) {
            int r = table_.run(s, from);
            for (int to = 0; to < Columns; ++to) {
                if (to == from || (!s.len[std::size_t(to)] && to != space)) continue;
                for (int k = 1; k <= r; ++k) {
                    if (!s.len[std::size_t(to)] && k == s.len[std::size_t(from)]) continue;
                    if (table_.legalMove(s, from, to, k)) f(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
                }
            }
            if (!table_.rules.autoRemove && table_.canRemove(s, from)) f(Step{Step::Remove, std::uint8_t(from), 0, 0});
        }
    }

    // Joined runs (docs/spider-analyser.md, "Joined runs"). A column's top
    // run whose first card lies on nothing, or on a face-up card one rank
    // higher of another suit, is moved onto an exposed card it follows in
    // suit (a join), or else onto an exposed card of that rank lower in card
    // order (a rebase). Either can be undone in one move, so the position
    // after it reaches all the other one does; the searched positions are
    // those with none left, and the moves it hides come back as the second
    // half of a pair (search). Each join or rebase lowers (columns in use,
    // breaks between runs, sum of the bases), so they end. Not with rules
    // that remove suits by themselves or move runs of mixed suits.
    bool joins() const { return limits_.joinedRuns && !table_.rules.autoRemove && !table_.rules.anyRunMoves; }

    // The joins after a move, until none is left; none once the goal holds
    // (the plan ends there).
    void joinRuns(Node& n, std::vector<Step>* steps) const {
        if (!joins() || holds(n)) return;
        for (bool joined = true; joined;) {
            joined = false;
            for (int a = 0; a < Columns; ++a) {
                int r = table_.run(n.s, a), first = n.s.len[std::size_t(a)] - r;
                if (!r || (first > 0 && first == n.s.down[std::size_t(a)])) continue;  // nothing, or it would turn a card up
                if (first == 0 && query_.noSpace) continue;                                // it would make a space
                if (first > 0 && rankOf(n.s.at(a, first - 1)) != rankOf(n.s.at(a, first)) + 1) continue;  // it could not go back
                Card y = n.s.at(a, first);
                int best = -1;
                for (int b = 0; b < Columns; ++b) {
                    if (b == a || n.s.up(b) == 0) continue;
                    Card t = n.s.bottom(b);
                    if (table_.natural(y, t)) {
                        best = b;
                        break;
                    }
                    if (rankOf(t) == rankOf(y) + 1 && (first == 0 || t < n.s.at(a, first - 1)) && (best < 0 || t < n.s.bottom(best))) best = b;  // a lower base
                }
                if (best >= 0) {
                    Step st{Step::Move, std::uint8_t(a), std::uint8_t(best), std::uint8_t(r)};
                    play(n, st);
                    if (steps) steps->push_back(st);
                    joined = true;
                }
            }
        }
    }

    // A move the joins may undo: the run it moves lies on nothing, or on a
    // face-up card one rank higher (of its suit: a split of a run).
    bool reversible(const State& s, const Step& st) const {
        if (st.kind != Step::Move) return false;
        int first = s.len[st.from] - st.count;
        if (first == 0) return true;
        return first > s.down[st.from] && rankOf(s.at(st.from, first - 1)) == rankOf(s.at(st.from, first)) + 1;
    }

    // Face-down cards are in the key when they are known, or some assumed.
    bool downInKey() const { return known_ || query_.assumes(); }

    // How many copies of each card are neither in view, nor removed, nor
    // assumed face down in `n` (a card just turned up and still Hidden
    // counts as unseen).
    std::array<int, DeckSize> unseenCounts(const Node& n) const {
        std::array<int, DeckSize> count = unseenAtStart_;
        for (Card c : n.removedCards) --count[c];
        for (int c = 0; c < Columns; ++c)
            for (int i = known_ ? n.s.down[std::size_t(c)] : 0; i < n.s.len[std::size_t(c)]; ++i)
                if (n.s.at(c, i) != Hidden) --count[n.s.at(c, i)];
        return count;
    }

    bool assumedFaceDown(const Node& n) const {
        for (int c = 0; !known_ && c < Columns; ++c)
            for (int i = 0; i < n.s.down[std::size_t(c)]; ++i)
                if (n.s.at(c, i) != Hidden) return true;
        return false;
    }

    // The cards a face-down card may be in `n`, where the card just turned
    // up is still Hidden.
    std::vector<Card> possibleCards(const Node& n) const {
        std::array<int, DeckSize> count = unseenCounts(n);
        std::vector<Card> out;
        for (int c = 0; c < DeckSize; ++c)
            if (count[std::size_t(c)] > 0) out.push_back(Card(c));
        return out;
    }

    // True if the goal cannot be reached from `n` whatever the player does:
    //  - it asks for more removals than --max-removals leaves;
    //  - a set it asks for needs a card not in view that the face-down cards
    //    need never give: when none may be turned up, or when the hand can
    //    hold every unseen copy of it that matters (each face-down card
    //    may then be any of the others, so the player cannot force it);
    //    with `known`, a card neither in view nor face down;
    //  - the same counted over every suit for removals:N.
    // Four suits only: with fewer, a set is not a suit's 13 cards.
    bool hopeless(const Node& n) const {
        std::array<int, Suits> named = namedSets(query_.goal);
        int needRemovals = 0, allowed = query_.maxRemovals;
        for (int x : named) allowed += x;
        for (const GoalPart& g : query_.goal)
            if (g.kind == GoalPart::Removals) needRemovals = std::max(needRemovals, g.n);
        if (query_.maxRemovals >= 0 && needRemovals > allowed) return true;
        if (table_.rules.suits != 4 || table_.rules.anyRunMoves || assumedFaceDown(n)) return false;  // (not argued for assumed cards)
        std::array<int, Suits> removed{};
        for (Card k : n.p.removedKings) ++removed[std::size_t(suitOf(k))];
        std::array<int, DeckSize> inView{}, unseen = unseenCounts(n);
        int down = 0;
        std::array<int, DeckSize> faceDown{};  // with `known`
        for (int c = 0; c < Columns; ++c) {
            down += n.s.down[std::size_t(c)];
            for (int i = 0; known_ && i < n.s.down[std::size_t(c)]; ++i) ++faceDown[n.s.at(c, i)];
            for (int i = n.s.down[std::size_t(c)]; i < n.s.len[std::size_t(c)]; ++i) ++inView[n.s.at(c, i)];
        }
        int unseenTotal = 0;
        for (int u : unseen) unseenTotal += u;
        int hand = unseenTotal - down;
        bool noneMayTurnUp = down == 0 || query_.noTurnUp;
        for (int suit = 0; suit < Suits; ++suit) {
            int sets = named[std::size_t(suit)] - removed[std::size_t(suit)];
            for (int r = 1; r <= Ranks && sets > 0; ++r) {
                Card c = makeCard(r, suit);
                int missing = sets - inView[c];
                if (known_ && missing > 0 && (noneMayTurnUp || faceDown[c] < missing)) return true;
                if (!known_ && missing > 0 && (noneMayTurnUp || unseen[c] < missing || hand >= unseen[c] - missing + 1)) return true;
            }
        }
        // removals:N, sets of any suit: a suit gives at most as many sets as
        // it has copies of its scarcest card in view, if the hand can hold
        // every unseen copy of each suit's scarcest card.
        int done = int(n.p.removedKings.size());
        if (needRemovals > done) {
            int sets = 0, hidden = 0;
            for (int suit = 0; suit < Suits; ++suit) {
                Card scarcest = makeCard(1, suit);
                auto have = [&](Card c) { return inView[c] + (known_ && !query_.noTurnUp ? faceDown[c] : 0); };
                for (int r = 2; r <= Ranks; ++r) {
                    Card c = makeCard(r, suit);
                    if (have(c) < have(scarcest) || (have(c) == have(scarcest) && unseen[c] < unseen[scarcest])) scarcest = c;
                }
                sets += have(scarcest);
                hidden += unseen[scarcest];
            }
            if ((known_ || noneMayTurnUp || hidden <= hand) && done + sets < needRemovals) return true;
        }
        return false;
    }

    // A plan from the position `key` that turns up at most `turnUps` cards.
    Outcome solve(const std::string& key, int turnUps) {
        auto m = memo_.find(key);
        if (m != memo_.end()) {
            const Memo& e = m->second;
            bool reusable = e.outcome.status == Outcome::Possible ? turnUps >= e.turnUps : !e.outcome.cut || turnUps <= e.turnUps;
            if (reusable) return e.outcome;
        }
        Outcome o = search(key, turnUps);
        if (o.status != Outcome::Unknown) memo_[key] = Memo{o, turnUps};
        return o;
    }

    // The positions the moves that turn nothing up reach from `rootKey`, and
    // from each, as it is expanded, the moves that turn a card up.
    Outcome search(const std::string& rootKey, int turnUpsLeft) {
        limit_.add();
        Node root = decode(rootKey);
        if (hopeless(root) || (limits_.relaxation && relaxedImpossible(root.s, root.p, table_, query_))) return Outcome{};  // the moves below turn up nothing: no new card in view
        // The root is searched as it is (its moves hide nothing), the
        // positions after it with their joins made.
        struct Entry {
            int parent;
            Moves via;
        };
        KeySet keys;
        bool added = false;
        std::string key;  // a child's, reused
        encodeInto(root, key);
        keys.insert(key, added);
        std::vector<Entry> entries{{-1, Moves{}}};
        KeySet turnUpSeen;  // positions after a turn-up, the card still Hidden
        Outcome result;
        // The moves from the root to entry i in the root's columns: each
        // entry's own and the joins after them, replayed on the positions as
        // the search saw them (in key order). `order` gets entry i's: [k],
        // the root's column that is its k-th.
        auto pathTo = [&](int i, Order& order) {
            std::vector<int> chain;
            for (; entries[std::size_t(i)].parent >= 0; i = entries[std::size_t(i)].parent) chain.push_back(i);
            std::vector<Command> moves;
            Node at = root;
            for (int c = 0; c < Columns; ++c) order[std::size_t(c)] = c;
            auto toKeyOrder = [&] {
                Order o = keyOrder(at), composed;
                at = inOrder(at, o);
                for (int k = 0; k < Columns; ++k) composed[std::size_t(k)] = order[std::size_t(o[std::size_t(k)])];
                order = composed;
            };
            toKeyOrder();
            for (auto e = chain.rbegin(); e != chain.rend(); ++e) {
                const Moves& via = entries[std::size_t(*e)].via;
                std::vector<Step> steps(via.begin(), via.end());
                for (const Step& st : steps) play(at, st);
                joinRuns(at, &steps);
                for (const Step& st : steps) moves.push_back(command(renumbered(st, order)));
                toKeyOrder();
            }
            return moves;
        };
        // Nearest the goal first (moves so far + twice the estimate), so that
        // plans come soon; every position is still searched before "failed".
        using Open = std::pair<int, int>;  // priority, index
        std::priority_queue<Open, std::vector<Open>, std::greater<Open>> open;
        std::vector<int> depth{0};
        open.push({0, 0});

        while (!open.empty()) {
            int i = open.top().second;
            open.pop();
            if (limit_.reached()) return Outcome{Outcome::Unknown, false, nullptr};
            Node n = decode(keys.key(std::size_t(i)));
            if (holds(n)) {
                auto plan = std::make_shared<Strategy>();
                Order order;
                plan->moves = pathTo(i, order);
                return Outcome{Outcome::Possible, false, plan};
            }
            struct TurnUp {
                Moves steps;
                Node after;  // the card still Hidden
                int order;   // tried in this order: single moves, then those onto a card of the same suit
            };
            std::vector<TurnUp> turnUpMoves;
            // A child after `steps` (a move, or a split and the move after
            // it), then the joins that follow.
            auto reach = [&](const Moves& steps) {
                Node child = n;
                bool turned = false;
                for (const Step& st : steps) {
                    if (turned) return;  // a split never turns a card up: only a last step may
                    int spacesBefore = spaces(child.s);
                    std::array<std::uint8_t, Columns> down = child.s.down;
                    play(child, st);
                    for (int c = 0; c < Columns; ++c) turned |= child.s.down[std::size_t(c)] < down[std::size_t(c)];
                    if (turned && query_.noTurnUp) return;
                    child.p.turnedUp |= turned;
                    if (query_.maxRemovals >= 0 && otherRemovals(query_.goal, child.p) > query_.maxRemovals) return;
                    if (query_.noSpace && spaces(child.s) > spacesBefore && !holds(child)) return;
                }
                if (turned && turnUpsLeft == 0) {
                    result.cut = true;
                    return;
                }
                if (!turned) joinRuns(child, nullptr);
                encodeInto(child, key);
                if (turned) {
                    turnUpSeen.insert(key, added);
                    if (added) {
                        const Step& last = *(steps.end() - 1);
                        bool natural = last.kind == Step::Move && n.s.len[last.to] &&
                                       table_.natural(n.s.at(last.from, n.s.len[last.from] - last.count), n.s.bottom(last.to));
                        turnUpMoves.push_back({steps, std::move(child), 2 * steps.size + !natural});
                    }
                    return;
                }
                keys.insert(key, added);
                if (added) {
                    limit_.add();
                    entries.push_back({i, steps});
                    depth.push_back(depth[std::size_t(i)] + 1);
                    open.push({depth.back() + 2 * estimate(child), int(keys.size()) - 1});
                }
            };
            forEachStep(n.s, [&](const Step& st) {
                reach(Moves{st});
                // A move the joins may undo at once (a split, a run moved
                // off a card one rank higher or out of its column) comes
                // also with each move after it that uses it: onto the card or
                // space it freed, of that card's run, or onto the run moved.
                if (!joins() || !reversible(n.s, st)) return;
                Node mid = n;
                play(mid, st);
                forEachStep(mid.s, [&](const Step& next) {
                    bool uses = next.kind == Step::Move && (next.to == st.from || next.to == st.to || next.from == st.from);
                    if (uses) reach(Moves{st, next});
                });
            });
            // The moves that turn a card up from here: each a plan if every
            // card it may turn up has one. Single moves first (a split before
            // the move is seldom needed), natural ones first among them.
            std::stable_sort(turnUpMoves.begin(), turnUpMoves.end(), [](const TurnUp& a, const TurnUp& b) { return a.order < b.order; });
            for (TurnUp& t : turnUpMoves) {
                std::vector<int> turnedColumns;
                for (int c = 0; c < Columns; ++c)
                    if (t.after.s.down[std::size_t(c)] < n.s.down[std::size_t(c)]) turnedColumns.push_back(c);
                Outcome o = everyCard(t.after, turnedColumns, 0, turnUpsLeft - 1);
                if (o.status == Outcome::Failed) {
                    result.cut |= o.cut;
                    continue;
                }
                if (o.status == Outcome::Unknown) return o;
                Order order;
                std::vector<Command> moves = pathTo(i, order);
                auto plan = std::make_shared<Strategy>(*renumbered(o.plan, order));
                for (const Step& st : t.steps) moves.push_back(command(renumbered(st, order)));
                moves.insert(moves.end(), plan->moves.begin(), plan->moves.end());
                plan->moves = std::move(moves);
                return Outcome{Outcome::Possible, false, plan};
            }
        }
        return result;
    }

    // Roughly how many moves the goal is away (0 when it holds): cards to
    // move off the nearest face-down card, off the columns nearest to
    // becoming spaces, cards of wanted suits outside their longest runs.
    int estimate(const Node& n) const {
        int e = 0;
        std::array<int, Columns> size{};
        for (int c = 0; c < Columns; ++c) size[std::size_t(c)] = n.s.up(c) + 4 * n.s.down[std::size_t(c)];
        std::sort(size.begin(), size.end());
        int needSpaces = query_.keepSpace ? spacesAtStart_ : 0;
        for (const GoalPart& g : query_.goal) {
            if (g.kind == GoalPart::Spaces) needSpaces = std::max(needSpaces, g.n);
            if (g.kind == GoalPart::TurnUp && !n.p.turnedUp) {
                int nearest = 0;
                for (int c = 0; c < Columns; ++c)
                    if (n.s.down[std::size_t(c)] && (!nearest || n.s.up(c) < nearest)) nearest = n.s.up(c);
                e += nearest;
            }
        }
        for (int k = 0; k < needSpaces && k < Columns; ++k) e += size[std::size_t(k)];
        return e + removalsEstimate(n);
    }

    // For the removals a goal asks for: the cards of each suit outside its
    // longest run in view, the suits nearest a set first.
    int removalsEstimate(const Node& n) const {
        std::array<int, Suits> named = namedSets(query_.goal), longest{};
        int anyRemovals = 0;
        for (const GoalPart& g : query_.goal)
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
                run = i > n.s.down[std::size_t(c)] && table_.natural(n.s.at(c, i), n.s.at(c, i - 1)) ? run + 1 : 1;
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

    // A plan for every card the turned-up card in turned[i] (and those after
    // it) may be.
    Outcome everyCard(Node& n, const std::vector<int>& turned, std::size_t i, int turnUps) {
        if (i == turned.size()) {
            Outcome o = solve(encode(n), turnUps);
            if (o.plan) o.plan = renumbered(o.plan, keyOrder(n));  // solved in key order
            return o;
        }
        int col = turned[i];
        Card& slot = n.s.card[std::size_t(col)][n.s.len[std::size_t(col)] - 1u];
        if (known_ || slot != Hidden) return everyCard(n, turned, i + 1, turnUps);  // known or assumed: the plan goes straight on
        Card before = slot;
        auto plan = std::make_shared<Strategy>();
        plan->reveal = col;
        bool trivial = true;  // every branch ends at once
        // The cards that refuted plans before are tried first: one refutation
        // ends the loop, and a card that blocks one plan often blocks others.
        std::vector<Card> cards = possibleCards(n);
        std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return refutations_[a] > refutations_[b]; });
        for (Card x : cards) {
            slot = x;
            Outcome o = everyCard(n, turned, i + 1, turnUps);
            if (o.status != Outcome::Possible) {
                if (o.status == Outcome::Failed) ++refutations_[x];
                slot = before;
                return o;
            }
            trivial &= o.plan->moves.empty() && o.plan->reveal < 0;
            plan->branches.emplace_back(x, o.plan);
        }
        slot = before;
        if (trivial) plan->reveal = -1, plan->branches.clear();
        return Outcome{Outcome::Possible, false, plan};
    }

    Game game_;
    Table table_;
    Query query_;
    bool known_;
    AnalyseLimits limits_;
    SearchLimit& limit_;
    int spacesAtStart_;
    Node start_;
    std::array<int, DeckSize> unseenAtStart_ = [] {
        std::array<int, DeckSize> a;
        a.fill(2);
        return a;
    }();
    std::unordered_map<std::string, Memo> memo_;
    mutable std::string orderText_;  // keyOrder's, reused
    std::array<long, DeckSize> refutations_{};  // how often each card was the one no plan could answer
};

}  // namespace spider::bot
