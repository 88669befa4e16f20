// Reading input a line at a time with a ceiling on a line's length: turn
// blocks and a person's commands are short, and a mistaken /dev/zero or a
// binary file on standard input must end in one error line, not grow one
// line until the memory is gone. The bots' turn readers (turn_reader.hpp)
// and the person's games (the Spider keeper, the Calculation and gallery
// tables) all read through this.
#pragma once

#include <cstddef>
#include <istream>
#include <stdexcept>
#include <string>

namespace patience {

// Far above any turn block line or command (the longest, a turn block's
// 'unseen' line, is a few hundred bytes).
constexpr std::size_t MaxLineBytes = std::size_t(1) << 16;

// A line over the ceiling; what() names the line when the reader counts them.
struct LineTooLong : std::runtime_error {
    int line;  // 1-based; 0 when not counted
    LineTooLong(int l, std::size_t limit)
        : std::runtime_error((l ? "line " + std::to_string(l) + ": " : std::string()) + "a line longer than " +
                             std::to_string(limit >> 10) + " KB: not this program's input"),
          line(l) {}
};

// As std::getline: the next line without its '\n' (a '\r' before it stays),
// false at the end of input when nothing is left. Throws LineTooLong (with
// line 0) once a line passes `limit` bytes; what was read of it is dropped.
inline bool readLine(std::istream& in, std::string& line, std::size_t limit = MaxLineBytes) {
    line.clear();
    std::streambuf* buf = in.rdbuf();
    std::istream::sentry ok(in, true);  // no blanks skipped
    if (!ok || !buf) return false;
    for (;;) {
        int c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(line.empty() ? std::ios::eofbit | std::ios::failbit : std::ios::eofbit);
            return !line.empty();
        }
        if (c == '\n') return true;
        if (line.size() >= limit) {
            line.clear();
            line.shrink_to_fit();
            throw LineTooLong(0, limit);
        }
        line += char(c);
    }
}

// readLine with the lines counted, so that errors can name the line.
class LineReader {
public:
    explicit LineReader(std::istream& in, std::size_t limit = MaxLineBytes) : in_(in), limit_(limit) {}
    // The next line (without '\n', nor a '\r' before it); false at the end of
    // input. Throws LineTooLong naming the line.
    bool next(std::string& line) {
        try {
            if (!readLine(in_, line, limit_)) return false;
        } catch (const LineTooLong&) {
            throw LineTooLong(number_ + 1, limit_);
        }
        ++number_;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return true;
    }
    int number() const { return number_; }  // lines read so far

private:
    std::istream& in_;
    std::size_t limit_;
    int number_ = 0;
};

}  // namespace patience
