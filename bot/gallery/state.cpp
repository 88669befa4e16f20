// A game made compact for the solver (state.hpp).
#include "bot/gallery/state.hpp"

#include <stdexcept>

namespace gallery::bot {

void compact(const Game& g, Layout& l, Position& s) {
    l = Layout{};
    s = Position{};
    for (auto& d : l.dealt) d.fill(NoSlot);
    l.twin.fill(NoSlot);
    l.pileOf.fill(NoSlot);
    l.slots = Places;
    auto add = [&](Card c, int pile) {
        if (l.slots >= MaxSlots) throw std::invalid_argument("too many cards out of the gallery for the solver");
        int slot = l.slots++;
        l.card[std::size_t(slot)] = c;
        l.home[std::size_t(slot)] = homeOf(c);
        l.pileOf[std::size_t(slot)] = std::uint8_t(pile);
        if (slot < 64)
            s.key.lo |= std::uint64_t(1) << slot;
        else
            s.key.hi |= std::uint64_t(1) << (slot - 64);
        return std::uint8_t(slot);
    };
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c) {
            Place p{std::uint8_t(r), std::uint8_t(c)};
            if (g.at(p).empty())
                ++s.empty[std::size_t(r)];
            else if (g.wrong(p)) {
                int slot = r * PlacesPerRow + c;
                l.card[std::size_t(slot)] = g.at(p).back();
                l.home[std::size_t(slot)] = homeOf(g.at(p).back());
                s.key.lo |= std::uint64_t(1) << slot;
                ++s.wrong[std::size_t(r)];
            } else
                for (Card card : g.at(p)) {
                    Home h = homeOf(card);
                    ++s.placed[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)];
                    ++s.home;
                }
        }
    for (int p = 0; p < Piles; ++p)
        for (Card c : g.piles[std::size_t(p)]) {
            if (s.len[std::size_t(p)] >= MaxPile) throw std::invalid_argument("a pile too tall for the solver");
            s.pile[std::size_t(p)][s.len[std::size_t(p)]++] = add(c, p);
        }
    l.dealsLeft = g.dealsLeft();
    if (l.dealsLeft > int(l.dealt.size())) throw std::invalid_argument("a stock too long for the solver");
    for (std::size_t i = 0; i < g.stock.size(); ++i) {
        int p = int(i % Piles);
        if (rankOf(g.stock[i]) != 1) l.dealt[i / Piles][std::size_t(p)] = add(g.stock[i], p);
    }
    for (int p = 0; p < Piles; ++p)
        if (s.len[std::size_t(p)] + l.dealsLeft > MaxPile)
            throw std::invalid_argument("a pile too tall for the solver");
    for (int a = 0; a < l.slots; ++a)
        for (int b = 0; b < l.slots; ++b)
            if (a != b && s.present(a) && s.present(b) && l.card[std::size_t(a)] == l.card[std::size_t(b)])
                l.twin[std::size_t(a)] = std::uint8_t(b);
}

}  // namespace gallery::bot
