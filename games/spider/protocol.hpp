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

inline std::string turnText(const Game& g, int turn, const std::vector<Command>& legal) {
    std::string s = "turn " + std::to_string(turn) + "\n";
    s += "deals " + std::to_string(g.dealsLeft()) + "\n";
    s += "removed " + std::to_string(g.removedRuns.size());
    for (const auto& run : g.removedRuns)
        for (Card card : run) s += " " + cardName(card);
    s += "\nsuits " + std::to_string(g.rules.suits) + "\n";
    for (int c = 0; c < Columns; ++c) {
        const Column& col = g.columns[std::size_t(c)];
        s += "column " + std::to_string(c + 1) + " " + std::to_string(col.down.size());
        for (Card card : col.up) s += " " + cardName(card);
        s += "\n";
    }
    s += "moves " + std::to_string(legal.size()) + "\n";
    for (const Command& c : legal) s += commandText(c) + "\n";
    return s;
}

}  // namespace spider
