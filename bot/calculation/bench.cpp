// Calculation's part of the fair bench (bench.hpp).
#include "bot/calculation/bench.hpp"

#include <stdexcept>

namespace calculation::bot {

std::optional<std::string> BenchGame::turnText(const Game& g, int turn) const {
    if (g.won() || g.lost()) return std::nullopt;
    return calculation::turnText(g, turn);
}
Move BenchGame::answer(Bot& b, std::istream& in) const {
    int line = 0;
    std::optional<View> v = parseTurn(in, line);
    if (!v) throw std::runtime_error("the turn block is empty");
    return chooseMove(*v, *b.sampler, b.rng);
}

std::string BenchGame::kind() const { return std::string("bot calculation --bench ") + rulesName(rules); }
std::string BenchGame::label() const {
    return std::string(rulesName(rules)) + ", " + std::to_string(sampler.samples) + " samples";
}
void BenchGame::settings(patience::json::Writer& w) const {
    w.key("rules").value(rulesName(rules));
    w.key("samples").value(sampler.samples);
    w.key("endgame").value(sampler.endgame.maxOrders);
}

patience::bot::FairResult playDeal(std::uint64_t seed, RuleSet rules, const SamplerConfig& cfg) {
    return patience::bot::playFair(BenchGame{rules, cfg}, seed);
}

}  // namespace calculation::bot
