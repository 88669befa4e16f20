// A file the user named on the command line or at the prompt (a board, a
// deck, a saved game), read whole: or why it cannot be.
#pragma once

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>

#include "common/read_limit.hpp"

namespace referee {

// True with the file's text; false with why not ("is a directory", "cannot
// open (No such file or directory)", too long), for the caller to report
// after the file's name.
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
    why = patience::readAtMost(in, text);
    return why.empty();
}

}  // namespace referee
