// The family's one-deck games as the FreeCell engine takes a game
// (board.hpp's Standard): sizes and rules known when compiled, so that each
// game's search is as tight as the puzzle's. withEngineRules() finds the type
// for a game's rules at run time.
#pragma once

#include <array>
#include <cstdint>

#include "games/freecell/board.hpp"
#include "games/freecell/family/rules.hpp"

namespace freecell {

template <int Columns, int CellCount, BuiltBy By, SpaceTakes Spaces, RunsMove Runs>
struct EngineRules {
    static constexpr int Cascades = Columns, Cells = CellCount;
    static constexpr bool builds(Card upper, Card lower) {
        return rankOf(upper) + 1 == rankOf(lower) &&
            (By == BuiltBy::Rank ||
             (By == BuiltBy::Suit ? suitOf(upper) == suitOf(lower) : isRed(upper) != isRed(lower)));
    }
    template <class F>
    static void onSuits(Card x, F&& f) {
        if (By == BuiltBy::Suit)
            f(suitOf(x));
        else if (By == BuiltBy::AlternateColour)
            f(isRed(x) ? 0 : 1), f(isRed(x) ? 3 : 2);
        else
            for (int s = 0; s < Suits; ++s) f(s);
    }
    static constexpr bool spaceTakes(Card c) {
        return Spaces == SpaceTakes::Any || (Spaces == SpaceTakes::Kings && rankOf(c) == Ranks);
    }
    static constexpr bool spacesCount = Spaces == SpaceTakes::Any, unlimited = Runs == RunsMove::Unlimited;
    // Measured on deals 5001-5400: built by suit, the estimate that counts a
    // card as blocking only lower cards of its own suit expands 2.7 times
    // fewer positions to a win in Seahaven Towers, 1.7 in kings-only Baker's
    // Game, 1.3 in Eight Off and Fan; but twice as many in Baker's Game, whose
    // spaces take any card.
    static constexpr bool blockingBySuit = By == BuiltBy::Suit && Spaces != SpaceTakes::Any;
    static constexpr bool suitRunsMove = false, wholeSuitsHome = false;
    // FamilyRules::safeHome with one deck: every card that could lie on this
    // one (one rank down; of its suit, of the other colour, or any) is home.
    static constexpr bool safeHome(const std::array<std::uint8_t, Suits>& home, Card c) {
        int r = rankOf(c);
        if (r <= 2) return true;
        for (int s = 0; s < Suits; ++s) {
            bool needs = By == BuiltBy::Rank || (By == BuiltBy::Suit ? s == suitOf(c) : isRedSuit(s) != isRed(c));
            if (needs && home[std::size_t(s)] < r - 1) return false;
        }
        return true;
    }
};

// Simple Simon (docs/freecell-family.md#simple-simon): built by rank, but a
// move's capacity counts the runs of one suit it carries, and only a whole
// suit goes home, from a column's top; so no card goes home by itself (a
// suit home may still have been wanted as places to build on).
struct SimpleSimonRules : EngineRules<10, 0, BuiltBy::Rank, SpaceTakes::Any, RunsMove::Limited> {
    static constexpr bool blockingBySuit = true;
    static constexpr bool suitRunsMove = true, wholeSuitsHome = true;
    static constexpr bool safeHome(const std::array<std::uint8_t, Suits>&, Card) { return false; }
};

// Calls run(R{}) with the engine's type for f's rules and returns true, or
// returns false if the engine has none: two decks, or sizes and rules no
// game of fc-solve's has together.
template <class F>
bool withEngineRules(const Family& f, F&& run) {
    if (f.decks != 1) return false;
    using B = BuiltBy;
    using S = SpaceTakes;
    using M = RunsMove;
    auto is = [&](int cells, int columns, B by, S spaces, M runs) {
        return f.cells == cells && f.columns == columns && f.builtBy == by && f.spaces == spaces && f.runs == runs;
    };
    if (f.simpleSimon) return is(0, 10, B::Rank, S::Any, M::Limited) && (run(SimpleSimonRules{}), true);
#define PATIENCE_ENGINE_GAME(cells, columns, by, spaces, runs) \
    if (is(cells, columns, by, spaces, runs)) return run(EngineRules<columns, cells, by, spaces, runs>{}), true;
    PATIENCE_ENGINE_GAME(4, 8, B::AlternateColour, S::Any, M::Limited)    // freecell
    PATIENCE_ENGINE_GAME(4, 8, B::AlternateColour, S::Any, M::Unlimited)  // relaxed_freecell
    PATIENCE_ENGINE_GAME(4, 8, B::AlternateColour, S::Kings, M::Limited)  // forecell
    PATIENCE_ENGINE_GAME(4, 8, B::Suit, S::Any, M::Limited)               // bakers_game
    PATIENCE_ENGINE_GAME(4, 8, B::Suit, S::Kings, M::Limited)             // ko_bakers_game
    PATIENCE_ENGINE_GAME(8, 8, B::Suit, S::Kings, M::Limited)             // eight_off
    PATIENCE_ENGINE_GAME(4, 10, B::Suit, S::Kings, M::Limited)            // seahaven_towers
    PATIENCE_ENGINE_GAME(4, 10, B::Suit, S::Kings, M::Unlimited)          // relaxed_seahaven_towers
    PATIENCE_ENGINE_GAME(0, 8, B::Rank, S::Any, M::Limited)               // beleaguered_castle
    PATIENCE_ENGINE_GAME(0, 10, B::Rank, S::None, M::Limited)             // good_measure
    PATIENCE_ENGINE_GAME(0, 13, B::Rank, S::None, M::Limited)             // bakers_dozen
    PATIENCE_ENGINE_GAME(0, 12, B::Suit, S::None, M::Limited)             // cruel
    PATIENCE_ENGINE_GAME(0, 18, B::Suit, S::Kings, M::Limited)            // fan
#undef PATIENCE_ENGINE_GAME
    return false;
}

}  // namespace freecell
