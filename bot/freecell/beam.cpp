// The beam search and the shortening phase (beam.hpp).
#include "bot/freecell/beam.hpp"

#include <algorithm>
#include <chrono>

namespace freecell::bot {

BeamPass BeamSearch::run(const Board& start, std::size_t width, int bound, const SearchWeights& w,
                         Clock::time_point deadline, std::uint64_t budget) {
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

std::size_t BeamSearch::bytes() const {
    std::size_t n = kept_.bytes() + layer_.bytes() + (cur_.capacity() + next_.capacity()) * sizeof(Board) +
        children_.capacity() * sizeof(Child);
    for (const auto& l : links_) n += l.capacity() * sizeof(Link);
    return n;
}

bool wins(Board b, const std::vector<Move>& moves, Autoplay mode, Capacity capacity) {
    autoplay(b, mode);
    for (Move m : moves)
        if (!apply(b, m, mode, capacity)) return false;
    return b.won();
}

Improver::Improver(const Board& start, Autoplay mode, ImproveConfig config, Capacity capacity)
    : start_(start), mode_(mode), capacity_(capacity), config_(std::move(config)), beam_(mode, capacity) {
    if (config_.weights.empty()) config_.weights.push_back(SearchWeights{});
}

void Improver::run(std::vector<Move>& best, Clock::time_point deadline) {
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

}  // namespace freecell::bot
