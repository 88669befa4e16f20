// What the Calculation keeper asks the bot for a person: the fair bot's move
// on the person's view (hint: the judge's turn text, which never shows the
// deck's order), and the solver's move and verdict on the whole position,
// the order of the deck included (peek, check). Every answer is checked by
// the rules before it is shown.
#pragma once

#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"
#include "referee/common/advisor.hpp"

namespace calculation::referee {

// The advisor for these rules: `program calculation --rules ...`.
::referee::Advisor calculationAdvisor(const std::string& program, RuleSet rules);

struct Advice {
    std::string move;   // in the keeper's syntax ("w2", "w1 f4"); empty: none
    std::string why;    // what it does, in words the person sees
    std::string error;  // why there is no advice
};

// The fair bot's move for `g` from the judge's turn text: nothing of the
// deck's order, only how many cards of each rank are still to come.
Advice fairHint(const Game& g, int turn, const ::referee::Advisor& bot);

// The solver's verdict on the game dealt as `start` after `moves` and, when
// winnable, its first move from there.
struct SolverView {
    ::referee::Chance chance = ::referee::Chance::Unknown;
    Advice first;        // the solver's first move when winnable
    std::string detail;  // the solver's line ("winnable in 40 moves, 0.5 ms, 41 positions")
};
// The solver's budget for a peek or a check: positions, so that the answer
// is the same on every machine (200,000 decide 99.6% of classic deals from
// the deal, in well under a second), and `limitMs` as a safety net.
constexpr long CheckPositions = 200000;
SolverView solverView(const Game& start, const std::vector<Move>& moves, const ::referee::Advisor& bot, long positions);

// --winnable-only: does the solver win `start` within `positions` (a limit of
// work, so that a seed gives the same deal on every machine), with a
// solution that replays here? Else `why` says what it found. Classic deals
// past 20,000 positions are about 2 in 100 and take up to half a second each.
constexpr long WinnableOnlyPositions = 20000;
bool provedWinnable(const Game& start, const ::referee::Advisor& bot, long positions, std::string& why);

// What a legal move does that the person can see: "puts 7h on foundation 3,
// which then wants a 10", "9s onto waste pile 2, whose top was Jd", and
// what it uncovers. `g` is before the move.
std::string whatItDoes(const Game& g, Move m);

}  // namespace calculation::referee
