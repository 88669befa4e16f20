// A Spider turn block read back (games/spider/view.hpp).
#include "games/spider/view.hpp"

namespace spider::bot {

std::vector<Card> unseenCards(const View& v) {
    std::vector<Card> cards;
    for (int c = 0; c < DeckSize; ++c)
        for (int k = 0; k < v.unseen[std::size_t(c)]; ++k) cards.push_back(Card(c));
    return cards;
}

Game gameOf(const View& v, const Rules& rules, const std::vector<Card>& downCards, const std::vector<Card>& hand) {
    Game g;
    g.rules = rules;
    g.rules.suits = v.suits;
    std::size_t next = 0;
    for (int c = 0; c < Columns; ++c) {
        Column& col = g.columns[std::size_t(c)];
        for (int i = 0; i < v.down[std::size_t(c)]; ++i)
            col.down.push_back(next < downCards.size() ? downCards[next++] : Card(0));
        col.up = v.up[std::size_t(c)];
    }
    g.hand = hand;
    if (hand.empty()) g.hand.assign(std::size_t(v.handSize), Card(0));
    g.removedRuns = v.removed;
    return g;
}

Game drawWorld(const View& v, const Rules& rules, std::vector<Card>& cards, std::uint64_t seed) {
    patience::shuffle(cards.data(), cards.size(), seed);
    auto down = cards.begin() + (long(cards.size()) - v.handSize);
    return gameOf(v, rules, std::vector<Card>(cards.begin(), down), std::vector<Card>(down, cards.end()));
}

std::optional<View> parseTurn(std::istream& in, int& lineNo, const Rules& rules) {
    patience::TurnReader read(in, lineNo);
    if (!read.startBlock()) return std::nullopt;
    View v;
    std::array<int, DeckSize> seen{};
    auto card = [&](const std::string& w) {
        auto c = parseCard(w);
        if (!c) throw TurnError(lineNo, "'" + w + "' is not a card");
        if (++seen[std::size_t(*c)] > 2) throw TurnError(lineNo, "'" + w + "' shown a third time (two decks)");
        return *c;
    };
    v.turn = read.keyedNumber("turn", 0, 1 << 30);
    v.deals = read.keyedNumber("deals", 0, 5);
    auto w = read.keyed("removed");
    if (w.empty()) throw TurnError(lineNo, "'removed' wants the count, then the removed suits' cards");
    int removed = read.number(w[0], 0, SuitsToWin);
    if (w.size() != 1 + std::size_t(removed) * Ranks)
        throw TurnError(lineNo,
                        "'removed " + w[0] + "' wants " + std::to_string(removed * Ranks) + " cards after it, got " +
                            std::to_string(w.size() - 1));
    for (int r = 0; r < removed; ++r) {
        std::array<Card, Ranks> run;
        for (int i = 0; i < Ranks; ++i) {
            run[std::size_t(i)] = card(w[1 + std::size_t(r * Ranks + i)]);
            if (rankOf(run[std::size_t(i)]) != Ranks - i)
                throw TurnError(lineNo, "removed suit " + std::to_string(r + 1) + " is not King to Ace");
        }
        v.removed.push_back(run);
    }
    v.suits = read.keyedNumber("suits", 1, 4);
    if (v.suits == 3) throw TurnError(lineNo, "'suits' is 1, 2 or 4");
    int downTotal = 0;
    for (int c = 0; c < Columns; ++c) {
        w = read.keyed("column");
        if (w.size() < 2 || w[0] != std::to_string(c + 1))
            throw TurnError(
                lineNo, "expected 'column " + std::to_string(c + 1) + "', its face-down count and its face-up cards");
        v.down[std::size_t(c)] = read.number(w[1], 0, Cards);
        for (std::size_t i = 2; i < w.size(); ++i) v.up[std::size_t(c)].push_back(card(w[i]));
        if (v.down[std::size_t(c)] && v.up[std::size_t(c)].empty())
            throw TurnError(lineNo, "column " + std::to_string(c + 1) + " has face-down cards but none face up");
        downTotal += v.down[std::size_t(c)];
    }
    int unseen = 0;
    for (int c = 0; c < DeckSize; ++c) unseen += v.unseen[std::size_t(c)] = 2 - seen[std::size_t(c)];
    v.handSize = unseen - downTotal;
    bool shortLast = rules.lastDealFour && v.deals == 0 && v.handSize == 6;  // the alternate rule leaves 6 undealt
    if (v.handSize != v.deals * Columns && !shortLast)
        throw TurnError(lineNo,
                        std::to_string(unseen) + " cards unseen, but " + std::to_string(downTotal) + " face down and " +
                            std::to_string(v.deals) + " deals of 10 make " +
                            std::to_string(downTotal + v.deals * Columns));
    int count = read.keyedNumber("moves", 0, 10000);
    std::vector<std::string> listed;
    for (int i = 0; i < count; ++i) listed.push_back(read.move());
    Game g = gameOf(v, rules);
    std::vector<std::string> legal;
    for (const Command& c : legalCommands(g)) {
        legal.push_back(commandText(c));
        v.moves.push_back(c);
    }
    patience::checkListed(legal, listed, lineNo);
    return v;
}

}  // namespace spider::bot
