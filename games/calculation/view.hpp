// Reading back one turn block of protocol.hpp's turnText: what a player sees,
// as a struct. Bots share this parser, so a bot and its bench read the same.
#pragma once

#include <algorithm>
#include <cctype>
#include <istream>
#include <stdexcept>

#include "common/turn_reader.hpp"
#include "games/calculation/protocol.hpp"

namespace calculation {

// What turnText shows, field by field.
struct View {
    int turn = 0;
    RuleSet rules = RuleSet::CoCo;
    std::array<int, Foundations> top{};           // rank on each foundation (13: finished)
    std::array<std::vector<Card>, Wastes> waste;  // bottom card first
    std::optional<Card> hand;                     // nullopt: the deck is out
    int left = 0;                                 // cards not yet turned, the hand included
    std::array<int, Ranks + 1> unseen{};          // [rank]: still to come after the hand
    std::vector<Move> moves;                      // the legal moves, as listed
};

using patience::TurnError;

// What no deal can show, refused once the 'unseen' line is read: a card twice
// on the wastes and in hand, a foundation base there, more than four of a
// rank on the foundations, the wastes, the hand and the unseen cards, or
// 'left' not the hand and the unseen cards. So the wastes, the hand and the
// cards to come are at most 48 (a waste pile of 49 overran the bots'
// fixed-size piles). Fewer cards than a deck are let through: tests build
// such positions.
void checkCounts(const View& v, int lineNo);

// Reads the next turn block. Returns nullopt at the end of input before a
// block starts (blank lines between blocks are skipped); throws TurnError
// on anything else that is not the format. `lineNo` counts lines read.
std::optional<View> parseTurn(std::istream& in, int& lineNo);

// The Game a view describes, with the unseen ranks as an arbitrary deck
// order after the hand (suits made up): for bots that want the engine's
// rules on what they see. The order is NOT the real one.
Game gameOf(const View& v);

}  // namespace calculation
