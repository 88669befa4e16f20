// The fair bot over seeded deals, in-process, exactly as the judge presents
// them: each turn is referee spider's turnText (with its legalCommands),
// read back with parseTurn; each answer is checked by the engine before it
// is played. The bot never sees the Game itself.
#pragma once

#include <time.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "bot/spider/agent.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/protocol.hpp"

namespace spider::bot {

struct PlayResult {
    bool won = false;
    int removed = 0;     // suits removed at the end
    int moves = 0;       // answers given
    double moveMs = 0;   // CPU time choosing them (reading the turn included)
    double maxMs = 0;    // the slowest answer
    std::string error;   // non-empty if the bot answered an illegal command
};

// This thread's CPU time in ms: what the bot spends, whatever else the machine runs.
inline double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// One game to the judge's end: a win, no legal command left, or its turn
// limit (referee spider's --max-turns, 1000).
inline PlayResult playDeal(std::uint64_t seed, const Rules& rules, const AgentConfig& cfg, int maxTurns = 1000) {
    Game g = newGame(seed, rules);
    Agent agent(rules, cfg);
    PlayResult res;
    for (int turn = 1; turn <= maxTurns && !g.won(); ++turn) {
        auto legal = spider::legalCommands(g);
        if (legal.empty()) break;
        std::istringstream in(spider::turnText(g, turn, legal));
        double t0 = threadCpuMs();
        int line = 0;
        Command c;
        try {
            c = agent.choose(*parseTurn(in, line, rules));
        } catch (const TurnError& e) {
            res.error = "turn " + std::to_string(turn) + ": the bot refused the judge's block: " + e.what();
            break;
        }
        double ms = threadCpuMs() - t0;
        res.moveMs += ms;
        res.maxMs = std::max(res.maxMs, ms);
        std::string why = whyNot(g, c);
        if (!why.empty()) {
            res.error = "turn " + std::to_string(turn) + ": " + commandText(c) + ": " + why;
            break;
        }
        apply(g, c);
        ++res.moves;
    }
    res.won = g.won();
    res.removed = int(g.removedRuns.size());
    return res;
}

}  // namespace spider::bot
