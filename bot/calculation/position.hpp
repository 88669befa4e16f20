// `bot calculation --solve --deck FILE [--after MOVES]`: a position for the
// solver with full information, as the deck in the order it is turned and
// the moves played since the deal. Replaying the moves is exact, and every
// move is checked by the rules. The keeper (`referee calculation`) asks its
// peek and check so: the deck on stdin (--deck /dev/stdin), its moves after
// --after.
//
// The deck file is `referee calculation --deck`'s format
// (games/calculation/deck_text.hpp).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "common/option_reader.hpp"
#include "games/calculation/deck_text.hpp"
#include "games/calculation/game.hpp"

namespace calculation::bot {

using patience::UsageError;

// The 48 cards of a deck file's text (games/calculation/deck_text.hpp); else
// a UsageError naming `path`, the line and the card.
std::vector<Card> parseDeckText(const std::string& text, const std::string& path);

std::vector<Card> readDeckFile(const std::string& path);

// --after's moves, separated by commas: "f1,w2,w1 f4" (spaces inside a move
// optional: "w1f4", so that a keeper's command line needs no quotes).
std::vector<Move> parseMoveList(const std::string& text);

// `g` after `moves`, each checked by the rules: else a UsageError naming the
// move, its number and why it is not legal there.
Game playedOut(Game g, const std::vector<Move>& moves);

}  // namespace calculation::bot
