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
inline void checkListed(std::vector<std::string> legal, std::vector<std::string> listed, int lineNo) {
    std::sort(legal.begin(), legal.end());
    std::sort(listed.begin(), listed.end());
    if (legal == listed) return;
    std::vector<std::string> extra, missing;
    std::set_difference(listed.begin(), listed.end(), legal.begin(), legal.end(), std::back_inserter(extra));
    std::set_difference(legal.begin(), legal.end(), listed.begin(), listed.end(), std::back_inserter(missing));
    throw TurnError(lineNo,
                    "the moves listed are not the legal moves of the position shown (" +
                        (extra.empty() ? "'" + missing[0] + "' is legal but not listed"
                                       : "'" + extra[0] + "' is listed but not legal") +
                        ")");
}

class TurnReader {
public:
    // `lineNo` counts the lines read, across blocks.
    TurnReader(std::istream& in, int& lineNo) : in_(in), lineNo_(lineNo) {}

    // Skips blank lines before a block; false at the end of input (between
    // blocks, the end of the game).
    bool startBlock() {
        for (;;) {
            int c = in_.peek();
            if (c == EOF) return false;
            if (c != '\n' && c != '\r') return true;
            getLine();
            ++lineNo_;
        }
    }

    // The next line, which must start with `key`: the words after it.
    std::vector<std::string> keyed(const std::string& key) {
        if (!getLine()) throw TurnError(lineNo_ + 1, "input ends where '" + key + "' was expected");
        ++lineNo_;
        trimReturn();
        std::istringstream words(line_);
        std::string first;
        words >> first;
        if (first != key) throw TurnError(lineNo_, "expected '" + key + " ...', got '" + line_ + "'");
        std::vector<std::string> rest;
        for (std::string w; words >> w;) rest.push_back(w);
        return rest;
    }

    // The next line: `key` and one number from lo to hi.
    int keyedNumber(const std::string& key, int lo, int hi) {
        auto w = keyed(key);
        if (w.size() != 1) throw TurnError(lineNo_, "'" + key + "' wants one number");
        return number(w[0], lo, hi);
    }

    // The next line whole: one of the listed moves.
    const std::string& move() {
        if (!getLine()) throw TurnError(lineNo_ + 1, "input ends inside the list of moves");
        ++lineNo_;
        trimReturn();
        return line_;
    }

    // A number from lo to hi, or an error naming the line read last.
    int number(const std::string& w, int lo, int hi) const {
        std::size_t used = 0;
        int v = -1;
        try {
            v = std::stoi(w, &used);
        } catch (...) {
            used = 0;
        }
        if (used != w.size() || v < lo || v > hi)
            throw TurnError(lineNo_,
                            "'" + w + "' is not a number from " + std::to_string(lo) + " to " + std::to_string(hi));
        return v;
    }

private:
    // The next line, at most MaxLineBytes: a longer one is not a turn block.
    bool getLine() {
        try {
            return readLine(in_, line_);
        } catch (const LineTooLong&) {
            throw TurnError(lineNo_ + 1,
                            "a line longer than " + std::to_string(MaxLineBytes >> 10) + " KB: not a turn block");
        }
    }

    void trimReturn() {
        if (!line_.empty() && line_.back() == '\r') line_.pop_back();
    }

    std::istream& in_;
    int& lineNo_;
    std::string line_;
};

}  // namespace patience
