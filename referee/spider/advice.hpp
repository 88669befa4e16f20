// What the Spider keeper asks the bot for a person: the fair bot's move on
// the person's view (hint), the solver's move and verdict on the whole
// position, face-down cards and hand included (peek, check), and the
// analyser's fair question (can the rest be won whatever the face-down cards
// are?). Every answer is checked by the rules before it is shown.
#pragma once

#include <string>

#include "games/spider/spider.hpp"
#include "referee/common/advisor.hpp"

namespace spider::referee {

// The advisor for these rules: `program spider --suits ...`.
::referee::Advisor spiderAdvisor(const std::string& program, const Rules& rules);

struct Advice {
    std::string move;   // in the keeper's syntax ("3 5 2", "D", "4"); empty: none
    std::string why;    // what it does, in words the person sees
    std::string error;  // why there is no advice
};

// The fair bot's command for `g`, from the judge's turn text: nothing face
// down, nothing of the hand's order.
Advice fairHint(const Game& g, int turn, const ::referee::Advisor& bot);

// The solver's verdict on `g` within `positions` and, when winnable, its
// first move. A million positions take about 1.5 s.
constexpr long CheckPositions = 1000000;
struct SolverView {
    ::referee::Chance chance = ::referee::Chance::Unknown;
    Advice first;        // the solver's first move when winnable
    std::string detail;  // the solver's line ("winnable in 312 moves, ...")
};
SolverView solverView(const Game& g, const ::referee::Advisor& bot, long positions);

// --winnable-only: does the solver win `g` within `positions` (a limit of
// work, so that a seed gives the same deal on every machine), with a
// solution that replays here? Else `why` says what it found.
constexpr long WinnableOnlyPositions = 3000000;
bool provedWinnable(const Game& g, const ::referee::Advisor& bot, long positions, std::string& why);

// The analyser's fair question once the hand is dealt out: can the suits
// left be removed whatever the face-down cards are? Chance::Unknown with a
// reason while deals remain (the analyser plans without dealing).
SolverView fairQuestion(const Game& g, const ::referee::Advisor& bot, int limitMs);

// What a command does that the person can see: the card it turns up, the
// column it empties, the run it builds. `g` is before the command.
std::string whatItDoes(const Game& g, const std::string& command);

}  // namespace spider::referee
