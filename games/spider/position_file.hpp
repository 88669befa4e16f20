// Woods's position files, as in his document's examples.
//
// Line 1: two numbers (their meaning is not documented; we write "0 0").
// Line 2: comma-separated fields: ten columns, each a '?' per face-down card
// then the face-up cards from the top of the pile down; ten fields with each
// column's face-down cards, the one that turns up first written first; then
// the hand, dealt from the front of the field, ten cards onto columns 1 to 10
// in order. A card is one character, 65 + 13 * suit + rank - 1 (suits clubs,
// diamonds, hearts, spades): 'A'..'M' clubs, 'N'..'Z' diamonds, '['..'g'
// hearts, 'h'..'t' spades. His system showed '^' as an up arrow and '_' as a
// left arrow; both spellings are read, ASCII is written. Suits already
// removed are simply absent.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>

#include "games/spider/game.hpp"

namespace spider {

struct FileError : std::runtime_error {
    int line, field;  // 1-based; 0 when not tied to one
    FileError(int line_, int field_, const std::string& what) : std::runtime_error(what), line(line_), field(field_) {}
    std::string where() const;
};

// Throws FileError naming the line and field; returns a game with no history.
Game readPosition(const std::string& text, const Rules& rules = {});

std::string writePosition(const Game& g);

}  // namespace spider
