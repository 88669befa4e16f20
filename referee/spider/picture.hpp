// The tableau drawn for a person: on a screen (or as plain text), and as SVG.
#pragma once

#include <string>

#include "referee/common/terminal.hpp"
#include "games/spider/spider.hpp"

namespace spider::referee {

// Columns labelled 1-10, face-down cards as "##", red suits red when `paint`
// is on, then a status line. maxRows > 0 (a screen's height for the tableau)
// keeps it legible: face-down cards become a count "[5]", and a pile still
// too long shows "+k" for its k top face-up cards (P shows them all).
// maxRows == 0: every card, whatever the length (for scripts).
std::string drawTableau(const Game& g, int moves, const ::referee::Painter& paint, int maxRows = 0);

// The one-line status shown under the tableau.
std::string statusLine(const Game& g, int moves);

// A standalone SVG picture: face-down cards as backs, red suits red, columns labelled.
std::string tableauSvg(const Game& g, int moves);

}  // namespace spider::referee
