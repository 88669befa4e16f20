// A deal evaluated by the computer's play-outs (games/gallery/player.hpp).
#include "games/gallery/player.hpp"

namespace gallery {

Evaluation evaluate(const Game& start, int plays, std::uint64_t seed) {
    Evaluation e;
    Rng seeds(seed);
    for (int i = 0; i < plays; ++i) e.scores.push_back(playOut(start, seeds.next()));
    if (e.scores.empty()) return e;
    std::vector<int> sorted = e.scores;
    std::sort(sorted.begin(), sorted.end());
    std::size_t n = sorted.size();
    e.min = sorted.front();
    e.median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    double sum = 0;
    for (int x : sorted) sum += x, e.solved += x == 0;
    e.mean = sum / double(n);
    return e;
}

}  // namespace gallery
