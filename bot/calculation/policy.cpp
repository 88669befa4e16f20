// The policy's play-outs: settle(), bestPile() and playOut(), each a loop
// over the piles or the deck; the costs they call stay inline in policy.hpp.
#include "bot/calculation/policy.hpp"

namespace calculation::bot {

int settle(State& s) {
    int sent = 0;
    for (bool moved = true; moved;) {
        moved = false;
        for (int w = 0; w < Wastes; ++w) {
            if (!s.len[std::size_t(w)]) continue;
            int f = s.foundationFor(s.topOf(w));
            if (f >= 0) {
                s.top[std::size_t(f)] = std::uint8_t(s.pop(w));
                moved = true;
                ++sent;
            }
        }
        if (moved || !s.coco) continue;
        int empty = -1;
        for (int w = 0; w < Wastes; ++w)
            if (!s.len[std::size_t(w)]) empty = w;
        if (empty < 0) continue;
        for (int w = 0; w < Wastes && !moved; ++w) {
            int n = s.len[std::size_t(w)];
            if (n >= 2 && s.foundationFor(s.pile[std::size_t(w)][std::size_t(n - 2)]) >= 0) {
                s.push(empty, s.pop(w));
                moved = true;
            }
        }
    }
    return sent;
}

int bestPile(const State& s, int rank, const PolicyWeights& k) {
    int best = 0, bestCost = 1 << 30, nr = handNeed(s, rank, k);
    for (int w = 0; w < Wastes; ++w) {
        int c = placementCost(s, w, rank, nr, k);
        if (c < bestCost) best = w, bestCost = c;
    }
    return best;
}

int playOut(State s, const std::uint8_t* deck, int n, const PolicyWeights& k) {
    settle(s);
    for (int i = 0; i < n; ++i) {
        int r = deck[i];
        int f = s.foundationFor(r);
        if (f >= 0) {
            s.top[std::size_t(f)] = std::uint8_t(r);
            settle(s);
        } else
            s.push(bestPile(s, r, k), r);
    }
    return s.home();
}

}  // namespace calculation::bot
