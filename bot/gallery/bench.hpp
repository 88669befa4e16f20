// The fair bot over seeded deals, in-process, exactly as the judge presents
// them: turnText each turn, read back with parseTurn, each answer checked by
// whyNot. The bot never sees the Game itself.
#pragma once

#include <chrono>
#include <sstream>

#include "bot/gallery/sampler.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

struct PlayResult {
    bool won = false;
    int score = GalleryCards;  // cards not in their place at the end (0: won)
    int moves = 0;             // answers given, deals included
    double moveMs = 0;         // time spent choosing them (reading the turn included)
    std::string error;         // non-empty if the bot answered an illegal move
};

// The bot's randomness for a seed: the same on every run.
inline std::uint64_t botSeed(std::uint64_t seed) { return seed * 0x9e3779b97f4a7c15ULL + 17; }

inline PlayResult playDeal(std::uint64_t seed, const SamplerConfig& cfg, int maxTurns = 500) {
    Game g = newGame(seed);
    gallery::Rng rng(botSeed(seed));
    PlayResult res;
    for (int turn = 1; turn <= maxTurns && !g.won() && !legalActions(g).empty(); ++turn) {
        std::string text = turnText(g, turn);
        auto t0 = std::chrono::steady_clock::now();
        std::istringstream in(text);
        int line = 0;
        View v = *parseTurn(in, line);
        Action a = chooseAction(v, cfg, rng);
        res.moveMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        std::string why = whyNot(g, a);
        if (!why.empty()) {
            res.error = "turn " + std::to_string(turn) + ": " + actionName(a) + ": " + why;
            break;
        }
        playAction(g, a);
        ++res.moves;
    }
    res.won = g.won();
    res.score = g.score();
    return res;
}

}  // namespace gallery::bot
