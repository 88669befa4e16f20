// The options both FreeCell judges (FreeCell's and the family's) read beside
// the shared ones: a board in place of a deal, and for one game its picture
// (--show) and its replay page (--replay).
#pragma once

#include <string>

#include "common/option_reader.hpp"
#include "referee/common/terminal.hpp"

namespace freecell::referee {

struct OneGameOptions {
    std::string boardFile;  // --board, in place of a deal
    bool show = false;
    ::referee::ColorMode color = ::referee::ColorMode::Auto;
    std::string replayFile;  // --replay: the single game as a replay page
};

// Reads `o` if it is one of these; false if not.
inline bool readOneGameOption(const std::string& o, patience::OptionReader& args, OneGameOptions& s) {
    if (o == "--board")
        s.boardFile = args.value();
    else if (o == "--show")
        s.show = true;
    else if (o == "--color" || o == "--colour")
        s.color = ::referee::colorOption(o, args.value());
    else if (o == "--replay")
        s.replayFile = args.value();
    else
        return false;
    return true;
}

// What may not go together, given whether a deal was named and whether a batch asked for.
inline void checkOneGameOptions(const OneGameOptions& s, bool seedGiven, bool batch) {
    using patience::UsageError;
    if (seedGiven + !s.boardFile.empty() + batch > 1) throw UsageError("give only one of --deal, --board, --deals");
    if (s.show && batch) throw UsageError("--show draws one game: use --deal or --board, not --deals");
    if (!s.replayFile.empty() && batch)
        throw UsageError("--replay writes one game: use --deal or --board, not --deals");
}

}  // namespace freecell::referee
