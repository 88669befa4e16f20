// FreeCell games as replay pages (common/replay_page.hpp draws them):
// the moves are played again here by the rules engine, autoplay included, and
// each position it reaches becomes a frame. Used by `referee freecell
// --replay` and `bot --solve/--deal --replay`; not by the one-file bot.
#pragma once

#include <string>
#include <vector>

#include "common/replay.hpp"
#include "games/freecell/rules.hpp"

namespace freecell {

// The page's piles, in this order: cells a-d, the foundations (clubs,
// diamonds, hearts, spades), cascades 1-8.
constexpr int ReplayFirstHome = Cells, ReplayFirstCascade = Cells + Suits;

std::vector<replay::PileSpec> replayLayout();

inline replay::Card replayCard(Card c) { return {rankOf(c), "cdhs"[suitOf(c)], true}; }

std::vector<std::vector<replay::Card>> replayPiles(const Board& b);

// The page's pile for a place a move names; `moved` tells which foundation 'h' is.
int replayPile(int loc, Card moved);

// The game from `dealt` through `moves`, each checked, played and followed by
// autoplay as the judge does. Frame 0 is the deal as dealt; when autoplay moves
// cards before the first move, a frame "autoplay" shows it. An illegal move
// (which a caller should never pass) ends the frames with a note saying why.
replay::Replay replayOf(const Board& dealt, const std::vector<Move>& moves, Autoplay mode, Capacity rule,
                        const std::string& title, const std::string& verdict);

}  // namespace freecell
