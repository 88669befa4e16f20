// The random numbers behind every seeded deal: fixed arithmetic, so a seed
// deals the same cards on every machine (the standard library's shuffles and
// distributions may differ from one vendor to another).
#pragma once

#include <cstdint>
#include <utility>

namespace patience {

// splitmix64.
inline std::uint64_t nextRandom(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Fisher-Yates with nextRandom: items[0..n) in an order fixed by the seed.
template <class T>
void shuffle(T* items, std::size_t n, std::uint64_t seed) {
    for (std::size_t i = n; i-- > 1;) std::swap(items[i], items[std::size_t(nextRandom(seed) % (i + 1))]);
}

}  // namespace patience
