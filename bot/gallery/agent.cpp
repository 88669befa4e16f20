// The fair bot's choice of answer: safe moves at once, the rest sampled (agent.hpp).
#include "bot/gallery/agent.hpp"

#include "bot/common/sample_tally.hpp"

namespace gallery::bot {

Action chooseAction(const View& v, const SamplerConfig& cfg, gallery::Rng& rng) {
    Game g = gameOf(v);
    // 1. A safe move.
    if (auto safe = gallery::safeMove(g)) return Action{false, safe->move};
    Sim s = simOf(v);
    if (cfg.quickUncontested)
        for (int src = 0; src < Sources; ++src)
            if (s.uncontested(src) && !s.doomed(src, s.cardAt(src))) return actionOf(src, s.targetFor(s.cardAt(src)));
    // 2. The candidates; one alone needs no sampling.
    std::vector<Action> cand;
    for (const Move& m : gallery::homeMoves(g)) cand.push_back(Action{false, m});
    if (!g.stock.empty()) cand.push_back(Action{true, {}});
    if (cand.empty()) return Action{true, {}};  // the judge sends no turn then
    if (cand.size() == 1) return cand.front();
    if (cfg.samples <= 0) {
        auto m = gallery::chooseMove(g, rng);
        return m ? Action{false, *m} : Action{true, {}};
    }
    // 3. Play each out on the same sampled stock orders. Rounds of samples;
    // after each, a candidate whose wins trail the leader's by more than
    // chance explains (paired samples: only those where one won and the
    // other lost count), or that never differs in wins and trails in score
    // (or ends exactly as the leader on every sample), drops out.
    std::vector<std::uint8_t> deck = stockCards(v);
    std::size_t k = cand.size();
    patience::bot::SampleTally tally(k);
    std::vector<std::vector<std::uint8_t>> placed(k);  // per sample
    for (int i = 0; i < cfg.samples && tally.aliveCount() > 1; ++i) {
        for (std::size_t j = deck.size(); j > 1; --j) std::swap(deck[j - 1], deck[rng.below(std::uint32_t(j))]);
        Sim sampled = s;
        std::copy(deck.begin(), deck.end(), sampled.stock.begin());
        sampled.stockAt = 0;
        sampled.stockEnd = int(deck.size());
        for (std::size_t c = 0; c < k; ++c) {
            if (!tally.alive(c)) {
                tally.skip(c);
                placed[c].push_back(0);
                continue;
            }
            Sim t = sampled;
            if (cand[c].deal)
                t.deal();
            else
                t.move(sourceOf(cand[c].move), t.targetFor(t.cardAt(sourceOf(cand[c].move))));
            playOutSim(t, cfg.weights, rng);
            tally.add(c, t.won(), t.placed);  // wins are compared first, so they need no bonus here
            placed[c].push_back(std::uint8_t(t.placed));
        }
        // Moves that commute end alike on every sample: keep one.
        tally.prune(i + 1, cfg.prune, cfg.round,
                    [&](std::size_t c, std::size_t lead) { return placed[c] == placed[lead]; });
    }
    std::size_t best = tally.leader();
    return endgameAction(v, cand, cand[best], cfg.endgame, rng).value_or(cand[best]);
}

}  // namespace gallery::bot
