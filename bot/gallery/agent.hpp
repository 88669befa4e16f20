// The fair bot's choice of answer: cap.hpp's safe moves at once, every
// other decision checked by sampling.
//
// A safe move (cap.hpp: one that can never make the game worse, whatever the
// stock holds) is played first. Otherwise the candidates are each card that
// can go home (one move per source: equivalent targets are alike) and, while
// the stock lasts, "deal" (holding a card back can pay: cap.hpp explains how
// committing a card to the one ready sequence may jam its twin). Each is
// played on the same sampled stock orders (the unseen cards and the aces to
// come shuffled: the player knows what is still in the stock, not its order),
// each sample played out by the policy, and the one with the most wins, then
// the best mean score, is chosen.
#pragma once

#include <vector>

#include "bot/common/sample_tally.hpp"
#include "bot/gallery/endgame.hpp"
#include "bot/gallery/policy.hpp"

namespace gallery::bot {

struct SamplerConfig {
    int samples = 400;              // stock orders per candidate at most; 0: the policy alone
    double prune = 2.0;             // drop a candidate trailing by this many standard deviations (0: never)
    int round = 16;                 // samples between such checks
    bool quickUncontested = false;  // play uncontested, undoomed moves unsampled, as play-outs do
    PolicyWeights weights;
    EndgameConfig endgame;  // the last four deals and after: candidates judged by the solver (endgame.hpp)
};

inline Action chooseAction(const View& v, const SamplerConfig& cfg, gallery::Rng& rng) {
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
