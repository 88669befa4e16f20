// Beam search for short FreeCell solutions, and the phase that uses it to
// shorten a solution already found until a deadline.
//
// The beam goes depth by depth: all positions of one depth (moves a player
// sends; autoplay is free) are expanded, and the `width` best children by the
// estimate make the next depth. A win found at depth d is the shortest this
// beam can see, so a pass ends there. Positions are told apart by the same key
// as the best-first search; a position already kept at a lower depth is not
// kept again.
#pragma once

#include <algorithm>
#include <cstring>

#include "bot/freecell/best_first.hpp"
#include "bot/freecell/seen_set.hpp"

namespace freecell::bot {

struct BeamPass {
    bool found = false;     // a win in fewer than `bound` moves: `moves`
    bool finished = false;  // the pass ran to its end (false: stopped by the deadline or the budget)
    std::vector<Move> moves;
    std::uint64_t expanded = 0;
};

class BeamSearch {
public:
    explicit BeamSearch(Autoplay mode, Capacity capacity = Capacity::Doubling) : mode_(mode), capacity_(capacity) {}

    // Search from `start` for a win in fewer than `bound` moves, keeping
    // `width` positions a depth. Stops early at the deadline or after
    // `budget` expansions.
    BeamPass run(const Board& start, std::size_t width, int bound, const SearchWeights& w, Clock::time_point deadline,
                 std::uint64_t budget);

    std::size_t bytes() const;

private:
    struct Link {
        std::uint32_t parent;
        Move move;
    };
    struct Child {
        std::uint64_t key;
        std::int32_t h;
        std::uint32_t parent;
        Move move;
        std::uint8_t count;
    };
    Autoplay mode_;
    Capacity capacity_;
    std::vector<Board> cur_, next_;
    std::vector<std::vector<Link>> links_;  // per depth: each kept position's parent and move
    std::vector<Child> children_;
    SeenSet<> kept_, layer_;
};

// Replay moves from a board under the judge's rules; true if they are all
// legal and end in a win. Every solution is checked this way before use.
bool wins(Board b, const std::vector<Move>& moves, Autoplay mode, Capacity capacity = Capacity::Doubling);

// What the improvement phase may do.
struct ImproveConfig {
    bool enabled = true;          // false: stop at the first solution (--first)
    std::uint64_t positions = 0;  // positions its beams may expand in all; 0: until the deadline
    std::size_t firstWidth = 500, maxWidth = 40000;
    // The beams' estimates, one pass each in turn. Chosen at width 1000 on
    // deals 1-100 (see docs/freecell-solver.md, "Shorter solutions").
    std::vector<SearchWeights> weights = {
        {1, 1, 5, 0, 1, 2, 3, 3},
        {0, 1, 4, 0, 1, 2, 3, 3},
    };
};

// Shortens a solution with beam passes bounded by the best length so far:
// a quick narrow pass, then passes as wide as the time (or position budget)
// left allows. A pass's solution replaces the best only if it replays to a
// win under the judge's rules and is shorter.
class Improver {
public:
    Improver(const Board& start, Autoplay mode, ImproveConfig config, Capacity capacity = Capacity::Doubling);

    // Improve `best` in place until the deadline, the budget, or nothing is left to try.
    void run(std::vector<Move>& best, Clock::time_point deadline);

    std::uint64_t expanded() const { return expanded_; }
    std::size_t bytes() const { return beam_.bytes(); }

private:
    Board start_;
    Autoplay mode_;
    Capacity capacity_;
    ImproveConfig config_;
    BeamSearch beam_;
    std::size_t passes_ = 0;
    std::uint64_t expanded_ = 0;
    double ms_ = 0, perMs_ = 800;
    bool done_ = false;
};

}  // namespace freecell::bot
