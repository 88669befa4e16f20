// A solution of a FreeCell-family game checked move by move under the game's
// rules, and written in standard notation (family/notation.hpp).
#pragma once

#include <string>
#include <vector>

#include "games/freecell/family/notation.hpp"

namespace freecell {

// "" if every move is legal in turn (nothing goes home by itself) and the
// game is then won; else which move failed and why.
inline std::string replayFamily(FamilyBoard b, const Family& f, const std::vector<FamilyMove>& moves) {
    FamilyRules rules(f);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::string why;
        if (rules.check(b, moves[i], &why) != moves[i].count)
            return "move " + std::to_string(i + 1) + " (" + familyMoveName(b, moves[i]) + "): " + why;
        rules.play(b, moves[i]);
    }
    return rules.won(b) ? "" : "the moves do not win";
}

// The moves on one line, each named on the board it is played on.
inline std::string familyMovesText(FamilyBoard b, const Family& f, const std::vector<FamilyMove>& moves) {
    FamilyRules rules(f);
    std::string line;
    for (FamilyMove m : moves) {
        line += (line.empty() ? "" : " ") + familyMoveName(b, m);
        rules.play(b, m);
    }
    return line;
}

}  // namespace freecell
