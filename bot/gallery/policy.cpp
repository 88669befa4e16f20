// The play-out policy (policy.hpp): a sampled game played out, each move
// chosen by the values below.
#include "bot/gallery/policy.hpp"

namespace gallery::bot {

int contestedValue(const Sim& s, int src, const PolicyWeights& w, gallery::Rng& rng) {
    int v = int(rng.below(std::uint32_t(w.noise + 1)));
    // The card that could follow at once: the same suit three higher, offered.
    std::uint8_t card = s.cardAt(src);
    if (card < 52 && rankFast(card) + 3 <= Ranks && s.offer[std::size_t(card + 3)])
        v += w.chain;  // g++ 14 cannot see src is never empty
    if (src < Piles) {
        int n = s.len[std::size_t(src)];
        if (n >= 2) {
            std::uint8_t c = s.cardAt(src), below = s.pile[std::size_t(src)][std::size_t(n - 2)];
            bool buildsOn = rankOf(c) + 3 <= Ranks && below == c + 3;  // goes on this card once it is placed
            if (s.targets(below) > 0 || buildsOn) v += w.uncoverMovable;
        }
        v += w.pileDepth * (n - 1);
    } else {
        int row = Sim::placeRow(src - Piles);
        std::uint8_t base = std::uint8_t(makeCard(baseRank(row), 0));
        v += s.competitors(base) > s.empties[std::size_t(row)] ? w.freeWanted : w.freePlace;
    }
    return v;
}

bool playUncontested(Sim& s, const PolicyWeights& w) {
    bool any = false;
    for (bool moved = true; moved;) {
        moved = false;
        for (int src = 0; src < Sources; ++src)
            for (;;) {  // a pile may offer several in a row
                if (!s.uncontested(src)) break;
                std::uint8_t c = s.cardAt(src);
                if (w.holdDoomed && !s.stockEmpty() && s.doomed(src, c)) break;
                if (!s.move(src, s.targetFor(c))) break;
                moved = any = true;
                if (src >= Piles) break;
            }
    }
    return any;
}

int contestedChoice(const Sim& s, const PolicyWeights& w, gallery::Rng& rng) {
    int best = -1, bestValue = -1;
    for (int src = 0; src < Sources; ++src) {
        std::uint8_t c = s.cardAt(src);
        if (c == NoCard || !s.targets(c)) continue;
        if (w.holdDoomed && !s.stockEmpty() && s.doomed(src, c)) continue;
        int v = contestedValue(s, src, w, rng);
        if (v > bestValue) best = src, bestValue = v;
    }
    return best;
}

void playOutSim(Sim& s, const PolicyWeights& w, gallery::Rng& rng) {
    for (;;) {
        playUncontested(s, w);
        int src = contestedChoice(s, w, rng);
        if (src >= 0) {
            if (!s.move(src, s.targetFor(s.cardAt(src)))) return;
            continue;
        }
        if (s.stockEmpty()) return;
        s.deal();
    }
}

}  // namespace gallery::bot
