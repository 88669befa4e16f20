// Spider games as replay pages (common/replay_page.hpp draws them). The
// positions come from the game's own history: a copy of the game is backed up
// one step at a time with the rules engine's backUp(), so every frame is a
// position the engine held, and nothing is played again by other code. Used
// by the keeper's R command and by `referee spider --bot ... --replay`.
#pragma once

#include <string>
#include <vector>

#include "common/replay.hpp"
#include "games/spider/game.hpp"

namespace spider {

// The page's piles, in this order: the hand, the eight places for removed
// suits, columns 1-10.
constexpr int ReplayHand = 0, ReplayFirstRemoved = 1, ReplayFirstColumn = 1 + SuitsToWin;

std::vector<replay::PileSpec> replayLayout();

inline replay::Card replayCard(Card c) { return {rankOf(c), SuitLetters[suitOf(c)], true}; }

// Face-down cards (the hand, columns) go to the page as backs only: a replay
// shows what the player saw.
std::vector<std::vector<replay::Card>> replayPiles(const Game& g);

std::vector<std::string> replayPanel(const Game& g);

// Frames for the last `steps` steps of g's history, one each, oldest first.
// A copy of g is backed up one step at a time, so memory stays one game and
// the frames; `before`, if given, receives the position before those steps.
std::vector<replay::Frame> replaySteps(const Game& g, std::size_t steps, Game* before = nullptr);

// The frame a back-up leads to: the position after it, noted as a back-up.
replay::Frame replayBackUp(const Game& after, int moves);

// The whole of g's history, from its start to now.
replay::Replay replayOf(const Game& g, const std::string& title, const std::string& verdict);

}  // namespace spider
