// A person's next command at a keeper's prompt, read the same way in every
// game: the prompt first when a person types (not for a script), then one
// line, capped (common/line_reader.hpp).
#pragma once

#include <ostream>
#include <string>

#include "common/line_reader.hpp"

namespace referee {

// False at the end of input. A line past the cap is not a person's command:
// `lastWords()` lets the game end as it does at the end of input, then the
// error goes on to keeperMain, which reports it in one line.
template <class LastWords>
bool nextCommand(patience::LineReader& lines, std::ostream& out, bool prompt, const char* promptText, std::string& line,
                 LastWords lastWords) {
    if (prompt) out << promptText << std::flush;
    try {
        return lines.next(line);
    } catch (const patience::LineTooLong&) {
        if (prompt) out << "\n";
        lastWords();
        throw;
    }
}

}  // namespace referee
