// Writing a judged or played game as a replay page (--replay FILE, or a
// person's `replay FILE`): the page writer's one-line error, said where the
// caller's messages go.
#pragma once

#include <iostream>
#include <string>

#include "common/replay_page.hpp"

namespace referee {

// True once `path` holds the page; false after one line on stderr,
// "<who>: cannot write the replay page FILE: why".
inline bool writeReplayFile(const std::string& path, const replay::Replay& r, const std::string& who) {
    std::string error;
    if (replay::writePage(path, r, error)) return true;
    std::cerr << who << ": " << error << "\n" << std::flush;
    return false;
}

}  // namespace referee
