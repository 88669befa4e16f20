// What the FreeCell family's tests share: a game by name, a deal, random walks.
#pragma once

#include <random>
#include <string>
#include <utility>
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

// A deal each game wins, and deals lost (fc-solve's default search also
// exhausts them: its "I could not solve").
inline const std::pair<const char*, std::uint32_t> winnableDeals[] = {{"relaxed_freecell", 28},
                                                                      {"forecell", 1099},
                                                                      {"bakers_game", 24},
                                                                      {"ko_bakers_game", 33},
                                                                      {"eight_off", 200},
                                                                      {"seahaven_towers", 1977},
                                                                      {"relaxed_seahaven_towers", 32},
                                                                      {"beleaguered_castle", 50},
                                                                      {"citadel", 37},
                                                                      {"streets_and_alleys", 8},
                                                                      {"good_measure", 35},
                                                                      {"bakers_dozen", 27},
                                                                      {"fan", 3},
                                                                      {"die_schlange", 26},
                                                                      {"der_katz", 10},
                                                                      {"simple_simon", 24}};
inline const std::pair<const char*, std::uint32_t> lostDeals[] = {{"forecell", 46},
                                                                  {"bakers_game", 22},
                                                                  {"ko_bakers_game", 22},
                                                                  {"seahaven_towers", 21},
                                                                  {"relaxed_seahaven_towers", 21},
                                                                  {"beleaguered_castle", 25},
                                                                  {"citadel", 25},
                                                                  {"streets_and_alleys", 53},
                                                                  {"good_measure", 55},
                                                                  {"cruel", 34},
                                                                  {"fan", 24},
                                                                  {"simple_simon", 46}};

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
