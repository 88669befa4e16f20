// Spider cards: two decks, so every card appears twice.
#pragma once

#include "games/common/card.hpp"

namespace spider {

// Cards are numbered and written as in games/common/card.hpp.
using patience::Card;
using patience::cardName;
using patience::isRed;
using patience::makeCard;
using patience::parseCard;
using patience::parseRank;
using patience::rankName;
using patience::rankOf;
using patience::suitOf;
using patience::SuitLetters;
constexpr int Suits = 4, Ranks = 13, DeckSize = 52, Cards = 2 * DeckSize;

}  // namespace spider
