// How one game ended, in the words every game's referee uses.
#pragma once

#include <string>

namespace referee {

struct Verdict {
    bool won = false;
    std::string kind;  // "win", "illegal move", "time limit", ...: what summaries count
    std::string text;  // the whole sentence, starting with the kind
};

struct GameRecord {
    std::string label;  // "deal 5" or "board my.txt": starts the verdict line
    std::string idKey;  // the game in JSON: idKey: idJson, e.g. "deal": 5
    std::string idJson;
    Verdict verdict;
    int turns = 0;               // turns the bot answered
    int moves = 0;               // moves it played, autoplay not counted
    double firstTurnMs = -1;     // how long the first answer took; -1: none came
    double maxLaterTurnMs = -1;  // the slowest answer after the first; -1: none

    std::string line() const { return label + ": " + verdict.text; }
};

}  // namespace referee
