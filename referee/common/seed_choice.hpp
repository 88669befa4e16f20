// The keepers' choice of a new deal for --winnable-only and --difficulty:
// the first seed from the one asked for (or the clock's) whose deal the
// solver proves winnable, the fair bot grades as wanted, or both. The
// questions go to the bot through the advisor; the choice is the same on
// every machine, since the solver and the grader count positions, not time.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "referee/common/advisor.hpp"

namespace referee {

// A seed chosen, and the note that says so.
struct ChosenSeed {
    std::uint64_t seed = 0;
    int skipped = 0;   // seeds tried before it
    std::string note;  // what the keeper shows: the seed dealt, and what was skipped
};

// --winnable-only: the first seed from `from` on whose deal `proved(seed,
// why)` proves winnable (else it says why not in `why`). On a terminal,
// progress on stderr once it takes more than a moment. Throws
// std::runtime_error, naming the seeds, when none of `maxSeeds` is proved.
ChosenSeed firstWinnable(std::uint64_t from, const std::string& program,
                         const std::function<bool(std::uint64_t, std::string&)>& proved, int maxSeeds = 100);

// --difficulty: the first seed from `from` on that `bot` grades `wanted`
// (bot GAME --grade SEED; 1 easy to 5 hardest), and that `accept` takes
// too (--winnable-only's proof, or always). The same progress and errors.
ChosenSeed firstGraded(std::uint64_t from, const std::string& program, const Advisor& bot, int wanted,
                       const std::function<bool(std::uint64_t, std::string&)>& accept, int maxSeeds = 100);

// --winnable-only (`winnableOnly`) and --difficulty (`difficulty`, 0: any)
// together: the first seed from `from` on that both take (firstGraded with
// the proof as its `accept`, or firstWinnable alone).
ChosenSeed chooseSeed(std::uint64_t from, const std::string& program, const Advisor& bot, int difficulty,
                      bool winnableOnly, const std::function<bool(std::uint64_t, std::string&)>& proved,
                      int maxSeeds = 100);

}  // namespace referee
