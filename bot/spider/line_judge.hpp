// The fair judge of lines: a few lines from a position, chosen to differ in
// the decision they make, each played in the same sampled worlds (drawWorld:
// the unseen cards shuffled into the face-down places and the hand, the
// exact posterior given the view) and then on to the end of the game by the
// fair play-out (rollout.hpp), which sees only what a player would. No
// solver that knows a world's cards judges a line: such a solver wins
// almost any position, so it cannot tell a fair player's choices apart.
// Every line meets the same worlds, so their differences are paired.
#pragma once

#include <cstdint>
#include <vector>

#include "bot/spider/planner.hpp"
#include "bot/spider/rollout.hpp"
#include "games/spider/view.hpp"

namespace spider::bot {

struct JudgeConfig {
    int worlds = 0;           // worlds each line is played in (0: the agent does not judge)
    double winBonus = 2;      // a win's score beyond its eight suits removed
    double downWeight = 0.1;  // less this much a card the play-out left face down (the gate: docs/spider-bot.md)
    // positions of play-outs a judgement spends at most (0: no bound): worlds
    // are played whole, and at least two, until it is spent, so that a turn
    // is bounded by positions, not by the clock
    long positions = 0;
    double overrule = 0;  // the agent leaves its own line for the judge's best only this many standard errors ahead
    RolloutConfig rollout;
};

// Which decision a line makes.
enum class LineKind { Policy, Best, Stay, Dig, KeepSpace, Deal };
const char* lineKindName(LineKind k);

struct Candidate {
    Plan plan;
    LineKind kind;
};

// The lines that differ in the decision they make, from a planner search
// with PlannerConfig::decisions: the best by the score, the best that turns
// up nothing, the best that digs each column, the best that keeps a space,
// and the deal (after filling the spaces, where there are any). Each once,
// and none without steps.
std::vector<Candidate> decisionLines(const Table& t, const State& s, const Planner::Result& r, const Weights& w);

// Adds `c` unless it has no steps or its steps are a line's already there.
void addCandidate(std::vector<Candidate>& lines, Candidate c);

// Each line's ending in each of cfg.worlds worlds drawn from `seed` (fewer
// where cfg.positions runs out first): [line][world]. `lines` are lines
// from the position `v` shows.
std::vector<std::vector<Ending>> judgeLines(const View& v, const Rules& rules, const std::vector<Candidate>& lines,
                                            const JudgeConfig& cfg, std::uint64_t seed, long& positions);

// An ending's score: suits removed, cfg.winBonus more for a win, less
// cfg.downWeight a card left face down.
double endingScore(const Ending& e, const JudgeConfig& cfg);

// How many standard errors line `a`'s mean score is above line `b`'s, over
// their paired worlds (a large number where every world agrees).
double standardErrorsAhead(const std::vector<std::vector<Ending>>& endings, std::size_t a, std::size_t b,
                           const JudgeConfig& cfg);

// The line with the best mean score (ties: the first).
std::size_t bestLine(const std::vector<std::vector<Ending>>& endings, const JudgeConfig& cfg);

}  // namespace spider::bot
