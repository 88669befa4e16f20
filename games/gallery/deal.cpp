// A gallery game from a seed (games/gallery/deal.hpp).
#include "games/gallery/deal.hpp"

namespace gallery {

Game newGame(std::uint64_t seed) {
    std::vector<Card> deck;
    for (int i = 0; i < 104; ++i) deck.push_back(Card(i % 52));
    patience::shuffle(deck.data(), deck.size(), seed);
    Game g;
    std::size_t next = 0;
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c) {
            Card card = deck[next++];
            if (rankOf(card) == 1)
                ++g.aces;
            else
                g.places[std::size_t(r)][std::size_t(c)].push_back(card);
        }
    g.stock.assign(deck.begin() + std::ptrdiff_t(next), deck.end());
    g.deal();
    return g;
}

}  // namespace gallery
