// The positions a depth-first solver has seen fail (failed_table.hpp).
#include "bot/common/failed_table.hpp"

namespace patience::bot {

FailedTable::FailedTable(int bits)
    : mask_((std::size_t(1) << bits) - 1),
      keys_(new Key128[mask_ + 1]),
      budgets_(new std::uint8_t[mask_ + 1]),
      used_(mask_ + 1) {}

void FailedTable::clear() {
    for (std::uint32_t i : filled_) used_[i] = false;
    filled_.clear();
}

}  // namespace patience::bot
