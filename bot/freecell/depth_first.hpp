// A depth-first scan for a FreeCell solution. At each position it tries the
// moves in an order (groups of kinds of move, and within a group the child
// that looks closest to won first) and descends into the first child it has
// not visited; it keeps no queue, so a position costs less than in the
// best-first search, but a wrong turn early costs a whole subtree. The
// solver runs it for a short while before the best-first searches and
// again in turns with them (solver.hpp, docs/freecell-solver.md).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "bot/freecell/best_first.hpp"
#include "common/random.hpp"

namespace freecell::bot {

// The kinds of move, as a scan's order names them.
enum MoveKind : std::uint8_t {
    ToHome,         // '0': a card to its foundation (one autoplay did not take)
    Uncovers,       // '1': a move that leaves a card for home on top of its cascade
    CellToCard,     // '2': a free cell's card onto a cascade's top card
    CascadeToCard,  // '3': a cascade's run, or part of it, onto another's top card
    ToEmpty,        // '4': cards into an empty cascade
    ToCell,         // '5': a cascade's top card into a free cell
    MoveKinds
};

// Groups of kinds in the order a scan tries them: "0[12345]" tries the
// moves home first, then all the others, best-looking child first.
struct MoveOrder {
    std::uint8_t groupOf[MoveKinds] = {};

    // False (and `order` untouched) unless `text` names every kind once.
    static bool parse(const std::string& text, MoveOrder& order) {
        MoveOrder o;
        bool named[MoveKinds] = {}, open = false;
        int group = 0;
        for (char ch : text) {
            if (ch == '[' || ch == ']') {
                if (open == (ch == '[')) return false;
                open = !open;
                group += !open;
                continue;
            }
            int kind = ch - '0';
            if (kind < 0 || kind >= MoveKinds || named[kind]) return false;
            named[kind] = true;
            o.groupOf[kind] = std::uint8_t(group);
            group += !open;
        }
        if (open || std::count(named, named + MoveKinds, false)) return false;
        order = o;
        return true;
    }
};

inline MoveKind kindOf(const Board& b, Move m, int count) {
    if (m.to == HomeLoc) return ToHome;
    if (isCascade(m.from)) {
        int left = b.len[m.from] - count;
        if (left > 0 && goesHome(b, b.at(m.from, left - 1))) return Uncovers;
    }
    if (isCell(m.to)) return ToCell;
    if (b.len[m.to] == 0) return ToEmpty;
    return isCell(m.from) ? CellToCard : CascadeToCard;
}

// Scans over one store mark the positions each has visited with a bit of
// their own: a scan skips what it has visited, not what the others have, so
// each runs as it would alone while every position is stored once.
class ScanStore {
public:
    // Marks the key visited by the scans in `bit`; false if it already was.
    bool visit(std::uint64_t key, std::uint8_t bit) {
        if (keys_.empty()) keys_.assign(1 << 12, 0), marks_.assign(1 << 12, 0);  // only once a scan runs
        if (key == 0) key = 1;
        if (2 * (size_ + 1) > keys_.size()) grow();
        std::size_t i = slot(key);
        if (keys_[i] == 0) keys_[i] = key, ++size_;
        if (marks_[i] & bit) return false;
        marks_[i] = std::uint8_t(marks_[i] | bit);
        return true;
    }
    std::size_t bytes() const { return keys_.capacity() * sizeof(std::uint64_t) + marks_.capacity(); }

private:
    std::size_t slot(std::uint64_t key) const {
        std::size_t mask = keys_.size() - 1, i = key & mask;
        while (keys_[i] != 0 && keys_[i] != key) i = (i + 1) & mask;
        return i;
    }
    void grow() {
        std::vector<std::uint64_t> keys(keys_.size() * 2, 0);
        std::vector<std::uint8_t> marks(keys.size(), 0);
        keys.swap(keys_), marks.swap(marks_);
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i]) {
                std::size_t j = slot(keys[i]);
                keys_[j] = keys[i], marks_[j] = marks[i];
            }
    }

    std::vector<std::uint64_t> keys_;
    std::vector<std::uint8_t> marks_;
    std::size_t size_ = 0;
};

class DepthFirstScan {
public:
    // `bit` is this scan's mark in the store; `seed` 0 breaks ties between
    // equal-looking children by the generator's order, another seed adds a
    // little noise to every estimate, so that scans with the same weights
    // still part ways.
    DepthFirstScan(const Board& start, Autoplay mode, Capacity capacity, SearchWeights weights, MoveOrder order,
                   std::uint64_t seed, ScanStore& store, std::uint8_t bit)
        : mode_(mode), capacity_(capacity), weights_(weights), order_(order), rng_(seed), noise_(seed != 0),
          store_(store), bit_(bit) {
        Board b = start;
        autoplay(b, mode_);
        store_.visit(positionKey(b), bit_);
        if (b.won()) outcome_ = Outcome::Winnable;
        else enter(b);
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
        int rank;  // group, then estimate: lower is tried first
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
            if (h != WonRank) h = h * 4 + (noise_ ? int(rng_.below(9)) : 0) + order_.groupOf[kindOf(b, m, count)] * (1 << 24);
            c.rank = h;
        });
        // A handful of children: insertion sort, stable.
        for (int i = 1; i < f.count; ++i)
            for (int j = i; j > 0 && f.children[j].rank < f.children[j - 1].rank; --j)
                std::swap(f.children[j], f.children[j - 1]);
    }

    Autoplay mode_;
    Capacity capacity_;
    SearchWeights weights_;
    MoveOrder order_;
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
