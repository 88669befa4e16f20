// The one command-line reader of every program (bot and referee, every game):
// `--name value` and `--name=value` alike, flags, `-h` for `--help`, whole
// numbers in a range, and lists of seeds or deals ("7", "1-100",
// "1-10,20,30-35"). A mistake is a UsageError: one line naming the option and
// what it wants, and exit status 2.
#pragma once

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace patience {

// A mistake on the command line or in an input file it names.
struct UsageError : std::runtime_error {
    bool showHint;  // add "see --help": the mistake is in how the options were written
    explicit UsageError(const std::string& what, bool hint = true) : std::runtime_error(what), showHint(hint) {}
};

// Prints the mistake as "<who>: <what> (see: <help>)", the hint only where
// it helps; returns the exit status for it (2).
inline int reportUsageError(const UsageError& e, const std::string& who, const std::string& help) {
    std::cerr << who << ": " << e.what() << (e.showHint ? " (see: " + help + ")" : "") << "\n";
    return 2;
}

// True if any word asks for the usage text ("--help" or "-h"): a program
// prints it before reading the rest, whatever else is wrong there.
inline bool asksHelp(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") return true;
    return false;
}

// A whole decimal number within [lo, hi], digits only (no sign, no spaces);
// false if `s` is not one.
inline bool parseInteger(const std::string& s, std::int64_t lo, std::int64_t hi, std::int64_t& out) {
    if (s.empty() || s.size() > 19) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    errno = 0;
    long long v = std::strtoll(s.c_str(), nullptr, 10);
    if (errno != 0 || v < lo || v > hi) return false;
    out = v;
    return true;
}

// `text` (the value of `option`, or a piece of it such as one of --weights'
// numbers) as a whole number in [lo, hi]; a UsageError naming the option if
// it is not one. Negative bounds allow a leading '-'.
inline std::int64_t wholeNumber(const std::string& option, const std::string& text, std::int64_t lo, std::int64_t hi) {
    bool negative = lo < 0 && !text.empty() && text[0] == '-';
    std::int64_t n = 0;
    bool ok = negative ? parseInteger(text.substr(1), 0, -lo, n) && -n <= hi : parseInteger(text, lo < 0 ? 0 : lo, hi, n);
    if (!ok) throw UsageError(option + " wants a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" + text + "'");
    return negative ? -n : n;
}

// One piece of a list: first..last, first <= last.
struct NumberRange {
    std::uint64_t first = 0, last = 0;
    std::uint64_t count() const { return last - first + 1; }
};

// "7", "1-100", "1-10,20,30-35": the ranges in the order given, each number
// in [lo, hi]; a backwards range ("9-3") is refused.
inline std::vector<NumberRange> numberRanges(const std::string& option, const std::string& text, std::uint64_t lo, std::uint64_t hi) {
    auto one = [&](const std::string& s) {
        std::int64_t n;
        if (!parseInteger(s, std::int64_t(lo), std::int64_t(hi), n))
            throw UsageError(option + " wants numbers from " + std::to_string(lo) + " to " + std::to_string(hi) +
                             " as 7, 1-100 or 1-10,20; got '" + text + "'");
        return std::uint64_t(n);
    };
    std::vector<NumberRange> out;
    std::size_t start = 0;
    for (;;) {
        std::size_t comma = text.find(',', start);
        std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        std::size_t dash = part.find('-');
        NumberRange r;
        r.first = one(part.substr(0, dash));
        r.last = dash == std::string::npos ? r.first : one(part.substr(dash + 1));
        if (r.last < r.first) throw UsageError(option + ": the range '" + part + "' runs backwards");
        out.push_back(r);
        if (comma == std::string::npos) return out;
        start = comma + 1;
    }
}

// How many numbers the ranges hold (saturating: a sum past 2^64 is 2^64-1).
inline std::uint64_t numberCount(const std::vector<NumberRange>& ranges) {
    std::uint64_t n = 0;
    for (const NumberRange& r : ranges) n = n + r.count() < n ? UINT64_MAX : n + r.count();
    return n;
}

// Every number of the ranges, in order; more than `maxCount` is refused, so
// that a slip ("1-1000000000") is an error, not minutes of allocation.
inline std::vector<std::uint64_t> expandRanges(const std::string& option, const std::vector<NumberRange>& ranges, std::uint64_t maxCount) {
    std::uint64_t n = numberCount(ranges);
    if (n > maxCount) throw UsageError(option + ": at most " + std::to_string(maxCount) + " deals at a time, got " + std::to_string(n));
    std::vector<std::uint64_t> out;
    out.reserve(std::size_t(n));
    for (const NumberRange& r : ranges)
        for (std::uint64_t d = r.first;; ++d) {
            out.push_back(d);
            if (d == r.last) break;
        }
    return out;
}

// A list written back short, for a summary: runs of consecutive numbers as
// "A-B" ("1-200", "1-10,20"); "" for an empty list.
inline std::string listLabel(const std::vector<std::uint64_t>& numbers) {
    std::string label;
    for (std::size_t i = 0; i < numbers.size();) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1) ++j;
        if (!label.empty()) label += ",";
        label += std::to_string(numbers[i]);
        if (j > i) label += "-" + std::to_string(numbers[j]);
        i = j + 1;
    }
    return label;
}

// The words of a command line, option by option:
//
//   for (OptionReader args(argc, argv); args.more();) {
//       std::string o = args.option();
//       if (o == "--jobs") jobs = int(args.integer(1, 256));
//       else if (o == "--json") json = true;
//       else throw args.unknown();
//   }
//
// A flag's value ("--json=yes") is refused when the next option is read (or
// by more() at the end), so a flag needs no call of its own.
class OptionReader {
public:
    OptionReader(int argc, char** argv) {  // argv[0], the program, is skipped
        for (int i = 1; i < argc; ++i) words_.emplace_back(argv[i]);
    }
    explicit OptionReader(std::vector<std::string> words) : words_(std::move(words)) {}

    // True while options are left. Throws if the last one was a flag given a value.
    bool more() const {
        noValue();
        return next_ < words_.size();
    }

    // The next option's name ("--deal"); "-h" is "--help". A value written
    // as --deal=5 is kept for value(). Every word read here must be an
    // option: no program takes positional arguments.
    std::string option() {
        noValue();
        std::string word = words_.at(next_++);
        inline_.reset();
        if (word == "-h") word = "--help";
        if (word.size() < 3 || word.compare(0, 2, "--") != 0) throw UsageError("unexpected argument '" + word + "'");
        auto eq = word.find('=');
        if (eq != std::string::npos) {
            inline_ = word.substr(eq + 1);
            word.resize(eq);
        }
        current_ = word;
        return word;
    }

    // The option option() returned last.
    const std::string& name() const { return current_; }

    // The current option's value: after '=' or the next word. An empty one
    // is refused: no option means anything by it, and a script's unset
    // variable (--board "$F") must not pass for "not given".
    std::string value() {
        std::string v;
        if (inline_) {
            v = *inline_;
            inline_.reset();
        } else {
            if (next_ >= words_.size()) throw UsageError(current_ + " needs a value");
            v = words_[next_++];
        }
        if (v.empty()) throw UsageError(current_ + " needs a value, got an empty one");
        return v;
    }

    // A value that may be left out (`--solve [FILE|-]`): after '=', or the
    // next word if it is not an option ("-" is a value: standard input).
    std::optional<std::string> optionalValue() {
        if (inline_) return value();
        if (next_ < words_.size() && (words_[next_].empty() || words_[next_][0] != '-' || words_[next_] == "-")) return value();
        return std::nullopt;
    }

    // The value as a whole number in [lo, hi].
    std::int64_t integer(std::int64_t lo, std::int64_t hi) { return wholeNumber(current_, value(), lo, hi); }

    // The value as a list of seeds or deals ("1-10,20"), each in [lo, hi],
    // at most `maxCount` of them, in the order given.
    std::vector<std::uint64_t> numbers(std::uint64_t lo, std::uint64_t hi, std::uint64_t maxCount) {
        return expandRanges(current_, ranges(lo, hi), maxCount);
    }
    // ... or as its ranges, not expanded (a list to draw a sample from).
    std::vector<NumberRange> ranges(std::uint64_t lo, std::uint64_t hi) { return numberRanges(current_, value(), lo, hi); }

    // A flag must not be given a value; more() and option() check it too.
    void noValue() const {
        if (inline_) throw UsageError(current_ + " takes no value");
    }

    // The error for an option no one knows.
    UsageError unknown() const { return UsageError("unknown option '" + current_ + "'"); }

private:
    std::vector<std::string> words_;
    std::size_t next_ = 0;
    std::string current_;
    std::optional<std::string> inline_;  // the value after '=', until read
};

}  // namespace patience
