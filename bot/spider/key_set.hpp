// A set of byte-string keys, each numbered in the order it was added: the
// analyser's positions of one layer (bot/spider/analyser/analyser.hpp). Keys are kept
// whole in one arena and compared whole, so two keys are the same entry only
// if they are equal (a proof of impossibility must not merge two positions
// on a hash); the table holds indices, probed linearly from a 64-bit hash.
// About half the memory of a std::unordered_map<std::string, int>, and
// fewer cache misses a lookup.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "common/hash.hpp"

namespace spider::bot {

class KeySet {
public:
    KeySet() : slots_(1024, 0) {}

    std::size_t size() const { return offsets_.size(); }
    std::string_view key(std::size_t i) const { return {arena_.data() + offsets_[i], std::size_t(lengths_[i])}; }

    // The number of `k`, adding it if it is new; `added` says which.
    std::size_t insert(std::string_view k, bool& added) {
        std::uint64_t h = hashOf(k);
        std::size_t mask = slots_.size() - 1;
        for (std::size_t s = h & mask;; s = (s + 1) & mask) {
            std::uint32_t entry = slots_[s];
            if (!entry) {
                added = true;
                slots_[s] = std::uint32_t(offsets_.size() + 1);
                offsets_.push_back(arena_.size());
                lengths_.push_back(std::uint16_t(k.size()));
                hashes_.push_back(h);
                arena_.insert(arena_.end(), k.begin(), k.end());
                if (2 * offsets_.size() > slots_.size()) grow();
                return offsets_.size() - 1;
            }
            if (hashes_[entry - 1] == h && key(entry - 1) == k) {
                added = false;
                return entry - 1;
            }
        }
    }

private:
    static std::uint64_t hashOf(std::string_view k) {
        std::uint64_t h = k.size();
        std::size_t i = 0;
        for (; i + 8 <= k.size(); i += 8) {
            std::uint64_t w;
            std::memcpy(&w, k.data() + i, 8);
            h = patience::mix64(h ^ w);
        }
        std::uint64_t tail = 0;
        std::memcpy(&tail, k.data() + i, k.size() - i);
        return patience::mix64(h ^ tail ^ 0x9e3779b97f4a7c15ULL);
    }

    void grow() {
        std::vector<std::uint32_t> bigger(slots_.size() * 2, 0);
        std::size_t mask = bigger.size() - 1;
        for (std::size_t i = 0; i < offsets_.size(); ++i) {
            std::size_t s = hashes_[i] & mask;
            while (bigger[s]) s = (s + 1) & mask;
            bigger[s] = std::uint32_t(i + 1);
        }
        slots_.swap(bigger);
    }

    std::vector<char> arena_;
    std::vector<std::size_t> offsets_;
    std::vector<std::uint16_t> lengths_;
    std::vector<std::uint64_t> hashes_;
    std::vector<std::uint32_t> slots_;  // 0 empty, else the entry's number + 1
};

}  // namespace spider::bot
