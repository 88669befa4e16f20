// `bot --bench A-B`: solve a range of Microsoft deals in-process, replay every
// solution under the judge's rules, and report times, lengths and memory.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bot/freecell/solver.hpp"
#include "common/batch.hpp"
#include "common/options.hpp"

namespace freecell::bot {

struct BenchResult {
    std::uint32_t deal = 0;
    Outcome status = Outcome::Unknown;  // bot/common/solve_result.hpp's
    bool valid = false;                 // the solution replays to a win
    double ms = 0;
    std::size_t moves = 0, firstMoves = 0;  // the solution's length, and the first one found's
    std::uint64_t expanded = 0;
};

// The status's name; "INVALID" for a solution that does not replay.
const char* statusText(const BenchResult& r);

// Solves Microsoft deal `deal` within `timeMs` and checks its solution.
BenchResult benchDeal(std::uint32_t deal, int timeMs, const SolverConfig& config);

long peakMemoryKb();

// `count` distinct places drawn from the list of deals `ranges` (--bench
// LIST), their deals in increasing order; the same seed draws the same deals
// on every machine (and, from one range A-B, the deals it always drew).
std::vector<std::uint32_t> sampleDeals(const std::vector<patience::NumberRange>& ranges, std::size_t count,
                                       std::uint64_t seed);

// One line of --jsonl per deal, and back.
patience::batch::Codec<BenchResult> benchCodec();

// Returns 0 when every deal is winnable with a solution that replays, or proved unwinnable.
int bench(const std::vector<std::uint32_t>& all, std::string label, int timeMs, int jobs, bool json,
          const SolverConfig& config, const patience::batch::Options& batchOptions = {});

}  // namespace freecell::bot
