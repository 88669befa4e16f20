// The gallery solver's move order: a node's children (the moves that fit,
// then the deal) sorted by how soon each card's twin could compete for its
// spot, then by a greedy play-out of the real stock after each. The solver
// (solver.hpp) tries them in that order; its limited discrepancy passes
// count departures from it.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
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
    int twinDistance(int slot) const {
        int t = layout.twin[std::size_t(slot)];
        if (t == NoSlot || !pos.present(t) || t < Places) return t == NoSlot || !pos.present(t) ? 100 : 0;
        int p = layout.pileOf[std::size_t(t)];
        for (int i = pos.len[std::size_t(p)] - 1, above = 0; i >= 0; --i, ++above)
            if (pos.pile[std::size_t(p)][std::size_t(i)] == t) return above;
        for (int d = pos.dealsDone; d < layout.dealsLeft; ++d)
            if (layout.dealt[std::size_t(d)][std::size_t(p)] == t) return 2 * (d - pos.dealsDone + 1);
        return 100;
    }
    // Moves whose twin is far first: they are the least likely to be wrong.
    void orderByTwinDistance(std::vector<std::uint8_t>& moves) const {
        std::array<int, MaxSlots> key{};
        for (std::uint8_t m : moves) key[m] = twinDistance(m);
        std::stable_sort(moves.begin(), moves.end(), [&](std::uint8_t a, std::uint8_t b) { return key[a] > key[b]; });
    }

    // A greedy play-out of the real stock from p: every card that fits
    // (and is not reserved) goes home, pile tops and wrong cards alike; a
    // deal when none does. Its score: the cards home at the end.
    int playOut(Position p) const {
        for (;;) {
            bool moved = false;
            for (int q = 0; q < Piles; ++q)
                while (p.len[std::size_t(q)]) {
                    int t = p.top(q);
                    Home h = homeAt(t);
                    if (!p.fits(h) || reservations.reserved(t)) break;
                    p.sendHome(layout, t);
                    moved = true;
                }
            for (std::uint32_t w = std::uint32_t(p.key.lo & 0xffffffULL); w; w &= w - 1) {
                int t = __builtin_ctz(w);
                Home h = homeAt(t);
                if (p.fits(h) && !reservations.reserved(t)) p.sendHome(layout, t), moved = true;
            }
            if (moved) continue;
            if (!p.canDeal(layout)) return p.home;
            p.deal(layout);
        }
    }
    // Children ordered by that play-out after each, best first (ties: the
    // order given).
    void orderByPlayOut(std::vector<std::uint8_t>& children) const {
        std::vector<std::pair<int, int>> score;
        for (std::size_t i = 0; i < children.size(); ++i) {
            std::uint8_t c = children[i];
            Position p = pos;
            if (c == DealStep)
                p.deal(layout);
            else
                p.sendHome(layout, c);
            score.push_back({-playOut(p), int(i)});
        }
        std::stable_sort(score.begin(), score.end());
        std::vector<std::uint8_t> sorted;
        for (auto& sc : score) sorted.push_back(children[std::size_t(sc.second)]);
        children = sorted;
    }
};

}  // namespace gallery::bot
