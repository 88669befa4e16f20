// The puzzle agent: one line of moves per turn, within the turn's time.
//
// On the first turn it searches for a whole solution and sends it at once.
// If the search needs longer, it answers with a line that leaves the same
// game (a card moved to another free cell, say) and goes on searching next
// turn; where no such line exists it plays the first move of the most
// promising path, which usually makes one possible. Each turn it compares the board
// it is given with the one it expected; if the judge's autoplay differs from
// the one assumed, it adopts the judge's and plans again from what it sees.
#pragma once

#include <iostream>
#include <memory>

#include "bot/freecell/relabel.hpp"
#include "bot/freecell/solver.hpp"
#include "games/freecell/view.hpp"

namespace freecell::bot {

struct AgentConfig {
    int firstTurnMs = 1000;  // the judge's limits; the agent keeps a margin
    int turnMs = 50;
    int maxTurns = 200;
    std::uint64_t firstTurnPositions = UINT64_MAX;  // also bounds the first turn's search by work (tests)
    SolverConfig solver;
    bool verbose = false;  // a line per turn on stderr
};

// The part of a turn's time the search may use: the rest is margin for
// printing, the judge's clock and a busy machine.
inline int searchMs(int turnMs) { return std::max(1, turnMs * 4 / 5 - 5); }

// A line of one or two moves after which the position is the same game (a
// card to another free cell, or to a cell and back), for turns when there is
// nothing to play yet. Empty if there is none. The first move is one of
// `offered` when that is given (the judge's line 14), in case the judge
// allows fewer moves than the rules engine (cell to cell, say).
std::vector<Move> passLine(const Board& b, Autoplay mode, const std::vector<Move>& offered = {},
                           Capacity rule = Capacity::Doubling);

class Agent {
public:
    explicit Agent(AgentConfig config) : config_(config) {}

    // Plays turns until the input ends. Returns the process exit status.
    int play(std::istream& in, std::ostream& out, LineReader* reader = nullptr);

private:
    std::vector<Move> decide(const Board& given, const std::vector<Move>& offered, int turn,
                             Clock::time_point deadline);

    // A judge that autoplays at the start never shows a card its rule would
    // send home. If the first board does, the judge's rule is a weaker one
    // (a local judge with --autoplay none, say): plan with that, or the first
    // line would assume cards home that are not.
    void adoptStartAutoplay(const Board& given);

    // If the board matches what another autoplay rule would have made of our
    // last line, the judge uses that rule: plan with it from now on.
    void adoptJudgesAutoplay(const Board& given);

    AgentConfig config_;
    std::unique_ptr<Solver> solver_;
    Board expected_[3];
    bool haveExpected_ = false;
};

}  // namespace freecell::bot
