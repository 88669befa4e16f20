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
                   ScanStore& store, std::uint8_t bit)
        : mode_(mode), capacity_(capacity), weights_(weights), rng_(seed), noise_(seed != 0), store_(store), bit_(bit) {
        Board b = start;
        autoplay(b, mode_);
        store_.visit(positionKey(b), bit_);
        if (b.won())
            outcome_ = Outcome::Winnable;
        else
            enter(b);
    }

    // Visit positions until `maxVisited` in all or the deadline; stops at a
    // win, or when every position reachable has been visited by this scan.
    Outcome run(Clock::time_point deadline, std::uint64_t maxVisited) {
        for (std::uint64_t steps = 0; outcome_ == Outcome::Unknown && visited_ < maxVisited; ++steps) {
            if ((steps & 255) == 255 && Clock::now() >= deadline) break;
            if (stack_.empty()) {
                outcome_ = Outcome::Unwinnable;
                break;
            }
            Frame& f = stack_.back();
            if (f.next == f.count) {
                stack_.pop_back();
                continue;
            }
            const Child c = f.children[f.next++];
            if (!store_.visit(c.key, bit_)) continue;
            ++visited_;
            Board b = f.board;
            play(b, c.move, c.count);
            autoplayAfter(b, c.move, mode_);
            if (b.won()) {
                for (const Frame& g : stack_) solution_.push_back(g.children[g.next - 1].move);
                outcome_ = Outcome::Winnable;
                break;
            }
            enter(b);
        }
        return outcome_;
    }

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
    void enter(const Board& b) {
        stack_.emplace_back();
        Frame& f = stack_.back();
        f.board = b;
        const Expansion expansion(b, mode_);
        forEachMove(b, true, capacity_, [&](Move m, int count) {
            Child& c = f.children[f.count++];
            c.move = m, c.count = std::uint8_t(count);
            int h;
            if (auto child = expansion.child(m, count, weights_)) {
                c.key = child->key, h = child->estimate;
            } else {
                Board built = b;
                play(built, m, count);
                autoplay(built, mode_);
                c.key = positionKey(built), h = built.won() ? WonRank : estimate(built, weights_);
            }
            // Noise of up to two points of the estimate (its steps are 4).
            c.rank = h == WonRank ? h : h * 4 + (noise_ ? int(rng_.below(9)) : 0);
        });
        // A handful of children: insertion sort, stable.
        for (int i = 1; i < f.count; ++i)
            for (int j = i; j > 0 && f.children[j].rank < f.children[j - 1].rank; --j)
                std::swap(f.children[j], f.children[j - 1]);
    }

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
