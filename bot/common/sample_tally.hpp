// The fair bots' bookkeeping when candidates are played out on the same
// sampled orders: each candidate's wins and total score, and which samples
// it won, so that one that trails the leader by more than chance explains
// drops out.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace patience::bot {

class SampleTally {
public:
    explicit SampleTally(std::size_t candidates);

    bool alive(std::size_t c) const { return alive_[c]; }
    std::size_t aliveCount() const { return aliveCount_; }
    long total(std::size_t c) const { return total_[c]; }
    long wins(std::size_t c) const { return wins_[c]; }

    // One sample's outcome for candidate c; skip() for one that dropped out.
    void add(std::size_t c, bool win, long score) {
        total_[c] += score;
        wins_[c] += win;
        won_[c].push_back(win);
    }
    void skip(std::size_t c) { won_[c].push_back(0); }

    // The candidate still in with the most wins, then the best total (the
    // first of equals).
    std::size_t leader() const;

    // After `samples` samples, every `round` of them (sigmas 0: never): a
    // candidate whose wins trail the leader's by more than `sigmas` standard
    // deviations (paired samples: only those where one won and the other
    // lost count) drops out; so does one that, from two rounds on, never
    // differs from the leader in wins and trails it in total, or that
    // alike(c, leader) says ends as the leader does.
    template <class Alike>
    void prune(int samples, double sigmas, int round, Alike&& alike) {
        if (!sigmas || samples % round) return;
        std::size_t lead = leader();
        for (std::size_t c = 0; c < alive_.size(); ++c) {
            if (c == lead || !alive_[c]) continue;
            long discordant = 0;
            for (std::size_t n = 0; n < won_[c].size(); ++n) discordant += won_[c][n] != won_[lead][n];
            double d = double(wins_[lead] - wins_[c]);
            bool tied = discordant == 0 && samples >= 2 * round;
            if (d > sigmas * std::sqrt(double(discordant)) + 0.5 ||
                (tied && (total_[c] < total_[lead] || alike(c, lead)))) {
                alive_[c] = false;
                --aliveCount_;
            }
        }
    }
    void prune(int samples, double sigmas, int round);

private:
    std::vector<long> total_, wins_;
    std::vector<std::vector<std::uint8_t>> won_;  // per sample
    std::vector<bool> alive_;
    std::size_t aliveCount_;
};

}  // namespace patience::bot
