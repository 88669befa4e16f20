// What the FreeCell family's tests share: a game by name, a deal, random walks.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "catch.hpp"
#include "games/freecell/family/deal.hpp"
#include "games/freecell/family/moves.hpp"

namespace test_support {

inline freecell::Family game(const std::string& name) {
    freecell::Family f;
    REQUIRE(freecell::FamilyOptions::set(f, "--game", name) == "");
    return f;
}

inline freecell::FamilyBoard deal(const freecell::Family& f, std::uint32_t n) {
    freecell::FamilyBoard b;
    std::string why;
    INFO(why);
    REQUIRE(freecell::familyDeal(f, n, b, why));
    return b;
}

// Every position reached by random legal moves from `b`, `steps` deep.
template <class Visit>
void randomWalk(freecell::FamilyBoard b, const freecell::FamilyRules& rules, int steps, std::mt19937& rng,
                Visit visit) {
    for (int s = 0; s < steps; ++s) {
        std::vector<freecell::FamilyMove> moves;
        rules.forEachMove(b, false, [&](freecell::FamilyMove m) { moves.push_back(m); });
        visit(b, moves);
        if (moves.empty()) return;
        rules.play(b, moves[rng() % moves.size()]);
    }
}

}  // namespace test_support
