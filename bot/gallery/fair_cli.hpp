// `bot gallery` without --solve: the fair bot on the judge's protocol, its
// bench and its A/B bench (bot/common/fair_cli.hpp), with the sampler's
// settings (agent.hpp).
#pragma once

#include <string>
#include <vector>

#include "bot/common/fair_cli.hpp"
#include "bot/gallery/bench.hpp"

namespace gallery::bot {

// `bot gallery --help play`: the fair bot's settings.
extern const std::string playUsage;

// The fair bot as bot/common/fair_cli.hpp runs it.
struct FairBot {
    using Settings = SamplerConfig;
    struct Rules {
        std::uint64_t seed = 1;  // play: the seed of the bot's randomness
    };
    static constexpr const char* program = "bot gallery";

    // The options --ab's --a and --b take.
    static bool readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg);
    static bool readRule(const std::string& a, patience::OptionReader& args, Rules& r);
    static BenchGame benchGame(const Rules&, const Settings& cfg) { return BenchGame{cfg}; }
    static BenchGame gradeGame(const Rules&, const Settings& cfg, std::uint64_t luck);
    static patience::bot::GradeSolve gradeSolve(const Rules&, std::uint64_t seed, long positions);
    // The grader: the fair bot with every move sampled, its endgame judging
    // under fewer stock orders, without the clock, so that a grade is the
    // same everywhere and its share of wins can grade the deals.
    static void gradeDefaults(const Rules&, Settings& cfg);
    static int gradeRuns(const Rules&) { return 16; }
    static patience::bot::GradedAhead gradedAhead(const Rules&);
    static double gradeProgress(int score) {
        return 1 - std::min(score, 96) / 96.0;
    }  // the score counts the cards left out of place
    // Between runs lost, as calibrated (docs/grade.md): won 10 runs or more,
    // 4-9, 2-3, one, none.
    static patience::bot::GradeCuts gradeCuts(const Rules&) { return {0.4375, 0.8125, 0.9375, 1.0}; }
    // The protocol: one answer a turn block.
    static int play(const Rules& r, const Settings& cfg);
};

}  // namespace gallery::bot
