// The 64-bit mixers behind the solvers' position keys and hash tables, and
// behind the seeded random numbers (common/random.hpp).
#pragma once

#include <cstdint>

namespace patience {

// Spreads every input bit over the whole word (a splitmix64-style finaliser
// with other shifts and multipliers): the one of Spider's, Calculation's and
// the gallery's tables.
inline std::uint64_t mix64(std::uint64_t x) {
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    return x ^ (x >> 33);
}

// splitmix64's own finaliser (Steele, Lea and Flood's constants). The
// seeded random numbers use it, and FreeCell's position keys: with mix64
// there, the shortening phase's beams keep other positions (deals 1, 2 and
// 617 of the bench signature: 61,237 positions against 61,389), so its
// solutions would change.
inline std::uint64_t splitMix64(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace patience
