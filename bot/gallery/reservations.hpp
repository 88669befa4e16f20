// The gallery solver's reserved cards: a card whose move home failed at a
// node waits below it, so that no line the failure refuted is searched
// again (docs/gallery-solver.md, "Reservations", has the proof). The solver
// (solver.hpp) reserves and releases; its safe moves, the dead-end tests
// (dead_ends.hpp) and the play-outs of the move order (move_order.hpp)
// honour the reservations. What the search asks at every node (allowed,
// reserve, restore) is defined in solver.cpp, beside it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bot/gallery/state.hpp"

namespace gallery::bot {

// Reserved cards: below a node N where sending card X home failed
// (exhaustively), every line that could have sent X to where it went at
// N is refuted, so X waits:
//  - not a base card: S was the one sequence at X's height, the other
//    lower. X goes home only once its twin is home or both sequences
//    stand at its height. Sound: until then X's spot is still S, unfilled
//    since N, and a winning line sending X there could have sent it at N
//    (its pile lacked X earlier, which never hurts; nothing else went on
//    S), which failed.
//  - a base card: X goes home only once the places empty at N are all
//    taken (its row then holds `mark` - 1 base cards). Sound: while one
//    of them is still empty, a line sending X anywhere could have sent
//    it to that place at N instead (nothing else used it meanwhile).
class Reservations {
public:
    // Every card free: a pass begins.
    void clear() { mark_.fill(0); }

    bool reserved(int slot) const { return mark_[std::size_t(slot)] != 0; }
    // The card's mark (mark_ below).
    int mark(int slot) const { return mark_[std::size_t(slot)]; }

    // May the card go home as far as its reservation goes?
    bool allowed(const Position& pos, int slot, Home h) const;
    struct Saved {
        std::uint8_t slot, mark;
    };
    // Reserves the card that failed to go home to h; `saved` keeps what it replaced.
    void reserve(const Position& pos, int slot, Home h, std::vector<Saved>& saved);
    // Undoes the reservations in `saved`, the last first.
    void restore(const std::vector<Saved>& saved);

private:
    std::array<std::uint8_t, MaxSlots> mark_{};  // 0: free; 1: reserved; a base card: 1 + the count it waits for
};

}  // namespace gallery::bot
