// The help of what every game's bot shares, written once: the batch options
// (--jobs, --json, --jsonl, --resume, --shard) of any mode that plays or
// solves a list, and the whole help of the fair bot's batch modes (--bench,
// --ab, --grade, --grade-check; bot/common/fair_cli.hpp runs them), the
// game's part given as a FairHelp. A mode's help starts with its usage line.
#pragma once

#include <string>

namespace patience::bot {

// The batch options' lines, for a list of `what`s ("seed", "deal").
std::string batchUsageLines(const std::string& what);

// What a game's fair modes say of it; the rest of their help is every game's.
struct FairHelp {
    std::string program;  // "bot spider"
    std::string play;     // the play mode's whole help: its usage, the fair bot's settings, the rules
    std::string figures;  // what --bench reports: "games, wins, suits removed, time a move"
    std::string rules;    // the lines of the rule options the batches take too, or ""
};

// The help of the fair mode `mode` (the names of bot/common/modes.hpp's
// fairModes: play, bench, ab, grade, grade-check).
std::string fairModeHelp(const std::string& mode, const FairHelp& h);

}  // namespace patience::bot
