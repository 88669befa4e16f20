// The positions a depth-first solver has seen fail, each with the largest
// discrepancy budget it failed with (bot/common/discrepancy.hpp), so that a
// later visit with no more budget is cut at once. Shared by the Calculation
// and gallery solvers.
//
// A fixed table (open addressing, linear probing) of 128-bit keys compared
// whole: the key is the position itself (the gallery) or two independent
// hashes of it (Calculation). Clearing touches only the slots in use, so a
// solver can keep one large table over many short solves.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "common/hash.hpp"

namespace patience::bot {

struct Key128 {
    std::uint64_t lo = 0, hi = 0;
    bool operator==(const Key128& o) const { return lo == o.lo && hi == o.hi; }
};

class FailedTable {
public:
    static constexpr int Absent = -1;

    // 2^bits slots (17 bytes each); at three quarters full it takes no more.
    explicit FailedTable(int bits);

    // The largest budget `k` failed with, or Absent.
    int budgetOf(const Key128& k) const {
        for (std::size_t i = slotOf(k);; i = (i + 1) & mask_) {
            if (!used_[i]) return Absent;
            if (keys_[i] == k) return budgets_[i];
        }
    }

    // `k` failed with `budget` (0..255); a larger budget already kept stays.
    // Full: the failure is not kept, which only costs a search again.
    void remember(const Key128& k, int budget) {
        std::size_t i = slotOf(k);
        for (; used_[i]; i = (i + 1) & mask_)
            if (keys_[i] == k) {
                budgets_[i] = std::uint8_t(std::max<int>(budgets_[i], budget));
                return;
            }
        if (filled_.size() * 4 >= mask_ * 3) return;
        used_[i] = true;
        keys_[i] = k;
        budgets_[i] = std::uint8_t(budget);
        filled_.push_back(std::uint32_t(i));
    }

    void clear();
    std::size_t size() const { return filled_.size(); }

private:
    std::size_t slotOf(const Key128& k) const { return std::size_t(mix64(k.lo ^ mix64(k.hi))) & mask_; }

    std::size_t mask_;
    std::unique_ptr<Key128[]> keys_;
    std::unique_ptr<std::uint8_t[]> budgets_;
    std::vector<bool> used_;
    std::vector<std::uint32_t> filled_;  // the slots in use, to clear only those
};

}  // namespace patience::bot
