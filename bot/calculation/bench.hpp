// Calculation's part of the fair bench (bot/common/fair_bench.hpp): the
// deal, the fair bot with its randomness for a seed, the cards home at the
// end, and the settings the summary names.
#pragma once

#include <istream>
#include <optional>
#include <string>

#include "bot/calculation/agent.hpp"
#include "bot/calculation/solver.hpp"
#include "bot/common/fair_bench.hpp"
#include "games/calculation/deal.hpp"

namespace calculation::bot {

using patience::bot::botSeed;

struct BenchGame {
    RuleSet rules = RuleSet::CoCo;
    SamplerConfig sampler;
    int maxTurns = 1000;     // referee calculation's limit
    std::uint64_t luck = 0;  // --grade's runs: the bot's randomness moved

    struct Bot {
        const SamplerConfig* sampler;
        Rng rng;
    };
    Game deal(std::uint64_t seed) const { return newGame(seed, rules); }
    Bot bot(std::uint64_t seed) const { return {&sampler, Rng(botSeed(seed, luck))}; }
    std::optional<std::string> turnText(const Game& g, int turn) const;
    Move answer(Bot& b, std::istream& in) const;
    std::string whyNot(const Game& g, Move m) const { return g.whyNot(m); }
    void play(Game& g, Move m) const { g.play(m); }
    std::string answerText(Move m) const { return moveName(m); }
    bool won(const Game& g) const { return g.won(); }
    int measure(const Game& g) const { return g.count[0] + g.count[1] + g.count[2] + g.count[3]; }

    static constexpr const char* measureKey = "home";
    static constexpr const char* measureWords = "cards home";
    std::string kind() const;
    std::string label() const;
    void settings(patience::json::Writer& w) const;
};

// One deal played the way the judge plays it.
patience::bot::FairResult playDeal(std::uint64_t seed, RuleSet rules, const SamplerConfig& cfg);

}  // namespace calculation::bot
