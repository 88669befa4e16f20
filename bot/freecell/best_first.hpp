// One best-first search for a FreeCell solution in the puzzle's notation.
//
// Nodes are positions after autoplay; edges are the moves a player can write
// (a supermove is one edge). The queue is ordered by a weighted estimate of
// the moves still needed plus the moves made, so the search runs greedily
// towards home while preferring short paths. It can be paused and resumed:
// the Solver (solver.hpp) runs several with different weights in turn.
#pragma once

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <vector>

#include "bot/common/solve_result.hpp"
#include "bot/freecell/expansion.hpp"
#include "bot/freecell/position_key.hpp"
#include "bot/freecell/seen_set.hpp"
#include "games/freecell/rules.hpp"

namespace freecell::bot {

using Clock = std::chrono::steady_clock;

// Winnable; Unwinnable: every reachable position was searched; Unknown:
// stopped at the deadline or node limit, and run() again goes on.
using Outcome = patience::bot::SolveStatus::Status;

struct SearchStats {
    std::uint64_t expanded = 0, queued = 0;
    std::size_t bytes = 0;  // memory held by the search
};

// R: the game (Standard, board.hpp, or one of the family's).
template <class R>
class BasicBestFirst {
    using Board = BasicBoard<R>;

public:
    BasicBestFirst(const Board& start, Autoplay mode, SearchWeights weights, Capacity capacity = Capacity::Doubling)
        : mode_(mode), weights_(weights), capacity_(capacity) {
        Board b = start;
        autoplay(b, mode_);
        seen_.insert(positionKey(b));
        nodes_.push_back({0, 0, NoNode, Move{}, 0});
        boards_.push_back(b);
        bestScore_ = estimate(b, weights_);
        push(0, bestScore_);
        if (b.won()) outcome_ = Outcome::Winnable;
    }

    // Search until solved, proved unsolvable, the deadline, or until
    // `maxExpanded` positions have been expanded in all.
    Outcome run(Clock::time_point deadline, std::uint64_t maxExpanded = UINT64_MAX) {
        while (outcome_ == Outcome::Unknown) {
            if (stats_.expanded >= maxExpanded) break;
            if ((stats_.expanded & 255) == 0 && Clock::now() >= deadline) break;
            std::uint32_t index;
            if (!pop(index)) {
                outcome_ = Outcome::Unwinnable;
                break;
            }
            ++stats_.expanded;
            // The estimate it was queued with: the bucket less its path's weight.
            int h = int(lowest_) - weights_.pathMove * nodes_[index].depth;
            if (h < bestScore_) bestScore_ = h, bestNode_ = index;
            expand(index);
        }
        return outcome_;
    }

    Outcome outcome() const { return outcome_; }
    const std::vector<Move>& solution() const { return solution_; }
    const Board& root() const { return boards_[0]; }
    SearchStats stats() const {
        SearchStats s = stats_;
        s.bytes = seen_.bytes() + nodes_.capacity() * sizeof(Node) + boards_.capacity() * sizeof(Board);
        s.bytes += buckets_.capacity() * sizeof(std::uint32_t) + bases_.bytes();
        return s;
    }

    // The most promising position expanded so far (the lowest estimate) and
    // the moves to it: what the agent plays when it must move before a
    // solution is found. Kept up as positions are expanded, so that asking
    // at a turn's deadline costs no scan of millions of boards.
    std::vector<Move> bestPath() const { return pathTo(bestNode_); }

private:
    static constexpr std::uint32_t NoBoard = UINT32_MAX, NoNode = UINT32_MAX;

    // 16 bytes a queued position: its board is rebuilt from its parent's when
    // it is expanded, and only expanded positions keep theirs.
    struct Node {
        std::uint32_t parent;
        std::uint32_t board;  // index in boards_, NoBoard until expanded
        std::uint32_t next;   // the node queued before it in its bucket
        Move move;
        std::uint16_t depth;
    };

    // Queue every child of a node not seen before; stop at a win.
    void expand(std::uint32_t index) {
        const Board parent = boardOf(index);
        const Node& node = nodes_[index];
        const std::uint32_t before = index ? nodes_[node.parent].board : NoBoard;
        const BasicExpansion<R> expansion = before < bases_.size()
            ? BasicExpansion<R>(parent, mode_, boards_[before], bases_.at(before))
            : BasicExpansion<R>(parent, mode_);
        assert(expansion.agreesWithFullScan());
        if (bases_.size() == node.board)
            if (void* room = bases_.add()) expansion.bases(room);
        const std::uint16_t depth = std::uint16_t(nodes_[index].depth + 1);
        forEachMove(
            parent, true, capacity_,
            [&](Move m, int count) {
                if (outcome_ == Outcome::Winnable) return;
                std::uint64_t key;
                int h;
                bool won = false;
                // Keys first: a child seen before needs no estimate.
                if (auto k = expansion.childKey(m, count)) {
                    key = *k;
                    if (!seen_.insert(key)) return;
                    h = expansion.childEstimate(m, count, weights_);
                } else {
                    const auto child = expansion.homeChild(m, count, weights_);
                    key = child.key;
                    if (!seen_.insert(key)) return;
                    h = child.estimate, won = child.won;
                }
                ++stats_.queued;
                std::uint32_t child = std::uint32_t(nodes_.size());
                nodes_.push_back({index, NoBoard, NoNode, m, depth});
                if (won) {
                    outcome_ = Outcome::Winnable;
                    solution_ = pathTo(child);
                } else
                    push(child, h + weights_.pathMove * depth);
            },
            expansion.runs());
    }

    const Board& boardOf(std::uint32_t index) {
        Node& n = nodes_[index];
        if (n.board == NoBoard) {
            Board b = boards_[nodes_[n.parent].board];
            play(b, n.move, carriedLegal(b, n.move));
            autoplayAfter(b, n.move, mode_);
            n.board = std::uint32_t(boards_.size());
            boards_.push_back(b);
        }
        return boards_[n.board];
    }

    // Cards a move the generator gave carries, without judging it again:
    // onto a card, the ranks between say how many.
    int carriedLegal(const Board& b, Move m) const {
        if (m.to == Board::HomeLoc) return R::wholeSuitsHome ? Ranks : 1;
        if (!Board::isCascade(m.from) || !Board::isCascade(m.to)) return 1;
        const Card target = b.top(m.to);
        return target == NoCard ? carried(b, m, capacity_) : rankOf(target) - rankOf(b.top(m.from));
    }

    // A bucket queue: priorities are small integers. Last in, first out within
    // a bucket makes ties go deep, which finds solutions sooner. Each bucket
    // is a list threaded through the nodes: queueing allocates nothing.
    void push(std::uint32_t node, int priority) {
        std::size_t p = std::size_t(std::max(priority, 0));
        if (p >= buckets_.size()) buckets_.resize(p + 1, NoNode);
        nodes_[node].next = buckets_[p];
        buckets_[p] = node;
        lowest_ = std::min(lowest_, p);
    }
    bool pop(std::uint32_t& node) {
        while (lowest_ < buckets_.size() && buckets_[lowest_] == NoNode) ++lowest_;
        if (lowest_ >= buckets_.size()) return false;
        node = buckets_[lowest_];
        buckets_[lowest_] = nodes_[node].next;
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
    Capacity capacity_;  // the supermove rule moves are generated under
    std::vector<Node> nodes_;
    std::vector<Board> boards_;           // expanded positions, the root first
    BasicBaseStore<R> bases_;             // the first boards' bases
    std::uint32_t bestNode_ = 0;          // bestPath's node
    int bestScore_ = 0;                   // its estimate
    std::vector<std::uint32_t> buckets_;  // each bucket's last node queued
    std::size_t lowest_ = 0;
    SeenSet<> seen_;
    SearchStats stats_;
    Outcome outcome_ = Outcome::Unknown;
    std::vector<Move> solution_;
};

using BestFirstSearch = BasicBestFirst<Standard>;

}  // namespace freecell::bot
