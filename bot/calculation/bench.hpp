// Batches over seeded deals, in-process: the fair bot (which is given only
// each turn's text, as the judge sends it, parsed back) and the solver.
#pragma once

#include <algorithm>
#include <chrono>
#include <sstream>

#include "bot/calculation/sampler.hpp"
#include "bot/calculation/solver.hpp"
#include "games/calculation/deal.hpp"

namespace calculation::bot {

struct PlayResult {
    bool won = false;
    int home = 0;          // cards on the foundations at the end (52: won)
    int moves = 0;         // turns played
    double moveMs = 0;     // time spent choosing moves (parsing the turn included)
    double maxMs = 0;      // the slowest move
    std::string error;     // non-empty if the bot answered an illegal move
};

// One deal played the way the judge plays it: turnText each turn, read back
// with parseTurn, the bot's answer checked by whyNot. The bot never sees the
// Game itself.
inline PlayResult playDeal(std::uint64_t seed, RuleSet rules, const SamplerConfig& cfg, int maxTurns = 1000) {
    Game g = newGame(seed, rules);
    Rng rng(seed * 0x9e3779b97f4a7c15ULL + 17);
    PlayResult res;
    for (int turn = 1; turn <= maxTurns && !g.won() && !g.lost(); ++turn) {
        std::string text = turnText(g, turn);
        auto t0 = std::chrono::steady_clock::now();
        std::istringstream in(text);
        int line = 0;
        View v = *parseTurn(in, line);
        Move m = chooseMove(v, cfg, rng);
        double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        res.moveMs += ms;
        res.maxMs = std::max(res.maxMs, ms);
        std::string why = g.whyNot(m);
        if (!why.empty()) {
            res.error = "turn " + std::to_string(turn) + ": " + moveName(m) + ": " + why;
            break;
        }
        g.play(m);
        ++res.moves;
    }
    res.won = g.won();
    res.home = g.count[0] + g.count[1] + g.count[2] + g.count[3];
    return res;
}

}  // namespace calculation::bot
