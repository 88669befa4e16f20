// The exact search's positions (position_table.hpp): the index built anew.
#include "bot/spider/analyser/position_table.hpp"

#include <algorithm>

namespace spider::bot::exact {

void PositionTable::rehash(std::size_t slots) {
    slots_.assign(slots, 0);
    constexpr std::size_t Batch = 32;
    std::uint64_t h[Batch];
    for (std::size_t j0 = 0; j0 < size(); j0 += Batch) {
        std::size_t n = std::min(Batch, size() - j0);
        for (std::size_t k = 0; k < n; ++k) prefetch(h[k] = hashOf(record(j0 + k)));
        for (std::size_t k = 0; k < n; ++k) {
            std::size_t i = home(h[k]);
            while (slots_[i]) i = i + 1 == slots_.size() ? 0 : i + 1;
            slots_[i] = std::uint32_t(j0 + k + 1) << TagBits | std::uint32_t(h[k] & TagMask);
        }
    }
}

}  // namespace spider::bot::exact
