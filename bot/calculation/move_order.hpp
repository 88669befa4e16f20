// The Calculation solver's move order: the moves worth trying from a
// position, in the policy's order (policy.hpp), and those moves reordered by
// a play-out of the real deck after each. The solver (solver.hpp) tries them
// in that order; its limited discrepancy passes count departures from it.
// `deck` holds the ranks of the deck as the solve began, `next` the index of
// the card in hand.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "bot/calculation/policy.hpp"
#include "bot/calculation/state.hpp"
#include "games/calculation/game.hpp"

namespace calculation::bot {

// The moves worth trying from s, in the policy's order: waste tops
// home, the hand home, the hand on the distinct piles cheapest first,
// then (CoCo) a top card to an empty pile.
inline int candidates(const State& s, const std::vector<std::uint8_t>& deck, int next, std::array<Move, 32>& out) {
    int count = 0, n = int(deck.size());
    auto distinct = [&](int w) {
        for (int v = 0; v < w; ++v)
            if (s.samePile(v, w)) return false;
        return true;
    };
    for (int w = 0; w < Wastes; ++w) {
        if (!s.len[std::size_t(w)] || !distinct(w)) continue;
        for (int f = 0; f < Foundations; ++f)
            if (s.wants(f) == s.topOf(w))
                out[std::size_t(count++)] = Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)};
    }
    if (next < n) {
        int r = deck[std::size_t(next)];
        for (int f = 0; f < Foundations; ++f)
            if (s.wants(f) == r) out[std::size_t(count++)] = Move{Move::HandToFoundation, 0, std::uint8_t(f)};
        std::array<std::pair<int, int>, Wastes> piles{};
        int k = 0;
        for (int w = 0; w < Wastes; ++w)
            if (distinct(w)) piles[std::size_t(k++)] = {placementCost(s, w, r), w};
        std::stable_sort(piles.begin(), piles.begin() + k);
        for (int i = 0; i < k; ++i)
            out[std::size_t(count++)] = Move{Move::HandToWaste, 0, std::uint8_t(piles[std::size_t(i)].second)};
    }
    if (s.coco) {
        int empty = -1;
        for (int w = 0; w < Wastes; ++w)
            if (!s.len[std::size_t(w)]) empty = w;
        if (empty >= 0)
            for (int w = 0; w < Wastes; ++w)
                if (s.len[std::size_t(w)] >= 2 && distinct(w))
                    out[std::size_t(count++)] = Move{Move::WasteToWaste, std::uint8_t(w), std::uint8_t(empty)};
    }
    return count;
}

// Reorders the moves by a play-out of the real deck after each (the
// policy's game from there: cards home), best first, ties in the
// policy's order.
inline void orderByPlayOut(const State& s, const std::vector<std::uint8_t>& deck, int next, std::array<Move, 32>& moves,
                           int count) {
    std::array<std::pair<int, int>, 32> score;
    int n = int(deck.size());
    for (int i = 0; i < count; ++i) {
        State t = s;
        int nx = next;
        Move m = moves[std::size_t(i)];
        int r =
            m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste ? deck[std::size_t(nx++)] : t.pop(m.from);
        if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation)
            t.top[m.to] = std::uint8_t(r);
        else
            t.push(m.to, r);
        score[std::size_t(i)] = {-playOut(t, deck.data() + nx, n - nx), i};
    }
    std::stable_sort(score.begin(), score.begin() + count);
    std::array<Move, 32> sorted;
    for (int i = 0; i < count; ++i) sorted[std::size_t(i)] = moves[std::size_t(score[std::size_t(i)].second)];
    moves = sorted;
}

}  // namespace calculation::bot
