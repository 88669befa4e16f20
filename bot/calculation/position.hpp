// `bot calculation --solve --deck FILE [--after MOVES]`: a position for the
// solver with full information, as the deck in the order it is turned and
// the moves played since the deal. Replaying the moves is exact, and every
// move is checked by the rules. The keeper (`referee calculation`) asks its
// peek and check so: the deck on stdin (--deck /dev/stdin), its moves after
// --after.
//
// The deck file is `referee calculation --deck`'s format
// (games/calculation/deck_text.hpp).
#pragma once

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "common/option_reader.hpp"
#include "common/text_file.hpp"
#include "games/calculation/deck_text.hpp"
#include "games/calculation/game.hpp"

namespace calculation::bot {

using patience::UsageError;

// The 48 cards of a deck file's text (games/calculation/deck_text.hpp); else
// a UsageError naming `path`, the line and the card.
inline std::vector<Card> parseDeckText(const std::string& text, const std::string& path) {
    std::string error;
    std::vector<Card> deck = calculation::parseDeckText(text, path, error);
    if (!error.empty()) throw UsageError(error, false);
    return deck;
}

inline std::vector<Card> readDeckFile(const std::string& path) {
    std::string text, why;
    if (!patience::readTextFile(path, text, why)) throw UsageError(path + ": " + why, false);
    return parseDeckText(text, path);
}

// --after's moves, separated by commas: "f1,w2,w1 f4" (spaces inside a move
// optional: "w1f4", so that a keeper's command line needs no quotes).
inline std::vector<Move> parseMoveList(const std::string& text) {
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

// `g` after `moves`, each checked by the rules: else a UsageError naming the
// move, its number and why it is not legal there.
inline Game playedOut(Game g, const std::vector<Move>& moves) {
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
