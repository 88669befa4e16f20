// A Woods position file named on the command line (--solve --load,
// --analyse), or a UsageError naming the file and where it is wrong.
#pragma once

#include <string>

#include "common/option_reader.hpp"
#include "common/text_file.hpp"
#include "games/spider/position_file.hpp"

namespace spider::bot {

Game loadPositionFile(const std::string& file, const Rules& rules);

}  // namespace spider::bot
