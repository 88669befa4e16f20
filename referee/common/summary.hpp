// Totals over a batch of games: the closing lines people read and the JSON
// object scripts read.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "common/json.hpp"
#include "referee/common/verdict.hpp"

namespace referee {

class Summary {
public:
    void add(const GameRecord& game);

    int games() const { return games_; }
    int wins() const { return wins_; }
    bool allWon() const { return wins_ == games_; }

    // "3 games: 1 won, 2 lost (illegal move 2)" and a line of timings.
    std::string text() const;

    // One line of JSON: games, wins, losses by kind, failures, timings, one
    // entry per game in "results", and whatever `extra` adds (e.g. settings).
    std::string json(const std::function<void(json::Writer&)>& extra = nullptr) const;

private:
    struct Brief {
        std::string idKey, idJson, kind, text;
        int turns, moves;
        double firstTurnMs;
    };
    int games_ = 0, wins_ = 0;
    std::vector<std::pair<std::string, int>> losses_;  // by kind, in order of first appearance
    std::vector<Brief> results_;
    long long movesInWins_ = 0;
    int answered_ = 0;  // games whose bot answered its first turn
    double firstTotalMs_ = 0, firstMaxMs_ = -1, laterMaxMs_ = -1;
    std::string firstMaxLabel_, laterMaxLabel_;
};

}  // namespace referee
