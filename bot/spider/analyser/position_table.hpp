// The exact search's positions (analyser/exact.hpp), each stored whole, so
// that "impossible" never rests on a hash: the ten columns' numbers
// (analyser/column_store.hpp) in ascending order, packed in as few bits as
// the numbers need, then the bits of progress the question asks for. With
// up to 65,536 distinct columns and no progress bits a record is 20 bytes.
//
// The records lie one after another in the order they were found, which is
// the breadth-first search's queue; each has the number of the record it
// came from (4 bytes), for the plan. An index of 4-byte slots (the record's
// number and 5 bits of its hash) finds a record; it grows by half when 80%
// full. Its insertion is defined in analyser/exact.cpp, beside the search's
// run that calls it.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

namespace spider::bot::exact {

class PositionTable {
public:
    // Records of `bytes` bytes each.
    explicit PositionTable(int bytes) : bytes_(bytes) { slots_.assign(1u << 16, 0); }

    int recordBytes() const { return bytes_; }
    std::size_t size() const { return size_; }
    std::size_t bytes() const {
        return blocks_.size() * (std::size_t(bytes_) + sizeof(std::uint32_t)) * PerBlock +
            slots_.capacity() * sizeof(std::uint32_t);
    }
    static constexpr int TagBits = 5;
    static constexpr std::uint32_t TagMask = (1u << TagBits) - 1;
    static constexpr std::size_t MaxRecords = (std::size_t(1) << (32 - TagBits)) - 2;

    std::uint64_t hashOf(const std::uint8_t* r) const {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL;
        int i = 0;
        for (; i + 8 <= bytes_; i += 8) {
            std::uint64_t w;
            std::memcpy(&w, r + i, 8);
            h = (h ^ w) * 0xbf58476d1ce4e5b9ULL;
            h ^= h >> 31;
        }
        std::uint64_t w = 0;
        std::memcpy(&w, r + i, std::size_t(bytes_ - i));
        h = (h ^ w) * 0x94d049bb133111ebULL;
        return h ^ (h >> 29);
    }
    // Asks for the index's cache line a record of hash `h` starts at.
    void prefetch(std::uint64_t h) const { __builtin_prefetch(slots_.data() + home(h)); }
    // Then for the records insert(h) will compare with (its index line read).
    void prefetchRecords(std::uint64_t h) const;

    const std::uint8_t* record(std::size_t i) const {
        return blocks_[i >> BlockBits].records.data() + (i & (PerBlock - 1)) * std::size_t(bytes_);
    }
    std::uint32_t parent(std::size_t i) const { return blocks_[i >> BlockBits].parents[i & (PerBlock - 1)]; }

    // Stores the record `r`, found from record `parent`; false if it was
    // there already.
    bool insert(const std::uint8_t* r, std::uint32_t parent) { return insert(r, hashOf(r), parent); }
    // The same with the record's hash (hashOf) known, after prefetch(h).
    bool insert(const std::uint8_t* r, std::uint64_t h, std::uint32_t parent);

    // Every record anew, `bytes` bytes each, `recode(old, new)` writing one.
    template <class F>
    void recode(int bytes, F&& recode);

private:
    // The slot a hash starts at: its high 32 bits scaled to the index's size.
    std::size_t home(std::uint64_t h) const { return std::size_t(((h >> 32) * std::uint64_t(slots_.size())) >> 32); }

    // Every record placed anew in an index of `slots` slots, in batches
    // whose index lines are asked for first (a placing is a cache miss).
    void rehash(std::size_t slots);

    // The records in blocks of PerBlock, so that the store grows without
    // copying, and by a block at most beyond what it holds.
    static constexpr int BlockBits = 16;
    static constexpr std::size_t PerBlock = std::size_t(1) << BlockBits;
    struct Block {
        std::vector<std::uint8_t> records;   // PerBlock records of bytes_ bytes, in the order found
        std::vector<std::uint32_t> parents;  // [i]: the record record i was found from
    };

    int bytes_;
    std::size_t size_ = 0;
    std::vector<Block> blocks_;
    std::vector<std::uint32_t> slots_;  // 0: free; else (record + 1) << TagBits | TagBits bits of its hash
};

}  // namespace spider::bot::exact
