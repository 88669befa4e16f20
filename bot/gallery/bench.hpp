// The gallery's part of the fair bench (bot/common/fair_bench.hpp): the
// deal, the fair bot with its randomness for a seed, the score at the end
// (cards not in their place), and the settings the summary names.
#pragma once

#include <istream>
#include <optional>
#include <string>

#include "bot/common/fair_bench.hpp"
#include "bot/gallery/agent.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

using patience::bot::botSeed;

struct BenchGame {
    SamplerConfig sampler;
    int maxTurns = 500;      // referee gallery's limit
    std::uint64_t luck = 0;  // --grade's runs: the bot's randomness moved

    struct Bot {
        const SamplerConfig* sampler;
        gallery::Rng rng;
    };
    Game deal(std::uint64_t seed) const { return newGame(seed); }
    Bot bot(std::uint64_t seed) const { return {&sampler, gallery::Rng(botSeed(seed, luck))}; }
    std::optional<std::string> turnText(const Game& g, int turn) const;
    Action answer(Bot& b, std::istream& in) const;
    std::string whyNot(const Game& g, const Action& a) const { return gallery::whyNot(g, a); }
    void play(Game& g, const Action& a) const { playAction(g, a); }
    std::string answerText(const Action& a) const { return actionName(a); }
    bool won(const Game& g) const { return g.won(); }
    int measure(const Game& g) const { return g.score(); }

    static constexpr const char* measureKey = "score";
    static constexpr const char* measureWords = "score";
    std::string kind() const;
    std::string label() const;
    void settings(patience::json::Writer& w) const;
};

// One deal played the way the judge plays it.
patience::bot::FairResult playDeal(std::uint64_t seed, const SamplerConfig& cfg);

}  // namespace gallery::bot
