// What `bot spider --analyse` is asked: a goal that must hold at the end of
// the plan, and the constraints the plan keeps on the way
// (docs/spider-analyser.md). Parsing, and the test of a goal on what a plan
// has done so far.
#pragma once

#include <algorithm>
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
inline std::array<int, Suits> namedSets(const std::vector<GoalPart>& goal) {
    std::array<int, Suits> named{};
    for (const GoalPart& g : goal) {
        std::array<int, Suits> here{};
        for (int s : g.suits) ++here[std::size_t(s)];
        for (int s = 0; s < Suits; ++s) named[std::size_t(s)] = std::max(named[std::size_t(s)], here[std::size_t(s)]);
    }
    return named;
}

// Sets removed beyond those the goal names (--max-removals counts these).
inline int otherRemovals(const std::vector<GoalPart>& goal, const Progress& p) {
    std::array<int, Suits> named = namedSets(goal), count{};
    for (Card k : p.removedKings) ++count[std::size_t(suitOf(k))];
    int others = int(p.removedKings.size());
    for (int s = 0; s < Suits; ++s) others -= std::min(count[std::size_t(s)], named[std::size_t(s)]);
    return others;
}

// Whether the goal holds now, with `spaces` empty columns (and `atStart` at
// the start, for --keep-space).
inline bool goalHolds(const Query& q, const Progress& p, int spaces, int atStart) {
    if (q.keepSpace && spaces < atStart) return false;
    auto firstRemoval = [&](int suit) {
        for (std::size_t i = 0; i < p.removedKings.size(); ++i)
            if (suitOf(p.removedKings[i]) == suit) return int(i);
        return -1;
    };
    for (const GoalPart& g : q.goal) {
        switch (g.kind) {
        case GoalPart::TurnUp:
            if (!p.turnedUp) return false;
            break;
        case GoalPart::Removals:
            if (int(p.removedKings.size()) < g.n) return false;
            break;
        case GoalPart::Spaces:
            if (spaces < g.n) return false;
            break;
        case GoalPart::Remove: {
            std::array<int, Suits> need{}, have{};
            for (int s : g.suits) ++need[std::size_t(s)];
            for (Card k : p.removedKings) ++have[std::size_t(suitOf(k))];
            for (int s = 0; s < Suits; ++s)
                if (have[std::size_t(s)] < need[std::size_t(s)]) return false;
            for (std::size_t i = 1; g.ordered && i < g.suits.size(); ++i)
                if (firstRemoval(g.suits[i - 1]) > firstRemoval(g.suits[i])) return false;
            break;
        }
        }
    }
    return true;
}

int spacesIn(const Game& g);

}  // namespace spider::bot
