// A solution of a FreeCell-family game checked move by move under the game's
// rules, and written in standard notation (family/notation.hpp); and a game
// as a replay page (common/replay_page.hpp draws it), its frames the
// positions the rules engine reaches. Nothing goes home by itself in the
// family, so a frame is a move.
#pragma once

#include <string>
#include <vector>

#include "common/replay.hpp"
#include "games/freecell/family/notation.hpp"
#include "games/freecell/replay.hpp"

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

// The page's piles, in this order: the game's cells, its foundations (four a
// deck: clubs, diamonds, hearts, spades, then the second deck's), its columns.
inline int familyReplayFirstHome(const Family& f) { return f.cells; }
inline int familyReplayFirstColumn(const Family& f) { return f.cells + Suits * f.decks; }

inline std::vector<replay::PileSpec> familyReplayLayout(const Family& f) {
    std::vector<replay::PileSpec> layout;
    for (int i = 0; i < f.cells; ++i)
        layout.push_back({"cell " + familyPlace(FamilyCell0 + i), 1.1 * i, 0, replay::Fan::Squared});
    double homes = 1.1 * f.cells + (f.cells ? 0.4 : 0);  // a gap after the cells
    for (int k = 0; k < Suits * f.decks; ++k)
        layout.push_back({std::string("home ") + SuitLetters[k % Suits], homes + 1.1 * k, 0, replay::Fan::Squared});
    for (int c = 0; c < f.columns; ++c) layout.push_back({familyPlace(c), 1.1 * c, 1.3, replay::Fan::Down});
    return layout;
}

inline std::vector<std::vector<replay::Card>> familyReplayPiles(const FamilyBoard& b, const Family& f) {
    std::vector<std::vector<replay::Card>> piles(std::size_t(familyReplayFirstColumn(f) + f.columns));
    for (int i = 0; i < f.cells; ++i)
        if (b.cell[std::size_t(i)] != NoCard) piles[std::size_t(i)].push_back(replayCard(b.cell[std::size_t(i)]));
    for (int k = 0; k < Suits * f.decks; ++k)
        for (int r = 1; r <= b.home[std::size_t(k)]; ++r)
            piles[std::size_t(familyReplayFirstHome(f) + k)].push_back(replayCard(makeCard(r, k % Suits)));
    for (int c = 0; c < f.columns; ++c)
        for (int i = 0; i < b.len[std::size_t(c)]; ++i)
            piles[std::size_t(familyReplayFirstColumn(f) + c)].push_back(replayCard(b.at(c, i)));
    return piles;
}

// The game from `dealt` through `moves`, each checked and played. Frame 0
// is the deal; an illegal move (which a caller should never pass) ends the
// frames with a note saying why.
inline replay::Replay familyReplayOf(const FamilyBoard& dealt, const std::vector<FamilyMove>& moves, const Family& f,
                                     const std::string& game, const std::string& title, const std::string& verdict) {
    replay::Replay r{game, title, verdict, familyReplayLayout(f), {}};
    replay::Frame first;
    first.piles = familyReplayPiles(dealt, f);
    r.frames.push_back(first);
    FamilyRules rules(f);
    FamilyBoard b = dealt;
    // A place a move names, as a pile; where cards went home, the foundations that grew.
    auto pilesOf = [&](int loc, const FamilyBoard& before, const FamilyBoard& after) {
        std::vector<int> out;
        if (loc < FamilyCell0) out.push_back(familyReplayFirstColumn(f) + loc);
        if (loc >= FamilyCell0 && loc < FamilyHome) out.push_back(loc - FamilyCell0);
        if (loc == FamilyHome)
            for (int k = 0; k < Suits * f.decks; ++k)
                if (before.home[std::size_t(k)] != after.home[std::size_t(k)])
                    out.push_back(familyReplayFirstHome(f) + k);
        return out;
    };
    for (FamilyMove m : moves) {
        std::string why;
        if (rules.check(b, m, &why) != m.count) {
            r.frames.back().note += (r.frames.back().note.empty() ? "" : "; ") + std::string("next move ") +
                familyMoveName(b, m) + " is illegal: " + why;
            break;
        }
        FamilyBoard before = b;
        rules.play(b, m);
        replay::Frame fr;
        fr.piles = familyReplayPiles(b, f);
        fr.move = familyMoveName(before, m);
        fr.from = pilesOf(m.from, before, b);
        fr.to = pilesOf(m.to, before, b);
        if (m.count > 1) fr.note = std::to_string(m.count) + " cards";
        r.frames.push_back(fr);
    }
    return r;
}

}  // namespace freecell
