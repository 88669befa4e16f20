// A seed for a game nobody asked a seed for.
#pragma once

#include <unistd.h>

#include <chrono>
#include <cstdint>

namespace referee {

// From the clock (and the process, so that two started at once differ),
// below 10^9 so that people can type it again.
inline std::uint64_t clockSeed() {
    auto now = std::uint64_t(std::chrono::system_clock::now().time_since_epoch().count() / 1000);
    return (now ^ std::uint64_t(getpid())) % 1000000000;
}

}  // namespace referee
