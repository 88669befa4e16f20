// The gallery solver's dead-end tests: proofs that a position is lost, by a
// relaxed game that every real line of play stays within, played to its end
// (docs/gallery-solver.md has the proofs). relaxedDead() is cheap and runs
// at every node; the tests by assignments (anyGroupDead(): groupDead() for
// each suit and row, firstDead() for each row) run it up to 96 times, so the
// solver (solver.hpp) runs them where a deal brought new cards and, in the
// exhaustive pass, everywhere.
#pragma once

#include <array>
#include <cstdint>
#include <utility>

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
    bool relaxedDead(int group = -1, unsigned mask = 0, int first = -1) const {
        // With a group (row * Suits + suit) and an assignment of its copies
        // to its two sequences (see groupDead()), its cards wait for the card
        // below them on their own sequence.
        std::array<std::array<std::uint8_t, Levels>, 2> chain;
        chain[0].fill(NoSlot), chain[1].fill(NoSlot);
        std::array<std::uint64_t, 2> sentSlots{};
        int gh[2] = {0, 0};
        if (group >= 0 && !chainsOf(group, mask, chain, gh)) return true;  // a mirror image: tried as the other
        std::array<std::array<std::array<std::uint8_t, Levels>, Suits>, Rows> sent{};
        std::array<std::uint8_t, Rows> freed{};
        std::array<std::array<std::uint8_t, MaxPile>, Piles> pile = pos.pile;
        std::array<std::uint8_t, Piles> len = pos.len;
        // Cards out here, and how many the relaxed game sent home.
        int out = __builtin_popcountll(pos.key.lo) + __builtin_popcountll(pos.key.hi & ((std::uint64_t(1) << 56) - 1)),
            left = 0;
        std::uint32_t wrongLeft = std::uint32_t(pos.key.lo & 0xffffffULL);
        std::array<int, Rows> bases{};  // base cards home, here and sent since
        for (int r = 0; r < Rows; ++r) bases[std::size_t(r)] = pos.baseHome(r);
        auto enabled = [&](int slot) {
            Home h = homeAt(slot);
            if (h.level == 0)
                return ((pos.empty[std::size_t(h.row)] > 0 &&
                         (first < 0 || slot == first || homeAt(first).row != h.row)) ||
                        freed[std::size_t(h.row)] > 0) &&
                    bases[std::size_t(h.row)] + 1 >= reservations.mark(slot);
            const auto& c = pos.placed[std::size_t(h.row)][std::size_t(h.suit)];
            const auto& d = sent[std::size_t(h.row)][std::size_t(h.suit)];
            if (reservations.reserved(slot) && !d[std::size_t(h.level)] &&
                c[std::size_t(h.level - 1)] + d[std::size_t(h.level - 1)] < 2)
                return false;
            if (h.row * Suits + h.suit == group) {
                int k = chain[0][std::size_t(h.level)] == slot ? 0 : 1;
                for (int j = gh[k]; j < h.level; ++j)
                    if (!((sentSlots[chain[std::size_t(k)][std::size_t(j)] >> 6] >>
                           (chain[std::size_t(k)][std::size_t(j)] & 63)) &
                          1))
                        return false;
                return true;
            }
            int need = c[std::size_t(h.level)] > 0 ? 2 : 1;  // copies each lower level must have
            for (int j = h.level - 1; j >= 0 && c[std::size_t(j)] < need; --j)
                if (c[std::size_t(j)] + d[std::size_t(j)] < need) return false;
            return true;
        };
        auto send = [&](int slot) {
            Home h = homeAt(slot);
            ++sent[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)];
            if (h.level == 0) ++bases[std::size_t(h.row)];
            sentSlots[std::size_t(slot >> 6)] |= std::uint64_t(1) << (slot & 63);
            ++left;
        };
        for (int d = pos.dealsDone;; ++d) {
            for (bool again = true; again;) {
                again = false;
                for (int p = 0; p < Piles; ++p)
                    while (len[std::size_t(p)] && enabled(pile[std::size_t(p)][len[std::size_t(p)] - 1u]))
                        send(pile[std::size_t(p)][--len[std::size_t(p)]]), again = true;
                for (std::uint32_t w = wrongLeft; w; w &= w - 1) {
                    int slot = __builtin_ctz(w);
                    if (!enabled(slot)) continue;
                    send(slot);
                    ++freed[std::size_t(slot / PlacesPerRow)];
                    wrongLeft &= ~(std::uint32_t(1) << slot);
                    again = true;
                }
            }
            if (left == out) return false;
            if (d >= layout.dealsLeft) return true;
            for (int p = 0; p < Piles; ++p) {
                std::uint8_t s = layout.dealt[std::size_t(d)][std::size_t(p)];
                if (s != NoSlot) pile[std::size_t(p)][len[std::size_t(p)]++] = s;
            }
        }
    }

    // The group's copies not home, placed on its two sequences: sequence 0
    // (the taller here, height gh[0]) and 1. A level with one copy home
    // leaves the other to sequence 1; a level with both out is split by the
    // mask's bit (0: the copy in the lower slot on sequence 0). False if the
    // mask only mirrors another one (sequences of equal height).
    bool chainsOf(int group, unsigned mask, std::array<std::array<std::uint8_t, Levels>, 2>& chain, int* gh) const {
        int row = group / Suits, suit = group % Suits;
        const auto& c = pos.placed[std::size_t(row)][std::size_t(suit)];
        for (int j = 0; j < Levels; ++j) gh[0] += c[std::size_t(j)] >= 1, gh[1] += c[std::size_t(j)] == 2;
        if (gh[0] == gh[1] && gh[0] < Levels && ((mask >> gh[0]) & 1)) return false;
        for (int j = 0; j < Levels; ++j) {
            const auto& cp = copies[cardAt(row, suit, j)];
            std::uint8_t a = cp[0] != NoSlot && pos.present(cp[0]) ? cp[0] : NoSlot,
                         b = cp[1] != NoSlot && pos.present(cp[1]) ? cp[1] : NoSlot;
            if (a == NoSlot) std::swap(a, b);
            if (c[std::size_t(j)] == 1)
                chain[1][std::size_t(j)] = a;
            else if (c[std::size_t(j)] == 0) {
                if ((mask >> j) & 1) std::swap(a, b);
                chain[0][std::size_t(j)] = a, chain[1][std::size_t(j)] = b;
            }
        }
        return true;
    }
    // A group whose every assignment of copies to sequences is a dead end
    // (each real line places each copy on one sequence: one of the
    // assignments, under which the relaxed game is a relaxation again).
    bool groupDead(int group) const {
        const auto& c = pos.placed[std::size_t(group / Suits)][std::size_t(group % Suits)];
        unsigned free = 0;  // levels with both copies out
        for (int j = 0; j < Levels; ++j)
            if (!c[std::size_t(j)]) free |= 1u << j;
        if (!free) return false;
        for (unsigned m = free;; m = (m - 1) & free) {
            if (!relaxedDead(group, m)) return false;
            if (!m) break;
        }
        return true;
    }
    // The tests by assignments: any group's, or any row's first base card.
    bool anyGroupDead() const {
        for (int g = 0; g < Rows * Suits; ++g)
            if (groupDead(g)) return true;
        for (int r = 0; r < Rows; ++r)
            if (firstDead(r)) return true;
        return false;
    }
    // A row with one empty place and a wrong card: until the wrong card
    // leaves, one base card at most goes in, so some base card goes first.
    // If the relaxed game is dead for each choice of that card, so is the
    // position (the real line's first one is among them).
    bool firstDead(int row) const {
        if (pos.empty[std::size_t(row)] != 1 || !pos.wrong[std::size_t(row)]) return false;
        int tried = 0;
        for (int s = 0; s < layout.slots; ++s) {
            Home h = homeAt(s);
            if (h.level || h.row != row || !pos.present(s)) continue;
            if (!relaxedDead(-1, 0, s)) return false;
            ++tried;
        }
        return tried > 0;
    }
};

}  // namespace gallery::bot
