// Reading a whole input (a board, a deck, a saved game) with a ceiling: such
// texts are a few kilobytes, and a mistaken /dev/zero or a huge file must
// end in an error line, not eat the machine's memory.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace patience {

// Far above any board, deck or saved game.
constexpr std::size_t MaxInputBytes = std::size_t(1) << 20;

// Appends the rest of `in` to `out`. Returns "" when it was all read, else
// why not, to follow the input's name: longer than `limit` bytes (`out`
// then holds the first `limit`), or a failed read (a directory, say).
inline std::string readAtMost(std::istream& in, std::string& out, std::size_t limit = MaxInputBytes) {
    char buffer[4096];
    std::size_t got = 0;
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        std::size_t n = std::size_t(in.gcount());
        if (got + n > limit) {
            out.append(buffer, limit - got);
            return "longer than " + std::to_string(limit >> 10) + " KB: not a board, deck or saved game";
        }
        out.append(buffer, n);
        got += n;
    }
    return in.bad() ? "cannot be read (a directory?)" : "";
}

}  // namespace patience
