// A 64-bit mixer for the solvers' transposition tables.
#pragma once

#include <cstdint>

namespace patience::bot {

// Spreads every input bit over the whole word (a splitmix64-style finaliser
// with other shifts and multipliers).
inline std::uint64_t mix64(std::uint64_t x) {
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    return x ^ (x >> 33);
}

}  // namespace patience::bot
