// What the gallery's keeper asks the bot for a person: the fair bot's move
// on the person's view (hint: the judge's turn text, never the stock's
// order), and the solver's move and verdict with the stock's order known
// (peek, check; the seed and the game's moves so far tell it the position).
// Every answer is checked by the rules before it is shown.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/gallery/gallery.hpp"
#include "games/gallery/protocol.hpp"
#include "referee/common/advisor.hpp"

namespace gallery::referee {

// The advisor for the gallery: `program gallery ...`.
::referee::Advisor galleryAdvisor(const std::string& program);

struct Advice {
    std::optional<Action> action;  // none: no advice
    std::string why;               // what it does, in what the person sees
    std::string error;             // why there is no advice
};

// The fair bot's answer to the judge's turn text for `g` (turn `turn`).
Advice fairHint(const Game& g, int turn, const ::referee::Advisor& bot);

// The game so far, as the solver is told it: the seed's deal and every
// action since (CAP's too), and whether CAP plays the safe moves (then the
// solver's line leaves them out: `bot gallery --solve --cap`).
struct GameSoFar {
    std::uint64_t seed = 0;
    std::vector<Action> actions;
    bool cap = true;
};

// The solver's verdict on the position `g` that `so` reaches and, when
// winnable and not won, its first move.
struct SolverView {
    ::referee::Chance chance = ::referee::Chance::Unknown;
    Advice first;
    std::string detail;  // the solver's words ("winnable in 61 moves, 3.1 ms, 412 positions")
};
SolverView solverView(const Game& g, const GameSoFar& so, const ::referee::Advisor& bot, long positions);
// The verdict in the keeper's words: "winnable in 61 moves, 3.1 ms, ...",
// "no longer winnable: unwinnable (proved: ...)", "unknown (not decided ...)".
std::string verdictText(const SolverView& v);

// --winnable-only: does the solver win seed's deal within `positions` (a
// limit of work, not time, so that a seed deals alike everywhere), with a
// line that replays here as the keeper plays (CAP's moves after each, when
// `cap`)? Else `why` says what it found. The limit skips the deals the
// solver cannot decide quickly (docs/gallery.md has the figures).
constexpr long WinnableOnlyPositions = 5000;
bool provedWinnable(std::uint64_t seed, bool cap, const ::referee::Advisor& bot, long positions, std::string& why);

// What an action does that the person can see: where the card goes, what it
// uncovers or clears, what can move after it, why CAP would call it safe.
// `g` is before the action.
std::string whatItDoes(const Game& g, const Action& a);

}  // namespace gallery::referee
