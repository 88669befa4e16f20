// One game between a judge and a bot, turn by turn: start the bot, and each
// turn see whether the game is over, send the turn's text, wait for one line
// within the time limit and hand it to the game. The verdicts this loop gives
// (bot failed to start, win, turn limit, time limit, bot exited, output too
// long) read the same in every game; the game gives the others.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

#include "referee/common/child.hpp"
#include "referee/common/verdict.hpp"

namespace referee {

// The game's side of the loop.
class TurnGame {
public:
    virtual ~TurnGame() = default;

    virtual bool won() const = 0;
    // What follows "win in 12 turns" in the verdict, e.g. ", 30 moves".
    virtual std::string winDetail(const GameRecord&) const { return ""; }
    // Asked each turn once the game is not won: the verdict if it has ended
    // anyway, e.g. with no legal move left.
    virtual std::optional<Verdict> endedWithoutWin(const std::string& onTurn) = 0;
    // What ends the turn limit's verdict, e.g. " (3/8 suits removed)".
    virtual std::string progress() const { return ""; }
    // The text the bot reads this turn, which it has `limitMs` to answer.
    virtual std::string turnText(int turn, int limitMs) = 0;
    // Plays the bot's answer, adding the moves it made to `moves`; the
    // verdict if the answer ends the game (nothing in it, an illegal move).
    // `ms`: how long the bot took.
    virtual std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double ms, int& moves) = 0;
};

// The usual side: one game object, won when it says so.
template <class Game>
class GameTurns : public TurnGame {
public:
    explicit GameTurns(Game start) : game_(std::move(start)) {}
    const Game& game() const { return game_; }
    bool won() const override { return game_.won(); }

protected:
    Game game_;
};

struct TurnLimits {
    int firstTurnMs = 1000, turnMs = 1000;  // time to answer, counted from when the turn is sent
    int maxTurns = 500;
    std::size_t maxLine = 4096;  // a longer line is a flood, not a move
};

// One game to play: how verdicts and JSON name it, and where it starts.
template <class Start>
struct Match {
    std::string label;          // "seed 5", "deck FILE"
    std::string idKey, idJson;  // how JSON names it: "seed": 5
    Start start;

    GameRecord unplayed() const {
        GameRecord r;
        r.label = label, r.idKey = idKey, r.idJson = idJson;
        return r;
    }
};

// The game named by `name`'s label and ids, played to its end against `bot`
// (a shell command). Never throws for anything the bot does, and never waits
// past a turn's limit; the bot is dead when it returns.
GameRecord playTurns(GameRecord name, const std::string& bot, Stderr botStderr, const TurnLimits& limits,
                     TurnGame& game);

// The verdict of an answer with nothing in it, in every game's words.
inline Verdict printedNothing(const std::string& onTurn) {
    return {false, "bot printed nothing", "bot printed nothing" + onTurn};
}

}  // namespace referee
