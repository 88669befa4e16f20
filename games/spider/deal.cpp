// Woods's deal from a seed (games/spider/deal.hpp).
#include "games/spider/deal.hpp"

namespace spider {

Game newGame(std::uint64_t seed, const Rules& rules) {
    Card deck[Cards];
    for (int i = 0; i < Cards; ++i) deck[i] = Card(i % DeckSize);
    patience::shuffle(deck, Cards, seed);
    Game g;
    g.rules = rules;
    int next = 0;
    for (int row = 0; row < 4; ++row)
        for (auto& col : g.columns) col.down.push_back(deck[next++]);
    for (int pile : {0, 1, 2, 3}) {
        int col = rules.extraOnCorners ? pile * 3 : pile;  // 1, 4, 7, 10 or 1-4
        g.columns[std::size_t(col)].down.push_back(deck[next++]);
    }
    for (auto& col : g.columns) col.up.push_back(deck[next++]);
    g.hand.assign(deck + next, deck + Cards);
    return g;
}

}  // namespace spider
