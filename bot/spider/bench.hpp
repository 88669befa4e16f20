// Spider's part of the fair bench (bot/common/fair_bench.hpp): the deal,
// the fair bot (which seeds its randomness from the first turn it sees), the
// suits removed at the end, and the settings the summary names.
#pragma once

#include <istream>
#include <optional>
#include <string>

#include "bot/common/fair_bench.hpp"
#include "bot/spider/agent.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/protocol.hpp"

namespace spider::bot {

struct BenchGame {
    Rules rules;
    AgentConfig agent;
    int maxTurns = 1000;  // referee spider's --max-turns

    Game deal(std::uint64_t seed) const { return newGame(seed, rules); }
    Agent bot(std::uint64_t) const { return Agent(rules, agent); }
    std::optional<std::string> turnText(const Game& g, int turn) const;
    Command answer(Agent& bot, std::istream& in) const;
    std::string whyNot(const Game& g, const Command& c) const { return spider::whyNot(g, c); }
    void play(Game& g, const Command& c) const { apply(g, c); }
    std::string answerText(const Command& c) const { return commandText(c); }
    bool won(const Game& g) const { return g.won(); }
    int measure(const Game& g) const { return int(g.removedRuns.size()); }

    static constexpr const char* measureKey = "removed";
    static constexpr const char* measureWords = "suits removed";
    std::string kind() const { return "bot spider --bench"; }
    std::string label() const;
    void settings(patience::json::Writer& w) const;
};

// One game to the judge's end: a win, no legal command left, or its turn limit.
patience::bot::FairResult playDeal(std::uint64_t seed, const Rules& rules, const AgentConfig& cfg);

}  // namespace spider::bot
