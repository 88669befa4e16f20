// Where the fair bot loses its games (`bot spider --losses SEEDS`).
//
// With every card known, a position from which no win exists stays lost
// after any move. So along a lost game the positions the solver, given the
// real face-down cards and hand, can still win come first, then those it
// proves lost: a binary search over the game's positions finds the first
// fatal move, the move from the last position still winnable. The solver's
// unknowns (its budget ran out) stay unknown, never lost: the search then
// brackets the fatal move between the last position proved winnable and
// the first proved lost.
//
// At the fatal position the move played is compared with every other legal
// command in worlds that fit what the bot saw there (the unseen cards
// shuffled into the face-down places and the hand), the same worlds for
// every command: the worlds the solver wins after each. A command that wins
// clearly more of them than the move played (a sign test over the worlds
// where the two differ) makes the move a blunder a fair player could have
// avoided; where none does, the real cards made it fatal: bad luck.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "bot/common/fair_bench.hpp"
#include "bot/spider/bench.hpp"
#include "bot/spider/solver.hpp"
#include "common/random.hpp"
#include "games/spider/protocol.hpp"

namespace spider::bot {

using patience::bot::SolveStatus;

struct LossConfig {
    long positions = 500000;        // the solver's budget for the real game at a position
    int closeTries = 6;             // ... and where that leaves the fatal move unknown, tries at 4 times it
    long startPositions = 3000000;  // ... and at the deal, where that budget leaves it unknown (a deal wants millions)
    long worldPositions = 100000;   // ... and in each sampled world after each command
    int worlds = 20;                // worlds sampled at the fatal position
    double blunderP = 0.05;         // the sign test's level for "blunder"
};

// What kind of move a command is, for the table: the first that applies
// (a move into a space that also turns a card up spends the space: it
// counts as "into-space").
std::string moveKind(const Game& g, const Command& c);

// One lost game, as the loss finder sees it.
struct LossRecord {
    bool won = false;  // the bot won: nothing to find
    int moves = 0;     // answers played
    int removed = 0;   // suits removed at the end
    // "won"; "unwinnable deal" (lost from the start); "winnable at the end"
    // (the turn limit, or the bot gave up where a win was left); "found" (the
    // fatal move, proved: the position before it winnable, after it lost);
    // "bracketed" (the last position proved winnable, then positions the
    // solver cannot decide, then one proved lost: the move from the last
    // winnable one is reported, not proved fatal); "unknown" (no bracket).
    std::string finding;
    int lastWinnable = -1, firstLost = -1;  // positions (moves played before them) proved so; -1: none
    // At the fatal position (`found`):
    int fatal = -1;  // the move's index
    std::string move, kind;
    int dealsLeft = 0, faceDown = 0, spaces = 0, removedThen = 0;
    // The worlds: the move played's wins, the best other command's, its text,
    // the sign test's p, and the verdict: "blunder", "bad luck", "no win seen"
    // (no command won a world: the position was already as good as lost).
    int worlds = 0, playedWins = 0, bestWins = 0;
    std::string best, verdict;
    double p = 1;
    long solverPositions = 0;  // every search's positions, for the cost
};

// P(X >= k) for X ~ Binomial(n, 1/2): the one-sided sign test.
double signTestP(int k, int n);

class LossFinder {
public:
    LossFinder(const Rules& rules, const AgentConfig& agent, const LossConfig& cfg)
        : rules_(rules), agent_(agent), cfg_(cfg) {}

    // The fair bot's game of `seed`, played and then searched.
    LossRecord find(std::uint64_t seed);

    // Any recorded game: `positions` before each of the `played` moves, then
    // the end (one more than the moves); `seed` picks the sampled worlds.
    LossRecord findIn(const std::vector<Game>& positions, const std::vector<Command>& played, std::uint64_t seed);

private:
    // The fair bench's game (bench.hpp), every position and answer kept.
    void playRecorded(std::uint64_t seed, std::vector<Game>& positions, std::vector<Command>& played);

    // The solver's verdict at position i, given the real cards; each position asked once.
    SolveStatus::Status verdictAt(const std::vector<Game>& positions, int i, LossRecord& r, long budget = 0);

    // Halves [lo, hi] (lo winnable, hi lost) down to one move, or down to a
    // stretch of positions the solver cannot decide. An unknown at u splits
    // the search: the last winnable position is looked for left of u, the
    // first lost one right of it, each by halving; a winnable one found right
    // of u (or a lost one left of it) starts the halving again from there.
    void narrow(const std::vector<Game>& positions, int& lo, int& hi, LossRecord& r);

    // The move played against every legal command, in the same sampled worlds.
    void judgeMove(const Game& g, const Command& playedMove, std::uint64_t seed, LossRecord& r);

    Rules rules_;
    AgentConfig agent_;
    LossConfig cfg_;
    std::map<int, SolveStatus::Status> verdictCache_;
};

}  // namespace spider::bot
