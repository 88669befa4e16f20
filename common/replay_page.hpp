// The one replay page writer: any game's Replay (common/replay.hpp) as
// one self-contained HTML file. No network, no external assets: the cards are
// inline SVG that the page's script draws from the frames written here. The
// page computes no position; it draws the frames the game's engine made.
//
// The script is common/replay_page.js and the style common/replay_page.css,
// files of their own language (ctest replay.script_syntax checks the script
// with node); the build embeds them, as they are, in headers it generates
// (cmake/embed_text.cmake), so every page carries them and reads nothing else.
//
// The frames go in as compact JSON: each card is two characters (rank and
// suit, "##" face down), each pile one string, and a pile that did not change
// since the previous frame is written as 0, so that a long game's page stays
// small. docs/replay.md describes the page, its data and its keys.
//
// The page keeps a hidden <pre id="state"> holding what it draws, one line per
// pile ("label: Ah 2h ##"), the same text stateText() gives here, so that a
// test in a real browser can compare the two. A URL fragment picks the frame
// shown first: #end, #start or #frame=N; #play plays from the start.
//
// Drawing units: a card is 100 x 140; a pile at PileSpec (x, y) has its top
// left at (100x, 140y) and its label just above it, so leave about 0.25 card
// heights between rows (e.g. foundations at y 0, tableau at y 1.25). Columns
// fanned down grow as far as the longest any frame holds; the board is sized
// once for the whole game so it never jumps between moves.
#pragma once

#include "common/json.hpp"
#include "common/replay.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace replay {

namespace page_detail {

// Two characters per card: rank and suit, or "##" for a card drawn face down
// (its rank and suit never reach the page, so the page cannot give them away).
std::string cardCode(const Card& c);

std::string pileCode(const std::vector<Card>& pile);

// {"game":..,"title":..,"verdict":..,"layout":[[label,x,y,fan],..],
//  "frames":[[piles,move,note,from,to,marks,panel(,0)],..]} where piles holds
// one string per pile (0: as in the previous frame), marks and panel are 0
// when they are as in the previous frame, and a last 0 marks a frame that is
// not counted as a move.
std::string dataJson(const Replay& r);

}  // namespace page_detail

// The text the page's #state holds for one frame: one line per pile, its label,
// a colon and its cards bottom first ("Ah", "Td", "##" face down).
std::string stateText(const Replay& r, std::size_t frame);

// What is wrong with a Replay the page could not draw faithfully, or "".
std::string problem(const Replay& r);

std::string page(const Replay& r);

// Writes the page to `path`. On failure `error` is one line naming the file and
// what went wrong, and nothing is left half written on purpose.
bool writePage(const std::string& path, const Replay& r, std::string& error);

}  // namespace replay
