// The gallery solver's move order: a node's children (the moves that fit,
// then the deal) sorted by how soon each card's twin could compete for its
// spot, then by a greedy play-out of the real stock after each. The solver
// (solver.hpp) tries them in that order; its limited discrepancy passes
// count departures from it. Defined in solver.cpp, beside the search that
// orders every node's children so.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bot/gallery/reservations.hpp"
#include "bot/gallery/state.hpp"

namespace gallery::bot {

// The deal among a node's children and on the solver's path (a card's
// child is its slot).
constexpr std::uint8_t DealStep = NoSlot;

// The order from the search's position, under its reservations: a view made
// afresh for each use.
struct MoveOrder {
    const Layout& layout;
    const Position& pos;
    const Reservations& reservations;

    Home homeAt(int slot) const { return layout.home[std::size_t(slot)]; }

    // How soon the card's twin could compete for its spot: the cards above
    // it, or the deals before it comes (a twin already free: 0).
    int twinDistance(int slot) const;
    // Moves whose twin is far first: they are the least likely to be wrong.
    void orderByTwinDistance(std::vector<std::uint8_t>& moves) const;

    // A greedy play-out of the real stock from p: every card that fits
    // (and is not reserved) goes home, pile tops and wrong cards alike; a
    // deal when none does. Its score: the cards home at the end.
    int playOut(Position p) const;
    // Children ordered by that play-out after each, best first (ties: the
    // order given).
    void orderByPlayOut(std::vector<std::uint8_t>& children) const;
};

}  // namespace gallery::bot
