// Reading a command line of `--name value`, `--name=value` and `--flag`.
#pragma once

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace referee {

// A mistake on the command line or in an input file: the referee prints it
// on one line and exits with status 2.
struct UsageError : std::runtime_error {
    bool showHint;  // add "try --help": the mistake is in how the options were written
    explicit UsageError(const std::string& what, bool hint = true) : std::runtime_error(what), showHint(hint) {}
};

// Prints the mistake as "<who>: <what> (see: <help>)", the hint only where
// it helps; returns the exit status for it.
inline int reportUsageError(const UsageError& e, const std::string& who, const std::string& help) {
    std::cerr << who << ": " << e.what() << (e.showHint ? " (see: " + help + ")" : "") << "\n";
    return 2;
}

// A whole decimal number within [lo, hi], digits only; false if it is not one.
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

// "1-100", "7", "1-10,20,30-35": the numbers in the order given, for
// `option` (e.g. "--seeds"). `one` reads a single number and throws its own
// UsageError for a bad one; more than `maxBatch` numbers is an error.
template <class Number, class ReadOne>
std::vector<Number> numberRanges(const std::string& spec, const std::string& option, std::size_t maxBatch, ReadOne one) {
    std::vector<Number> out;
    std::size_t start = 0;
    for (;;) {
        std::size_t comma = spec.find(',', start);
        std::string part = spec.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        std::size_t dash = part.find('-');
        Number a = one(part.substr(0, dash));
        Number b = dash == std::string::npos ? a : one(part.substr(dash + 1));
        if (b < a) throw UsageError(option + ": range '" + part + "' runs backwards", false);
        if (std::size_t(b - a) + out.size() >= maxBatch)
            throw UsageError(option + ": more than " + std::to_string(maxBatch) + " games in one batch", false);
        for (Number d = a; d <= b; ++d) out.push_back(d);
        if (comma == std::string::npos) return out;
        start = comma + 1;
    }
}

class Args {
public:
    Args(int argc, char** argv) : argc_(argc), argv_(argv) {}  // argv[0] is skipped

    bool more() const { return next_ < argc_; }

    // The next option's name ("--deal"); a value given as --deal=5 is kept
    // for value(). Words that are not options are errors: nothing here takes
    // positional arguments.
    std::string option() {
        std::string word = argv_[next_++];
        inline_.reset();
        if (word.size() < 3 || word.compare(0, 2, "--") != 0) {
            if (word == "-h") return "--help";
            throw UsageError("unexpected argument '" + word + "'");
        }
        auto eq = word.find('=');
        if (eq != std::string::npos) {
            inline_.value = word.substr(eq + 1);
            inline_.set = true;
            word.resize(eq);
        }
        current_ = word;
        return word;
    }

    // The current option's value: after '=' or the next word. An empty one
    // is refused: no option means anything by it, and a script's unset
    // variable (--board "$F") must not pass for "not given".
    std::string value() {
        std::string v;
        if (inline_.set) {
            inline_.set = false;
            v = inline_.value;
        } else {
            if (next_ >= argc_) throw UsageError("option " + current_ + " needs a value");
            v = argv_[next_++];
        }
        if (v.empty()) throw UsageError("option " + current_ + " needs a value, got an empty one");
        return v;
    }

    std::int64_t integer(std::int64_t lo, std::int64_t hi) {
        std::string v = value();
        std::int64_t n;
        if (!parseInteger(v, lo, hi, n))
            throw UsageError("option " + current_ + ": '" + v + "' is not a whole number in " + std::to_string(lo) + ".." + std::to_string(hi));
        return n;
    }

    // An option that takes no value must not be given one.
    void noValue() const {
        if (inline_.set) throw UsageError("option " + current_ + " takes no value");
    }

private:
    int argc_;
    char** argv_;
    int next_ = 1;
    std::string current_;
    struct {
        bool set = false;
        std::string value;
        void reset() { set = false, value.clear(); }
    } inline_;
};

}  // namespace referee
