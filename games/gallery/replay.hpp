// A game of the gallery (Royal Parade) as a replay page shows it
// (common/replay.hpp): the 24 places, the 8 tableau piles, the stock and
// the ace pile; one frame for the deal and one a move or deal, each computed
// by the engine. Every frame carries what the terminal's computer-aided play
// marks (movable '*', jammed '!', 'x' a card on a wrong place, "deal" on the
// stock when nothing can move; short, as the page draws marks in a small box) and the
// computer's evaluation squares against the score of that frame, as `eval`
// shows them at the terminal.
#pragma once

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/replay.hpp"
#include "games/gallery/cap.hpp"
#include "games/gallery/game.hpp"
#include "games/gallery/player.hpp"
#include "games/gallery/protocol.hpp"

namespace gallery {

// The piles of the page, in the layout's order.
constexpr int ReplayPlace = 0;   // place row r, column c: pile r * 8 + c (0-23)
constexpr int ReplayPile = 24;   // tableau piles 1-8: piles 24-31
constexpr int ReplayStock = 32;  // face down
constexpr int ReplayAces = 33;
constexpr int ReplayPiles = 34;

inline int replayPlace(Place p) { return ReplayPlace + p.row * PlacesPerRow + p.col; }

// The gallery's three rows as on the terminal, the tableau under them, the
// stock and the ace pile to the right.
std::vector<replay::PileSpec> replayLayout();

inline replay::Card replayCard(Card c) { return {rankOf(c), patience::SuitLetters[suitOf(c)], true}; }

// One play of the computer's and how it compares with `score`: the squares
// of the terminal's report (report.hpp), as a coloured square, its letter,
// and the legend's words.
struct ReplaySquare {
    const char* square;  // UTF-8: blue, white, red, green
    char letter;
    const char* meaning;
};
const ReplaySquare& replaySquare(Comparison o);

// The evaluation's lines against `score`: the squares, each a coloured square
// and its letter (b w r g, as the terminal writes them without colour, so
// the line reads the same where a browser has no emoji font), the legend
// with counts, the computer's figures. None when the evaluation has no plays.
std::vector<std::string> replayEvaluation(const Evaluation& e, int score);

// One position as the page draws it, with CAP's marks and the evaluation.
replay::Frame replayFrame(const Game& g, const Evaluation& evaluation);

// One action of the game, and who played it or why ("CAP: its twin lies
// under it"), added to the move list's note after what the action did.
struct ReplayStep {
    Action action;
    std::string why;
};

// What an action did, in the terminal's words: "8h on 5h (C2)", "2s to the
// empty A3", "dealt 8 cards (1 ace to the ace pile)".
std::string replayNote(const Game& before, const Game& after, const Action& a);

// The whole game: frame 0 is `start`, then one frame an action. `evaluation`
// (the computer's plays of the start, player.hpp) is compared with each
// frame's score; without plays, no squares. Throws std::logic_error on an
// illegal action: the steps must be a game the engine played.
replay::Replay replayOf(const Game& start, const std::vector<ReplayStep>& steps, const std::string& title,
                        const std::string& verdict, const Evaluation& evaluation = {});

}  // namespace gallery
