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
    // Gives up (unknown) at the limit: its positions make an answer
    // independent of the machine's load.
    SolveResult solve(const Game& g, const SearchLimit& limit);

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
    Key128 keyOf(const State& s, int next) const;

    // The one foundation that wants `rank` now if it is the only one that
    // still needs that rank (the forced case), else -1.
    int forcedFoundation(const State& s, int rank) const;

    // Plays a move on s (ranks), keeping `remaining_` and the path.
    void apply(State& s, int& next, Move m);
    void undo(State& s, int& next, Move m);
    static int prevRank(int f, int r);

    bool tryMove(State& s, int next, Move m, int budget);

    // Searches on from s; `budget`: how many more times a move other than the
    // first in order may be taken.
    bool dfs(State& s, int next, int budget);
};

}  // namespace calculation::bot
