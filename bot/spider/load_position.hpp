// A Woods position file named on the command line (--solve --load,
// --analyse), or a UsageError naming the file and where it is wrong.
#pragma once

#include <fstream>
#include <string>

#include "bot/common/args.hpp"
#include "common/read_limit.hpp"
#include "games/spider/position_file.hpp"

namespace spider::bot {

inline Game loadPositionFile(const std::string& file, const Rules& rules) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw patience::bot::UsageError(file + ": cannot be opened");
    std::string text, why = patience::readAtMost(in, text);
    if (!why.empty()) throw patience::bot::UsageError(file + ": " + why);
    try {
        return readPosition(text, rules);
    } catch (const FileError& e) {
        throw patience::bot::UsageError(file + ": " + e.where());
    }
}

}  // namespace spider::bot
