// The gallery's perfect-information solver: knows the stock's order, answers
// winnable (with the whole game as moves), unwinnable (the search was
// exhaustive) or unknown (time ran out). docs/gallery-solver.md has the
// design and the proof of each shortcut; the comments here name them.
//
// A depth-first search on the compact position (state.hpp). A move sends a
// pile top or a wrong card home (where exactly does not matter, see
// state.hpp), or deals. At each node: the *safe* moves are played (they keep
// a winnable position winnable); then the table of positions that failed
// (exact 128-bit keys); then the dead-end tests (dead_ends.hpp: a relaxed
// game played to the end, and after a deal the same per suit and row for
// each way its copies can split between its two sequences); then each other
// move that fits and the deal, ordered by a greedy play-out after each (ties:
// the moves whose twin is farthest first, the deal last: move_order.hpp). A
// move refuted at a node is *reserved* below it (it may not take the spot it
// had: reservations.hpp), and moves that commute with it are not tried again
// below it (sleep sets). The passes are a limited discrepancy search, the
// last one exhaustive.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "bot/common/solve_result.hpp"
#include "bot/common/discrepancy.hpp"
#include "bot/common/failed_table.hpp"
#include "bot/common/search_limit.hpp"
#include "bot/gallery/dead_ends.hpp"
#include "bot/gallery/move_order.hpp"
#include "bot/gallery/reservations.hpp"
#include "bot/gallery/state.hpp"
#include "games/gallery/game.hpp"

namespace gallery::bot {

using patience::bot::Discrepancy;
using patience::bot::FailedTable;
using patience::bot::SearchLimit;

// One step of a game: a move, or a deal.
struct Step {
    bool deal = false;
    Move move;
};
std::string stepName(const Step& s);

using SolveResult = patience::bot::SolveResult<Step>;  // winnable, unwinnable or unknown: bot/common/solve_result.hpp

class Solver {
public:
    // Off: children in the twin-distance order alone, without play-outs (to compare).
    bool lookahead = true;
    // Off: the tests by assignments and of the first base card only at the
    // root and after deals, in the exhaustive pass too (to compare).
    bool proofTests = true;
    // Only the exhaustive pass, no limited discrepancy passes (for the tests).
    bool exhaustiveOnly = false;
    // Nodes of the last solve() that only proofTests cut (for the tests).
    long proofCuts() const { return proofCuts_; }

    explicit Solver(int tableBits = 22) : failed_(tableBits) {}

    // Gives up (unknown) at the limit: its positions make an answer
    // independent of the machine's load.
    SolveResult solve(const Game& g, const SearchLimit& limit);

private:
    static constexpr int Unlimited = Discrepancy::Unlimited;
    FailedTable failed_;  // positions that failed, by their exact keys
    Discrepancy passes_;
    Layout layout_;
    Position pos_;
    std::vector<std::uint8_t> path_;  // slots sent home, DealStep for a deal
    SearchLimit limit_;
    long proofCuts_ = 0;
    Reservations reservations_;
    Copies copies_{};  // each card's slots, for the dead-end tests

    Home homeAt(int slot) const { return layout_.home[std::size_t(slot)]; }
    // The dead-end tests and the move order on the position now.
    DeadEndTests deadEnds() const { return DeadEndTests{layout_, pos_, reservations_, copies_}; }
    MoveOrder moveOrder() const { return MoveOrder{layout_, pos_, reservations_}; }

    // The cards that could move: pile tops, then wrong cards.
    template <class F>
    void forEachMovable(F&& f) const;

    // A move that keeps a winnable position winnable (proofs in docs/gallery-solver.md):
    //  - a base card, when its row has no wrong card: every base card still
    //    out then has an empty place of its own;
    //  - a card whose level has room for both copies (both sequences at its
    //    height), or whose twin is home already: no other card can take its spot;
    //  - a card whose twin lies below it in the same pile: the twin cannot take
    //    the spot first.
    //  - a card whose twin is reserved (see dfs()): the twin may not take the spot.
    bool safe(int slot, Home h) const;

    // Does z stay possible after t, and t after z, with the same result?
    // Only cards competing for the same spots (copies of one card, or base
    // cards of one row for the empty places) can disable each other.
    bool independent(int z, int t) const;

    void play(int slot, std::vector<std::uint8_t>& sleep);
    void unwindTo(std::size_t mark);

    // Searches on from pos_; `sleep`: moves that need not be tried here
    // (each leads to a position known to fail). True: won, the path kept.
    bool dfs(std::vector<std::uint8_t>& sleep, int budget);

    // The path as the game's moves: each card to the first place of its row
    // that takes it (any such place will do, see state.hpp).
    std::vector<Step> steps(Game g) const;
};

}  // namespace gallery::bot
