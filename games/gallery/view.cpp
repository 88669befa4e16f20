// A gallery turn block read back (games/gallery/view.hpp).
#include "games/gallery/view.hpp"

namespace gallery {

void checkPlace(const std::vector<Card>& cards, Place p, int lineNo) {
    if (cards.empty()) return;
    if (rankOf(cards.front()) != baseRank(p.row)) {
        if (cards.size() > 1)
            throw TurnError(lineNo,
                            placeName(p) + ": nothing is played onto a wrong card (" + cardName(cards.front()) + ")");
        return;
    }
    for (std::size_t i = 1; i < cards.size(); ++i)
        if (suitOf(cards[i]) != suitOf(cards[0]) || rankOf(cards[i]) != rankOf(cards[i - 1]) + 3)
            throw TurnError(lineNo,
                            placeName(p) + ": " + cardName(cards[i]) + " does not go on " + cardName(cards[i - 1]) +
                                " (same suit, three higher)");
}

std::optional<View> parseTurn(std::istream& in, int& lineNo) {
    patience::TurnReader read(in, lineNo);
    std::array<int, 52> seen{};
    auto card = [&](const std::string& w) {
        auto c = parseCard(w);
        if (!c) throw TurnError(lineNo, "'" + w + "' is not a card");
        if (rankOf(*c) == 1) throw TurnError(lineNo, "'" + w + "': aces take no part");
        if (++seen[*c] > 2) throw TurnError(lineNo, "'" + w + "' shown a third time (two decks)");
        return *c;
    };
    if (!read.startBlock()) return std::nullopt;
    View v;
    v.turn = read.keyedNumber("turn", 0, 1 << 30);
    for (int r = 0; r < Rows; ++r) {
        std::string name(1, char('A' + r));
        auto w = read.keyed("row");
        if (w.size() != PlacesPerRow + 1 || w[0] != name)
            throw TurnError(lineNo, "expected 'row " + name + "' and eight places ('-' or cards joined by commas)");
        for (int c = 0; c < PlacesPerRow; ++c) {
            const std::string& t = w[std::size_t(c) + 1];
            if (t == "-") continue;
            std::istringstream cards(t);
            auto& place = v.places[std::size_t(r)][std::size_t(c)];
            for (std::string one; std::getline(cards, one, ',');) place.push_back(card(one));
            checkPlace(place, Place{std::uint8_t(r), std::uint8_t(c)}, lineNo);
        }
    }
    auto w = read.keyed("wrong");
    std::string expected, given;
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c) {
            Place p{std::uint8_t(r), std::uint8_t(c)};
            if (!v.places[std::size_t(r)][std::size_t(c)].empty() && !v.correct(p)) expected += " " + placeName(p);
        }
    for (const std::string& s : w) given += " " + s;
    if (given != expected)
        throw TurnError(
            lineNo, "the wrong places are" + (expected.empty() ? std::string(" none") : expected) + ", not" + given);
    for (int p = 0; p < Piles; ++p) {
        w = read.keyed("pile");
        if (w.empty() || w[0] != std::to_string(p + 1))
            throw TurnError(lineNo, "expected 'pile " + std::to_string(p + 1) + " ...'");
        for (std::size_t i = 1; i < w.size(); ++i) v.piles[std::size_t(p)].push_back(card(w[i]));
    }
    v.stock = read.keyedNumber("stock", 0, StockCards);
    v.deals = read.keyedNumber("deals", 0, StockCards / Piles);
    if (v.deals != (v.stock + Piles - 1) / Piles)
        throw TurnError(lineNo,
                        "a stock of " + std::to_string(v.stock) + " is not " + std::to_string(v.deals) + " deals");
    // A pile starts with one card and gains at most one a deal.
    for (int p = 0; p < Piles; ++p)
        if (int(v.piles[std::size_t(p)].size()) > 1 + StockCards / Piles - v.deals)
            throw TurnError(lineNo,
                            "pile " + std::to_string(p + 1) + " has " + std::to_string(v.piles[std::size_t(p)].size()) +
                                " cards; with " + std::to_string(v.deals) + " deals left a pile holds at most " +
                                std::to_string(1 + StockCards / Piles - v.deals));
    v.aces = read.keyedNumber("aces", 0, 8);
    w = read.keyed("unseen");
    if (w.size() != 48) throw TurnError(lineNo, "'unseen' wants 48 CARD:COUNT pairs, one for each card but the aces");
    int unseenTotal = 0;
    std::array<bool, 52> listed{};
    for (const std::string& pair : w) {
        auto colon = pair.find(':');
        auto c = colon == std::string::npos ? std::nullopt : parseCard(pair.substr(0, colon));
        if (!c || rankOf(*c) == 1) throw TurnError(lineNo, "'" + pair + "' is not CARD:COUNT");
        if (std::exchange(listed[*c], true))
            throw TurnError(lineNo, "'" + pair + "': " + cardName(*c) + " listed twice");
        int n = read.number(pair.substr(colon + 1), 0, 2);
        v.unseen[*c] = n;
        unseenTotal += n;
        if (seen[*c] + n != 2)
            throw TurnError(lineNo,
                            "'" + pair + "': " + std::to_string(seen[*c]) + " shown and " + std::to_string(n) +
                                " unseen are not two copies");
    }
    if (unseenTotal + (8 - v.aces) != v.stock)
        throw TurnError(lineNo,
                        std::to_string(unseenTotal) + " unseen cards and " + std::to_string(8 - v.aces) +
                            " aces to come are not a stock of " + std::to_string(v.stock));
    int n = read.keyedNumber("moves", 0, 1000);
    for (int i = 0; i < n; ++i) {
        const std::string& line = read.move();
        auto a = parseAction(line);
        if (!a) throw TurnError(lineNo, "'" + line + "' is not a move");
        v.moves.push_back(*a);
    }
    std::vector<std::string> legalNames, listedNames;
    for (const Action& a : legalActions(gameOf(v))) legalNames.push_back(actionName(a));
    for (const Action& a : v.moves) listedNames.push_back(actionName(a));
    patience::checkListed(legalNames, listedNames, lineNo);
    return v;
}

Game gameOf(const View& v) {
    Game g;
    g.places = v.places;
    g.piles = v.piles;
    g.aces = v.aces;
    for (int c = 0; c < 52; ++c)
        for (int i = 0; i < v.unseen[std::size_t(c)]; ++i) g.stock.push_back(Card(c));
    for (int a = v.aces; a < 8; ++a) g.stock.push_back(makeCard(1, a % 4));
    return g;
}

}  // namespace gallery
