// The Calculation solver's search: solve()'s passes and the depth-first
// search under them (solver.hpp has the design). What dfs() calls at every
// node is defined here too, beside it: the dead-end tests
// (dead_ends.hpp), the move order (move_order.hpp) and the solver's key,
// forced moves and moves played and undone.
#include "bot/calculation/solver.hpp"

#include <algorithm>
#include <utility>

namespace calculation::bot {

// The dead-end tests (dead_ends.hpp).

int rankAt(int f, int position) {
    int r = f + 1;
    for (int i = 0; i < position; ++i) r = nextRank(f, r);
    return r;
}

const BetweenTable& between() {
    static const BetweenTable t = [] {
        BetweenTable b{};
        for (int f = 0; f < Foundations; ++f) {
            int seq[13];
            seq[0] = f + 1;
            for (int i = 1; i < 13; ++i) seq[i] = nextRank(f, seq[i - 1]);
            for (int i = 0; i < 13; ++i)
                for (int j = i + 1; j < 13; ++j) {
                    std::uint16_t x = 0;
                    for (int k = i + 1; k < j; ++k) x = std::uint16_t(x | (1u << seq[k]));
                    b.m[f][i][j] = x;
                }
        }
        return b;
    }();
    return t;
}

const std::array<std::array<std::uint16_t, 13>, Foundations>& needAfter() {
    static const auto t = [] {
        std::array<std::array<std::uint16_t, 13>, Foundations> a{};
        for (int f = 0; f < Foundations; ++f)
            for (int i = 0; i < 13; ++i)
                for (int k = i + 1; k < 13; ++k)
                    a[std::size_t(f)][std::size_t(i)] =
                        std::uint16_t(a[std::size_t(f)][std::size_t(i)] | (1u << rankAt(f, k)));
        return a;
    }();
    return t;
}

bool relaxedDead(const State& s, const std::uint8_t* deck, int n) {
    std::array<std::uint8_t, Foundations> at;
    for (int f = 0; f < Foundations; ++f) at[std::size_t(f)] = std::uint8_t(positionOf(f, s.top[std::size_t(f)]));
    std::uint16_t deckRanks = 0;
    for (int i = 0; i < n; ++i) deckRanks = std::uint16_t(deckRanks | (1u << deck[i]));
    return sharedDead(s, at, s.len, deckRanks);
}

bool sharedDead(const State& s, const std::array<std::uint8_t, Foundations>& at, std::array<std::uint8_t, Wastes> len,
                std::uint16_t deckRanks) {
    const BetweenTable& bt = between();
    std::uint16_t needs[Foundations];  // the ranks f still needs
    for (int f = 0; f < Foundations; ++f) needs[f] = needAfter()[f][at[std::size_t(f)]];
    std::uint16_t sent = 0;  // ranks with a copy home since s
    for (;;) {
        std::uint16_t open = 0;  // ranks that may go home now
        for (int r = 1; r <= Ranks; ++r)
            for (int f = 0; f < Foundations; ++f)
                if ((needs[f] >> r & 1) && !(bt.m[f][at[std::size_t(f)]][positionOf(f, r)] & ~sent)) {
                    open = std::uint16_t(open | (1u << r));
                    break;
                }
        std::uint16_t before = sent;
        sent = std::uint16_t(sent | (deckRanks & open));
        bool popped = false;
        for (int w = 0; w < Wastes; ++w)
            while (len[std::size_t(w)] && (open >> s.pile[std::size_t(w)][len[std::size_t(w)] - 1u] & 1)) {
                sent = std::uint16_t(sent | (1u << s.pile[std::size_t(w)][len[std::size_t(w)] - 1u]));
                --len[std::size_t(w)];
                popped = true;
            }
        if (sent == before && !popped) break;
    }
    for (int w = 0; w < Wastes; ++w)
        if (len[std::size_t(w)]) return true;
    return (deckRanks & ~sent) != 0;
}

bool RelaxedSearch::searchDead(const State& s, const std::uint8_t* deck, int n) {
    Relaxed x;
    x.pool.fill(0);
    x.out.fill(0);
    for (int f = 0; f < Foundations; ++f) x.at[std::size_t(f)] = std::uint8_t(positionOf(f, s.top[std::size_t(f)]));
    for (int i = 0; i < n; ++i) ++x.pool[deck[i]], ++x.out[deck[i]];
    x.len = s.len;
    for (int w = 0; w < Wastes; ++w)
        for (int i = 0; i < s.len[std::size_t(w)]; ++i) ++x.out[s.pile[std::size_t(w)][std::size_t(i)]];
    relaxedLeft_ = RelaxedBudget;
    if (++relaxedStamp_ == 0) relaxedStamps_.fill(0), relaxedStamp_ = 1;
    return !relaxedWins(s, x);
}

int RelaxedSearch::relaxedWants(const Relaxed& x, int f) {
    return x.at[std::size_t(f)] == 12 ? 0 : rankTable()[f][x.at[std::size_t(f)] + 1];
}

const std::array<std::array<std::uint8_t, 13>, Foundations>& RelaxedSearch::rankTable() {
    static const auto t = [] {
        std::array<std::array<std::uint8_t, 13>, Foundations> a{};
        for (int f = 0; f < Foundations; ++f)
            for (int i = 0; i < 13; ++i) a[std::size_t(f)][std::size_t(i)] = std::uint8_t(rankAt(f, i));
        return a;
    }();
    return t;
}

bool RelaxedSearch::relaxedWins(const State& s, Relaxed x) {
    int want[Foundations];
    for (bool moved = true; moved;) {
        moved = false;
        bool anyEmpty = false;
        for (int w = 0; w < Wastes; ++w) anyEmpty |= x.len[std::size_t(w)] == 0;
        for (int f = 0; f < Foundations; ++f) want[f] = relaxedWants(x, f);
        for (int w = 0; w < Wastes; ++w)  // (2)
            while (x.len[std::size_t(w)]) {
                int r = s.pile[std::size_t(w)][x.len[std::size_t(w)] - 1u];
                bool wanted = (s.coco && anyEmpty) || want[0] == r || want[1] == r || want[2] == r || want[3] == r;
                if (!wanted) break;
                --x.len[std::size_t(w)];
                ++x.pool[std::size_t(r)];
                if (!x.len[std::size_t(w)]) anyEmpty = true;
            }
        for (int f = 0; f < Foundations; ++f) {  // (3), when every copy out is in the pool
            int r = want[f];
            if (r && x.pool[std::size_t(r)] && x.pool[std::size_t(r)] == x.out[std::size_t(r)]) {
                --x.pool[std::size_t(r)], --x.out[std::size_t(r)];
                ++x.at[std::size_t(f)];
                moved = true;
            }
        }
    }
    if (x.at[0] == 12 && x.at[1] == 12 && x.at[2] == 12 && x.at[3] == 12) return true;
    if (--relaxedLeft_ < 0) return true;  // gave up: not a proof
    if (!s.coco) {  // the first test (classic only) on the relaxed position cuts failing choices short
        std::uint16_t free = 0;
        for (int r = 1; r <= Ranks; ++r)
            if (x.pool[std::size_t(r)]) free = std::uint16_t(free | (1u << r));
        if (sharedDead(s, x.at, x.len, free)) return false;
    }
    std::uint64_t key = 0;
    for (int i = 0; i < 4; ++i) key = key << 16 | std::uint64_t(x.at[std::size_t(i)]) << 8 | x.len[std::size_t(i)];
    std::size_t slot = std::size_t(mix64(key)) & 1023;
    for (;; slot = (slot + 1) & 1023) {
        if (relaxedStamps_[slot] != relaxedStamp_) break;
        if (relaxedKeys_[slot] == key) return false;
    }
    for (int f = 0; f < Foundations; ++f) {  // (3), a choice
        int r = want[f];
        if (!r || !x.pool[std::size_t(r)]) continue;
        Relaxed y = x;
        --y.pool[std::size_t(r)], --y.out[std::size_t(r)];
        ++y.at[std::size_t(f)];
        if (relaxedWins(s, y)) return true;
    }
    relaxedStamps_[slot] = relaxedStamp_;
    relaxedKeys_[slot] = key;
    return false;
}

// The move order (move_order.hpp).

bool State::samePile(int a, int b) const {
    return len[std::size_t(a)] == len[std::size_t(b)] &&
        std::equal(pile[std::size_t(a)].begin(), pile[std::size_t(a)].begin() + len[std::size_t(a)],
                   pile[std::size_t(b)].begin());
}

int candidates(const State& s, const std::vector<std::uint8_t>& deck, int next, std::array<Move, 32>& out) {
    int count = 0, n = int(deck.size());
    auto distinct = [&](int w) {
        for (int v = 0; v < w; ++v)
            if (s.samePile(v, w)) return false;
        return true;
    };
    for (int w = 0; w < Wastes; ++w) {
        if (!s.len[std::size_t(w)] || !distinct(w)) continue;
        for (int f = 0; f < Foundations; ++f)
            if (s.wants(f) == s.topOf(w))
                out[std::size_t(count++)] = Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)};
    }
    if (next < n) {
        int r = deck[std::size_t(next)];
        for (int f = 0; f < Foundations; ++f)
            if (s.wants(f) == r) out[std::size_t(count++)] = Move{Move::HandToFoundation, 0, std::uint8_t(f)};
        std::array<std::pair<int, int>, Wastes> piles{};
        int k = 0;
        for (int w = 0; w < Wastes; ++w)
            if (distinct(w)) piles[std::size_t(k++)] = {placementCost(s, w, r), w};
        std::stable_sort(piles.begin(), piles.begin() + k);
        for (int i = 0; i < k; ++i)
            out[std::size_t(count++)] = Move{Move::HandToWaste, 0, std::uint8_t(piles[std::size_t(i)].second)};
    }
    if (s.coco) {
        int empty = -1;
        for (int w = 0; w < Wastes; ++w)
            if (!s.len[std::size_t(w)]) empty = w;
        if (empty >= 0)
            for (int w = 0; w < Wastes; ++w)
                if (s.len[std::size_t(w)] >= 2 && distinct(w))
                    out[std::size_t(count++)] = Move{Move::WasteToWaste, std::uint8_t(w), std::uint8_t(empty)};
    }
    return count;
}

void orderByPlayOut(const State& s, const std::vector<std::uint8_t>& deck, int next, std::array<Move, 32>& moves,
                    int count) {
    std::array<std::pair<int, int>, 32> score;
    int n = int(deck.size());
    for (int i = 0; i < count; ++i) {
        State t = s;
        int nx = next;
        Move m = moves[std::size_t(i)];
        int r =
            m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste ? deck[std::size_t(nx++)] : t.pop(m.from);
        if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation)
            t.top[m.to] = std::uint8_t(r);
        else
            t.push(m.to, r);
        score[std::size_t(i)] = {-playOut(t, deck.data() + nx, n - nx), i};
    }
    std::stable_sort(score.begin(), score.begin() + count);
    std::array<Move, 32> sorted;
    for (int i = 0; i < count; ++i) sorted[std::size_t(i)] = moves[std::size_t(score[std::size_t(i)].second)];
    moves = sorted;
}

// The solver's moves on a position.

Key128 Solver::keyOf(const State& s, int next) const {
    std::array<std::uint64_t, Wastes> ha{}, hb{};
    for (int w = 0; w < Wastes; ++w) {
        std::uint64_t a = 0x1234567 + s.len[std::size_t(w)], b = 0x89abcdef ^ s.len[std::size_t(w)];
        for (int i = 0; i < s.len[std::size_t(w)]; ++i) {
            a = mix64(a * 31 + s.pile[std::size_t(w)][std::size_t(i)]);
            b = b * 0x100000001b3ULL ^ s.pile[std::size_t(w)][std::size_t(i)];
        }
        ha[std::size_t(w)] = a;
        hb[std::size_t(w)] = mix64(b);
    }
    // The piles as a multiset: sort by the first hash, carry the second along.
    std::array<int, Wastes> order{0, 1, 2, 3};
    std::sort(order.begin(), order.end(), [&](int x, int y) {
        return ha[std::size_t(x)] != ha[std::size_t(y)] ? ha[std::size_t(x)] < ha[std::size_t(y)]
                                                        : hb[std::size_t(x)] < hb[std::size_t(y)];
    });
    std::uint64_t head = std::uint64_t(next);
    for (int f = 0; f < Foundations; ++f) head = head * 16 + s.top[std::size_t(f)];
    Key128 k{mix64(head), mix64(head ^ 0x5555555555555555ULL)};
    for (int w : order) {
        k.lo = mix64(k.lo ^ ha[std::size_t(w)]) + 1;
        k.hi = mix64(k.hi + hb[std::size_t(w)]) ^ 3;
    }
    return k;
}

int Solver::forcedFoundation(const State& s, int rank) const {
    if (remaining_[std::size_t(rank)] != 1) return -1;
    for (int f = 0; f < Foundations; ++f)
        if (s.wants(f) == rank) return f;
    return -1;
}

void Solver::apply(State& s, int& next, Move m) {
    int r;
    if (m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste)
        r = deck_[std::size_t(next++)];
    else
        r = s.pop(m.from);
    if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) {
        s.top[m.to] = std::uint8_t(r);
        --remaining_[std::size_t(r)];
    } else
        s.push(m.to, r);
    path_.push_back(m);
}

void Solver::undo(State& s, int& next, Move m) {
    path_.pop_back();
    int r;
    if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) {
        r = s.top[m.to];
        s.top[m.to] = std::uint8_t(prevRank(m.to, r));
        ++remaining_[std::size_t(r)];
    } else
        r = s.pop(m.to);
    if (m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste)
        --next;
    else
        s.push(m.from, r);
}

int Solver::prevRank(int f, int r) {
    int step = f + 1;
    return (r - 1 - step + 26) % 13 + 1;
}

bool Solver::tryMove(State& s, int next, Move m, int budget) {
    apply(s, next, m);
    bool won = dfs(s, next, budget);
    if (!won) undo(s, next, m);
    return won;
}

SolveResult Solver::solve(const Game& g, const SearchLimit& limit) {
    deadEndsFound = 0;
    failed_.clear();
    deck_.clear();
    for (std::size_t i = g.next; i < g.deck.size(); ++i) deck_.push_back(std::uint8_t(rankOf(g.deck[i])));
    State s = stateOf(g);
    remaining_.fill(0);
    for (std::uint8_t r : deck_) ++remaining_[r];
    for (int w = 0; w < Wastes; ++w)
        for (int i = 0; i < s.len[std::size_t(w)]; ++i) ++remaining_[s.pile[std::size_t(w)][std::size_t(i)]];
    limit_ = limit.countedBefore();
    path_.clear();
    SolveResult res;
    // Limited discrepancy passes (bot/common/discrepancy.hpp) in the
    // policy's order. The last budget exceeds any game's length (under
    // 150 moves): that pass is exhaustive.
    bool won = passes_.passes(
        {0, 1, 2, 3, 4, 6, Discrepancy::Unlimited - 1}, [&](int budget) { return dfs(s, 0, budget); },
        [&] { return limit_.reached(); });
    res.nodes = limit_.positions();
    res.ms = limit_.elapsedMs();
    if (won) {
        res.status = SolveResult::Winnable;
        res.moves = path_;
    } else
        res.status = limit_.reached() ? SolveResult::Unknown : SolveResult::Unwinnable;
    return res;
}

bool Solver::provedDead(const Game& g) {
    std::vector<std::uint8_t> deck;
    for (std::size_t i = g.next; i < g.deck.size(); ++i) deck.push_back(std::uint8_t(rankOf(g.deck[i])));
    State s = stateOf(g);
    return (!s.coco && relaxedDead(s, deck.data(), int(deck.size()))) ||
        relaxedSearch_.searchDead(s, deck.data(), int(deck.size()));
}

bool Solver::dfs(State& s, int next, int budget) {
    if (s.won()) return true;
    if (limit_.expired()) return false;
    int n = int(deck_.size());
    // Forced moves (see the header).
    for (int w = 0; w < Wastes; ++w)
        if (s.len[std::size_t(w)]) {
            int f = forcedFoundation(s, s.topOf(w));
            if (f >= 0)
                return tryMove(s, next, Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)}, budget);
        }
    if (next < n) {
        int f = forcedFoundation(s, deck_[std::size_t(next)]);
        if (f >= 0) return tryMove(s, next, Move{Move::HandToFoundation, 0, std::uint8_t(f)}, budget);
    }
    Key128 key = keyOf(s, next);
    if (passes_.failedBefore(failed_, key, budget)) return false;
    if (deadEnds &&
        ((!s.coco && relaxedDead(s, deck_.data() + next, n - next)) ||
         (n - next <= RelaxedSearch::RelaxedDeck && relaxedSearch_.searchDead(s, deck_.data() + next, n - next)))) {
        ++deadEndsFound;
        failed_.remember(key, Unlimited);  // a proof: final, whatever the budget
        return false;
    }
    long cutsBefore = passes_.cuts();
    std::array<Move, 32> moves;
    int count = candidates(s, deck_, next, moves);
    if (lookahead && count > 1) orderByPlayOut(s, deck_, next, moves, count);
    for (int i = 0; i < count; ++i) {
        int b = passes_.childBudget(budget, i);
        if (b < 0) break;
        if (tryMove(s, next, moves[std::size_t(i)], b)) return true;
        if (limit_.reached()) return false;
    }
    // No cut beneath: the failure is final, whatever the budget.
    if (!limit_.reached()) failed_.remember(key, passes_.cuts() == cutsBefore ? Unlimited : budget);
    return false;
}

}  // namespace calculation::bot
