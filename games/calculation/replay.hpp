// A game of Calculation as a replay page shows it (common/replay.hpp):
// the four foundations, the card in hand and the deck, the four waste piles;
// one frame for the deal and one a move, each computed by the engine.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "common/replay.hpp"
#include "games/calculation/game.hpp"
#include "games/calculation/protocol.hpp"

namespace calculation {

// The piles of the page, in the layout's order.
constexpr int ReplayFoundation = 0;  // foundations 1-4: piles 0-3
constexpr int ReplayWaste = 4;       // waste piles 1-4: piles 4-7
constexpr int ReplayHand = 8;        // the card in hand
constexpr int ReplayDeck = 9;        // the cards still to turn after it, face down
constexpr int ReplayPiles = 10;

// Foundations along the top, the hand and the deck to their right, the waste
// piles under the foundations, each spread down the table as the terminal
// draws them in full. Labels are the moves' names for the piles (f1, w3).
std::vector<replay::PileSpec> replayLayout();

// The mark on a foundation: the rank it wants next (the calculator's
// bracketed rank), "done" once it holds its King. Short: the page draws
// marks in a small box.
std::string wantsMark(const Game& g, int f);

inline replay::Card replayCard(Card c) { return {rankOf(c), patience::SuitLetters[suitOf(c)], true}; }

// The cards on each foundation, bottom first. The engine keeps only each
// foundation's top rank and count (suits do not matter to the rules), so the
// page follows the cards as they go home and checks them against it.
using FoundationCards = std::array<std::vector<Card>, Foundations>;

FoundationCards baseCards();

// One position as the page draws it: every pile, each foundation marked with
// the rank it wants next (the calculator's bracketed rank), and the counts a
// player reads on the terminal's panel.
replay::Frame replayFrame(const Game& g, const FoundationCards& home);

// "Qd to foundation 2", as the terminal says it.
std::string replayNote(const Game& before, Move m);

// The whole game: frame 0 is `start`, then one frame a move. Throws
// std::logic_error on an illegal move: the moves must be a game the engine
// played (a judge's or a table's), never unchecked input.
replay::Replay replayOf(const Game& start, const std::vector<Move>& moves, const std::string& title,
                        const std::string& verdict);

}  // namespace calculation
