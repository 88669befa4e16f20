// The keys a search has met: a set of 64-bit position keys, open addressing
// with linear probing, grown at half full. A search asks "new?" of every
// child it makes, and std::unordered_set spent a node allocation on each.
// Membership is all it offers, so a search that uses it goes exactly where
// it went with the standard set.
#pragma once

#include <cstdint>
#include <vector>

#include "common/hash.hpp"

namespace patience::bot {

class SeenSet {
public:
    explicit SeenSet(std::size_t expected = 1024);

    // true when `k` was not in the set (it is now).
    bool insert(std::uint64_t k) {
        if (k == 0) return zero_ ? false : (zero_ = true, ++size_, true);  // 0 marks an empty slot
        std::size_t mask = slots_.size() - 1;
        for (std::size_t i = slotOf(k, mask);; i = (i + 1) & mask) {
            if (slots_[i] == k) return false;
            if (!slots_[i]) {
                slots_[i] = k;
                if (2 * ++size_ > slots_.size()) grow();
                return true;
            }
        }
    }

private:
    // The keys are hashes already, but of few bits' difference at times: mix once more.
    static std::size_t slotOf(std::uint64_t k, std::size_t mask) { return std::size_t(mix64(k)) & mask; }

    void grow();

    std::vector<std::uint64_t> slots_;
    std::size_t size_ = 0;
    bool zero_ = false;
};

}  // namespace patience::bot
