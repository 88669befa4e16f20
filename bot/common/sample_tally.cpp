// The fair bots' bookkeeping of candidates played out on the same samples (sample_tally.hpp).
#include "bot/common/sample_tally.hpp"

namespace patience::bot {

SampleTally::SampleTally(std::size_t candidates)
    : total_(candidates, 0),
      wins_(candidates, 0),
      won_(candidates),
      alive_(candidates, true),
      aliveCount_(candidates) {}

std::size_t SampleTally::leader() const {
    std::size_t lead = 0;
    while (!alive_[lead]) ++lead;
    for (std::size_t c = 0; c < alive_.size(); ++c)
        if (alive_[c] && (wins_[c] > wins_[lead] || (wins_[c] == wins_[lead] && total_[c] > total_[lead]))) lead = c;
    return lead;
}

void SampleTally::prune(int samples, double sigmas, int round) {
    prune(samples, sigmas, round, [](std::size_t, std::size_t) { return false; });
}

}  // namespace patience::bot
