// How far a solver may search: a number of positions (an answer then does
// not depend on the machine's load) and a time, whichever runs out first.
// Shared by the Calculation and gallery solvers.
#pragma once

#include <chrono>

namespace patience::bot {

class SearchLimit {
public:
    // From now: at most timeMs, and at most maxPositions positions if that is above 0.
    void start(int timeMs, long maxPositions) {
        start_ = std::chrono::steady_clock::now();
        deadline_ = start_ + std::chrono::milliseconds(timeMs);
        maxPositions_ = maxPositions;
        positions_ = 0;
        reached_ = false;
    }

    // Counts one more position; true once either limit is passed, and from
    // then on. The clock is read once every 1024 positions (it costs more
    // than a position's bookkeeping).
    bool expired() {
        ++positions_;
        if (maxPositions_ && positions_ > maxPositions_) reached_ = true;
        if ((positions_ & 1023) == 0 && std::chrono::steady_clock::now() > deadline_) reached_ = true;
        return reached_;
    }

    bool reached() const { return reached_; }
    long positions() const { return positions_; }
    double elapsedMs() const { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count(); }

private:
    std::chrono::steady_clock::time_point start_, deadline_;
    long maxPositions_ = 0, positions_ = 0;
    bool reached_ = false;
};

}  // namespace patience::bot
