// Reading back one turn block of protocol.hpp's turnText: what a player sees,
// as a struct. Bots share this parser, so a bot and its bench read the same.
#pragma once

#include <algorithm>
#include <cctype>
#include <istream>
#include <stdexcept>

#include "common/turn_reader.hpp"
#include "games/calculation/protocol.hpp"

namespace calculation {

// What turnText shows, field by field.
struct View {
    int turn = 0;
    RuleSet rules = RuleSet::CoCo;
    std::array<int, Foundations> top{};           // rank on each foundation (13: finished)
    std::array<std::vector<Card>, Wastes> waste;  // bottom card first
    std::optional<Card> hand;                     // nullopt: the deck is out
    int left = 0;                                 // cards not yet turned, the hand included
    std::array<int, Ranks + 1> unseen{};          // [rank]: still to come after the hand
    std::vector<Move> moves;                      // the legal moves, as listed
};

using patience::TurnError;

// What no deal can show, refused once the 'unseen' line is read: a card twice
// on the wastes and in hand, a foundation base there, more than four of a
// rank on the foundations, the wastes, the hand and the unseen cards, or
// 'left' not the hand and the unseen cards. So the wastes, the hand and the
// cards to come are at most 48 (a waste pile of 49 overran the bots'
// fixed-size piles). Fewer cards than a deck are let through: tests build
// such positions.
inline void checkCounts(const View& v, int lineNo) {
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

inline Game gameOf(const View& v);

// Reads the next turn block. Returns nullopt at the end of input before a
// block starts (blank lines between blocks are skipped); throws TurnError
// on anything else that is not the format. `lineNo` counts lines read.
inline std::optional<View> parseTurn(std::istream& in, int& lineNo) {
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

// The Game a view describes, with the unseen ranks as an arbitrary deck
// order after the hand (suits made up): for bots that want the engine's
// rules on what they see. The order is NOT the real one.
inline Game gameOf(const View& v) {
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
