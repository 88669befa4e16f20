#include "referee/common/seed_choice.hpp"

#include <unistd.h>

#include <iostream>
#include <stdexcept>

#include "common/difficulty.hpp"
#include "referee/common/child.hpp"
#include "referee/common/wording.hpp"

namespace referee {

namespace {

// The first seed from `from` that `accept` takes; `what` names the choice
// ("Winnable-only", "Difficulty hard") and `chosen` what was found of it.
ChosenSeed firstAccepted(std::uint64_t from, const std::string& program, const std::string& what,
                         const std::string& chosen, const std::function<bool(std::uint64_t, std::string&)>& accept,
                         int maxSeeds) {
    Clock::time_point start = Clock::now();
    bool terminal = isatty(STDERR_FILENO);
    ChosenSeed d;
    std::string firstWhy;
    for (d.seed = from; d.skipped < maxSeeds; ++d.seed, ++d.skipped) {
        if (terminal && msSince(start) > 500) std::cerr << "\r" << what << ": seed " << d.seed << "..." << std::flush;
        std::string why;
        if (accept(d.seed, why)) {
            if (terminal && msSince(start) > 500) std::cerr << "\r\033[K" << std::flush;
            d.note = what + ": seed " + std::to_string(d.seed) + ", " + chosen +
                (d.skipped ? " (" + plural(d.skipped, "seed") + " before it skipped; seed " + std::to_string(from) +
                         ": " + firstWhy + ")"
                           : std::string()) +
                "; " + program + " --seed " + std::to_string(d.seed) + " deals it again.";
            return d;
        }
        if (firstWhy.empty()) firstWhy = why;
    }
    throw std::runtime_error(what + ": none of seeds " + std::to_string(from) + "-" +
                             std::to_string(from + std::uint64_t(maxSeeds) - 1) + " was " + chosen + " (seed " +
                             std::to_string(from) + ": " + firstWhy + ")");
}

}  // namespace

ChosenSeed firstWinnable(std::uint64_t from, const std::string& program,
                         const std::function<bool(std::uint64_t, std::string&)>& proved, int maxSeeds) {
    return firstAccepted(from, program, "Winnable-only", "proved winnable by the solver", proved, maxSeeds);
}

ChosenSeed firstGraded(std::uint64_t from, const std::string& program, const Advisor& bot, int wanted,
                       const std::function<bool(std::uint64_t, std::string&)>& accept, int maxSeeds) {
    std::string name = patience::gradeName(wanted);
    return firstAccepted(
        from, program, "Difficulty " + name, "graded " + name + " by the fair bot",
        [&](std::uint64_t seed, std::string& why) {
            int grade = askGrade(bot, seed, why);
            if (grade < 0) return false;
            if (grade != wanted) {
                why = std::string("graded ") + patience::gradeName(grade);
                return false;
            }
            return accept(seed, why);
        },
        maxSeeds);
}

ChosenSeed chooseSeed(std::uint64_t from, const std::string& program, const Advisor& bot, int difficulty,
                      bool winnableOnly, const std::function<bool(std::uint64_t, std::string&)>& proved, int maxSeeds) {
    if (!difficulty) return firstWinnable(from, program, proved, maxSeeds);
    auto accept = [&](std::uint64_t seed, std::string& why) { return !winnableOnly || proved(seed, why); };
    return firstGraded(from, program, bot, difficulty, accept, maxSeeds);
}

}  // namespace referee
