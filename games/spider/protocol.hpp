// What a Spider player may see, as the judge (referee spider --bot) sends it
// to a bot each turn; games/spider/view.hpp reads it back. Never a face-down
// card, never the order of the hand. The protocol is in the README ("### Bot
// protocol").
//
//   turn 1                  the turn, from 1
//   deals 5                 deals left in the hand
//   removed 1 Ks Qs ... As  suits removed so far, then their cards, King first
//   suits 4                 the rule --suits: 4 suits, 2 colours or 1
//   column 1 5 9h           ten lines: column n, its face-down count, its face-up
//   ...                     cards from the top of the pile down to the bottom card
//   moves 8                 then one legal command a line: "n m k", "n" or "D"
#pragma once

#include <string>
#include <vector>

#include "games/spider/command.hpp"
#include "games/spider/game.hpp"

namespace spider {

std::string turnText(const Game& g, int turn, const std::vector<Command>& legal);

}  // namespace spider
