// One best-first search for a FreeCell solution in the puzzle's notation.
//
// Nodes are positions after autoplay; edges are the moves a player can write
// (a supermove is one edge). The queue is ordered by a weighted estimate of
// the moves still needed plus the moves made, so the search runs greedily
// towards home while preferring short paths. It can be paused and resumed:
// the Solver (solver.hpp) runs several with different weights in turn.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "bot/freecell/position_key.hpp"
#include "bot/freecell/seen_set.hpp"
#include "games/freecell/rules.hpp"

namespace freecell::bot {

using Clock = std::chrono::steady_clock;

// Weights of the position estimate; see estimate().
struct SearchWeights {
    int notHome = 6;        // each card not yet on a foundation
    int blocking = 2;       // each card lying above a lower card of its cascade
    int cellUsed = 6;       // each occupied free cell
    int pathMove = 3;       // each move already made (keeps solutions short)
    int dig = 1;            // each card above the next card a foundation needs
    int blockingRuns = 3;   // each run of blocking cards (a run moves at once)
    int emptyCascade = 10;  // each cascade that is not empty
};

enum class Outcome {
    Solved,
    Unsolvable,  // every reachable position was searched: no solution exists
    Unknown      // stopped at the deadline or node limit; call run() again to go on
};

struct SearchStats {
    std::uint64_t expanded = 0, queued = 0;
    std::size_t bytes = 0;  // memory held by the search
};

// What the estimate and the key need from one cascade.
struct CascadeSummary {
    std::uint64_t key = 0;
    int blocking = 0;  // cards lying above a lower card
    int runs = 0;      // runs those cards form
    int dig = 0;       // cards above the next card of a foundation
};

inline CascadeSummary summarize(const Card* p, int n, const std::array<std::uint8_t, Suits>& home) {
    CascadeSummary s;
    s.key = cascadeKey(p, n);
    int lowest = Ranks + 1;
    for (int i = 0; i < n; ++i) {
        int r = rankOf(p[i]);
        if (r > lowest) {
            ++s.blocking;
            s.runs += i == 0 || !stacksOn(p[i], p[i - 1]);
        } else lowest = r;
        if (home[suitOf(p[i])] + 1 == r) s.dig += n - 1 - i;
    }
    return s;
}

// A position's cascades summed up: enough for its key and its estimate.
struct Summary {
    CascadeSummary cascade[Cascades];
    CascadeSummary total;  // key without the cells, and the sums

    explicit Summary(const Board& b) {
        const Card* p = b.cards.data();
        for (int col = 0; col < Cascades; ++col) {
            cascade[col] = summarize(p, b.len[col], b.home);
            add(cascade[col], 1);
            p += b.len[col];
        }
    }
    // The summary of `child`, a position reached from the summarised
    // `parent` by one move and autoplay. Cards only leave a cascade from its
    // top and arrive on top, so a cascade whose length did not change did not
    // change; while no card went home, only those need a new look.
    Summary(const Summary& parentSummary, const Board& parent, const Board& child) : Summary(parentSummary) {
        if (child.home != parent.home) {
            *this = Summary(child);
            return;
        }
        for (int col = 0; col < Cascades; ++col)
            if (child.len[col] != parent.len[col]) {
                add(cascade[col], -1);
                cascade[col] = summarize(child.column(col), child.len[col], child.home);
                add(cascade[col], 1);
            }
    }

    std::uint64_t key(const Board& b) const {
        std::uint64_t k = total.key;
        for (Card c : b.cell) k += cellKey(c);
        return k;
    }

private:
    void add(const CascadeSummary& c, int sign) {
        total.key += sign > 0 ? c.key : std::uint64_t(0) - c.key;
        total.blocking += sign * c.blocking;
        total.runs += sign * c.runs;
        total.dig += sign * c.dig;
    }
};

// How far a position looks from won, weighted. A card above a lower card of
// its own cascade must move before that lower card can go home, and blocking
// cards in one run can move together; an occupied cell is room taken from
// supermoves, an empty cascade doubles it.
inline int estimate(const Board& b, const Summary& s, const SearchWeights& w) {
    return w.notHome * (DeckSize - b.cardsHome()) + w.blocking * s.total.blocking + w.blockingRuns * s.total.runs +
           w.cellUsed * (Cells - b.freeCells()) + w.dig * s.total.dig + w.emptyCascade * (Cascades - b.emptyCascades());
}

inline int estimate(const Board& b, const SearchWeights& w) { return estimate(b, Summary(b), w); }

class BestFirstSearch {
public:
    BestFirstSearch(const Board& start, Autoplay mode, SearchWeights weights) : mode_(mode), weights_(weights) {
        Board b = start;
        autoplay(b, mode_);
        seen_.insert(positionKey(b));
        nodes_.push_back({0, 0, Move{}, 0});
        boards_.push_back(b);
        expandedNode_.push_back(0);
        push(0, estimate(b, weights_));
        if (b.won()) outcome_ = Outcome::Solved;
    }

    // Search until solved, proved unsolvable, the deadline, or until
    // `maxExpanded` positions have been expanded in all.
    Outcome run(Clock::time_point deadline, std::uint64_t maxExpanded = UINT64_MAX) {
        std::vector<std::pair<Move, int>> moves;
        while (outcome_ == Outcome::Unknown) {
            if (stats_.expanded >= maxExpanded) break;
            if ((stats_.expanded & 255) == 0 && Clock::now() >= deadline) break;
            std::uint32_t index;
            if (!pop(index)) {
                outcome_ = Outcome::Unsolvable;
                break;
            }
            ++stats_.expanded;
            const Board parent = boardOf(index);
            const Summary parentSummary(parent);
            std::uint16_t depth = std::uint16_t(nodes_[index].depth + 1);
            moves.clear();
            forEachMove(parent, true, [&](Move m, int count) { moves.push_back({m, count}); });
            for (auto [m, count] : moves) {
                Board b = parent;
                play(b, m, count);
                autoplayAfter(b, m, mode_);
                const Summary summary(parentSummary, parent, b);
                if (!seen_.insert(summary.key(b))) continue;
                ++stats_.queued;
                std::uint32_t child = std::uint32_t(nodes_.size());
                nodes_.push_back({index, NoBoard, m, depth});
                if (b.won()) {
                    outcome_ = Outcome::Solved;
                    solution_ = pathTo(child);
                    break;
                }
                push(child, estimate(b, summary, weights_) + weights_.pathMove * depth);
            }
        }
        return outcome_;
    }

    Outcome outcome() const { return outcome_; }
    const std::vector<Move>& solution() const { return solution_; }
    const Board& root() const { return boards_[0]; }
    SearchStats stats() const {
        SearchStats s = stats_;
        s.bytes = seen_.bytes() + nodes_.capacity() * sizeof(Node) + boards_.capacity() * sizeof(Board) +
                  expandedNode_.capacity() * sizeof(std::uint32_t);
        for (const auto& bucket : buckets_) s.bytes += bucket.capacity() * sizeof(std::uint32_t);
        return s;
    }

    // The most promising position expanded so far and the moves to it: what
    // the agent plays when it must move before a solution is found.
    std::vector<Move> bestPath() const {
        std::size_t best = 0;
        int bestScore = estimate(boards_[0], weights_);
        for (std::size_t i = 1; i < boards_.size(); ++i) {
            int s = estimate(boards_[i], weights_);
            if (s < bestScore) bestScore = s, best = i;
        }
        return pathTo(expandedNode_[best]);
    }

private:
    static constexpr std::uint32_t NoBoard = UINT32_MAX;

    // 12 bytes a queued position: its board is rebuilt from its parent's when
    // it is expanded, and only expanded positions keep theirs.
    struct Node {
        std::uint32_t parent;
        std::uint32_t board;  // index in boards_, NoBoard until expanded
        Move move;
        std::uint16_t depth;
    };

    const Board& boardOf(std::uint32_t index) {
        Node& n = nodes_[index];
        if (n.board == NoBoard) {
            Board b = boards_[nodes_[n.parent].board];
            play(b, n.move, carried(b, n.move));
            autoplayAfter(b, n.move, mode_);
            n.board = std::uint32_t(boards_.size());
            boards_.push_back(b);
            expandedNode_.push_back(index);
        }
        return boards_[n.board];
    }

    // A bucket queue: priorities are small integers. Last in, first out within
    // a bucket makes ties go deep, which finds solutions sooner.
    void push(std::uint32_t node, int priority) {
        std::size_t p = std::size_t(std::max(priority, 0));
        if (p >= buckets_.size()) buckets_.resize(p + 1);
        buckets_[p].push_back(node);
        lowest_ = std::min(lowest_, p);
    }
    bool pop(std::uint32_t& node) {
        while (lowest_ < buckets_.size() && buckets_[lowest_].empty()) ++lowest_;
        if (lowest_ >= buckets_.size()) return false;
        node = buckets_[lowest_].back();
        buckets_[lowest_].pop_back();
        return true;
    }

    std::vector<Move> pathTo(std::uint32_t node) const {
        std::vector<Move> path;
        for (; node != 0; node = nodes_[node].parent) path.push_back(nodes_[node].move);
        std::reverse(path.begin(), path.end());
        return path;
    }

    Autoplay mode_;
    SearchWeights weights_;
    std::vector<Node> nodes_;
    std::vector<Board> boards_;                // expanded positions, the root first
    std::vector<std::uint32_t> expandedNode_;  // the node of each board
    std::vector<std::vector<std::uint32_t>> buckets_;
    std::size_t lowest_ = 0;
    SeenSet seen_;
    SearchStats stats_;
    Outcome outcome_ = Outcome::Unknown;
    std::vector<Move> solution_;
};

}  // namespace freecell::bot
