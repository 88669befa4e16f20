// The search with chance (chance.hpp): each line judged over draws of its chance event.
#include "bot/spider/chance.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "common/random.hpp"

namespace spider::bot {

ChanceSearch::ChanceSearch(const Table& fair, const ChanceConfig& cfg, const PlannerConfig& planner)
    : fair_(fair), cfg_(cfg), planner_(planner) {
    planner_.expansions = cfg.expansions;
    planner_.revealCandidates = 0;
}

std::size_t ChanceSearch::choose(const View& v, const std::vector<Plan>& cands, std::uint64_t& rng, long& positions,
                                 long limit, Clock::time_point began) const {
    Clock::time_point deadline = patience::bot::SearchLimit::deadlineAfter(cfg_.deadlineMs, began);
    PlannerConfig share = planner_;
    long searches = std::max(1L, long(cands.size()) * cfg_.draws);
    share.maxPositions = std::min(share.maxPositions, std::max(1L, (limit - positions) / searches));
    std::vector<Card> unseen = unseenCards(v);
    std::uint64_t stream = patience::nextRandom(rng);
    std::size_t best = 0;
    double bestValue = -1;
    for (std::size_t i = 0; i < cands.size(); ++i) {
        double value = expected(cands[i], unseen, stream, share, deadline, positions);
        if (value > bestValue) best = i, bestValue = value;
        if (Clock::now() >= deadline) break;
    }
    return best;
}

double ChanceSearch::expected(const Plan& p, std::vector<Card> unseen, std::uint64_t stream,
                              const PlannerConfig& planner, Clock::time_point deadline, long& positions) const {
    Planner second(fair_, planner);
    auto bestAfter = [&](const State& x) {
        Planner::Result r = second.search(x);
        positions += r.positions;
        return valueOf(r.bestStay.steps.empty() ? x : r.bestStay.end);
    };
    bool deals = !p.steps.empty() && p.steps.back().kind == Step::Deal;
    int from = revealedColumn(p);
    if ((!deals && from < 0) || unseen.empty()) return bestAfter(p.end);
    const State& before = p.end;  // a deal's line ends where it deals from (withDeal)
    double sum = 0;
    int d = 0;
    for (; d < cfg_.draws && (d == 0 || Clock::now() < deadline); ++d) {
        State x = before;
        if (deals) {
            int n = fair_.dealSize(x);
            drawFront(unseen, std::size_t(n), stream);
            for (int c = 0; c < n; ++c) x.card[std::size_t(c)][x.len[std::size_t(c)]++] = unseen[std::size_t(c)];
            x.dealt = std::uint8_t(x.dealt + (n == 4 ? Columns : n));
            fair_.removeAll(x, nullptr);
        } else {
            drawFront(unseen, 1, stream);
            x.card[std::size_t(from)][x.down[std::size_t(from)]] = unseen[0];
            fair_.removeAll(x, nullptr);
        }
        sum += bestAfter(x);
    }
    return sum / d;
}

double ChanceSearch::valueOf(const State& s) const { return positionValue(fair_, s, cfg_.value); }

int ChanceSearch::revealedColumn(const Plan& p) {
    if (!p.reveals) return -1;
    for (auto it = p.steps.rbegin(); it != p.steps.rend(); ++it)
        if (it->kind == Step::Move) return it->from;
    return -1;
}

void ChanceSearch::drawFront(std::vector<Card>& cards, std::size_t n, std::uint64_t& stream) {
    for (std::size_t i = 0; i < n && i < cards.size(); ++i)
        std::swap(cards[i], cards[i + std::size_t(patience::nextRandom(stream) % std::uint64_t(cards.size() - i))]);
}

}  // namespace spider::bot
