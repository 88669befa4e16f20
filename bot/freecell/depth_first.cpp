#include "bot/freecell/depth_first.hpp"

namespace freecell::bot {

DepthFirstScan::DepthFirstScan(const Board& start, Autoplay mode, Capacity capacity, SearchWeights weights,
                               std::uint64_t seed, ScanStore& store, std::uint8_t bit)
    : mode_(mode), capacity_(capacity), weights_(weights), rng_(seed), noise_(seed != 0), store_(store), bit_(bit) {
    Board b = start;
    autoplay(b, mode_);
    store_.visit(positionKey(b), bit_);
    if (b.won())
        outcome_ = Outcome::Winnable;
    else
        enter(b);
}

Outcome DepthFirstScan::run(Clock::time_point deadline, std::uint64_t maxVisited) {
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

void DepthFirstScan::enter(const Board& b) {
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

}  // namespace freecell::bot
