// The positions a search has already met, by their 64-bit keys, with a value
// beside each key where a search wants one: the best-first searches' seen
// positions, the beams' layers, the depth-first scans' marks.
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace freecell::bot {

// A key alone: SeenSet<> keeps 8 bytes a position and no value.
struct NoValue {};

// Open addressing with linear probing. Key 0 marks an empty slot, so a real
// key of 0 is stored as 1 (one position in 2^64 merges with another; a
// solution is always replayed and checked, so a merge can only hide a path,
// never produce a wrong one). Nothing is allocated until the first key comes.
template <class Value = NoValue>
class SeenSet {
public:
    // The key's value (Value{} when the key is new), and whether it is new.
    std::pair<Value*, bool> emplace(std::uint64_t key) {
        if (key == 0) key = 1;
        if (2 * (size_ + 1) > keys_.size()) grow();
        std::size_t i = slot(key);
        bool added = keys_[i] == 0;
        if (added) keys_[i] = key, ++size_;
        return {valueAt(i), added};
    }
    // Adds the key; false if it was already there.
    bool insert(std::uint64_t key) { return emplace(key).second; }
    bool contains(std::uint64_t key) const {
        if (keys_.empty()) return false;
        if (key == 0) key = 1;
        return keys_[slot(key)] == key;
    }
    // Empty again, its table kept: in time proportional to the table, not to the keys ever added.
    void clear() {
        if (size_) std::fill(keys_.begin(), keys_.end(), 0);
        size_ = 0;
    }

    std::size_t size() const { return size_; }
    std::size_t bytes() const {
        return keys_.capacity() * sizeof(std::uint64_t) + (HasValue ? values_.capacity() * sizeof(Value) : 0);
    }

private:
    static constexpr bool HasValue = !std::is_same<Value, NoValue>::value;
    // Small to start: most deals need a few thousand positions, and clearing a
    // large table would cost more than searching them.
    static constexpr std::size_t FirstSlots = 1 << 12;

    std::size_t slot(std::uint64_t key) const {
        std::size_t mask = keys_.size() - 1, i = key & mask;
        while (keys_[i] != 0 && keys_[i] != key) i = (i + 1) & mask;
        return i;
    }
    Value* valueAt(std::size_t i) {
        static Value none;  // NoValue: nothing is kept
        if constexpr (HasValue)
            return &values_[i];
        else
            return &none;
    }
    void grow() {
        std::vector<std::uint64_t> keys(keys_.empty() ? FirstSlots : keys_.size() * 2, 0);
        std::vector<Value> values;
        if constexpr (HasValue) values.assign(keys.size(), Value{});
        keys.swap(keys_), values.swap(values_);
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i]) {
                std::size_t j = slot(keys[i]);
                keys_[j] = keys[i];
                if constexpr (HasValue) values_[j] = values[i];
            }
    }

    std::vector<std::uint64_t> keys_;
    std::vector<Value> values_;  // beside keys_, slot for slot (empty for NoValue)
    std::size_t size_ = 0;
};

}  // namespace freecell::bot
