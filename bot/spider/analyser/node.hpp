// What every part of the analyser (analyser.hpp) shares: the plan it answers
// with (Strategy), a position with what the plan has done to reach it
// (AnalyseNode), and what stays fixed while one question is searched
// (AnalyseContext).
#pragma once

#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "bot/spider/analyser/query.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

// A strategy: moves (Woods's commands), then, if the last of them turned a
// card up in column `reveal`, one plan for each card it may be. No branches:
// the goal holds after the moves whatever the card is. (With known cards a
// plan is moves only.)
struct Strategy {
    std::vector<Command> moves;
    int reveal = -1;
    std::vector<std::pair<Card, std::shared_ptr<const Strategy>>> branches;
};

constexpr Card Hidden = 0xFF;  // a face-down card's place when it is unknown

// A position and what the plan has done to reach it.
struct AnalyseNode {
    State s;
    Progress p;
    std::vector<Card> removedCards;  // the cards of the sets the plan removed
};

// The question as one search holds it: the rules, the goal and constraints,
// whether the face-down cards are known, the reductions in use
// (docs/spider-analyser.md), and what the start position says.
struct AnalyseContext {
    Table table;
    Query query;
    bool known = false;
    bool columnsInOrder = true, joinedRuns = true, relaxation = true, countedCards = true, fixedCards = true,
         reusePlans = true, ledger = true;
    int spacesAtStart = 0;
    int removedAtStart = 0;                   // suits removed before the position
    std::array<int, DeckSize> unseenAtStart;  // copies of each card not removed before the position

    // Face-down cards are in the key when they are known, or some assumed.
    bool downInKey() const { return known || query.assumes(); }
    bool holds(const AnalyseNode& n) const { return goalHolds(query, n.p, spaces(n.s), spacesAtStart); }
    static int spaces(const State& s) {
        int n = 0;
        for (int c = 0; c < Columns; ++c) n += !s.len[std::size_t(c)];
        return n;
    }
};

}  // namespace spider::bot
