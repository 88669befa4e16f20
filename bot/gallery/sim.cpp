// The fair bot's play-out position from a view, and its answers (sim.hpp).
#include "bot/gallery/sim.hpp"

namespace gallery::bot {

Sim simOf(const View& v) {
    Sim s;
    s.top.fill(NoCard);
    for (int r = 0; r < Rows; ++r) s.empties[std::size_t(r)] = 0;
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c) {
            const auto& cards = v.places[std::size_t(r)][std::size_t(c)];
            std::size_t p = std::size_t(r * PlacesPerRow + c);
            if (cards.empty()) {
                ++s.empties[std::size_t(r)];
                continue;
            }
            s.top[p] = cards.back();
            s.right[p] = v.correct(Place{std::uint8_t(r), std::uint8_t(c)});
            if (!s.right[p]) ++s.offer[cards.back()];
            if (s.right[p]) {
                s.placed += int(cards.size());
                for (Card c : cards) ++s.home[c];
                if (rankOf(cards.back()) + 3 <= Ranks) ++s.need[std::size_t(cards.back() + 3)];
            }
        }
    for (int p = 0; p < Piles; ++p) {
        // A pile longer than MaxPile cannot come from a deal; keep its top cards.
        const auto& cards = v.piles[std::size_t(p)];
        std::size_t from = cards.size() > std::size_t(Sim::MaxPile) ? cards.size() - Sim::MaxPile : 0;
        for (std::size_t i = from; i < cards.size(); ++i) {
            s.pile[std::size_t(p)][s.len[std::size_t(p)]++] = cards[i];
            ++s.inPiles[cards[i]];
        }
        if (!cards.empty()) ++s.offer[cards.back()];
    }
    s.aces = v.aces;
    return s;
}

std::vector<std::uint8_t> stockCards(const View& v) {
    std::vector<std::uint8_t> out;
    for (int c = 0; c < 52; ++c)
        for (int i = 0; i < v.unseen[std::size_t(c)]; ++i) out.push_back(std::uint8_t(c));
    for (int a = v.aces; a < 8; ++a) out.push_back(std::uint8_t(makeCard(1, a % 4)));
    return out;
}

Action actionOf(int src, int place) {
    Action a;
    a.move.fromPile = src < Piles;
    if (a.move.fromPile)
        a.move.pile = std::uint8_t(src);
    else
        a.move.from = Place{std::uint8_t((src - Piles) / PlacesPerRow), std::uint8_t((src - Piles) % PlacesPerRow)};
    a.move.to = Place{std::uint8_t(place / PlacesPerRow), std::uint8_t(place % PlacesPerRow)};
    return a;
}

}  // namespace gallery::bot
