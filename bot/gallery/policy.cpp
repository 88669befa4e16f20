// The play-out policy (policy.hpp): a sampled game played out, each move
// chosen by the values below; the play-out position's moves and tests
// (sim.hpp) are defined here too, beside their hot callers.
#include "bot/gallery/policy.hpp"

namespace gallery::bot {

// The play-out position's moves (sim.hpp).

int Sim::targetFor(std::uint8_t c) const {
    int row = rowOf(rankOf(c)), from = row * PlacesPerRow;
    if (isBase(c)) {
        if (!empties[std::size_t(row)]) return -1;
        for (int p = from; p < from + PlacesPerRow; ++p)
            if (top[std::size_t(p)] == NoCard) return p;
        return -1;
    }
    if (!need[c]) return -1;
    std::uint8_t below = std::uint8_t(c - 3);  // same suit, three lower
    for (int p = from; p < from + PlacesPerRow; ++p)
        if (right[std::size_t(p)] && top[std::size_t(p)] == below) return p;
    return -1;
}

void Sim::putOn(int place, std::uint8_t c) {
    std::size_t p = std::size_t(place);
    if (top[p] == NoCard)
        --empties[std::size_t(placeRow(place))];
    else if (rankFast(top[p]) + 3 <= Ranks)
        --need[std::size_t(top[p] + 3)];
    top[p] = c;
    right[p] = true;
    if (rankFast(c) + 3 <= Ranks) ++need[std::size_t(c + 3)];
    ++home[c];
    ++placed;
}

bool Sim::move(int src, int place) {
    std::uint8_t c = cardAt(src);
    if (c >= 52 || place < 0 || place >= PlaceCount) return false;
    --offer[c];
    if (src < Piles) {
        std::size_t p = std::size_t(src);
        --inPiles[c];
        if (--len[p]) ++offer[pile[p][len[p] - 1u]];
    } else {
        top[std::size_t(src - Piles)] = NoCard;
        ++empties[std::size_t(placeRow(src - Piles))];
    }
    putOn(place, c);
    return true;
}

void Sim::deal() {
    for (int p = 0; p < Piles && stockAt < stockEnd; ++p) {
        std::uint8_t c = stock[std::size_t(stockAt++)];
        std::size_t q = std::size_t(p);
        if (rankFast(c) == 1) {
            ++aces;
            continue;
        }
        if (len[q]) --offer[pile[q][len[q] - 1u]];
        pile[q][len[q]++] = c;
        ++offer[c];
        ++inPiles[c];
    }
}

int Sim::competitors(std::uint8_t c) const {
    if (!isBase(c)) return offer[c];
    int r = rankFast(c);
    return offer[makeCard(r, 0)] + offer[makeCard(r, 1)] + offer[makeCard(r, 2)] + offer[makeCard(r, 3)];
}

bool Sim::doomed(int src, std::uint8_t c) const {
    if (isBase(c) || need[c] != 1 || home[c] || inPiles[c] <= (src < Piles ? 1 : 0)) return false;
    int row = rowOf(rankOf(c));
    for (int p = 0; p < Piles; ++p)
        for (int i = 0; i < len[std::size_t(p)]; ++i) {
            if (pile[std::size_t(p)][std::size_t(i)] != c || (p == src && i + 1 == len[std::size_t(p)])) continue;
            for (int j = 0; j < i; ++j) {
                std::uint8_t y = pile[std::size_t(p)][std::size_t(j)];
                if (suitOf(y) == suitOf(c) && rowOf(rankOf(y)) == row && rankOf(y) < rankOf(c)) return true;
            }
        }
    return false;
}

bool Sim::uncontested(int src) const {
    std::uint8_t c = cardAt(src);
    return c != NoCard && targets(c) > 0 && competitors(c) <= targets(c);
}

// The policy.

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
