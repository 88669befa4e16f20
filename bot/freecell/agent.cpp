#include "bot/freecell/agent.hpp"

namespace freecell::bot {

std::vector<Move> passLine(const Board& b, Autoplay mode, const std::vector<Move>& offered, Capacity rule) {
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

int Agent::play(std::istream& in, std::ostream& out, LineReader* reader) {
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
                      << std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count() << " ms\n";
    }
}

std::vector<Move> Agent::decide(const Board& given, const std::vector<Move>& offered, int turn,
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
    } else if (outcome == Outcome::Unknown && !lastTurns && !(line = passLine(given, mode, offered, rule)).empty()) {
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

void Agent::adoptStartAutoplay(const Board& given) {
    Autoplay& mode = config_.solver.autoplay;
    for (Board b = given; mode != Autoplay::None && autoplay(b, mode) > 0; b = given) {
        mode = mode == Autoplay::All ? Autoplay::Safe : Autoplay::None;
        if (config_.verbose)
            std::cerr << "the first board has cards autoplay would move: planning with '" << autoplayName(mode)
                      << "'\n";
        solver_.reset();
    }
}

void Agent::adoptJudgesAutoplay(const Board& given) {
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

}  // namespace freecell::bot
