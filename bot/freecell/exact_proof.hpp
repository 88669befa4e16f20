// A proof that a deal cannot be won, for any game the engine takes
// (board.hpp's Standard, family/engine_rules.hpp): every position reachable
// is visited, each told apart from the others by its whole contents, so
// "unwinnable" is a proof, not a guess from 64-bit keys. Every move is
// tried, parts of runs into spaces included; cards go home by themselves
// only where no card still out could need them (R::safeHome).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <vector>

#include "bot/common/solve_result.hpp"
#include "bot/freecell/position_key.hpp"
#include "games/freecell/rules.hpp"

namespace freecell::bot {

// Positions by their contents, whatever the order of cascades and cells: the
// canonical bytes (cells sorted, then the cascades in the order of their
// deepest cards, each ended by a byte no card has) kept one after another in
// one array. With one deck no two cascades have the same deepest card, so
// that order is the same whatever order the cascades came in.
template <class R>
class ExactSet {
public:
    using Board = BasicBoard<R>;

    // Adds the position; false if it was there.
    bool insert(const Board& b) {
        std::uint8_t bytes[MaxBytes];
        const int n = canonical(b, bytes);
        if (2 * (size_ + 1) > slots_.size()) grow();
        const std::uint64_t h = hashOf(bytes, n);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = std::size_t(h) & mask;; i = (i + 1) & mask) {
            const std::uint32_t at = slots_[i];
            if (at == 0) {
                slots_[i] = std::uint32_t(store_.size() + 1);
                store_.push_back(std::uint8_t(n));
                store_.insert(store_.end(), bytes, bytes + n);
                ++size_;
                return true;
            }
            if (store_[at - 1] == n && std::memcmp(&store_[at], bytes, std::size_t(n)) == 0) return false;
        }
    }
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return store_.capacity() + slots_.capacity() * sizeof(std::uint32_t); }

private:
    static constexpr int MaxBytes = R::Cells + DeckSize + R::Cascades;
    static constexpr std::uint8_t End = 0xff;

    static int canonical(const Board& b, std::uint8_t* out) {
        int n = 0;
        std::array<Card, R::Cells> cells = b.cell;
        std::sort(cells.begin(), cells.end());
        for (Card c : cells) out[n++] = c;
        // Each cascade's deepest card (0 if empty) and its number, sorted.
        int starts[R::Cascades];
        std::uint16_t order[R::Cascades];
        for (int col = 0, s = 0; col < R::Cascades; s += b.len[col], ++col)
            starts[col] = s, order[col] = std::uint16_t((b.len[col] ? b.cards[std::size_t(s)] : 0) << 8 | col);
        std::sort(order, order + R::Cascades);
        for (std::uint16_t o : order) {
            const int col = o & 0xff;
            std::memcpy(out + n, b.cards.data() + starts[col], b.len[col]);
            n += b.len[col];
            out[n++] = End;
        }
        return n;
    }
    static std::uint64_t hashOf(const std::uint8_t* p, int n) {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL;
        for (int i = 0; i < n; i += 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, p + i, std::size_t(std::min(8, n - i)));
            h = splitMix64(h ^ word);
        }
        return h;
    }
    void grow() {
        std::vector<std::uint32_t> bigger(std::max<std::size_t>(1 << 12, slots_.size() * 2), 0);
        const std::size_t mask = bigger.size() - 1;
        for (std::uint32_t at : slots_) {
            if (!at) continue;
            std::size_t i = std::size_t(hashOf(&store_[at], store_[at - 1])) & mask;
            while (bigger[i]) i = (i + 1) & mask;
            bigger[i] = at;
        }
        slots_.swap(bigger);
    }

    std::vector<std::uint8_t> store_;   // each position: its length, then its bytes
    std::vector<std::uint32_t> slots_;  // 1 + where a position starts in store_, 0 if free
    std::size_t size_ = 0;
};

// Depth first over every position reachable from the start, up to `limit`
// of them: Unwinnable when all were visited and none is won, Winnable at a
// won one (found, not the path), Unknown at the limit or the deadline.
template <class R>
class ExactProof {
public:
    using Board = BasicBoard<R>;
    using Status = patience::bot::SolveStatus::Status;

    ExactProof(const Board& start, std::size_t limit) : limit_(limit) {
        Board b = start;
        autoplay(b, Autoplay::Safe);
        seen_.insert(b);
        stack_.push_back(b);
    }

    Status run(std::chrono::steady_clock::time_point deadline) {
        for (std::size_t visited = 0;; ++visited) {
            if (stack_.empty()) return Status::Unwinnable;
            if ((visited & 255) == 0 && std::chrono::steady_clock::now() >= deadline) return Status::Unknown;
            const Board parent = stack_.back();
            stack_.pop_back();
            if (parent.won()) return Status::Winnable;
            forEachMove<true>(parent, true, Capacity::Doubling, [&](Move m, int count) {
                Board child = parent;
                play(child, m, count);
                autoplay(child, Autoplay::Safe);
                if (seen_.insert(child)) stack_.push_back(child);
            });
            if (seen_.size() > limit_) return Status::Unknown;
        }
    }
    std::size_t positions() const { return seen_.size(); }

private:
    std::size_t limit_;
    ExactSet<R> seen_;
    std::vector<Board> stack_;
};

}  // namespace freecell::bot
