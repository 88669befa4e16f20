// Reading back one turn block of games/spider/protocol.hpp's turnText:
// what a Spider player sees, as a struct. The fair bot and its bench read
// through this alone, so the bot knows nothing the block does not show.
#pragma once

#include <array>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "common/random.hpp"
#include "common/turn_reader.hpp"
#include "games/spider/command.hpp"
#include "games/spider/game.hpp"

namespace spider::bot {

using patience::TurnError;

// What turnText shows, field by field.
struct View {
    int turn = 0, deals = 0, suits = 4;
    std::vector<std::array<Card, Ranks>> removed;  // King first
    std::array<int, Columns> down{};               // face-down counts
    std::array<std::vector<Card>, Columns> up;     // face-up, from the top of the pile down
    std::array<int, DeckSize> unseen{};            // [card]: copies face down or in the hand
    int handSize = 0;                              // unseen cards not face down
    std::vector<Command> moves;                    // the legal answers, as listed
};

// The unseen cards, each as often as it is unseen: what face-down places
// and the hand are drawn from.
std::vector<Card> unseenCards(const View& v);

// A Game that shows what `v` shows: face-down cards and the hand are filled
// with `filler` (the caller's guess, or any card when nothing will look).
Game gameOf(const View& v, const Rules& rules, const std::vector<Card>& downCards = {},
            const std::vector<Card>& hand = {});

// A world that fits `v`: `cards` (the unseen cards, as unseenCards lists
// them) shuffled in place by `seed`, the first of them face down, the rest
// the hand, in that order.
Game drawWorld(const View& v, const Rules& rules, std::vector<Card>& cards, std::uint64_t seed);

// Reads the next turn block. nullopt at the end of input before a block
// starts; a TurnError (line and why) on anything that is not the format or
// that no game could show: a card a third time, counts that do not add up,
// a list that is not the position's legal commands. `lineNo` counts lines.
std::optional<View> parseTurn(std::istream& in, int& lineNo, const Rules& rules = {});

}  // namespace spider::bot
