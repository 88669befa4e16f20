// A Calculation deck from a seed (games/calculation/deal.hpp).
#include "games/calculation/deal.hpp"

namespace calculation {

Game newGame(std::uint64_t seed, RuleSet rules) {
    std::vector<Card> deck;
    for (Card c = 0; c < 52; ++c)
        if (std::find(std::begin(FoundationBase), std::end(FoundationBase), c) == std::end(FoundationBase))
            deck.push_back(c);
    patience::shuffle(deck.data(), deck.size(), seed);
    return Game(deck, rules);
}

}  // namespace calculation
