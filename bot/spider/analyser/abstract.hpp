// Proofs of "impossible" by abstraction (docs/spider-analyser.md, "Proofs
// by abstraction"): each maps a position onto a smaller one that every real
// move maps onto too (or leaves as it is), so that a goal out of reach there
// is out of reach in the real game. Each says why in Woods's words. The
// search asks them at the root of every layer (no card comes into view
// within a layer, so what they prove holds for the whole layer).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"

namespace spider::bot {

namespace abstraction {
const char* suitWord(int suit);  // "clubs"
}

struct Proof {
    const char* by = "";  // the abstraction: "counted cards", "fixed cards", "relaxed game", "counting"
    std::string why;      // in Woods's words
};

// Counted cards, and fixed cards: a position mapped onto how many copies
// of each card a set could still use. Within a layer no card comes into
// view and a fixed card stays fixed, so these counts never grow; a set
// needs a usable copy of each of its thirteen cards. A missing copy can
// come only from a face-down card, and a player cannot force one into view
// when no card may be turned up, or when the hand can hold every unseen
// copy that matters (each face-down card may then be one of the others).
//  - the goal asks for more removals than --max-removals leaves;
//  - counted cards: a set the goal names needs a card that is not in view
//    and that the face-down cards need not give; the same counted over
//    every suit for removals:N (a suit gives at most as many sets as it has
//    copies of its scarcest card);
//  - fixed cards: the same, with the cards that cannot leave their place
//    (abstraction::fixedCards) not counted as in view.
// Four suits only: with fewer, a set is not a suit's 13 cards.
std::optional<Proof> countedCardsProof(const AnalyseContext& ctx, const AnalyseNode& n);

// The relaxed game (analyser/relax.hpp): a card once free stays free and
// takes any number of runs.
std::optional<Proof> relaxedProof(const AnalyseContext& ctx, const AnalyseNode& n);

// The first abstraction that proves the goal out of reach from `n`.
std::optional<Proof> abstractProof(const AnalyseContext& ctx, const AnalyseNode& n);

// Every abstraction's proof from `n` (the tests check each on its own).
std::vector<Proof> everyAbstractProof(const AnalyseContext& ctx, const AnalyseNode& n);

}  // namespace spider::bot
