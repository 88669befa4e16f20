// `bot calculation --solve --deck FILE [--after MOVES]`'s position: the deck
// file read, the moves parsed and replayed.
#include "bot/calculation/position.hpp"

#include <sstream>

#include "common/text_file.hpp"

namespace calculation::bot {

std::vector<Card> parseDeckText(const std::string& text, const std::string& path) {
    std::string error;
    std::vector<Card> deck = calculation::parseDeckText(text, path, error);
    if (!error.empty()) throw UsageError(error, false);
    return deck;
}

std::vector<Card> readDeckFile(const std::string& path) {
    std::string text, why;
    if (!patience::readTextFile(path, text, why)) throw UsageError(path + ": " + why, false);
    return parseDeckText(text, path);
}

std::vector<Move> parseMoveList(const std::string& text) {
    std::vector<Move> moves;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        auto m = parseMove(item);
        if (!m)
            throw UsageError("--after: move " + std::to_string(moves.size() + 1) + ", '" + item +
                             "', is not a move (f1-f4, w1-w4, w1 f4, w2 w3; commas between moves)");
        moves.push_back(*m);
    }
    if (!text.empty() && text.back() == ',') throw UsageError("--after: a comma after the last move");
    return moves;
}

Game playedOut(Game g, const std::vector<Move>& moves) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::string why = g.whyNot(moves[i]);
        if (!why.empty())
            throw UsageError(
                "--after: move " + std::to_string(i + 1) + " (" + moveName(moves[i]) + ") is not legal there: " + why,
                false);
        g.play(moves[i]);
    }
    return g;
}

}  // namespace calculation::bot
