// What every bot's command line needs: the usage error, whole numbers in a
// range, seed ranges "A-B", and a reader that hands out each option's value.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace patience::bot {

// A bad command line: the message names the option and what it wants.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// `value` as a whole number in [lo, hi], or a UsageError naming `option`.
inline long long numberArg(const std::string& option, const std::string& value, long long lo, long long hi) {
    std::size_t used = 0;
    long long v = 0;
    try {
        v = std::stoll(value, &used);
    } catch (...) {
        used = 0;
    }
    if (value.empty() || used != value.size() || v < lo || v > hi)
        throw UsageError(option + " wants a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" + value + "'");
    return v;
}

// True if any argument asks for the usage text ("--help" or "-h").
inline bool asksHelp(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") return true;
    return false;
}

struct SeedRange {
    std::uint64_t first = 0, last = 0;
};

// "A-B", each a number from 0 to 2^62; B < A is left to the caller.
inline SeedRange splitRange(const std::string& option, const std::string& value) {
    auto dash = value.find('-');
    if (dash == std::string::npos) throw UsageError(option + " wants A-B, got '" + value + "'");
    SeedRange r;
    r.first = std::uint64_t(numberArg(option, value.substr(0, dash), 0, 1LL << 62));
    r.last = std::uint64_t(numberArg(option, value.substr(dash + 1), 0, 1LL << 62));
    return r;
}

// "A-B" with A <= B.
inline SeedRange rangeArg(const std::string& option, const std::string& value) {
    SeedRange r = splitRange(option, value);
    if (r.last < r.first) throw UsageError(option + ": the range is empty");
    return r;
}

// argv[1..argc) word by word: next() is the option, value() the word after it.
class ArgReader {
public:
    ArgReader(int argc, char** argv) : argc_(argc), argv_(argv) {}
    bool more() const { return i_ + 1 < argc_; }
    const std::string& next() { return option_ = argv_[++i_]; }
    std::string value() {
        if (i_ + 1 >= argc_) throw UsageError(option_ + " wants a value");
        return argv_[++i_];
    }

private:
    int argc_, i_ = 0;
    char** argv_;
    std::string option_;
};

}  // namespace patience::bot
