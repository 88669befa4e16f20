// The set of positions a search has already queued, by their 64-bit keys.
#pragma once

#include <cstdint>
#include <vector>

namespace freecell::bot {

// Open addressing with linear probing; 8 bytes a position. Key 0 marks an
// empty slot, so a real key of 0 is stored as 1 (one position in 2^64 merges
// with another; a solution is always replayed and checked, so a merge can only
// hide a path, never produce a wrong one).
class SeenSet {
public:
    // Small to start: most deals need a few thousand positions, and clearing a
    // large table would cost more than searching them.
    explicit SeenSet(std::size_t initialSlots = 1 << 12) : slots_(initialSlots, 0) {}

    // Adds the key; false if it was already there.
    bool insert(std::uint64_t key) {
        if (key == 0) key = 1;
        if (2 * (size_ + 1) > slots_.size()) grow();
        std::size_t mask = slots_.size() - 1;
        for (std::size_t i = key & mask;; i = (i + 1) & mask) {
            if (slots_[i] == key) return false;
            if (slots_[i] == 0) {
                slots_[i] = key;
                ++size_;
                return true;
            }
        }
    }
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return slots_.size() * sizeof(std::uint64_t); }

private:
    void grow() {
        std::vector<std::uint64_t> old(slots_.size() * 2, 0);
        old.swap(slots_);
        size_ = 0;
        for (std::uint64_t k : old)
            if (k) insert(k);
    }

    std::vector<std::uint64_t> slots_;
    std::size_t size_ = 0;
};

}  // namespace freecell::bot
