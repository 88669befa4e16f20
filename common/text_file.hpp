// Reading a whole input (a board, a deck, a saved game, a position) with a
// ceiling: such texts are a few kilobytes, and a mistaken /dev/zero or a huge
// file must end in an error line, not eat the machine's memory. Every program
// reads the files its user names through readTextFile.
#pragma once

#include <sys/stat.h>

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <fstream>
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

// A file the user named on the command line or at a prompt, read whole:
// true with its text; false with why not ("is a directory", "cannot open
// (No such file or directory)", too long), for the caller to report after
// the file's name.
inline bool readTextFile(const std::string& path, std::string& text, std::string& why) {
    struct stat info;
    if (stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
        why = "is a directory";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        why = std::string("cannot open (") + std::strerror(errno) + ")";
        return false;
    }
    why = readAtMost(in, text);
    return why.empty();
}

}  // namespace patience
