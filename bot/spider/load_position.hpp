// A Woods position file named on the command line (--solve --load,
// --analyse), or a UsageError naming the file and where it is wrong.
#pragma once

#include <fstream>
#include <string>

#include "common/option_reader.hpp"
#include "common/read_limit.hpp"
#include "games/spider/position_file.hpp"

namespace spider::bot {

inline Game loadPositionFile(const std::string& file, const Rules& rules) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw patience::UsageError(file + ": cannot be opened", false);
    std::string text, why = patience::readAtMost(in, text);
    if (!why.empty()) throw patience::UsageError(file + ": " + why, false);
    try {
        return readPosition(text, rules);
    } catch (const FileError& e) {
        throw patience::UsageError(file + ": " + e.where(), false);
    }
}

}  // namespace spider::bot
