// A deck file for `referee calculation` (its keeper and its judge take
// --deck FILE): a chosen order, for puzzles and tests.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"

namespace calculation::referee {

// A deck file: the 48 cards in the order they are turned, separated by
// blanks or newlines; '#' starts a comment. Each card once, none of the four
// foundation bases (Ah 2d 3s 4c). Throws patience::UsageError naming the
// file (and the card) when it is not such a file.
std::vector<Card> readDeckFile(const std::string& path);
// The same on a deck file's text; messages start with `path`.
std::vector<Card> parseDeck(const std::string& text, const std::string& path);

}  // namespace calculation::referee
