// Answers read, and the turn block a gallery bot is sent (games/gallery/protocol.hpp).
#include "games/gallery/protocol.hpp"

namespace gallery {

namespace detail {
std::optional<Place> readPlace(const std::string& w) {
    if (w.size() != 2) return std::nullopt;
    char row = char(std::toupper(static_cast<unsigned char>(w[0])));
    if (row < 'A' || row > 'C' || w[1] < '1' || w[1] > '8') return std::nullopt;
    return Place{std::uint8_t(row - 'A'), std::uint8_t(w[1] - '1')};
}
}  // namespace detail

std::optional<Action> parseAction(const std::string& text) {
    std::string w;
    for (char c : text)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') w += char(std::tolower(static_cast<unsigned char>(c)));
    Action a;
    if (w == "deal" || w == "d") {
        a.deal = true;
        return a;
    }
    if (w.size() == 3 && w[0] >= '1' && w[0] <= '8') {
        a.move.fromPile = true;
        a.move.pile = std::uint8_t(w[0] - '1');
    } else if (auto from = w.size() == 4 ? detail::readPlace(w.substr(0, 2)) : std::nullopt) {
        a.move.fromPile = false;
        a.move.from = *from;
    } else {
        return std::nullopt;
    }
    auto to = detail::readPlace(w.substr(w.size() - 2));
    if (!to) return std::nullopt;
    a.move.to = *to;
    return a;
}

std::array<int, 52> unseenCards(const Game& g) {
    std::array<int, 52> n{};
    for (Card c : g.stock)
        if (rankOf(c) != 1) ++n[c];
    return n;
}

std::string placeText(const std::vector<Card>& cards) {
    if (cards.empty()) return "-";
    std::string s;
    for (std::size_t i = 0; i < cards.size(); ++i) s += (i ? "," : "") + cardName(cards[i]);
    return s;
}

std::string turnText(const Game& g, int turn) {
    std::ostringstream s;
    s << "turn " << turn << '\n';
    for (int r = 0; r < Rows; ++r) {
        s << "row " << char('A' + r);
        for (int c = 0; c < PlacesPerRow; ++c) s << ' ' << placeText(g.places[std::size_t(r)][std::size_t(c)]);
        s << '\n';
    }
    s << "wrong";
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c)
            if (g.wrong(Place{std::uint8_t(r), std::uint8_t(c)}))
                s << ' ' << placeName(Place{std::uint8_t(r), std::uint8_t(c)});
    s << '\n';
    for (int p = 0; p < Piles; ++p) {
        s << "pile " << p + 1;
        for (Card c : g.piles[std::size_t(p)]) s << ' ' << cardName(c);
        s << '\n';
    }
    s << "stock " << g.stock.size() << "\ndeals " << g.dealsLeft() << "\naces " << g.aces << "\nunseen";
    auto unseen = unseenCards(g);
    for (int suit = 0; suit < 4; ++suit)
        for (int rank = 2; rank <= Ranks; ++rank)
            s << ' ' << cardName(makeCard(rank, suit)) << ':' << unseen[makeCard(rank, suit)];
    auto actions = legalActions(g);
    s << "\nmoves " << actions.size() << '\n';
    for (const Action& a : actions) s << actionName(a) << '\n';
    return s.str();
}

}  // namespace gallery
