// `bot calculation` without --solve: the fair bot on the judge's protocol,
// its bench and its A/B bench (bot/common/fair_cli.hpp), with the sampler's
// settings (agent.hpp) and the rule set.
#pragma once

#include <string>
#include <vector>

#include "bot/calculation/bench.hpp"
#include "bot/common/fair_cli.hpp"

namespace calculation::bot {

// `bot calculation --help play`: the fair bot's settings; the rule set follows.
extern const std::string playUsage;
// The rule set, which the batches take too.
extern const char* rulesUsage;

// The fair bot as bot/common/fair_cli.hpp runs it.
struct FairBot {
    using Settings = SamplerConfig;
    struct Rules {
        RuleSet rules = RuleSet::CoCo;
    };
    static constexpr const char* program = "bot calculation";

    // The options --ab's --a and --b take.
    static bool readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg);
    static bool readRule(const std::string& a, patience::OptionReader& args, Rules& r);
    static BenchGame benchGame(const Rules& r, const Settings& cfg) { return BenchGame{r.rules, cfg}; }
    static BenchGame gradeGame(const Rules& r, const Settings& cfg, std::uint64_t luck);
    static patience::bot::GradeSolve gradeSolve(const Rules& r, std::uint64_t seed, long positions);
    // The grader: the sampler with few orders a move and without the
    // endgame, so that the share of its wins spreads the deals.
    static void gradeDefaults(const Rules& r, Settings& cfg);
    static int gradeRuns(const Rules&) { return 16; }
    static patience::bot::GradedAhead gradedAhead(const Rules& r);
    static double gradeProgress(int home) { return home / 52.0; }
    // The quintiles of the grader's scores, as calibrated (docs/grade.md).
    static patience::bot::GradeCuts gradeCuts(const Rules& r);
    // The protocol: one move a turn block; the turn says the rules.
    static int play(const Rules&, const Settings& cfg);
};

}  // namespace calculation::bot
