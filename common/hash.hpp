// The 64-bit mixers behind the solvers' position keys and hash tables, and
// behind the seeded random numbers (common/random.hpp).
#pragma once

#include <cstdint>

namespace patience {

// The finalisers below: x ^= x >> a; x *= m; x ^= x >> b; x *= n; x ^ (x >> c).
constexpr std::uint64_t xorShiftMultiply(std::uint64_t x, int a, std::uint64_t m, int b, std::uint64_t n, int c) {
    x ^= x >> a;
    x *= m;
    x ^= x >> b;
    x *= n;
    return x ^ (x >> c);
}

// Spreads every input bit over the whole word (a splitmix64-style finaliser
// with other shifts and multipliers): the one of Spider's, Calculation's and
// the gallery's tables.
inline std::uint64_t mix64(std::uint64_t x) {
    return xorShiftMultiply(x, 31, 0x7fb5d329728ea185ULL, 27, 0x81dadef4bc2dd44dULL, 33);
}

// splitmix64's own finaliser (Steele, Lea and Flood's constants). The
// seeded random numbers use it, and FreeCell's position keys: with mix64
// there, the shortening phase's beams keep other positions (deals 1, 2 and
// 617 of the bench signature: 61,237 positions against 61,389), so its
// solutions would change.
inline std::uint64_t splitMix64(std::uint64_t x) {
    return xorShiftMultiply(x, 30, 0xbf58476d1ce4e5b9ULL, 27, 0x94d049bb133111ebULL, 31);
}

}  // namespace patience
