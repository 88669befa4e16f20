// The gallery solver's dead-end tests: proofs that a position is lost, by a
// relaxed game that every real line of play stays within, played to its end
// (docs/gallery-solver.md has the proofs). relaxedDead() is cheap and runs
// at every node; the tests by assignments (anyGroupDead(): groupDead() for
// each suit and row, firstDead() for each row) run it up to 96 times, so the
// solver (solver.hpp) runs them where a deal brought new cards and, in the
// exhaustive pass, everywhere. They are defined in solver.cpp, beside the
// search that runs them.
#pragma once

#include <array>
#include <cstdint>

#include "bot/gallery/reservations.hpp"
#include "bot/gallery/state.hpp"

namespace gallery::bot {

// Each card's slots as a solve begins (NoSlot: none), for the tests by assignments.
using Copies = std::array<std::array<std::uint8_t, 2>, 52>;
Copies copiesOf(const Layout& layout, const Position& pos);

// The tests on the search's position, under its reservations: a view made
// afresh for each use.
struct DeadEndTests {
    const Layout& layout;
    const Position& pos;
    const Reservations& reservations;
    const Copies& copies;

    Home homeAt(int slot) const { return layout.home[std::size_t(slot)]; }

    // The dead-end test: a relaxed game that every real line of play stays
    // within, played greedily to its end. Relaxed: a card of level l may go
    // home once, for each level its sequence still lacks, *one* copy of that
    // card went home since this position (for the second copy of a card,
    // two sequences must grow: at the levels where only one copy was home
    // here, the other one must go home); a base card once its row had an
    // empty place here or a wrong card left the row. Piles, deals and wrong
    // places are as in the game. Everything the real game does the relaxed
    // one allows at the same moment, and sending a card home there never
    // disables another (the conditions only ask for cards home), so playing
    // everything possible before each deal is its best line. If even that
    // leaves a card out, no real line wins. Reservations hold there too:
    // a reserved card waits for its twin or for two copies below it (or, a
    // base card, for its row's count of base cards).
    // With `first` (a base card of a row with one empty place, see
    // firstDead()), only that card may use the place; the row's other base
    // cards wait for a wrong card of the row to leave.
    bool relaxedDead(int group = -1, unsigned mask = 0, int first = -1) const;

    // The group's copies not home, placed on its two sequences: sequence 0
    // (the taller here, height gh[0]) and 1. A level with one copy home
    // leaves the other to sequence 1; a level with both out is split by the
    // mask's bit (0: the copy in the lower slot on sequence 0). False if the
    // mask only mirrors another one (sequences of equal height).
    bool chainsOf(int group, unsigned mask, std::array<std::array<std::uint8_t, Levels>, 2>& chain, int* gh) const;
    // A group whose every assignment of copies to sequences is a dead end
    // (each real line places each copy on one sequence: one of the
    // assignments, under which the relaxed game is a relaxation again).
    bool groupDead(int group) const;
    // The tests by assignments: any group's, or any row's first base card.
    bool anyGroupDead() const;
    // A row with one empty place and a wrong card: until the wrong card
    // leaves, one base card at most goes in, so some base card goes first.
    // If the relaxed game is dead for each choice of that card, so is the
    // position (the real line's first one is among them).
    bool firstDead(int row) const;
};

}  // namespace gallery::bot
