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
                 std::uint64_t budget) {
        BeamPass pass;
        Board root = start;
        autoplay(root, mode_);
        if (root.won()) {
            pass.found = pass.finished = bound > 0;
            return pass;
        }
        cur_.assign(1, root);
        links_.assign(1, std::vector<Link>(1, Link{0, Move{}}));
        kept_.clear();
        kept_.insert(positionKey(root));
        for (int depth = 0; depth + 1 < bound; ++depth) {
            children_.clear();
            layer_.clear();
            std::uint32_t winner = UINT32_MAX;
            Move winning{};
            for (std::uint32_t i = 0; i < cur_.size() && winner == UINT32_MAX; ++i) {
                if (pass.expanded >= budget || ((pass.expanded & 63) == 0 && Clock::now() >= deadline)) return pass;
                ++pass.expanded;
                const Board& parent = cur_[i];
                const Expansion expansion(parent, mode_);
                forEachMove(parent, true, capacity_, [&](Move m, int count) {
                    if (winner != UINT32_MAX) return;
                    std::uint64_t key;
                    int h;
                    // Keys first: a child kept or in this layer already needs no estimate.
                    if (auto k = expansion.childKey(m, count)) {
                        key = *k;
                        if (kept_.contains(key) || !layer_.insert(key)) return;
                        h = expansion.childEstimate(m, count, w);
                    } else {
                        Board b = parent;
                        play(b, m, count);
                        autoplay(b, mode_);
                        if (b.won()) {
                            winner = i, winning = m;
                            return;
                        }
                        key = positionKey(b);
                        if (kept_.contains(key) || !layer_.insert(key)) return;
                        h = estimate(b, w);
                    }
                    children_.push_back(Child{key, h, i, m, std::uint8_t(count)});
                });
            }
            if (winner != UINT32_MAX) {
                pass.found = pass.finished = true;
                pass.moves.assign(std::size_t(depth + 1), Move{});
                pass.moves[std::size_t(depth)] = winning;
                for (int d = depth; d > 0; --d) {
                    const Link& l = links_[std::size_t(d)][winner];
                    pass.moves[std::size_t(d - 1)] = l.move;
                    winner = l.parent;
                }
                return pass;
            }
            if (children_.empty()) break;
            if (children_.size() > width) {
                std::nth_element(children_.begin(), children_.begin() + std::ptrdiff_t(width), children_.end(),
                                 [](const Child& a, const Child& b) { return a.h != b.h ? a.h < b.h : a.key < b.key; });
                children_.resize(width);
            }
            next_.resize(children_.size());
            links_.emplace_back(children_.size());
            auto& links = links_.back();
            for (std::size_t j = 0; j < children_.size(); ++j) {
                const Child& c = children_[j];
                Board& b = next_[j];
                b = cur_[c.parent];
                play(b, c.move, c.count);
                autoplayAfter(b, c.move, mode_);
                links[j] = Link{c.parent, c.move};
                kept_.insert(c.key);
            }
            cur_.swap(next_);
        }
        pass.finished = true;
        return pass;
    }

    std::size_t bytes() const {
        std::size_t n = kept_.bytes() + layer_.bytes() + (cur_.capacity() + next_.capacity()) * sizeof(Board) +
            children_.capacity() * sizeof(Child);
        for (const auto& l : links_) n += l.capacity() * sizeof(Link);
        return n;
    }

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

}  // namespace freecell::bot

namespace freecell::bot {

// Replay moves from a board under the judge's rules; true if they are all
// legal and end in a win. Every solution is checked this way before use.
inline bool wins(Board b, const std::vector<Move>& moves, Autoplay mode, Capacity capacity = Capacity::Doubling) {
    autoplay(b, mode);
    for (Move m : moves)
        if (!apply(b, m, mode, capacity)) return false;
    return b.won();
}

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
    Improver(const Board& start, Autoplay mode, ImproveConfig config, Capacity capacity = Capacity::Doubling)
        : start_(start), mode_(mode), capacity_(capacity), config_(std::move(config)), beam_(mode, capacity) {
        if (config_.weights.empty()) config_.weights.push_back(SearchWeights{});
    }

    // Improve `best` in place until the deadline, the budget, or nothing is left to try.
    void run(std::vector<Move>& best, Clock::time_point deadline) {
        while (config_.enabled && best.size() > 1 && !done_) {
            auto now = Clock::now();
            if (now >= deadline) return;
            std::uint64_t left =
                config_.positions ? config_.positions - std::min(config_.positions, expanded_) : UINT64_MAX;
            if (left == 0) return;
            std::size_t width = config_.firstWidth;
            if (passes_ > 0) {
                // Room for width x depth expansions in what is left, with a
                // margin (wider beams cost more a position: caches).
                double room = double(left);
                if (!config_.positions)
                    room = std::chrono::duration<double, std::milli>(deadline - now).count() * perMs_ * 0.7;
                double w = room / double(best.size());
                if (w < double(config_.firstWidth) / 2) return;  // too narrow to find anything new
                width = std::size_t(std::min(w, double(config_.maxWidth)));
                if (width == config_.maxWidth && passes_ > config_.weights.size() + 1)
                    done_ = true;  // every estimate tried at full width
            }
            const SearchWeights& w = config_.weights[passes_ % config_.weights.size()];
            auto t0 = Clock::now();
            BeamPass pass = beam_.run(start_, width, int(best.size()), w, deadline, left);
            double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
            expanded_ += pass.expanded, ms_ += ms;
            if (ms_ > 0) perMs_ = double(expanded_) / ms_;
            if (pass.found && pass.moves.size() < best.size() && wins(start_, pass.moves, mode_, capacity_))
                best = pass.moves;
            if (!pass.finished) return;
            ++passes_;
        }
    }

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
