// The random numbers behind every seeded deal and every random choice of a
// bot or the gallery's random player: fixed arithmetic, so a seed deals the
// same cards and makes the same choices on every machine (the standard
// library's shuffles and distributions may differ from one vendor to another).
#pragma once

#include <cstdint>
#include <utility>

#include "common/hash.hpp"

namespace patience {

// splitmix64: a Weyl sequence, each step mixed.
inline std::uint64_t nextRandom(std::uint64_t& state) { return splitMix64(state += 0x9e3779b97f4a7c15ULL); }

// A stream of nextRandom() for the bots' samples and play-outs: small, fast,
// deterministic (a stronger generator, xoshiro or better, is not needed).
struct Rng {
    std::uint64_t state;
    explicit Rng(std::uint64_t seed) : state(seed) {}
    std::uint64_t next() { return nextRandom(state); }
    std::uint32_t below(std::uint32_t n) { return std::uint32_t(((next() >> 32) * n) >> 32); }  // [0, n)
    double unit() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }                 // [0, 1)
};

// Fisher-Yates with nextRandom: items[0..n) in an order fixed by the seed.
template <class T>
void shuffle(T* items, std::size_t n, std::uint64_t seed) {
    for (std::size_t i = n; i-- > 1;) std::swap(items[i], items[std::size_t(nextRandom(seed) % (i + 1))]);
}

}  // namespace patience
