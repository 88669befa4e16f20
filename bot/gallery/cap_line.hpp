// The solver's line as a game keeper with computer-aided play plays it
// (`bot gallery --solve --cap`): the keeper plays CAP's safe moves
// (games/gallery/cap.hpp) after the deal, after each move and after each
// deal, so a line for it leaves those out, and a solver's move may find its
// card already home or its place taken by an equivalent one.
//
// The translation is cap.hpp's simulation: the keeper's game (A) copies the
// solver's (B) move for move; a move whose card CAP has already sent home is
// left out, and a card goes to whatever place takes it in A (places that
// take the same card are interchangeable, cap.hpp). Each safe move keeps a
// line at least as good, so the copy wins where the solver's line wins; the
// replay below checks it on the engine all the same.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "bot/gallery/solver.hpp"
#include "games/gallery/cap.hpp"

namespace gallery::bot {

// Plays the steps on a copy of g as the keeper does, CAP's safe moves at the
// start and after each step: "" if every one is legal and the game is won.
std::string replayWithCap(Game g, const std::vector<Step>& steps);

// Which copy of a card is where: the two copies are told apart by where
// they lay at the start or by when they were dealt, and followed through
// the piles (cards only leave them) and the wrong places (one card each).
struct CardIds {
    std::array<std::vector<int>, Piles> piles;
    std::array<int, Rows * PlacesPerRow> wrong{};  // the card on a wrong place (-1: none)
    int dealt = 0;

    explicit CardIds(const Game& g);
    // Before `before` deals: the same cards onto the same piles, aces aside.
    void deal(const Game& before);
    // The card a move takes.
    int take(const Move& m);
    int at(const Move& m) const;
};

// The solver's winning `steps` from `start` as the moves a person plays with
// CAP on. On a step that cannot be copied (which cap.hpp's proofs rule
// out), `why` says which and the line stops there.
std::vector<Step> capLine(const Game& start, const std::vector<Step>& steps, std::string& why);

}  // namespace gallery::bot
