// A depth-first scan for a FreeCell solution. At each position it orders the
// children by the best-first search's estimate and descends into the first
// one it has not visited; it keeps no queue and builds no board it does not
// enter, but a wrong turn early costs a whole subtree. The solver's schedule
// can run it beside the best-first searches (solver.hpp); on deals 1-4000 it
// did not pay, and the default schedule leaves it out: see
// docs/freecell-solver.md, "Depth-first scans and the schedule".
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "bot/freecell/best_first.hpp"
#include "bot/freecell/seen_set.hpp"
#include "common/random.hpp"

namespace freecell::bot {

// Scans over one store mark the positions each has visited with a bit of
// their own: a scan skips what it has visited, not what the others have, so
// each runs as it would alone while every position is stored once.
class ScanStore {
public:
    // Marks the key visited by the scans in `bit`; false if it already was.
    bool visit(std::uint64_t key, std::uint8_t bit) {
        std::uint8_t& marks = *seen_.emplace(key).first;
        if (marks & bit) return false;
        marks = std::uint8_t(marks | bit);
        return true;
    }
    std::size_t bytes() const { return seen_.bytes(); }

private:
    SeenSet<std::uint8_t> seen_;
};

class DepthFirstScan {
public:
    // `bit` is this scan's mark in the store; `seed` 0 breaks ties between
    // equal-looking children by the generator's order, another seed adds a
    // little noise to every estimate, so that scans with the same weights
    // still part ways.
    DepthFirstScan(const Board& start, Autoplay mode, Capacity capacity, SearchWeights weights, std::uint64_t seed,
                   ScanStore& store, std::uint8_t bit);

    // Visit positions until `maxVisited` in all or the deadline; stops at a
    // win, or when every position reachable has been visited by this scan.
    Outcome run(Clock::time_point deadline, std::uint64_t maxVisited);

    Outcome outcome() const { return outcome_; }
    const std::vector<Move>& solution() const { return solution_; }
    std::uint64_t visited() const { return visited_; }
    std::size_t bytes() const { return stack_.capacity() * sizeof(Frame); }

private:
    static constexpr int WonRank = -1;  // a child already won goes first
    struct Child {
        std::uint64_t key;
        int rank;  // the estimate, times 4, with the noise: lower is tried first
        Move move;
        std::uint8_t count;
    };
    struct Frame {
        Board board;
        std::uint8_t count = 0, next = 0;
        Child children[64];  // at most 5 moves from each cascade, 4 from each cell
    };

    // Push a frame for b, its children keyed, estimated and in order.
    void enter(const Board& b);

    Autoplay mode_;
    Capacity capacity_;
    SearchWeights weights_;
    patience::Rng rng_;
    bool noise_;
    ScanStore& store_;
    std::uint8_t bit_;
    std::vector<Frame> stack_;
    std::uint64_t visited_ = 0;
    Outcome outcome_ = Outcome::Unknown;
    std::vector<Move> solution_;
};

}  // namespace freecell::bot
