// Where the Calculation fair bot's lost games became lost: for each lost
// classic game, the last position a perfect-information solver still wins
// (at most 100,000 positions a call; an unknown counts as lost), found by
// bisection over the game's positions, and how many cards were left then.
// An analysis, built on request (docs/calculation.md, "The endgame"):
//
//   cmake --build build --target calculation-losses
//   build/bin/calculation-losses 2001 2100 0     # seeds 2001-2100, endgame off (0 orders)
#include <cstdio>
#include <cstdlib>
#include <map>

#include "bot/calculation/bench.hpp"

using namespace calculation;
using namespace calculation::bot;

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: calculation-losses FIRST LAST ENDGAME_ORDERS\n");
        return 2;
    }
    int first = std::atoi(argv[1]), last = std::atoi(argv[2]);
    SamplerConfig cfg;
    cfg.endgame.maxOrders = std::atoi(argv[3]);
    std::map<int, int> byCardsLeft;
    int lost = 0, lostFromDeal = 0, unknownOnTheWay = 0;
    for (int seed = first; seed <= last; ++seed) {
        Game g = newGame(std::uint64_t(seed), RuleSet::Classic);
        Rng rng(botSeed(std::uint64_t(seed)));  // the bench's randomness for the seed (bench.hpp)
        std::vector<Game> positions{g};
        for (int turn = 1; turn <= 1000 && !g.won() && !g.lost(); ++turn) {
            std::istringstream in(turnText(g, turn));
            int line = 0;
            g.play(chooseMove(*parseTurn(in, line), cfg, rng));
            positions.push_back(g);
        }
        if (g.won()) continue;
        ++lost;
        Solver solver;
        auto status = [&](int i) {
            return solver.solve(positions[std::size_t(i)], patience::bot::SearchLimit::positionsOnly(100000)).status;
        };
        if (status(0) != SolveResult::Winnable) {
            ++lostFromDeal;
            continue;
        }
        int lo = 0, hi = int(positions.size()) - 1;  // lo won, hi not
        bool unknown = false;
        while (hi - lo > 1) {
            int mid = (lo + hi) / 2;
            SolveResult::Status st = status(mid);
            if (st == SolveResult::Winnable) {
                lo = mid;
            } else {
                unknown = unknown || st == SolveResult::Unknown;
                hi = mid;
            }
        }
        unknownOnTheWay += unknown;
        int left = positions[std::size_t(lo)].cardsLeft();
        ++byCardsLeft[left];
        std::printf("seed %d: last winnable after move %d of %zu, %d cards left (the hand included)%s\n", seed, lo,
                    positions.size() - 1, left, unknown ? " (an unknown on the way)" : "");
    }
    std::printf(
        "lost %d, of which not won from the deal %d, with an unknown on the way %d\ncards left at the last winnable position:",
        lost, lostFromDeal, unknownOnTheWay);
    for (auto [left, n] : byCardsLeft) std::printf(" %d:%d", left, n);
    std::printf("\n");
}
