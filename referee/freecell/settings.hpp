// `referee freecell` options: what to play, against which bot, under which limits.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "referee/common/terminal.hpp"
#include "common/batch.hpp"
#include "games/freecell/freecell.hpp"

namespace freecell::referee {

struct Settings {
    std::string bot;  // shell command; empty: the `bot` next to this referee
    // The limits the online judge is believed to use (see issue 2).
    int firstTurnMs = 1000, turnMs = 50, maxTurns = 200;
    Autoplay autoplay = Autoplay::Safe;
    Capacity capacity = Capacity::Doubling;  // the supermove rule (the online one is not published)

    // What to play: one deal, one board file, or a batch of deals.
    std::int64_t deal = 10913;  // the puzzle's first test case
    std::string boardFile;
    std::vector<std::uint64_t> deals;  // --deals; non-empty means a batch
    int jobs = 1;

    bool show = false;
    ::referee::ColorMode color = ::referee::ColorMode::Auto;
    bool json = false;
    bool botStderr = false;  // in a batch; a single game always shows it
    patience::batch::Options log;  // --jsonl, --resume, --shard: with --deals
    std::string replayFile;        // --replay: the single game as a replay page

    bool help = false;
    std::optional<std::int64_t> printDeal;

    bool batch() const { return !deals.empty(); }
};

// Throws patience::UsageError.
Settings parseSettings(int argc, char** argv);

std::string usageText();

}  // namespace freecell::referee
