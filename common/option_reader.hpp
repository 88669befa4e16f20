// The one option reader's core (programs include common/options.hpp, which
// adds lists of seeds): --name value, --name=value, flags, -h, whole numbers.
// Kept apart so that the one-file FreeCell bot stays under 100,000 characters.
#pragma once

#include <algorithm>
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

// "<who>: <what> (see: <help>)", the hint where it helps; returns exit status 2.
inline int reportUsageError(const UsageError& e, const std::string& who, const std::string& help) {
    std::cerr << who << ": " << e.what() << (e.showHint ? " (see: " + help + ")" : "") << "\n";
    return 2;
}

// Whether any word is --help or -h: the usage comes first, whatever else is wrong.
inline bool asksHelp(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") return true;
    return false;
}

// Whether `option` ("--solve") is among the words, alone or with a value
// ("--solve=x", which the reader then refuses): a program picks its mode so.
inline bool givesOption(int argc, char** argv, const std::string& option) {
    for (int i = 1; i < argc; ++i) {
        std::string word = argv[i];
        if (word == option || word.rfind(option + "=", 0) == 0) return true;
    }
    return false;
}

// The parts of a ','-separated list, empty ones kept ("a,,b": "a", "", "b").
inline std::vector<std::string> commaList(const std::string& text) {
    std::vector<std::string> parts;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t comma = std::min(text.find(',', start), text.size());
        parts.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return parts;
}

// A whole number in [lo, hi], digits only; false if `s` is not one.
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

// `text` (`option`'s value, or a piece of it) as a whole number in [lo, hi],
// or a UsageError naming the option. A negative lo allows a '-'.
inline std::int64_t wholeNumber(const std::string& option, const std::string& text, std::int64_t lo, std::int64_t hi) {
    bool negative = lo < 0 && !text.empty() && text[0] == '-';
    std::int64_t n = 0;
    bool ok =
        negative ? parseInteger(text.substr(1), 0, -lo, n) && -n <= hi : parseInteger(text, lo < 0 ? 0 : lo, hi, n);
    if (!ok)
        throw UsageError(option + " wants a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                         ", got '" + text + "'");
    return negative ? -n : n;
}

// "6,2,6,3": `option`'s value as whole numbers in [lo, hi], ',' between
// them (an empty one, as in "6,,2" or "6,2,", is refused).
inline std::vector<int> numberList(const std::string& option, const std::string& text, int lo, int hi) {
    std::vector<int> out;
    for (const std::string& part : commaList(text)) out.push_back(int(wholeNumber(option, part, lo, hi)));
    return out;
}

// One piece of a list: first..last, first <= last.
struct NumberRange {
    std::uint64_t first = 0, last = 0;
    std::uint64_t count() const { return last - first + 1; }
};

// Reads "1-10,20" for OptionReader; defined in common/options.hpp.
struct NumberLists;

// A command line, option by option: `for (OptionReader args(argc, argv);
// args.more();)`, then option() and its value(), integer() ... A value given
// to a flag (--json=yes) is refused by the next more() or option().
class OptionReader {
public:
    OptionReader(int argc, char** argv) {  // argv[0], the program, is skipped
        for (int i = 1; i < argc; ++i) words_.emplace_back(argv[i]);
    }
    explicit OptionReader(std::vector<std::string> words) : words_(std::move(words)) {}

    // True while options are left.
    bool more() const {
        noValue();
        return next_ < words_.size();
    }

    // The next option's name; -h is --help; --deal=5 keeps 5 for value().
    // No program takes positional arguments.
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

    // The value: after '=' or the next word. Never empty: a script's unset
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

    // A value that may be empty (--a "": the defaults), for the options whose
    // empty value means something.
    std::string valueOrEmpty() {
        if (inline_) return std::exchange(inline_, std::nullopt).value();
        if (next_ >= words_.size()) throw UsageError(current_ + " needs a value");
        return words_[next_++];
    }

    // A value that may be left out (--solve [FILE|-]): after '=', or the
    // next word unless it is an option ("-" is a value).
    std::optional<std::string> optionalValue() {
        if (inline_) return value();
        if (next_ < words_.size() && (words_[next_].empty() || words_[next_][0] != '-' || words_[next_] == "-"))
            return value();
        return std::nullopt;
    }

    // The value as a whole number in [lo, hi].
    std::int64_t integer(std::int64_t lo, std::int64_t hi) { return wholeNumber(current_, value(), lo, hi); }

    // The value as seeds or deals ("1-10,20"), each in [lo, hi], at most
    // maxCount, in the order given.
    template <class Lists = NumberLists>
    std::vector<std::uint64_t> numbers(std::uint64_t lo, std::uint64_t hi, std::uint64_t maxCount) {
        return Lists::numbers(current_, value(), lo, hi, maxCount);
    }
    // ... or as its ranges, not expanded.
    template <class Lists = NumberLists>
    std::vector<NumberRange> ranges(std::uint64_t lo, std::uint64_t hi) {
        return Lists::ranges(current_, value(), lo, hi);
    }

    // A flag given a value is an error.
    void noValue() const {
        if (inline_) throw UsageError(current_ + " takes no value");
    }

    UsageError unknown() const { return UsageError("unknown option '" + current_ + "'"); }

private:
    std::vector<std::string> words_;
    std::size_t next_ = 0;
    std::string current_;
    std::optional<std::string> inline_;  // the value after '=', until read
};

// A game's rule option (games/<game>/rules_options.hpp), read from the
// command line: `GameRules::takesValue(option)` says whether `option` is one
// of them (and whether it takes a value: else it is a flag), and
// `GameRules::set(rules, option, value)` applies it, returning "" or why
// not. The games know the rules' names and values; reading the command line
// stays here, in the programs.
template <class GameRules, class Rules>
bool readRuleOption(const std::string& option, OptionReader& args, Rules& rules) {
    std::optional<bool> takesValue = GameRules::takesValue(option);
    if (!takesValue) return false;
    std::string why = GameRules::set(rules, option, *takesValue ? args.value() : std::string());
    if (!why.empty()) throw UsageError(why);
    return true;
}

// Takes a game's rule options (GameRules as readRuleOption's) out of a
// command line wherever they stand, left to right, into `rules`: for
// programs that must know the game before reading the rest (FreeCell's
// family, whose options are fc-solve's, -g among them). The other words are
// returned in order; `named` says whether any was given.
template <class GameRules, class Rules>
std::vector<std::string> takeRuleOptions(int argc, char** argv, Rules& rules, bool& named) {
    std::vector<std::string> rest;
    named = false;
    for (int i = 1; i < argc; ++i) {
        std::string word = argv[i], value;
        auto eq = word.find('=');
        std::string name = word.compare(0, 2, "--") == 0 && eq != std::string::npos ? word.substr(0, eq) : word;
        std::optional<bool> takesValue = GameRules::takesValue(name);
        if (!takesValue) {
            rest.push_back(word);
            continue;
        }
        if (name != word)
            value = word.substr(eq + 1);
        else if (!*takesValue)
            value = "";
        else if (i + 1 < argc)
            value = argv[++i];
        else
            throw UsageError(name + " needs a value");
        std::string why = GameRules::set(rules, name, value);
        if (!why.empty()) throw UsageError(why);
        named = true;
    }
    return rest;
}

}  // namespace patience
