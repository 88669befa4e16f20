// A move written (games/gallery/game.hpp).
#include "games/gallery/game.hpp"

namespace gallery {

std::string moveName(const Move& m) {
    return (m.fromPile ? std::to_string(m.pile + 1) : placeName(m.from)) + " " + placeName(m.to);
}

}  // namespace gallery
