// The one command-line reader of every program (bot and referee, every game):
// common/option_reader.hpp's OptionReader (`--name value` and `--name=value`
// alike, flags, `-h`, whole numbers in a range), and here lists of seeds or
// deals: "7", "1-100", "1-10,20,30-35", with a ceiling on their count, and a
// short label for a summary.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/option_reader.hpp"

namespace patience {

// "7", "1-100", "1-10,20,30-35": the ranges in the order given, each number
// in [lo, hi]; a backwards range ("9-3") is refused.
std::vector<NumberRange> numberRanges(const std::string& option, const std::string& text, std::uint64_t lo,
                                      std::uint64_t hi);

// How many numbers the ranges hold (saturating: a sum past 2^64 is 2^64-1).
std::uint64_t numberCount(const std::vector<NumberRange>& ranges);

// Every number of the ranges, in order; more than `maxCount` is refused, so
// that a slip ("1-1000000000") is an error, not minutes of allocation.
std::vector<std::uint64_t> expandRanges(const std::string& option, const std::vector<NumberRange>& ranges,
                                        std::uint64_t maxCount);

// A list written back short, for a summary: runs of consecutive numbers as
// "A-B" ("1-200", "1-10,20"); "" for an empty list.
std::string rangesLabel(const std::vector<NumberRange>& ranges);
std::string listLabel(const std::vector<std::uint64_t>& numbers);

// What OptionReader::numbers() and ranges() read the value with.
struct NumberLists {
    static std::vector<NumberRange> ranges(const std::string& option, const std::string& text, std::uint64_t lo,
                                           std::uint64_t hi);
    static std::vector<std::uint64_t> numbers(const std::string& option, const std::string& text, std::uint64_t lo,
                                              std::uint64_t hi, std::uint64_t maxCount);
};

}  // namespace patience
