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
inline std::vector<Move> passLine(const Board& b, Autoplay mode, const std::vector<Move>& offered = {},
                                  Capacity rule = Capacity::Doubling) {
    auto same = [&](const Board& x) { return placesOnto(b, x).has_value(); };
    std::vector<Move> moves;
    for (Move m : legalMoves(b, rule))
        if (offered.empty() || std::find(offered.begin(), offered.end(), m) != offered.end()) moves.push_back(m);
    for (Move m1 : moves) {
        Board once = b;
        apply(once, m1, mode, rule);
        if (same(once)) return {m1};
    }
    for (Move m1 : moves) {
        Board once = b;
        apply(once, m1, mode, rule);
        for (Move m2 : legalMoves(once, rule)) {
            Board twice = once;
            apply(twice, m2, mode, rule);
            if (same(twice)) return {m1, m2};
        }
    }
    return {};
}

class Agent {
public:
    explicit Agent(AgentConfig config) : config_(config) {}

    // Plays turns until the input ends. Returns the process exit status.
    int play(std::istream& in, std::ostream& out, LineReader* reader = nullptr) {
        LineReader own(in);
        LineReader& lines = reader ? *reader : own;
        for (int turn = 1;; ++turn) {
            std::optional<Turn> t = readTurn(lines);
            if (!t) return 0;  // the judge closed the game
            auto start = Clock::now();
            int budget = searchMs(turn == 1 ? config_.firstTurnMs : config_.turnMs);
            std::vector<Move> line = decide(t->board, t->moves, turn, start + std::chrono::milliseconds(budget));
            std::string text;
            for (Move m : line) text += (text.empty() ? "" : " ") + moveName(m);
            out << text << std::endl;
            if (config_.verbose)
                std::cerr << "turn " << turn << ": " << line.size() << " moves, "
                          << std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count()
                          << " ms\n";
        }
    }

private:
    std::vector<Move> decide(const Board& given, const std::vector<Move>& offered, int turn,
                             Clock::time_point deadline) {
        if (!haveExpected_) adoptStartAutoplay(given);
        adoptJudgesAutoplay(given);
        // The search goes on while the game is the one it started from.
        std::optional<Places> where = solver_ ? placesOnto(solver_->root(), given) : std::nullopt;
        if (!where) {
            solver_ = std::make_unique<Solver>(given, config_.solver);
            where = samePlaces();
        }
        Autoplay mode = config_.solver.autoplay;
        Capacity rule = config_.solver.capacity;
        Outcome outcome = solver_->run(deadline, deadline, turn == 1 ? config_.firstTurnPositions : UINT64_MAX);

        std::vector<Move> line = relabel(solver_->solution(), *where);
        bool lastTurns = turn >= config_.maxTurns - 20;  // then head for home, solved or not
        if (outcome == Outcome::Winnable && wins(given, line, mode, rule)) {
            // The whole solution, checked under the judge's rules.
        } else if (outcome == Outcome::Unknown && !lastTurns &&
                   !(line = passLine(given, mode, offered, rule)).empty()) {
            // Wait: next turn's game is this one.
        } else {
            // Commit to the most promising path: its first move only while
            // turns remain (the search then starts again from there), all of
            // it at the end. Without any path, any legal move.
            line = relabel(solver_->bestPath(), *where);
            if (!lastTurns && line.size() > 1) line.resize(1);
            auto legal = legalMoves(given, rule);
            if (line.empty() && !legal.empty()) line = {legal.front()};
        }
        for (Autoplay a : {Autoplay::Safe, Autoplay::All, Autoplay::None}) {
            Board b = given;
            for (Move m : line) apply(b, m, a, rule);
            expected_[int(a)] = b;
        }
        haveExpected_ = true;
        return line;
    }

    // A judge that autoplays at the start never shows a card its rule would
    // send home. If the first board does, the judge's rule is a weaker one
    // (a local judge with --autoplay none, say): plan with that, or the first
    // line would assume cards home that are not.
    void adoptStartAutoplay(const Board& given) {
        Autoplay& mode = config_.solver.autoplay;
        for (Board b = given; mode != Autoplay::None && autoplay(b, mode) > 0; b = given) {
            mode = mode == Autoplay::All ? Autoplay::Safe : Autoplay::None;
            if (config_.verbose)
                std::cerr << "the first board has cards autoplay would move: planning with '" << autoplayName(mode)
                          << "'\n";
            solver_.reset();
        }
    }

    // If the board matches what another autoplay rule would have made of our
    // last line, the judge uses that rule: plan with it from now on.
    void adoptJudgesAutoplay(const Board& given) {
        if (!haveExpected_) return;
        Autoplay assumed = config_.solver.autoplay;
        if (expected_[int(assumed)] == given) return;
        for (Autoplay a : {Autoplay::Safe, Autoplay::All, Autoplay::None})
            if (expected_[int(a)] == given) {
                if (config_.verbose)
                    std::cerr << "the judge's autoplay looks like '" << autoplayName(a) << "': adopting it\n";
                config_.solver.autoplay = a;
                solver_.reset();
                return;
            }
        if (config_.verbose) std::cerr << "the board is not the one expected: planning again\n";
        solver_.reset();
    }

    AgentConfig config_;
    std::unique_ptr<Solver> solver_;
    Board expected_[3];
    bool haveExpected_ = false;
};

}  // namespace freecell::bot
