// A game as a replay page shows it: a layout of piles, and the position after
// each move as the rules engine computed it when the page was written. The
// page (common/replay_page.hpp) only draws these frames, so it and the
// judge that wrote them can never disagree about a position.
//
// Each game fills a Replay from its own engine (FreeCell's from the judge's or
// the solver's moves, Spider's from the keeper's history, ...); one writer turns
// any Replay into one self-contained HTML file.
#pragma once

#include <string>
#include <vector>

namespace replay {

// One card as drawn: rank 1..13 and suit 'c', 'd', 'h' or 's'; a face-down
// card is drawn as a back whatever its rank and suit say (leave them 0 and '?'
// when the player may not know them).
struct Card {
    int rank = 0;
    char suit = '?';
    bool faceUp = true;
};

// So that a judge can check a frame against its own board (piles == piles).
inline bool operator==(const Card& a, const Card& b) {
    return a.rank == b.rank && a.suit == b.suit && a.faceUp == b.faceUp;
}
inline bool operator!=(const Card& a, const Card& b) { return !(a == b); }

// How a pile's cards spread: down the table (tableau columns), to the right
// (a row of cards), or squared on one another (foundations, stock, cells).
enum class Fan { Down, Right, Squared };

// Where a pile sits, in card widths (x) and card heights (y) from the top left.
struct PileSpec {
    std::string label;  // shown under or above the pile: "1", "cell a", "stock"
    double x = 0, y = 0;
    Fan fan = Fan::Down;
};

// The position after one move (frame 0: before the first).
struct Frame {
    std::vector<std::vector<Card>> piles;  // one per PileSpec, bottom card first
    std::string move;                      // the move that led here, as the game writes it; "" for frame 0
    std::string note;                      // what the move list adds: "back-up", "deal", "removes a set of hearts"
    std::vector<int> from, to;             // piles to highlight: the move's source(s) and target(s)
    std::vector<std::string> marks;        // optional, one per pile: a short text drawn on it (an evaluation)
    std::vector<std::string> panel;        // optional lines beside the board: score, stock count, evaluation squares
    bool counted = true;                   // false: not one of the player's moves (FreeCell's autoplay before
                                           // the first one), listed without a number so the numbers stay the moves'
};

struct Replay {
    std::string game;     // "FreeCell", "Spider", "Calculation", "Royal Parade"
    std::string title;    // "deal 10913", "seed 7"
    std::string verdict;  // "win in 19 moves", "the bot lost: illegal move 12", "" when unfinished
    std::vector<PileSpec> layout;
    std::vector<Frame> frames;
};

}  // namespace replay
