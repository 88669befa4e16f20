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
// searchDead() (a relaxed game searched to its end); see their comments in
// dead_ends.hpp for why they are sound.
// Moves are ordered by the policy (cards home first, then the hand on the
// cheapest piles), then by a play-out after each (move_order.hpp). The
// search is a limited discrepancy search with a growing budget of departures
// from that order (see solve()).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "bot/calculation/dead_ends.hpp"
#include "bot/calculation/move_order.hpp"
#include "bot/calculation/state.hpp"
#include "bot/common/discrepancy.hpp"
#include "bot/common/failed_table.hpp"
#include "common/hash.hpp"
#include "bot/common/solve_result.hpp"
#include "bot/common/search_limit.hpp"
#include "games/calculation/game.hpp"

namespace calculation::bot {

using patience::mix64;
using patience::bot::Discrepancy;
using patience::bot::FailedTable;
using patience::bot::Key128;
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
    SolveResult solve(const Game& g, int timeMs, long maxNodes = 0);

    // Do the dead-end tests prove g's position lost (both, as the search
    // uses them, the second whatever the deck's length)? For tests.
    bool provedDead(const Game& g);

private:
    static constexpr int Unlimited = Discrepancy::Unlimited;
    FailedTable failed_;
    Discrepancy passes_;
    std::vector<std::uint8_t> deck_;
    std::array<int, Ranks + 1> remaining_{};  // cards of each rank not home
    std::vector<Move> path_;
    SearchLimit limit_;
    RelaxedSearch relaxedSearch_;  // the stronger dead-end test (dead_ends.hpp)

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

    // The one foundation that wants `rank` now if it is the only one that
    // still needs that rank (the forced case), else -1.
    int forcedFoundation(const State& s, int rank) const {
        if (remaining_[std::size_t(rank)] != 1) return -1;
        for (int f = 0; f < Foundations; ++f)
            if (s.wants(f) == rank) return f;
        return -1;
    }

    // Plays a move on s (ranks), keeping `remaining_` and the path.
    void apply(State& s, int& next, Move m) {
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
    void undo(State& s, int& next, Move m) {
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
    // first in order may be taken.
    bool dfs(State& s, int next, int budget);
};

}  // namespace calculation::bot
