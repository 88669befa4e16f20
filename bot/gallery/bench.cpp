// The gallery's part of the fair bench (bench.hpp).
#include "bot/gallery/bench.hpp"

#include <stdexcept>

namespace gallery::bot {

std::optional<std::string> BenchGame::turnText(const Game& g, int turn) const {
    if (g.won() || legalActions(g).empty()) return std::nullopt;
    return gallery::turnText(g, turn);
}
Action BenchGame::answer(Bot& b, std::istream& in) const {
    int line = 0;
    std::optional<View> v = parseTurn(in, line);
    if (!v) throw std::runtime_error("the turn block is empty");
    return chooseAction(*v, *b.sampler, b.rng);
}

std::string BenchGame::kind() const { return "bot gallery --bench"; }
std::string BenchGame::label() const {
    return std::to_string(sampler.samples) + " samples" + (sampler.quickUncontested ? ", quick" : "");
}
void BenchGame::settings(patience::json::Writer& w) const {
    w.key("samples").value(sampler.samples);
    w.key("quick").value(sampler.quickUncontested);
    w.key("endgame").value(sampler.endgame.orders);
}

patience::bot::FairResult playDeal(std::uint64_t seed, const SamplerConfig& cfg) {
    return patience::bot::playFair(BenchGame{cfg}, seed);
}

}  // namespace gallery::bot
