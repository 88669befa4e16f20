// What a gallery (Royal Parade) player may see, as the judge sends it to a
// bot each turn, and the answers it takes. view.hpp reads a block back.
//
//   turn 9
//   row A 2s,5s,8s 2h - 9c 2d Qs 2c,5c    places A1-A8, cards bottom first
//   row B 3d,6d - 3h Kd 3s 3c 5h 3d         joined by commas; "-": empty
//   row C 4c 4s,7s - 4d Jh 4h 8d 4s
//   wrong A4 A6 B4 B7 C5 C7               places holding a wrong card
//   pile 1 Kd 7s 3c                        tableau piles 1-8, bottom first
//   ...
//   pile 8
//   stock 40                               cards still in the stock (aces included)
//   deals 5                                deals left
//   aces 3                                 aces on the ace pile
//   unseen 2c:1 3c:2 ... Ks:0              every non-ace card: copies not yet seen
//   moves 4                                then one legal move a line
//   3 B5
//   A4 C2
//   deal
//
// Never the order of the stock.
#pragma once

#include <array>
#include <cctype>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "games/gallery/game.hpp"

namespace gallery {

// One answer: a move, or a deal from the stock.
struct Action {
    bool deal = false;
    Move move;  // when not a deal
    bool operator==(const Action& o) const { return deal == o.deal && (deal || move == o.move); }
};
inline std::string actionName(const Action& a) { return a.deal ? "deal" : moveName(a.move); }

// "3 B5", "a4 c2", "3b5", "deal" (case and blanks do not matter); nullopt if
// not an answer. Legality is the game's business (Game::whyNot).
std::optional<Action> parseAction(const std::string& text);

// Every legal answer: the moves in Game::legalMoves order, then "deal" while
// the stock holds cards.
inline std::vector<Action> legalActions(const Game& g) {
    std::vector<Action> out;
    for (const Move& m : g.legalMoves()) out.push_back(Action{false, m});
    if (!g.stock.empty()) out.push_back(Action{true, {}});
    return out;
}

// Why the answer is illegal; "" if it is legal.
inline std::string whyNot(const Game& g, const Action& a) {
    if (a.deal) return g.stock.empty() ? "the stock is empty" : "";
    return g.whyNot(a.move);
}

// Plays a legal answer.
inline void playAction(Game& g, const Action& a) {
    if (a.deal)
        g.deal();
    else
        g.play(a.move);
}

// Copies of each card not yet seen (index: Card 0..51; aces stay 0, since
// aces take no part): the non-ace cards of the stock. A player can count
// them: two of each, less those on the places and the piles.
std::array<int, 52> unseenCards(const Game& g);

std::string placeText(const std::vector<Card>& cards);

std::string turnText(const Game& g, int turn);

}  // namespace gallery
