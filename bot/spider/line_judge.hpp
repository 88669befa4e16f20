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
    int worlds = 32;  // worlds each line is played in
    RolloutConfig rollout;
};

// Which decision a line makes.
enum class LineKind { Best, Stay, Dig, KeepSpace, Deal };
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

// Each line's ending in each of cfg.worlds worlds drawn from `seed`:
// [line][world]. `lines` are lines from the position `v` shows. How the
// endings are scored is the reader's (tools/spider-judge-gate).
std::vector<std::vector<Ending>> judgeLines(const View& v, const Rules& rules, const std::vector<Candidate>& lines,
                                            const JudgeConfig& cfg, std::uint64_t seed, long& positions);

}  // namespace spider::bot
