// The keys a search has met (seen_set.hpp).
#include "bot/common/seen_set.hpp"

namespace patience::bot {

SeenSet::SeenSet(std::size_t expected) {
    std::size_t n = 16;
    while (n < 2 * expected) n *= 2;
    slots_.assign(n, 0);
}

void SeenSet::grow() {
    std::vector<std::uint64_t> old(slots_.size() * 2, 0);
    old.swap(slots_);
    std::size_t mask = slots_.size() - 1;
    for (std::uint64_t k : old)
        if (k) {
            std::size_t i = slotOf(k, mask);
            while (slots_[i]) i = (i + 1) & mask;
            slots_[i] = k;
        }
}

}  // namespace patience::bot
