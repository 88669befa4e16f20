// The dead-end tests' setup: each card's slots as a solve begins (dead_ends.hpp).
#include "bot/gallery/dead_ends.hpp"

namespace gallery::bot {

Copies copiesOf(const Layout& layout, const Position& pos) {
    Copies copies;
    for (auto& cp : copies) cp = {NoSlot, NoSlot};
    for (int s = 0; s < layout.slots; ++s)
        if (pos.present(s))
            copies[layout.card[std::size_t(s)]][copies[layout.card[std::size_t(s)]][0] != NoSlot] = std::uint8_t(s);
    return copies;
}

}  // namespace gallery::bot
