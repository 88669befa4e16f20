// A Calculation turn block read back (games/calculation/view.hpp).
#include "games/calculation/view.hpp"

namespace calculation {

void checkCounts(const View& v, int lineNo) {
    bool seen[52] = {};
    std::array<int, Ranks + 1> ranks{};
    auto shown = [&](Card c, const std::string& where) {
        if (std::count(std::begin(FoundationBase), std::end(FoundationBase), c))
            throw TurnError(lineNo, cardName(c) + " (" + where + ") is a foundation base, never in play");
        if (seen[c]) throw TurnError(lineNo, cardName(c) + " is shown twice (" + where + ")");
        seen[c] = true;
        ++ranks[std::size_t(rankOf(c))];
    };
    for (int p = 0; p < Wastes; ++p)
        for (Card c : v.waste[std::size_t(p)]) shown(c, "waste " + std::to_string(p + 1));
    if (v.hand) shown(*v.hand, "hand");
    for (int f = 0; f < Foundations; ++f)
        for (int r = f + 1;; r = nextRank(f, r)) {
            ++ranks[std::size_t(r)];
            if (r == v.top[std::size_t(f)]) break;
        }
    int unseen = 0;
    for (int r = 1; r <= Ranks; ++r) {
        unseen += v.unseen[std::size_t(r)];
        if (ranks[std::size_t(r)] + v.unseen[std::size_t(r)] > 4)
            throw TurnError(lineNo,
                            "rank " + rankName(r) + ": " + std::to_string(ranks[std::size_t(r)]) +
                                " on the foundations, wastes and hand and " + std::to_string(v.unseen[std::size_t(r)]) +
                                " unseen are more than four");
    }
    if (v.left != unseen + (v.hand ? 1 : 0))
        throw TurnError(lineNo,
                        "'left " + std::to_string(v.left) + "' is not the hand and the " + std::to_string(unseen) +
                            " unseen cards");
}

std::optional<View> parseTurn(std::istream& in, int& lineNo) {
    patience::TurnReader read(in, lineNo);
    if (!read.startBlock()) return std::nullopt;
    View v;
    v.turn = read.keyedNumber("turn", 0, 1 << 30);
    auto w = read.keyed("rules");
    std::optional<RuleSet> rules = w.size() == 1 ? parseRules(w[0]) : std::nullopt;
    if (!rules) throw TurnError(lineNo, "'rules' wants classic or coco");
    v.rules = *rules;
    w = read.keyed("foundations");
    if (w.size() != Foundations) throw TurnError(lineNo, "'foundations' wants four ranks");
    for (int f = 0; f < Foundations; ++f)
        if (!(v.top[std::size_t(f)] = parseRank(w[std::size_t(f)])))
            throw TurnError(lineNo, "'" + w[std::size_t(f)] + "' is not a rank");
    for (int p = 0; p < Wastes; ++p) {
        w = read.keyed("waste");
        if (w.empty() || w[0] != std::to_string(p + 1))
            throw TurnError(lineNo, "expected 'waste " + std::to_string(p + 1) + " ...'");
        for (std::size_t i = 1; i < w.size(); ++i) {
            auto c = parseCard(w[i]);
            if (!c) throw TurnError(lineNo, "'" + w[i] + "' is not a card");
            v.waste[std::size_t(p)].push_back(*c);
        }
    }
    w = read.keyed("hand");
    if (w.size() != 1) throw TurnError(lineNo, "'hand' wants one card or '-'");
    if (w[0] != "-") {
        v.hand = parseCard(w[0]);
        if (!v.hand) throw TurnError(lineNo, "'" + w[0] + "' is not a card");
    }
    v.left = read.keyedNumber("left", 0, DeckCards);
    w = read.keyed("unseen");
    if (w.size() != Ranks) throw TurnError(lineNo, "'unseen' wants thirteen RANK:COUNT pairs");
    for (const std::string& pair : w) {
        auto colon = pair.find(':');
        int r = colon == std::string::npos ? 0 : parseRank(pair.substr(0, colon));
        if (!r) throw TurnError(lineNo, "'" + pair + "' is not RANK:COUNT");
        v.unseen[std::size_t(r)] = read.number(pair.substr(colon + 1), 0, 4);
    }
    checkCounts(v, lineNo);
    int n = read.keyedNumber("moves", 0, 1000);
    for (int i = 0; i < n; ++i) {
        const std::string& line = read.move();
        auto m = parseMove(line);
        if (!m) throw TurnError(lineNo, "'" + line + "' is not a move");
        v.moves.push_back(*m);
    }
    std::vector<std::string> legalNames, listedNames;
    for (Move m : gameOf(v).legalMoves()) legalNames.push_back(moveName(m));
    for (Move m : v.moves) listedNames.push_back(moveName(m));
    patience::checkListed(legalNames, listedNames, lineNo);
    return v;
}

Game gameOf(const View& v) {
    std::vector<Card> deck;
    if (v.hand) deck.push_back(*v.hand);
    for (int r = 1; r <= Ranks; ++r)
        for (int i = 0; i < v.unseen[std::size_t(r)]; ++i) deck.push_back(makeCard(r, i));
    Game g(deck, v.rules);
    g.top = v.top;
    g.waste = v.waste;
    for (int f = 0; f < Foundations; ++f) {
        int n = 1;
        for (int t = f + 1; t != v.top[std::size_t(f)] && n < 13; t = nextRank(f, t)) ++n;
        g.count[std::size_t(f)] = n;
    }
    return g;
}

}  // namespace calculation
