// The fair bot's choice of move: the policy's, checked by sampling (agent.hpp).
#include "bot/calculation/agent.hpp"

#include "bot/common/sample_tally.hpp"

namespace calculation::bot {

std::optional<Move> findDig(const State& s, int depth) {
    if (!s.coco || depth == 0) return std::nullopt;
    int empty = -1;
    for (int w = 0; w < Wastes; ++w)
        if (!s.len[std::size_t(w)]) empty = w;
    if (empty < 0) return std::nullopt;
    for (int w = 0; w < Wastes; ++w) {
        if (s.len[std::size_t(w)] < 2) continue;
        State t = s;
        t.push(empty, t.pop(w));
        Move m{Move::WasteToWaste, std::uint8_t(w), std::uint8_t(empty)};
        if (t.foundationFor(t.topOf(w)) >= 0 || findDig(t, depth - 1)) return m;
    }
    return std::nullopt;
}

Move sampledMove(const View& v, const SamplerConfig& cfg, Rng& rng) {
    State s = stateOf(v);
    // 1. A waste top that fits goes home.
    for (int w = 0; w < Wastes; ++w)
        if (s.len[std::size_t(w)]) {
            int f = s.foundationFor(s.topOf(w));
            if (f >= 0) return Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)};
        }
    // 2. CoCo: uncover a card that fits (deeper when the deck is out).
    if (auto dig = findDig(s, v.hand ? 1 : 3)) return *dig;
    if (!v.hand) return v.moves.empty() ? Move{Move::HandToWaste, 0, 0} : v.moves.front();
    // 3. The card in hand.
    int r = rankOf(*v.hand);
    std::vector<Move> cand;
    for (int f = 0; f < Foundations; ++f)
        if (s.wants(f) == r) cand.push_back(Move{Move::HandToFoundation, 0, std::uint8_t(f)});
    std::vector<std::pair<int, int>> piles;  // cost, pile
    for (int w = 0; w < Wastes; ++w) {
        bool dup = false;
        for (auto& p : piles) dup = dup || s.samePile(p.second, w);
        if (!dup) piles.push_back({placementCost(s, w, r, cfg.weights), w});
    }
    std::stable_sort(piles.begin(), piles.end());
    if (int(piles.size()) > cfg.maxPiles) piles.resize(std::size_t(cfg.maxPiles));
    for (auto& p : piles) cand.push_back(Move{Move::HandToWaste, 0, std::uint8_t(p.second)});
    if (cand.size() == 1 || cfg.samples <= 0) return cand.front();

    std::vector<std::uint8_t> deck;
    for (int k = 1; k <= Ranks; ++k)
        for (int i = 0; i < v.unseen[std::size_t(k)]; ++i) deck.push_back(std::uint8_t(k));
    std::vector<State> after(cand.size(), s);
    for (std::size_t c = 0; c < cand.size(); ++c) {
        if (cand[c].kind == Move::HandToFoundation)
            after[c].top[cand[c].to] = std::uint8_t(r);
        else
            after[c].push(cand[c].to, r);
    }
    // Rounds of samples; after each, a candidate whose wins trail the leader's
    // by more than chance explains (paired samples: only those where one won
    // and the other lost count) drops out. Stops at one candidate, or when
    // `samples` deck orders are spent.
    std::size_t k = cand.size();
    patience::bot::SampleTally tally(k);
    for (int i = 0; i < cfg.samples && tally.aliveCount() > 1; ++i) {
        for (std::size_t j = deck.size(); j > 1; --j) std::swap(deck[j - 1], deck[rng.below(std::uint32_t(j))]);
        for (std::size_t c = 0; c < k; ++c) {
            if (!tally.alive(c)) {
                tally.skip(c);
                continue;
            }
            int home = playOut(after[c], deck.data(), int(deck.size()), cfg.weights);
            tally.add(c, home == 52, home + (home == 52 ? cfg.winBonus : 0));
        }
        tally.prune(i + 1, cfg.prune, cfg.round);
    }
    std::size_t best = cand.size();
    for (std::size_t c = 0; c < k; ++c)
        if (tally.alive(c) && (best == cand.size() || tally.total(c) > tally.total(best))) best = c;
    return cand[best];
}

Move chooseMove(const View& v, const SamplerConfig& cfg, Rng& rng) {
    Move m = sampledMove(v, cfg, rng);
    return endgameMove(v, m, cfg.endgame).value_or(m);
}

}  // namespace calculation::bot
