// Spider cards: two decks, so every card appears twice.
#pragma once

#include "games/common/card.hpp"

namespace spider {

// Cards are numbered and written as in games/common/card.hpp.
using namespace patience::cards;
constexpr int Suits = 4, Ranks = 13, DeckSize = 52, Cards = 2 * DeckSize;

}  // namespace spider
