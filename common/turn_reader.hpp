// Reading back a turn block as the judges write them (games/<game>/protocol.hpp):
// a line a field, each starting with its key word, then the legal moves one a
// line. Every game's view.hpp reads through this, so that bad input is
// reported alike: the line (counted over the whole stream) and what is wrong.
#pragma once

#include <algorithm>
#include <istream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/line_reader.hpp"

namespace patience {

// Bad input: the line number (1-based, counted over the whole stream) and why.
struct TurnError : std::runtime_error {
    int line;
    TurnError(int l, const std::string& why) : std::runtime_error("line " + std::to_string(l) + ": " + why), line(l) {}
};

// The listed moves must be the position's legal moves, in any order: a bot
// answers with a move of its own finding, which must be one the judge takes.
// `legal` and `listed` are move names.
void checkListed(std::vector<std::string> legal, std::vector<std::string> listed, int lineNo);

class TurnReader {
public:
    // `lineNo` counts the lines read, across blocks.
    TurnReader(std::istream& in, int& lineNo) : in_(in), lineNo_(lineNo) {}

    // Skips blank lines before a block; false at the end of input (between
    // blocks, the end of the game).
    bool startBlock();

    // The next line, which must start with `key`: the words after it.
    std::vector<std::string> keyed(const std::string& key);

    // The next line: `key` and one number from lo to hi.
    int keyedNumber(const std::string& key, int lo, int hi);

    // The next line whole: one of the listed moves.
    const std::string& move();

    // A number from lo to hi, or an error naming the line read last.
    int number(const std::string& w, int lo, int hi) const;

private:
    // The next line, at most MaxLineBytes: a longer one is not a turn block.
    bool getLine();

    void trimReturn();

    std::istream& in_;
    int& lineNo_;
    std::string line_;
};

}  // namespace patience
