// What `bot spider --analyse` is asked: a goal that must hold at the end of
// the plan, and the constraints the plan keeps on the way
// (docs/spider-analyser.md). Parsing (in query.cpp), and the test of a goal
// on what a plan has done so far (in search.cpp, where the search asks it of
// each position).
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/spider/game.hpp"

namespace spider::bot {

// One part of a goal (the parts are joined by '+').
struct GoalPart {
    enum Kind { Remove, Removals, Spaces, TurnUp } kind = TurnUp;
    std::vector<int> suits;  // Remove: each suit a set of which must go (a suit twice: two sets)
    bool ordered = false;    // Remove with '>': the first set of each suit in this order
    int n = 0;               // Removals, Spaces: at least this many
};

struct Query {
    std::vector<GoalPart> goal;
    bool noTurnUp = false;   // never turn up a face-down card
    bool noSpace = false;    // no column becomes empty before the goal is reached
    bool keepSpace = false;  // at the end, at least as many spaces as at the start
    int maxRemovals = -1;    // suits removed besides those the goal names, at most (-1: any)
    // --assume: [column] the face-down cards next to be turned up, taken
    // as these (top to bottom as the screen shows them); the rest unknown.
    std::array<std::vector<Card>, Columns> assume;
    bool assumes() const {
        for (const auto& cards : assume)
            if (!cards.empty()) return true;
        return false;
    }
};

struct QueryError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// "remove:h", "remove:c,h", "remove:s>h", "removals:2", "spaces:1",
// "turn-up", joined by '+'. Throws QueryError naming the part.
std::vector<GoalPart> parseGoal(const std::string& text);

// What a plan has done so far that goals ask about.
struct Progress {
    std::vector<Card> removedKings;  // the suits the plan removed, in order (each by its King)
    bool turnedUp = false;           // a face-down card was turned up
};

// How many sets of each suit the goal names (a suit's most in any one part).
std::array<int, Suits> namedSets(const std::vector<GoalPart>& goal);

// Sets removed beyond those the goal names (--max-removals counts these).
int otherRemovals(const std::vector<GoalPart>& goal, const Progress& p);

// Whether the goal holds now, with `spaces` empty columns (and `atStart` at
// the start, for --keep-space).
bool goalHolds(const Query& q, const Progress& p, int spaces, int atStart);

int spacesIn(const Game& g);

}  // namespace spider::bot
