// `bot spider` without --solve or --analyse: the fair bot on the judge's
// protocol, its bench and its A/B bench (bot/common/fair_cli.hpp), with the
// agent's settings (agent.hpp) and the rule options.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "bot/common/fair_cli.hpp"
#include "bot/common/play_turns.hpp"
#include "bot/spider/grade_table.hpp"
#include "bot/spider/bench.hpp"
#include "bot/spider/evaluate.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

// `bot spider --help play`: the fair bot's settings; the rule options follow.
extern const std::string playUsage;

// The fair bot as bot/common/fair_cli.hpp runs it.
struct FairBot {
    using Settings = AgentConfig;
    using Rules = spider::Rules;
    static constexpr const char* program = "bot spider";

    // The options --ab's --a and --b take.
    static bool readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg);
    static bool readRule(const std::string& a, patience::OptionReader& args, Rules& r);
    static BenchGame benchGame(const Rules& r, const Settings& cfg);
    // A run's luck: the planner does not sample (the grader's), so the luck
    // moves its score's weights by up to 30% each way, a player of another
    // taste each run; luck 0 plays the settings as given.
    static BenchGame gradeGame(const Rules& r, const Settings& cfg, std::uint64_t luck);
    static patience::bot::GradeSolve gradeSolve(const Rules& r, std::uint64_t seed, long positions);
    // The grader, without the clock. Two suits: the planner without sampling
    // worlds or drawing chances, many times cheaper than the full bot. One
    // suit: the planner alone wins a deal in every run or in none (the luck
    // only moves its weights), so the grade could not tell the deals won
    // sometimes; a weaker planner (300 expansions) whose lines are judged
    // over four draws of the cards they turn up (the search with chance)
    // spreads its wins. Four suits: the planner alone wins almost nothing, so
    // the full fair bot grades (its expectimax over the card a line turns up,
    // and the late worlds).
    static void gradeDefaults(const Rules& r, Settings& cfg);
    static int gradeRuns(const Rules&) { return 8; }
    // Woods's rules only: another rule plays other games.
    static patience::bot::GradedAhead gradedAhead(const Rules& r);
    static double gradeProgress(int removed) { return removed / 8.0; }
    // The cuts (docs/grade.md): between runs lost, the grades nearest fifths
    // of the calibration seeds. One suit: won every run, lost one, two
    // or three, four to six, seven or eight. Two suits: lost at most one,
    // two or three, four or five, six or seven, all. Four suits: won four runs or more,
    // three, two, one, none.
    static patience::bot::GradeCuts gradeCuts(const Rules& r);
    // The protocol: one command a turn block; the agent keeps its plan between them.
    static int play(const Rules& r, const Settings& cfg);
};

}  // namespace spider::bot
