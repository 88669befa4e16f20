// Spider's part of the fair bench (bench.hpp).
#include "bot/spider/bench.hpp"

#include <istream>
#include <optional>
#include <stdexcept>
#include <string>

namespace spider::bot {

std::optional<std::string> BenchGame::turnText(const Game& g, int turn) const {
    if (g.won()) return std::nullopt;
    auto legal = legalCommands(g);
    if (legal.empty()) return std::nullopt;
    return spider::turnText(g, turn, legal);
}

Command BenchGame::answer(Agent& bot, std::istream& in) const {
    int line = 0;
    std::optional<View> v = parseTurn(in, line, rules);
    if (!v) throw std::runtime_error("the turn block is empty");
    return bot.choose(*v);
}

std::string BenchGame::label() const { return std::to_string(rules.suits) + (rules.suits == 1 ? " suit" : " suits"); }

void BenchGame::settings(patience::json::Writer& w) const {
    AgentConfig resolved = bySuits(agent, rules.suits);
    w.key("suits").value(rules.suits);
    w.key("expansions").value(resolved.planner.expansions);
    w.key("samples").value(resolved.samples);
    w.key("sample_positions").value(resolved.samplePositions);
    w.key("expect_draws").value(resolved.expectDraws);
    w.key("late_unseen").value(resolved.lateUnseen);
    w.key("chance_draws").value(resolved.chance.draws);
    w.key("chance_value").value(resolved.chance.value == ValueKind::Search ? "search" : "outcome");
    w.key("turn_positions").value(resolved.turnPositions);
}

patience::bot::FairResult playDeal(std::uint64_t seed, const Rules& rules, const AgentConfig& cfg) {
    return patience::bot::playFair(BenchGame{rules, cfg}, seed);
}

}  // namespace spider::bot
