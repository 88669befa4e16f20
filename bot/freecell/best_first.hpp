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
#include <cstring>
#include <memory>
#include <type_traits>
#include <optional>
#include <vector>

#include "bot/common/solve_result.hpp"
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
    int cascadeUsed = 10;   // each cascade that is not empty
    int belowRun = 0;       // each cascade card below its cascade's top run (the beam's main feature)
};

// Winnable; Unwinnable: every reachable position was searched; Unknown:
// stopped at the deadline or node limit, and run() again goes on.
using Outcome = patience::bot::SolveStatus::Status;

struct SearchStats {
    std::uint64_t expanded = 0, queued = 0;
    std::size_t bytes = 0;  // memory held by the search
};

// Summing up a cascade card by card, deepest first, for the estimate and the
// key. The state after any number of cards is the summary of that prefix.
struct CascadeScan {
    CascadeHash hash;
    std::uint8_t n = 0;
    std::uint8_t lowest = Ranks + 1;
    std::uint8_t blocking = 0;  // cards lying above a lower card
    std::uint8_t runs = 0;      // runs those cards form
    std::uint8_t run = 0;       // length of the run on top
    std::uint8_t need = 0;      // cards a foundation needs next...
    std::uint16_t needAt = 0;   // ...and the sum of their depths
    Card last = NoCard;

    void add(Card c, const std::array<std::uint8_t, Suits>& home) { add(&c, 1, home); }
    void add(const Card* p, int k, const std::array<std::uint8_t, Suits>& home) { addInto(p, k, home, *this); }
    // The summary after the next k cards, deepest first, written to `out`
    // field by field: the summary is kept in registers while they are added
    // (this runs for every card of every scan), and a copy of it read back
    // whole just after its fields were stored one by one would stall.
    void addInto(const Card* p, int k, const std::array<std::uint8_t, Suits>& home, CascadeScan& out) const {
        unsigned lo = lowest, block = blocking, rs = runs, rn = run, nd = need, at = needAt, count = n;
        Card prev = last;
        std::uint64_t h = hash.h, word = hash.word;
        for (int i = 0; i < k; ++i) {
            const Card c = p[i];
            word = word << 6 | c;
            if (CascadeHash::full(word)) h = splitMix64(h ^ word), word = 0;
            const unsigned r = unsigned(rankOf(c));
            const bool onLast = stacksOn(c, prev);
            if (r > lo) {
                ++block;
                rs += !onLast;
            } else lo = r;
            if (home[suitOf(c)] + 1u == r) ++nd, at += count;
            rn = onLast ? rn + 1 : 1;
            prev = c;
            ++count;
        }
        out.hash.h = h, out.hash.word = word;
        out.lowest = std::uint8_t(lo), out.blocking = std::uint8_t(block), out.runs = std::uint8_t(rs);
        out.run = std::uint8_t(rn), out.need = std::uint8_t(nd), out.needAt = std::uint16_t(at);
        out.n = std::uint8_t(count), out.last = prev;
    }
    // Cards above the next cards of the foundations.
    int dig() const { return need * (n - 1) - needAt; }

    bool operator==(const CascadeScan& o) const {
        return hash.h == o.hash.h && hash.word == o.hash.word && n == o.n &&
               lowest == o.lowest && blocking == o.blocking && runs == o.runs && run == o.run && need == o.need &&
               needAt == o.needAt && last == o.last;
    }
};
static_assert(sizeof(CascadeScan) <= 32, "an expansion copies one a card, and a position keeps eight");

// The cascades' summaries added up.
struct Totals {
    std::uint64_t key = 0;  // the cascades' part of the position's key (kept by the caller)
    int blocking = 0, runs = 0, dig = 0, belowRun = 0;

    void add(const CascadeScan& c, int sign) {
        blocking += sign * c.blocking;
        belowRun += sign * (c.n - c.run);
        runs += sign * c.runs;
        dig += sign * c.dig();
    }
    bool operator==(const Totals& o) const {
        return key == o.key && blocking == o.blocking && runs == o.runs && dig == o.dig && belowRun == o.belowRun;
    }
};

// How far a position looks from won, weighted. A card above a lower card of
// its own cascade must move before that lower card can go home, and blocking
// cards in one run can move together; an occupied cell is room taken from
// supermoves, an empty cascade doubles it.
inline int estimate(int cardsHome, int freeCells, int emptyCascades, const Totals& t, const SearchWeights& w) {
    return w.notHome * (DeckSize - cardsHome) + w.blocking * t.blocking + w.blockingRuns * t.runs +
           w.cellUsed * (Cells - freeCells) + w.dig * t.dig + w.cascadeUsed * (Cascades - emptyCascades) +
           w.belowRun * t.belowRun;
}

inline int estimate(const Board& b, const SearchWeights& w) {
    Totals t;
    const Card* p = b.cards.data();
    for (int col = 0; col < Cascades; ++col) {
        CascadeScan scan;
        for (int i = 0; i < b.len[col]; ++i) scan.add(p[i], b.home);
        t.add(scan, 1);
        p += b.len[col];
    }
    return estimate(b.cardsHome(), b.freeCells(), b.emptyCascades(), t, w);
}

// A position about to be expanded, scanned so that most of its children can
// be keyed and estimated without being built. A move changes only the two
// places it names (cards leave a cascade's top and arrive on a top), and if
// it sends no card home and uncovers none that autoplay takes, the home
// cards stay as they are: the child's cascades are then a prefix of the
// parent's, or the parent's with the moved cards added.
class Expansion {
public:
    // A position scanned in full.
    Expansion(const Board& parent, Autoplay mode) : parent_(parent), mode_(mode) { scan(nullptr, ~0u); }

    // The position `before` led to by a move and its autoplay, whose bases
    // (see bases()) are given. Only what changed is scanned again: a cascade
    // gains cards on its top run, or loses them from it, and keeps its cards
    // below. But one whose whole run left has a new run; and when a
    // foundation moved, the cascade below whose run its next card lies
    // counts that card as needed now (the card it needed before went home
    // from a top or a cell, so no cards below a run counted it).
    Expansion(const Board& parent, Autoplay mode, const Board& before, const CascadeScan* beforeBases)
        : parent_(parent), mode_(mode) {
        unsigned rescan = 0;
        for (int col = 0; col < Cascades; ++col) rescan |= unsigned(parent.len[col] <= beforeBases[col].n) << col;
        const int onBoard = parent.onBoard();
        for (int suit = 0; suit < Suits; ++suit) {
            if (parent.home[suit] == before.home[suit] || parent.home[suit] == Ranks) continue;
            const void* at = std::memchr(parent.cards.data(), makeCard(parent.home[suit] + 1, suit), std::size_t(onBoard));
            if (!at) continue;  // in a cell
            int col = 0, i = int(static_cast<const Card*>(at) - parent.cards.data());
            for (; i >= parent.len[col]; ++col) i -= parent.len[col];
            if (i < beforeBases[col].n) rescan |= 1u << col;
        }
        scan(beforeBases, rescan);
    }
    // It points into itself.
    Expansion(const Expansion&) = delete;
    Expansion& operator=(const Expansion&) = delete;

    // The length of each cascade's top run.
    const std::uint8_t* runs() const { return runs_; }

    // Each cascade's scan of the cards below its top run, into out[0..8).
    // Kept with an expanded position, they spare its children's expansions
    // those cards.
    void bases(void* out) const {
        for (int col = 0; col < Cascades; ++col)
            std::memcpy(static_cast<char*>(out) + col * sizeof(CascadeScan), &kept_[col][0], sizeof(CascadeScan));
    }

    // Whether this expansion's scans are those a full scan finds: what the
    // bases it reused must never change (checked after every expansion in
    // Debug builds, and by the tests on positions of random games).
    bool agreesWithFullScan() const {
        const Expansion full(parent_, mode_);
        for (int col = 0; col < Cascades; ++col) {
            if (keep_[col] != full.keep_[col]) return false;
            for (int n = keep_[col]; n <= parent_.len[col]; ++n)
                if (!(prefix(col, n) == full.prefix(col, n))) return false;
        }
        return totals_ == full.totals_ && cellsKey_ == full.cellsKey_;
    }

    struct Child {
        std::uint64_t key;
        int estimate;
    };
    // The child move m (carrying `count` cards) leads to; nullopt when a card
    // goes home, by the move or by autoplay: then it must be built.
    std::optional<Child> child(Move m, int count, const SearchWeights& w) const {
        auto key = childKey(m, count);
        if (!key) return std::nullopt;
        return Child{*key, childEstimate(m, count, w)};
    }

    // A child that child() leaves out, whose move sends a card home or
    // uncovers one that autoplay takes, without building its board: autoplay
    // is played out on the cascades' lengths and the cells, and the cards
    // above those the foundations need next are counted afresh (the scans
    // counted them for the parent's foundations).
    struct HomeChild {
        std::uint64_t key;
        int estimate;
        bool won;
    };
    HomeChild homeChild(Move m, int count, const SearchWeights& w) const {
        const Board& b = parent_;
        std::array<std::uint8_t, Suits> home = b.home;
        std::array<Card, Cells> cell = b.cell;
        int len[Cascades];
        const Card* column[Cascades];
        for (int col = 0; col < Cascades; ++col) len[col] = b.len[col], column[col] = column_[col];
        Card one, grown[DeckSize];
        const Card* moved = &one;
        if (isCascade(m.from)) {
            len[m.from] -= count;
            moved = column_[m.from] + len[m.from];
        } else {
            one = cell[m.from - FirstCell];
            cell[m.from - FirstCell] = NoCard;
        }
        if (m.to == HomeLoc) home[suitOf(*moved)]++;
        else if (isCell(m.to)) cell[m.to - FirstCell] = *moved;
        else {
            std::memcpy(grown, column_[m.to], std::size_t(len[m.to]));
            std::memcpy(grown + len[m.to], moved, std::size_t(count));
            column[m.to] = grown, len[m.to] += count;
        }
        // Autoplay, as autoplay() plays it.
        for (bool again = mode_ != Autoplay::None; again;) {
            again = false;
            for (Card& c : cell)
                if (autoplays(home, c, mode_)) home[suitOf(c)]++, c = NoCard, again = true;
            for (int col = 0; col < Cascades; ++col)
                if (len[col] && autoplays(home, column[col][len[col] - 1], mode_))
                    home[suitOf(column[col][--len[col]])]++, again = true;
        }
        // The cascades that changed, scanned from their kept prefixes where
        // they can be.
        Totals t = totals_;
        int empties = 0, freeCells = 0, cardsHome = 0;
        std::uint64_t key = totals_.key;
        for (int col = 0; col < Cascades; ++col) {
            const int n = len[col], was = b.len[col];
            empties += n == 0;
            if (n == was && column[col] == column_[col]) continue;
            const CascadeScan& before = prefix(col, was);
            CascadeScan after;
            if (n > was) {
                after = before;
                after.add(column[col] + was, n - was, b.home);
            } else if (n >= keep_[col]) after = prefix(col, n);
            else after.add(column[col], n, b.home);  // autoplay took cards from below the run
            t.add(before, -1);
            t.add(after, 1);
            key += after.hash.key() - before.hash.key();
        }
        for (Card c : cell) key += cellKey(c), freeCells += c == NoCard;
        // Cards above the next card of each foundation. The scans counted
        // those of the foundations that did not move (the card one that
        // moved needed is home, on no cascade). The next card of one that
        // moved is where it was in the parent unless this move carried it:
        // autoplay took none of the cards below it, only some above.
        const int onBoard = int(column_[Cascades - 1] - b.cards.data()) + b.len[Cascades - 1];
        for (int suit = 0; suit < Suits; ++suit) {
            cardsHome += home[suit];
            if (home[suit] == b.home[suit] || home[suit] == Ranks) continue;
            const Card x = makeCard(home[suit] + 1, suit);
            const void* at = std::memchr(b.cards.data(), x, std::size_t(onBoard));
            int col, i;
            if (!at) {  // in a cell: still there, or carried onto a cascade
                if (!isCascade(m.to) || isCascade(m.from) || one != x) continue;
                col = m.to, i = b.len[m.to];
            } else {
                i = int(static_cast<const Card*>(at) - b.cards.data());
                for (col = 0; i >= b.len[col]; ++col) i -= b.len[col];
                if (col == m.from && i >= b.len[col] - count) {  // carried by the move
                    if (!isCascade(m.to)) continue;  // into a cell
                    i += b.len[m.to] - (b.len[col] - count), col = m.to;
                }
            }
            t.dig += len[col] - 1 - i;
        }
        return {key, estimate(cardsHome, freeCells, empties, t, w), cardsHome == DeckSize};
    }

    // Its key alone, so that a search can skip the estimate of a child it
    // has seen; nullopt as for child().
    std::optional<std::uint64_t> childKey(Move m, int count) const {
        const Board& b = parent_;
        if (m.to == HomeLoc) return std::nullopt;
        std::uint64_t key = totals_.key + cellsKey_;
        const Card* moved;
        if (isCascade(m.from)) {
            int left = b.len[m.from] - count;
            if (left > 0 && autoplays(b, column_[m.from][left - 1], mode_)) return std::nullopt;
            key += prefix(m.from, left).hash.key() - prefix(m.from, b.len[m.from]).hash.key();
            moved = column_[m.from] + left;
        } else {
            moved = &b.cell[m.from - FirstCell];
            key += cellKey(NoCard) - cellKey(*moved);
        }
        if (isCascade(m.to)) {
            CascadeHash grown = prefix(m.to, b.len[m.to]).hash;
            for (int i = 0; i < count; ++i) grown.add(moved[i]);
            key += grown.key() - prefix(m.to, b.len[m.to]).hash.key();
        } else key += cellKey(*moved) - cellKey(NoCard);
        return key;
    }

    // Its estimate, for a move childKey() keys.
    int childEstimate(Move m, int count, const SearchWeights& w) const {
        const Board& b = parent_;
        Totals t = totals_;
        int freeCells = freeCells_, empties = empties_;
        const Card* moved;
        if (isCascade(m.from)) {
            int left = b.len[m.from] - count;
            t.add(prefix(m.from, b.len[m.from]), -1);
            t.add(prefix(m.from, left), 1);
            empties += left == 0;
            moved = column_[m.from] + left;
        } else {
            moved = &b.cell[m.from - FirstCell];
            ++freeCells;
        }
        if (isCascade(m.to)) {
            CascadeScan grown = prefix(m.to, b.len[m.to]);
            for (int i = 0; i < count; ++i) grown.add(moved[i], b.home);
            t.add(prefix(m.to, b.len[m.to]), -1);
            t.add(grown, 1);
            empties -= b.len[m.to] == 0;
        } else --freeCells;
        return estimate(cardsHome_, freeCells, empties, t, w);
    }

private:
    // Scan the parent's cascades, but for those not in `rescan`, whose bases
    // are taken from `reuse`.
    void scan(const CascadeScan* reuse, unsigned rescan) {
        const Card* p = parent_.cards.data();
        for (int col = 0; col < Cascades; ++col) {
            int n = parent_.len[col];
            column_[col] = p;
            // Cards leave only as part of the top run: only prefixes that
            // keep at least the cards below it are ever needed.
            CascadeScan* kept = kept_[col];
            int keep;
            if (reuse && !(rescan >> col & 1)) {
                std::memcpy(static_cast<void*>(kept), reuse + col, sizeof *kept);
                keep = kept->n;
            } else {
                keep = n - runLength(p + n, n);
                CascadeScan().addInto(p, keep, parent_.home, *kept);
            }
            keep_[col] = keep;
            runs_[col] = std::uint8_t(n - keep);
            for (int i = keep; i < n; ++i, ++kept) kept->addInto(p + i, 1, parent_.home, kept[1]);
            totals_.add(*kept, 1);
            totals_.key += kept->hash.key();
            p += n;
        }
        for (Card c : parent_.cell) cellsKey_ += cellKey(c);
        cardsHome_ = parent_.cardsHome(), freeCells_ = parent_.freeCells(), empties_ = parent_.emptyCascades();
    }

    // The scan of the first n cards of a cascade (n at least keep_[col]).
    const CascadeScan& prefix(int col, int n) const { return kept_[col][n - keep_[col]]; }

    const Board& parent_;
    Autoplay mode_;
    const Card* column_[Cascades];
    int keep_[Cascades];  // cards below each cascade's top run
    std::uint8_t runs_[Cascades];  // and the cards in it
    // Each cascade's scans after keep_..len cards (a run is at most 13 cards).
    // Left uninitialised, the constructor writes what is read: this is made
    // for every position the search expands.
    union Kept {
        Kept() {}
        CascadeScan at[Cascades][Ranks + 1];
    } keptScans_;
    CascadeScan (*kept_)[Ranks + 1] = keptScans_.at;
    Totals totals_;
    std::uint64_t cellsKey_ = 0;
    int cardsHome_, freeCells_, empties_;
};

// The bases of the first positions expanded (Expansion::bases), eight scans
// each, in blocks that are never moved or zeroed: a vector's growth, copying
// and clearing them, cost more than the scans they saved.
class BaseStore {
public:
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return blocks_.size() * BlockBytes; }
    const CascadeScan* at(std::size_t i) const {
        return reinterpret_cast<const CascadeScan*>(blocks_[i / Block].get() + i % Block * Cascades);
    }
    // Room for the next position's bases; nullptr when the store is full
    // (then children scan in full). 16,384 positions, 4 MB: nearly every
    // deal's first solution, while a search that runs on, as for a proof,
    // keeps within the memory it had before.
    void* add() {
        if (size_ == blocks_.size() * Block) {
            if (blocks_.size() == MaxBlocks) return nullptr;
            blocks_.emplace_back(new Slot[BlockBytes / sizeof(Slot)]);
        }
        const std::size_t i = size_++;
        return blocks_[i / Block].get() + i % Block * Cascades;
    }

private:
    static constexpr std::size_t Each = Cascades * sizeof(CascadeScan), Block = 256, MaxBlocks = 64;
    static constexpr std::size_t BlockBytes = Block * Each;
    using Slot = std::aligned_storage_t<sizeof(CascadeScan), alignof(CascadeScan)>;
    std::vector<std::unique_ptr<Slot[]>> blocks_;
    std::size_t size_ = 0;
};

class BestFirstSearch {
public:
    BestFirstSearch(const Board& start, Autoplay mode, SearchWeights weights, Capacity capacity = Capacity::Doubling)
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
        const Expansion expansion = before < bases_.size()
                                        ? Expansion(parent, mode_, boards_[before], bases_.at(before))
                                        : Expansion(parent, mode_);
        assert(expansion.agreesWithFullScan());
        if (bases_.size() == node.board)
            if (void* room = bases_.add()) expansion.bases(room);
        const std::uint16_t depth = std::uint16_t(nodes_[index].depth + 1);
        forEachMove(parent, true, capacity_, [&](Move m, int count) {
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
            } else push(child, h + weights_.pathMove * depth);
        }, expansion.runs());
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
        if (!isCascade(m.from) || !isCascade(m.to)) return 1;
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
    std::vector<Board> boards_;                // expanded positions, the root first
    BaseStore bases_;                          // the first boards' bases
    std::uint32_t bestNode_ = 0;  // bestPath's node
    int bestScore_ = 0;           // its estimate
    std::vector<std::uint32_t> buckets_;  // each bucket's last node queued
    std::size_t lowest_ = 0;
    SeenSet<> seen_;
    SearchStats stats_;
    Outcome outcome_ = Outcome::Unknown;
    std::vector<Move> solution_;
};

}  // namespace freecell::bot
