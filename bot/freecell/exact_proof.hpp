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

// Positions by their contents, whatever the order of cascades and cells.
// With one deck every card is one of a kind, so a position is told by what
// lies under each card: the card below it in its cascade, nothing (it is a
// cascade's deepest), a cell, or home. That is 52 bytes in the same order
// whichever cascade or cell holds what, with nothing to sort.
template <class R>
class ExactSet {
public:
    using Board = BasicBoard<R>;

    // Adds the position; false if it was there.
    bool insert(const Board& b) {
        std::uint8_t bytes[DeckSize];
        canonical(b, bytes);
        if (2 * (size_ + 1) > slots_.size()) grow();
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = std::size_t(hashOf(bytes)) & mask;; i = (i + 1) & mask) {
            const std::uint32_t at = slots_[i];
            if (at == 0) {
                slots_[i] = std::uint32_t(++size_);
                store_.insert(store_.end(), bytes, bytes + DeckSize);
                return true;
            }
            if (std::memcmp(&store_[std::size_t(at - 1) * DeckSize], bytes, DeckSize) == 0) return false;
        }
    }
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return store_.capacity() + slots_.capacity() * sizeof(std::uint32_t); }

private:
    static constexpr std::uint8_t Deepest = 0, InCell = 0xfe, Home = 0xff;

    // out[c - 1]: what lies under card c.
    static void canonical(const Board& b, std::uint8_t* out) {
        std::memset(out, Home, DeckSize);
        for (Card c : b.cell)
            if (c != NoCard) out[c - 1] = InCell;
        const Card* p = b.cards.data();
        for (int col = 0; col < R::Cascades; ++col) {
            Card below = Deepest;
            for (const Card* end = p + b.len[col]; p < end; ++p) out[*p - 1] = below, below = *p;
        }
    }
    static std::uint64_t hashOf(const std::uint8_t* p) {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL;
        for (int i = 0; i + 8 <= DeckSize; i += 8) {
            std::uint64_t word;
            std::memcpy(&word, p + i, 8);
            h = splitMix64(h ^ word);
        }
        std::uint32_t last;  // cards 49-52
        std::memcpy(&last, p + DeckSize - 4, 4);
        return splitMix64(h ^ last);
    }
    void grow() {
        std::vector<std::uint32_t> bigger(std::max<std::size_t>(1 << 12, slots_.size() * 2), 0);
        const std::size_t mask = bigger.size() - 1;
        for (std::uint32_t at = 1; at <= size_; ++at) {
            std::size_t i = std::size_t(hashOf(&store_[std::size_t(at - 1) * DeckSize])) & mask;
            while (bigger[i]) i = (i + 1) & mask;
            bigger[i] = at;
        }
        slots_.swap(bigger);
    }

    std::vector<std::uint8_t> store_;   // 52 bytes a position, in the order added
    std::vector<std::uint32_t> slots_;  // 1 + a position's number in store_, 0 if free
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
                autoplayAfter(child, m, Autoplay::Safe);
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
