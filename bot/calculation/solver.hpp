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
// Moves are ordered by the policy: cards home first, then the hand on the
// cheapest piles. The search is a limited discrepancy search with a growing
// budget of departures from that order (see solve()).
#pragma once

#include <chrono>
#include <memory>
#include <vector>

#include "bot/calculation/policy.hpp"
#include "bot/common/hash.hpp"

namespace calculation::bot {

using patience::bot::mix64;

struct SolveResult {
    enum Status { Winnable, Unwinnable, Unknown } status = Unknown;
    std::vector<Move> moves;  // Winnable: the whole game from the deal
    long nodes = 0;
    double ms = 0;
};

inline const char* statusName(SolveResult::Status s) {
    return s == SolveResult::Winnable ? "winnable" : s == SolveResult::Unwinnable ? "unwinnable" : "unknown";
}

class Solver {
public:
    explicit Solver(int tableBits = 22) : mask_((std::size_t(1) << tableBits) - 1), table_(new Key[mask_ + 1]) {}

    // The game as dealt, or any position of it (g.next onwards is the deck).
    SolveResult solve(const Game& g, int timeMs) {
        clear();
        deck_.clear();
        for (std::size_t i = g.next; i < g.deck.size(); ++i) deck_.push_back(std::uint8_t(rankOf(g.deck[i])));
        State s = stateOf(g);
        remaining_.fill(0);
        for (std::uint8_t r : deck_) ++remaining_[r];
        for (int w = 0; w < Wastes; ++w)
            for (int i = 0; i < s.len[std::size_t(w)]; ++i) ++remaining_[s.pile[std::size_t(w)][std::size_t(i)]];
        start_ = std::chrono::steady_clock::now();
        deadline_ = start_ + std::chrono::milliseconds(timeMs);
        timedOut_ = false;
        nodes_ = 0;
        path_.clear();
        SolveResult res;
        // Limited discrepancy search: pass k follows the policy's order with
        // at most k departures from it, which finds most wins fast. A pass
        // that never had to refuse a move for want of budget (nor lean on a
        // failure that did) was exhaustive: its failure is the proof. The
        // last budget exceeds any game's length (under 150 moves): exhaustive.
        bool won = false;
        for (int k : {0, 1, 2, 3, 4, 6, Unlimited - 1}) {
            cuts_ = 0;
            won = dfs(s, 0, k);
            if (won || timedOut_ || cuts_ == 0) break;
        }
        res.nodes = nodes_;
        res.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
        if (won) {
            res.status = SolveResult::Winnable;
            res.moves = path_;
        } else
            res.status = timedOut_ ? SolveResult::Unknown : SolveResult::Unwinnable;
        return res;
    }

private:
    static constexpr int Unlimited = 255;  // marks an exact failure (no budget cut beneath)
    long cuts_ = 0;                        // moves refused for want of budget, this pass
    struct Key {
        std::uint64_t a = 0, b = 0;
    };
    std::size_t mask_;
    std::unique_ptr<Key[]> table_;
    std::unique_ptr<std::uint8_t[]> budget_{new std::uint8_t[mask_ + 1]};  // the largest budget it failed with; Unlimited: exact
    std::size_t used_ = 0;
    std::vector<std::uint8_t> deck_;
    std::array<int, Ranks + 1> remaining_{};  // cards of each rank not home
    std::vector<Move> path_;
    long nodes_ = 0;
    bool timedOut_ = false;
    std::chrono::steady_clock::time_point start_, deadline_;

    std::vector<std::uint32_t> filled_;  // the slots in use, to clear only those

    void clear() {
        for (std::uint32_t i : filled_) table_[i] = Key{};
        filled_.clear();
        used_ = 0;
    }

    Key keyOf(const State& s, int next) const {
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
        Key k{mix64(head), mix64(head ^ 0x5555555555555555ULL)};
        for (int w : order) {
            k.a = mix64(k.a ^ ha[std::size_t(w)]) + 1;
            k.b = mix64(k.b + hb[std::size_t(w)]) ^ 3;
        }
        if (!k.a && !k.b) k.a = 1;  // 0,0 marks a free slot
        return k;
    }

    // Did this position fail with at least this budget of departures? A
    // failure that was not exact counts as a cut of this pass.
    bool seen(const Key& k, int budget) {
        for (std::size_t i = k.a & mask_;; i = (i + 1) & mask_) {
            if (!table_[i].a && !table_[i].b) return false;
            if (table_[i].a == k.a && table_[i].b == k.b) {
                if (budget_[i] < budget) return false;
                if (budget_[i] != Unlimited) ++cuts_;
                return true;
            }
        }
    }
    void remember(const Key& k, int budget) {
        std::size_t i = k.a & mask_;
        while (table_[i].a || table_[i].b) {
            if (table_[i].a == k.a && table_[i].b == k.b) {
                budget_[i] = std::uint8_t(std::max<int>(budget_[i], budget));
                return;
            }
            i = (i + 1) & mask_;
        }
        if (used_ * 4 >= mask_ * 3) return;  // full: no more entries, still sound
        table_[i] = k;
        budget_[i] = std::uint8_t(budget);
        filled_.push_back(std::uint32_t(i));
        ++used_;
    }

    // The one foundation that wants `rank` now if it is the only one that
    // still needs that rank (the forced case), else -1.
    int forcedFoundation(const State& s, int rank) const {
        if (remaining_[std::size_t(rank)] != 1) return -1;
        for (int f = 0; f < Foundations; ++f)
            if (s.wants(f) == rank) return f;
        return -1;
    }

    bool expired() {
        if ((++nodes_ & 1023) == 0 && std::chrono::steady_clock::now() > deadline_) timedOut_ = true;
        return timedOut_;
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

    // Searches on from s; `budget`: how many more times a move other than the
    // first in order may be taken (Unlimited: any).
    bool dfs(State& s, int next, int budget) {
        if (s.won()) return true;
        if (expired()) return false;
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
        Key key = keyOf(s, next);
        if (seen(key, budget)) return false;
        long cutsBefore = cuts_;
        // The first move tried keeps the budget; each other one spends one.
        int tried = 0;
        auto attempt = [&](Move m) {
            int b = tried ? budget - 1 : budget;
            ++tried;
            if (b < 0) {
                ++cuts_;
                return false;
            }
            return tryMove(s, next, m, b);
        };

        auto distinct = [&](int w, int upTo) {
            for (int v = 0; v < upTo; ++v)
                if (s.samePile(v, w)) return false;
            return true;
        };
        // 1. Waste tops home.
        for (int w = 0; w < Wastes; ++w) {
            if (!s.len[std::size_t(w)] || !distinct(w, w)) continue;
            for (int f = 0; f < Foundations; ++f)
                if (s.wants(f) == s.topOf(w) && attempt(Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)})) return true;
            if (timedOut_) return false;
        }
        if (next < n) {
            int r = deck_[std::size_t(next)];
            // 2. The hand home.
            for (int f = 0; f < Foundations; ++f)
                if (s.wants(f) == r && attempt(Move{Move::HandToFoundation, 0, std::uint8_t(f)})) return true;
            if (timedOut_) return false;
            // 3. The hand on the distinct piles, cheapest first.
            std::array<std::pair<int, int>, Wastes> piles{};
            int count = 0;
            for (int w = 0; w < Wastes; ++w)
                if (distinct(w, w)) piles[std::size_t(count++)] = {placementCost(s, w, r), w};
            std::stable_sort(piles.begin(), piles.begin() + count);
            for (int i = 0; i < count; ++i) {
                if (attempt(Move{Move::HandToWaste, 0, std::uint8_t(piles[std::size_t(i)].second)})) return true;
                if (timedOut_) return false;
            }
        }
        // 4. CoCo: a top card to an empty pile (one empty pile stands for all).
        if (s.coco) {
            int empty = -1;
            for (int w = 0; w < Wastes; ++w)
                if (!s.len[std::size_t(w)]) empty = w;
            if (empty >= 0)
                for (int w = 0; w < Wastes; ++w) {
                    if (s.len[std::size_t(w)] < 2 || !distinct(w, w)) continue;
                    if (attempt(Move{Move::WasteToWaste, std::uint8_t(w), std::uint8_t(empty)})) return true;
                    if (timedOut_) return false;
                }
        }
        if (!timedOut_) remember(key, cuts_ == cutsBefore ? Unlimited : budget);
        return false;
    }
};

}  // namespace calculation::bot
