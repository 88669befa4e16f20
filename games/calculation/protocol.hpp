// What a Calculation player may see, as the judge sends it to a bot each
// turn, and its reading back (so bots in this project share one parser).
//
//   turn 7
//   rules coco                 classic or coco
//   foundations 5 8 9 K        the rank on each foundation (K: finished)
//   waste 1 Kd Ks              each pile, bottom card first ("waste 3": empty)
//   waste 2 9h
//   waste 3
//   waste 4 3c 7s
//   hand Qd                    the card to place ("hand -": the deck is out)
//   left 36                    cards not yet turned, the one in hand included
//   unseen A:2 2:3 3:1 ...     ranks still to come (in the deck, hand excluded)
//   moves 6                    then one legal move a line: f2, w3, w1 f4, w2 w3
//
// Never the order of the deck.
#pragma once

#include <sstream>
#include <stdexcept>

#include "games/calculation/game.hpp"

namespace calculation {

// Cards of each rank not yet seen: in the deck after the card in hand.
std::array<int, Ranks + 1> unseenRanks(const Game& g);

std::string turnText(const Game& g, int turn);

}  // namespace calculation
