// The turn block a Calculation bot is sent (games/calculation/protocol.hpp).
#include "games/calculation/protocol.hpp"

namespace calculation {

std::array<int, Ranks + 1> unseenRanks(const Game& g) {
    std::array<int, Ranks + 1> n{};
    for (std::size_t i = g.next + 1; i < g.deck.size(); ++i) ++n[std::size_t(rankOf(g.deck[i]))];
    return n;
}

std::string turnText(const Game& g, int turn) {
    std::ostringstream s;
    s << "turn " << turn << "\nrules " << rulesName(g.rules) << "\nfoundations";
    for (int t : g.top) s << ' ' << rankName(t);
    s << '\n';
    for (int w = 0; w < Wastes; ++w) {
        s << "waste " << w + 1;
        for (Card c : g.waste[std::size_t(w)]) s << ' ' << cardName(c);
        s << '\n';
    }
    s << "hand " << (g.hand() ? cardName(*g.hand()) : "-") << "\nleft " << g.cardsLeft() << "\nunseen";
    auto unseen = unseenRanks(g);
    for (int r = 1; r <= Ranks; ++r) s << ' ' << rankName(r) << ':' << unseen[std::size_t(r)];
    auto moves = g.legalMoves();
    s << "\nmoves " << moves.size() << '\n';
    for (Move m : moves) s << moveName(m) << '\n';
    return s.str();
}

}  // namespace calculation
