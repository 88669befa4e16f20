// Random small Spider positions for the analyser's random checks
// (test_spider_analyser_checks.cpp, test_spider_analyser_exact.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include "common/random.hpp"
#include "games/spider/spider.hpp"

namespace spider_test {

namespace sp = spider;

// A random small position for checking the reduced search against the plain
// one. Cards of ranks lo..hi of two suits, both copies (so identical cards
// meet), stacked as same-suit runs of one to four cards on random bases (so
// runs can be cut in several places); a face-down card under some columns,
// some columns spaces. The other cards are in the hand.
// `spread`: the columns the face-up cards go to (the others stay spaces
// unless a card lands face down there).
inline sp::Game randomPosition(patience::Rng& rng, int lo, int hi, int cards, int spread = 8) {
    std::vector<sp::Card> pool;
    for (int copy = 0; copy < 2; ++copy)
        for (int suit : {2, 3})
            for (int r = lo; r <= hi; ++r) pool.push_back(sp::makeCard(r, suit));
    patience::shuffle(pool.data(), pool.size(), rng.next());
    pool.resize(std::size_t(cards));
    sp::Game g;
    auto take = [&](sp::Card c) {
        auto it = std::find(pool.begin(), pool.end(), c);
        if (it == pool.end()) return false;
        pool.erase(it);
        return true;
    };
    for (int c = 0; c < 3 && !pool.empty(); ++c) {  // a face-down card under a few columns
        int col = int(rng.next() % sp::Columns);
        if (!g.columns[std::size_t(col)].down.empty()) continue;
        g.columns[std::size_t(col)].down.push_back(pool.back());
        pool.pop_back();
    }
    while (!pool.empty()) {
        sp::Card c = pool.back();
        pool.pop_back();
        auto& up = g.columns[std::size_t(rng.next() % unsigned(spread))].up;
        up.push_back(c);
        for (int n = int(rng.next() % 4);
             n > 0 && sp::rankOf(up.back()) > 1 && take(sp::makeCard(sp::rankOf(up.back()) - 1, sp::suitOf(up.back())));
             --n)
            up.push_back(sp::makeCard(sp::rankOf(up.back()) - 1, sp::suitOf(up.back())));
    }
    for (auto& col : g.columns)  // a face-down card needs a face-up one on it
        if (!col.down.empty() && col.up.empty()) col.up.push_back(col.down.back()), col.down.pop_back();
    return g;
}

// `g` as a position file holds it: the hand holds the cards not in view.
inline sp::Game withHand(sp::Game g) {
    std::array<int, sp::DeckSize> left;
    left.fill(2);
    for (const auto& col : g.columns)
        for (const auto* part : {&col.down, &col.up})
            for (sp::Card c : *part) --left[c];
    for (int c = 0; c < sp::DeckSize; ++c)
        for (int k = 0; k < left[std::size_t(c)]; ++k) g.hand.push_back(sp::Card(c));
    return g;
}

}  // namespace spider_test
