// The perfect-information solver: knows the deck order, answers winnable
// (with the moves), unwinnable (the search was exhaustive) or unknown (time
// ran out).
//
// A depth-first search over every legal move except ones that provably
// change nothing:
//  - waste piles holding the same ranks are one choice (suits are never
//    looked at by the rules), so are all empty piles;
//  - a CoCo move of a pile's only card to an empty pile leaves the same
//    position up to the piles' order, so it is not tried;
//  - forced moves: when a card that fits foundation f is the last card of its
//    rank not home (so f is the only foundation still wanting that rank), it
//    goes home at once. Sound: in any winning line that card reaches f later;
//    the same line with it sent home first is still legal (the piles are the
//    line's piles minus that card, so every top taken later is still a top,
//    every empty pile used is still empty, and nothing else could go on f).
// Positions that failed go into a transposition table keyed by the deck
// position, the foundations and the piles as a multiset (two 64-bit hashes).
// Dead-end tests prove positions unwinnable early: relaxedDead() (classic
// rules: a relaxed game played to its end) and, near the deck's end,
// searchDead() (a relaxed game searched to its end); see their comments for
// why they are sound.
// Moves are ordered by the policy (cards home first, then the hand on the
// cheapest piles), then by a play-out after each (order()). The search is a
// limited discrepancy search with a growing budget of departures from that
// order (see solve()).
#pragma once

#include <vector>

#include "bot/calculation/policy.hpp"
#include "bot/common/discrepancy.hpp"
#include "bot/common/failed_table.hpp"
#include "common/hash.hpp"
#include "bot/common/solve_result.hpp"
#include "bot/common/search_limit.hpp"

namespace calculation::bot {

using patience::bot::Discrepancy;
using patience::bot::FailedTable;
using patience::bot::Key128;
using patience::mix64;
using patience::bot::SearchLimit;

using SolveResult = patience::bot::SolveResult<Move>;  // winnable, unwinnable or unknown: bot/common/solve_result.hpp

class Solver {
public:
    explicit Solver(int tableBits = 22) : failed_(tableBits) {}

    // Off: the search without the dead-end tests (to compare; same answers).
    bool deadEnds = true;
    long deadEndsFound = 0;  // positions the dead-end tests refuted, last solve
    // Off: the policy's order alone, without the play-outs (to compare).
    bool lookahead = true;

    // The game as dealt, or any position of it (g.next onwards is the deck).
    // Gives up (unknown) after timeMs or, if maxNodes > 0, after that many
    // positions, whichever comes first: the position limit makes an answer
    // independent of the machine's load.
    SolveResult solve(const Game& g, int timeMs, long maxNodes = 0) {
        deadEndsFound = 0;
        failed_.clear();
        deck_.clear();
        for (std::size_t i = g.next; i < g.deck.size(); ++i) deck_.push_back(std::uint8_t(rankOf(g.deck[i])));
        State s = stateOf(g);
        remaining_.fill(0);
        for (std::uint8_t r : deck_) ++remaining_[r];
        for (int w = 0; w < Wastes; ++w)
            for (int i = 0; i < s.len[std::size_t(w)]; ++i) ++remaining_[s.pile[std::size_t(w)][std::size_t(i)]];
        limit_.start(timeMs, maxNodes);
        path_.clear();
        SolveResult res;
        // Limited discrepancy passes (bot/common/discrepancy.hpp) in the
        // policy's order. The last budget exceeds any game's length (under
        // 150 moves): that pass is exhaustive.
        bool won = passes_.passes({0, 1, 2, 3, 4, 6, Discrepancy::Unlimited - 1}, [&](int budget) { return dfs(s, 0, budget); },
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

private:
    static constexpr int Unlimited = Discrepancy::Unlimited;
    FailedTable failed_;
    Discrepancy passes_;
    std::vector<std::uint8_t> deck_;
    std::array<int, Ranks + 1> remaining_{};  // cards of each rank not home
    std::vector<Move> path_;
    SearchLimit limit_;

    // The key: two independent 64-bit hashes of the position.
    Key128 keyOf(const State& s, int next) const {
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
            return ha[std::size_t(x)] != ha[std::size_t(y)] ? ha[std::size_t(x)] < ha[std::size_t(y)] : hb[std::size_t(x)] < hb[std::size_t(y)];
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

    // The one foundation that wants `rank` now if it is the only one that
    // still needs that rank (the forced case), else -1.
    int forcedFoundation(const State& s, int rank) const {
        if (remaining_[std::size_t(rank)] != 1) return -1;
        for (int f = 0; f < Foundations; ++f)
            if (s.wants(f) == rank) return f;
        return -1;
    }

    // between[f][i][j]: the ranks at positions i+1 .. j-1 of foundation f's
    // sequence (bit r for rank r): what f must take after position i before
    // it can take the rank at position j.
    struct BetweenTable {
        std::uint16_t m[Foundations][13][13];
    };
    static const BetweenTable& between() {
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

    // needAfter()[f][i]: the ranks at positions i+1 .. 12 of f's sequence.
    static const std::array<std::array<std::uint16_t, 13>, Foundations>& needAfter() {
        static const auto t = [] {
            std::array<std::array<std::uint16_t, 13>, Foundations> a{};
            for (int f = 0; f < Foundations; ++f)
                for (int i = 0; i < 13; ++i)
                    for (int k = i + 1; k < 13; ++k) a[std::size_t(f)][std::size_t(i)] = std::uint16_t(a[std::size_t(f)][std::size_t(i)] | (1u << rankAt(f, k)));
            return a;
        }();
        return t;
    }
    static int rankAt(int f, int position) {
        int r = f + 1;
        for (int i = 0; i < position; ++i) r = nextRank(f, r);
        return r;
    }

public:
    // Do the dead-end tests prove g's position lost (both, as the search
    // uses them, the second whatever the deck's length)? For tests.
    bool provedDead(const Game& g) {
        std::vector<std::uint8_t> deck;
        for (std::size_t i = g.next; i < g.deck.size(); ++i) deck.push_back(std::uint8_t(rankOf(g.deck[i])));
        State s = stateOf(g);
        return (!s.coco && relaxedDead(s, deck.data(), int(deck.size()))) || searchDead(s, deck.data(), int(deck.size()));
    }

    // The dead-end test (classic rules). A relaxed game that every real line
    // of play from s stays within, played to its end: if even it leaves a
    // card out, no real line wins.
    //
    // Relaxed: (1) every card still in the deck is free from the start and
    // never covers anything (in the real game it comes later and may be put
    // on a pile); (2) the waste piles are as they are, a card leaving only
    // once every card above it has; (3) a card of rank r may go home once
    // some foundation f that still needs r could take it, in this sense:
    // every rank f needs between its top now and r has had at least one
    // copy go home since s (in the real game f itself must have taken a
    // copy of each). Nothing is ever taken back in the relaxed game and
    // sending a card home only makes (3) easier, so sending everything it
    // can, in any order, reaches its one end; and every real line sends a
    // card home only when the relaxed game allows it at the same moment
    // (induction over the line: a real move of rank r to f needs f to have
    // taken each rank between, so one copy of each went home; the relaxed
    // piles hold at most the real piles' cards, so the card is free there).
    // So a card the relaxed game cannot send home is one no real line can.
    //
    // Classic only: under the CoCo rule a card may also leave its pile for
    // an empty one, which (2) does not allow.
    static bool relaxedDead(const State& s, const std::uint8_t* deck, int n) {
        std::array<std::uint8_t, Foundations> at;
        for (int f = 0; f < Foundations; ++f) at[std::size_t(f)] = std::uint8_t(positionOf(f, s.top[std::size_t(f)]));
        std::uint16_t deckRanks = 0;
        for (int i = 0; i < n; ++i) deckRanks = std::uint16_t(deckRanks | (1u << deck[i]));
        return sharedDead(s, at, s.len, deckRanks);
    }
    // The same from foundations at these positions, s's piles cut to `len`
    // and free cards of the ranks in `deckRanks` (bit r: rank r).
    static bool sharedDead(const State& s, const std::array<std::uint8_t, Foundations>& at, std::array<std::uint8_t, Wastes> len,
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

private:
    // The stronger dead-end test: the relaxed game `Relaxed` below, searched
    // to the end (it has few choices). True: no real line from s wins.
    //
    // Relaxed, with each foundation's own sequence kept exactly:
    //  (1) every card still in the deck is in a *pool* from the start: free,
    //      covering nothing (in the real game it comes later, and may be put
    //      on a pile);
    //  (2) a waste pile's top may move to the pool whenever some foundation
    //      wants its rank now (in the real game it must go onto that
    //      foundation at once), or, under the CoCo rule, whenever some pile
    //      is empty (in the real game it may go there);
    //  (3) a foundation wanting rank r takes a pool card of rank r.
    // A real line maps onto a relaxed one move for move: a waste card home is
    // (2) then (3); a deck card home is (3); a card put on a pile, or a CoCo
    // move, changes nothing here except that a card moved to an empty pile is
    // in the pool (the relaxed piles only ever hold a part of the real ones,
    // so a real top is a relaxed top or already gone, and a real empty pile
    // is empty here). So if the relaxed game cannot be won, no real line wins.
    //
    // It is searched exactly, with two shortcuts that lose no relaxed win:
    //  - (2) is played at once: the card is as free in the pool as on top of
    //    its pile, the cards under it are freed, and waiting can only see
    //    the foundation that wants it move on;
    //  - (3) is played at once when every copy of r still out is in the pool:
    //    each foundation still needing r gets one of them in any relaxed win,
    //    so giving f its copy now leaves at every moment at least one pool
    //    card of r for each other foundation still needing r.
    // Otherwise (a copy of r still buried, and two foundations needing r),
    // which foundation takes a pool card first is a choice: each one is
    // tried, the failed relaxed positions kept in a small table. Past
    // `RelaxedBudget` relaxed positions it gives up and says "not dead".
    struct Relaxed {
        std::array<std::uint8_t, Foundations> at;  // each foundation's position in its sequence (12: King)
        std::array<std::uint8_t, Wastes> len;      // the original piles, cut down
        std::array<std::uint8_t, Ranks + 1> pool;
        std::array<std::uint8_t, Ranks + 1> out;   // copies not home (pool, piles)
    };
    // Its cost: up to RelaxedBudget relaxed positions, so only where the deck
    // has at most RelaxedDeck cards left (earlier it is rarely dead: the
    // deck's cards are all free in it).
    static constexpr int RelaxedBudget = 200, RelaxedDeck = 12;
    int relaxedLeft_ = 0;
    std::uint32_t relaxedStamp_ = 0;
    std::array<std::uint64_t, 1024> relaxedKeys_{};
    std::array<std::uint32_t, 1024> relaxedStamps_{};

    bool searchDead(const State& s, const std::uint8_t* deck, int n) {
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

    static int relaxedWants(const Relaxed& x, int f) { return x.at[std::size_t(f)] == 12 ? 0 : rankTable()[f][x.at[std::size_t(f)] + 1]; }
    static const std::array<std::array<std::uint8_t, 13>, Foundations>& rankTable() {
        static const auto t = [] {
            std::array<std::array<std::uint8_t, 13>, Foundations> a{};
            for (int f = 0; f < Foundations; ++f)
                for (int i = 0; i < 13; ++i) a[std::size_t(f)][std::size_t(i)] = std::uint8_t(rankAt(f, i));
            return a;
        }();
        return t;
    }

    bool relaxedWins(const State& s, Relaxed x) {
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

    // Plays a move on s (ranks), keeping `remaining_` and the path.
    void apply(State& s, int& next, Move m) {
        int r;
        if (m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste) r = deck_[std::size_t(next++)];
        else r = s.pop(m.from);
        if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) {
            s.top[m.to] = std::uint8_t(r);
            --remaining_[std::size_t(r)];
        } else
            s.push(m.to, r);
        path_.push_back(m);
    }
    void undo(State& s, int& next, Move m) {
        path_.pop_back();
        int r;
        if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) {
            r = s.top[m.to];
            s.top[m.to] = std::uint8_t(prevRank(m.to, r));
            ++remaining_[std::size_t(r)];
        } else
            r = s.pop(m.to);
        if (m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste) --next;
        else s.push(m.from, r);
    }
    static int prevRank(int f, int r) {
        int step = f + 1;
        return (r - 1 - step + 26) % 13 + 1;
    }

    bool tryMove(State& s, int next, Move m, int budget) {
        apply(s, next, m);
        bool won = dfs(s, next, budget);
        if (!won) undo(s, next, m);
        return won;
    }

    // The moves worth trying from s, in the policy's order: waste tops
    // home, the hand home, the hand on the distinct piles cheapest first,
    // then (CoCo) a top card to an empty pile.
    int candidates(const State& s, int next, std::array<Move, 32>& out) const {
        int count = 0, n = int(deck_.size());
        auto distinct = [&](int w) {
            for (int v = 0; v < w; ++v)
                if (s.samePile(v, w)) return false;
            return true;
        };
        for (int w = 0; w < Wastes; ++w) {
            if (!s.len[std::size_t(w)] || !distinct(w)) continue;
            for (int f = 0; f < Foundations; ++f)
                if (s.wants(f) == s.topOf(w)) out[std::size_t(count++)] = Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)};
        }
        if (next < n) {
            int r = deck_[std::size_t(next)];
            for (int f = 0; f < Foundations; ++f)
                if (s.wants(f) == r) out[std::size_t(count++)] = Move{Move::HandToFoundation, 0, std::uint8_t(f)};
            std::array<std::pair<int, int>, Wastes> piles{};
            int k = 0;
            for (int w = 0; w < Wastes; ++w)
                if (distinct(w)) piles[std::size_t(k++)] = {placementCost(s, w, r), w};
            std::stable_sort(piles.begin(), piles.begin() + k);
            for (int i = 0; i < k; ++i) out[std::size_t(count++)] = Move{Move::HandToWaste, 0, std::uint8_t(piles[std::size_t(i)].second)};
        }
        if (s.coco) {
            int empty = -1;
            for (int w = 0; w < Wastes; ++w)
                if (!s.len[std::size_t(w)]) empty = w;
            if (empty >= 0)
                for (int w = 0; w < Wastes; ++w)
                    if (s.len[std::size_t(w)] >= 2 && distinct(w)) out[std::size_t(count++)] = Move{Move::WasteToWaste, std::uint8_t(w), std::uint8_t(empty)};
        }
        return count;
    }

    // Reorders the moves by a play-out of the real deck after each (the
    // policy's game from there: cards home), best first, ties in the
    // policy's order.
    void order(const State& s, int next, std::array<Move, 32>& moves, int count) const {
        std::array<std::pair<int, int>, 32> score;
        int n = int(deck_.size());
        for (int i = 0; i < count; ++i) {
            State t = s;
            int nx = next;
            Move m = moves[std::size_t(i)];
            int r = m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste ? deck_[std::size_t(nx++)] : t.pop(m.from);
            if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) t.top[m.to] = std::uint8_t(r);
            else t.push(m.to, r);
            score[std::size_t(i)] = {-playOut(t, deck_.data() + nx, n - nx), i};
        }
        std::stable_sort(score.begin(), score.begin() + count);
        std::array<Move, 32> sorted;
        for (int i = 0; i < count; ++i) sorted[std::size_t(i)] = moves[std::size_t(score[std::size_t(i)].second)];
        moves = sorted;
    }

    // Searches on from s; `budget`: how many more times a move other than the
    // first in order may be taken.
    bool dfs(State& s, int next, int budget) {
        if (s.won()) return true;
        if (limit_.expired()) return false;
        int n = int(deck_.size());
        // Forced moves (see the header).
        for (int w = 0; w < Wastes; ++w)
            if (s.len[std::size_t(w)]) {
                int f = forcedFoundation(s, s.topOf(w));
                if (f >= 0) return tryMove(s, next, Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)}, budget);
            }
        if (next < n) {
            int f = forcedFoundation(s, deck_[std::size_t(next)]);
            if (f >= 0) return tryMove(s, next, Move{Move::HandToFoundation, 0, std::uint8_t(f)}, budget);
        }
        Key128 key = keyOf(s, next);
        if (passes_.failedBefore(failed_, key, budget)) return false;
        if (deadEnds && ((!s.coco && relaxedDead(s, deck_.data() + next, n - next)) || (n - next <= RelaxedDeck && searchDead(s, deck_.data() + next, n - next)))) {
            ++deadEndsFound;
            failed_.remember(key, Unlimited);  // a proof: final, whatever the budget
            return false;
        }
        long cutsBefore = passes_.cuts();
        std::array<Move, 32> moves;
        int count = candidates(s, next, moves);
        if (lookahead && count > 1) order(s, next, moves, count);
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
};

}  // namespace calculation::bot
