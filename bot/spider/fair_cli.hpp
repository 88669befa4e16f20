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
inline const std::string playUsage =
    std::string(
        "usage: bot spider [options]   the fair bot: turn blocks on standard input (referee spider --bot's\n"
        "                              protocol), one command a line on standard output\n"
        "the fair bot's settings (--ab's --a and --b take them too):\n"
        "  --samples N             worlds sampled a decision, each solved (one suit 3, else 1)\n"
        "  --sample-positions N    the solver's budget in each sampled world (one suit 40000, else 0: none)\n"
        "  --retry-after N         cards to see before sampling again after a failure (3)\n"
        "  --expansions N          the planner's search: positions expanded, at most (four suits 30000, two 10000, one 3000)\n"
        "  --guided W-E            the solver's first round in a sampled world: width, expansions (2-1500)\n"
        "  --reveal-margin N       score a line that turns up a card may lose (40)\n"
        "  --weights R,D,N,U,B,S   the planner's score: removed, down, natural, unnatural, broken, space\n"
        "                          (600,12,6,1,-4,40), or 8 numbers with deep after down and clear last, for tuning\n"
        "  --expect-draws N        expectimax over the card a line turns up: draws of it (four suits 16, else 0: off)\n"
        "  --expect-expansions N   the search after each draw: positions (100)\n"
        "  --reveal-candidates N   lines that turn up a card ranked that way (3 when drawing)\n"
        "  --late-unseen N         after the last deal, with at most N cards face down, sample a world and follow\n"
        "                          the solver's win of it (four suits 20, two 5, one 0: never)\n"
        "  --late-positions N      the solver's budget in such a world (100000)\n"
        "  --max-turns N           the judge's turn limit: a sampled world's win longer than the turns left\n"
        "                          is not followed (1000, referee spider's)\n"
        "  --turn-positions N      a turn's positions over all its searches, at most: the slowest turn's bound\n"
        "                          (200000)\n"
        "  --cleared N             score for a column with nothing face down (0; tried: worse)\n"
        "  --chance-draws N        search with chance: each candidate line judged by the mean learned value\n"
        "                          over N draws of the card it turns up or the deal it makes (two suits 8, else 0: off)\n"
        "  --chance-expansions N, --chance-candidates N   the search after each draw (200), lines judged (6)\n"
        "  --chance-value V        the value at its leaves: outcome (fitted to the bot's games) or search\n"
        "                          (fitted to sampled worlds solved; docs/spider-value.md) (outcome)\n") +
    patience::bot::safetyUsage("400 sampling, 300 the search with chance");

// The fair bot as bot/common/fair_cli.hpp runs it.
struct FairBot {
    using Settings = AgentConfig;
    using Rules = spider::Rules;
    static constexpr const char* program = "bot spider";

    // The options --ab's --a and --b take.
    static bool readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg) {
        using patience::UsageError;
        if (a == "--expansions")
            cfg.planner.expansions = int(args.integer(1, 10000000));
        else if (a == "--samples")
            cfg.samples = int(args.integer(1, 1000));
        else if (a == "--sample-positions")
            cfg.samplePositions = long(args.integer(0, 1LL << 40));
        else if (a == "--reveal-margin")
            cfg.revealMargin = int(args.integer(0, 100000));
        else if (a == "--chance-draws")
            cfg.chance.draws = int(args.integer(0, 1000));
        else if (a == "--chance-expansions")
            cfg.chance.expansions = int(args.integer(1, 10000000));
        else if (a == "--chance-candidates")
            cfg.chance.candidates = int(args.integer(2, 100));
        else if (a == "--chance-value") {
            std::string v = args.value();
            if (v != "outcome" && v != "search")
                throw UsageError("--chance-value wants outcome or search, got '" + v + "'");
            cfg.chance.value = v == "search" ? ValueKind::Search : ValueKind::Outcome;
        } else if (a == "--cleared")
            cfg.planner.weights.clear = int(args.integer(0, 100000));
        else if (a == "--late-unseen")
            cfg.lateUnseen = int(args.integer(0, 104));
        else if (a == "--late-positions")
            cfg.latePositions = long(args.integer(1000, 1LL << 40));
        else if (a == "--max-turns")
            cfg.maxTurns = int(args.integer(1, 1 << 30));
        else if (a == "--turn-positions")
            cfg.turnPositions = long(args.integer(1, 1LL << 40));
        else if (a == "--expect-draws")
            cfg.expectDraws = int(args.integer(0, 1000));
        else if (a == "--expect-expansions")
            cfg.expectExpansions = int(args.integer(1, 10000000));
        else if (a == "--reveal-candidates")
            cfg.planner.revealCandidates = int(args.integer(0, 1000));
        else if (a == "--guided") {
            std::string v = args.value();  // "W-E"
            std::size_t dash = v.find('-');
            if (dash == std::string::npos) throw UsageError("--guided wants W-E, got '" + v + "'");
            std::int64_t width = patience::wholeNumber(a, v.substr(0, dash), 0, 1LL << 62);
            std::int64_t expansions = patience::wholeNumber(a, v.substr(dash + 1), 0, 1LL << 62);
            cfg.guidedWidth = int(std::max<std::int64_t>(width, 1)),
            cfg.guidedExpansions = int(std::max<std::int64_t>(expansions, 1));
        } else if (a == "--weights") {
            std::vector<int> w = patience::numberList(a, args.value(), -10000, 10000);
            if (w.size() == 8)
                cfg.planner.weights = Weights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
            else if (w.size() == 6)
                cfg.planner.weights = Weights{w[0], w[1], 0, w[2], w[3], w[4], w[5], 0};
            else
                throw UsageError(
                    "--weights wants 6 numbers (removed,down,natural,unnatural,broken,space) or 8 (removed,down,deep,natural,unnatural,broken,space,clear)");
        } else if (a == "--retry-after")
            cfg.retryAfter = int(args.integer(0, 104));
        else if (a == "--safety-ms")
            cfg.sampleDeadlineMs = cfg.chance.deadlineMs = patience::bot::safetyMs(args);
        else
            return false;
        return true;
    }
    static bool readRule(const std::string& a, patience::OptionReader& args, Rules& r) {
        return patience::readRuleOption<RuleOptions>(a, args, r);
    }
    static BenchGame benchGame(const Rules& r, const Settings& cfg) { return BenchGame{r, cfg}; }
    // A run's luck: the planner does not sample (the grader's), so the luck
    // moves its score's weights by up to 30% each way, a player of another
    // taste each run; luck 0 plays the settings as given.
    static BenchGame gradeGame(const Rules& r, const Settings& cfg, std::uint64_t luck) {
        Settings lucky = cfg;
        lucky.luck = luck;
        std::uint64_t h = luck;
        Weights& w = lucky.planner.weights;
        for (int* x : {&w.removed, &w.down, &w.deep, &w.natural, &w.unnatural, &w.broken, &w.space, &w.clear}) {
            if (!luck) break;
            h = patience::mix64(h + 0x9e3779b97f4a7c15ULL);
            *x = int(std::lround(*x * (0.7 + 0.6 * double(h >> 11) / double(1ULL << 53))));
        }
        return BenchGame{r, lucky};
    }
    static patience::bot::GradeSolve gradeSolve(const Rules& r, std::uint64_t seed, long positions) {
        SolveLimits limits;
        limits.timeMs = 1 << 30, limits.positions = positions;  // the positions decide
        auto res = solve(newGame(seed, r), limits);
        return {res.status, res.nodes, int(res.moves.size())};
    }
    // The grader, without the clock. Two suits: the planner without sampling
    // worlds or drawing chances, many times cheaper than the full bot. One
    // suit: the planner alone wins a deal in every run or in none (the luck
    // only moves its weights), so the grade could not tell the deals won
    // sometimes; a weaker planner (300 expansions) whose lines are judged
    // over four draws of the cards they turn up (the search with chance)
    // spreads its wins: on seeds 1-300, 136 deals won every run, 29 none,
    // 135 in between. Four suits: the planner alone wins almost nothing, so
    // the full fair bot grades (its expectimax over the card a line turns up,
    // and the late worlds), about 0.3 s a game.
    static void gradeDefaults(const Rules& r, Settings& cfg) {
        cfg.samplePositions = 0;
        cfg.chance.draws = 0;
        if (r.suits != 4) cfg.expectDraws = 0, cfg.lateUnseen = 0;
        cfg.sampleDeadlineMs = cfg.chance.deadlineMs = 1 << 30;
        // One suit: the planner alone won a deal in all runs or none; two
        // suits: it ordered deals unlike the fair bot, which plays with
        // chance. Both grade with the search with chance (docs/grade.md).
        if (r.suits == 1) cfg.planner.expansions = 300, cfg.chance.draws = 4;
        if (r.suits == 2) cfg.planner.expansions = 3000, cfg.chance.draws = 4;
    }
    static int gradeRuns(const Rules&) { return 8; }
    // Woods's rules only: another rule plays other games.
    static patience::bot::GradedAhead gradedAhead(const Rules& r) {
        Rules woods;
        woods.suits = r.suits;
        if (r != woods) return {};
        return r.suits == 1 ? patience::bot::gradedAheadOf(gradedAheadOneSuit)
            : r.suits == 2  ? patience::bot::gradedAheadOf(gradedAheadTwoSuits)
                            : patience::bot::gradedAheadOf(gradedAheadFourSuits);
    }
    static double gradeProgress(int removed) { return removed / 8.0; }
    // The cuts (docs/grade.md): between runs lost, the grades nearest fifths
    // of the calibration seeds (bot spider --suits N --grade 1-300
    // --calibrate; four suits 1-120). One suit: won every run, lost one, two
    // or three, four to six, seven or eight. Two suits: lost at most one,
    // two or three, four or five, six or seven, all. Four suits: won four runs or more,
    // three, two, one, none.
    static patience::bot::GradeCuts gradeCuts(const Rules& r) {
        if (r.suits == 1) return {0.125, 0.25, 0.5, 0.875};
        if (r.suits == 2) return {0.25, 0.5, 0.75, 1.0};
        return {0.625, 0.75, 0.875, 1.0};
    }
    // The protocol: one command a turn block; the agent keeps its plan between them.
    static int play(const Rules& r, const Settings& cfg) {
        Agent agent(r, cfg);
        return patience::bot::playTurns(
            program, [&](std::istream& in, int& line) { return parseTurn(in, line, r); },
            [&](const View& v) { return commandText(agent.choose(v)); });
    }
};

}  // namespace spider::bot
