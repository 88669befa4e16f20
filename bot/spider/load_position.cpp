// A Woods position file named on the command line (load_position.hpp).
#include "bot/spider/load_position.hpp"

#include <string>

namespace spider::bot {

Game loadPositionFile(const std::string& file, const Rules& rules) {
    std::string text, why;
    if (!patience::readTextFile(file, text, why)) throw patience::UsageError(file + ": " + why, false);
    try {
        return readPosition(text, rules);
    } catch (const FileError& e) {
        throw patience::UsageError(file + ": " + e.where(), false);
    }
}

}  // namespace spider::bot
