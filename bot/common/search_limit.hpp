// How far a search may go: a number of positions (an answer then does not
// depend on the machine's load) and a deadline, whichever comes first. The
// one limit of every solver: Calculation's and the gallery's depth-first
// searches, Spider's guided and exact searches (one limit shared by both),
// and Spider's analyser (shared by the weaker questions it asks first and by
// --minimise's tries).
#pragma once

#include <chrono>
#include <limits>

namespace patience::bot {

class SearchLimit {
public:
    using Clock = std::chrono::steady_clock;
    // The clock costs more than a position's bookkeeping: it is read once
    // every ClockEvery positions counted, so a deadline is found passed up to
    // that many positions late.
    static constexpr long ClockEvery = 1024;

    SearchLimit() = default;  // no limit: neither positions nor time
    // Reached once `maxPositions` positions are counted (0: no limit on
    // positions), or once the clock, when read, is past `deadline`
    // (Clock::time_point::max(): never).
    SearchLimit(Clock::time_point deadline, long maxPositions) : deadline_(deadline), maxPositions_(maxPositions) {}

    // A time in milliseconds that sets no deadline: the positions alone
    // decide, so that an answer is the same on any machine.
    static constexpr int NoClock = 0;
    // The deadline timeMs after `from` (NoClock: none).
    static Clock::time_point deadlineAfter(int timeMs, Clock::time_point from = Clock::now());
    // At most timeMs from now (NoClock: no deadline) and at most maxPositions
    // positions (0: no limit).
    static SearchLimit after(int timeMs, long maxPositions = 0) {
        return SearchLimit(deadlineAfter(timeMs), maxPositions);
    }
    // Only maxPositions positions, no deadline.
    static SearchLimit positionsOnly(long maxPositions) { return SearchLimit(Clock::time_point::max(), maxPositions); }

    // The same limit for a search that counts a position as it is about to
    // search it and stops at the first one past the limit (Calculation's and
    // the gallery's depth-first solvers): the limit then searches
    // maxPositions of them. Spider's searches count a position once stored
    // and stop once the count reaches their limit.
    SearchLimit countedBefore() const { return SearchLimit(deadline_, maxPositions_ ? maxPositions_ + 1 : 0); }

    // Counts n more positions; reads the clock when ClockEvery more have
    // been counted since it last was.
    void add(long n = 1) {
        positions_ += n;
        if (maxPositions_ && positions_ >= maxPositions_) reached_ = true;
        if (positions_ >= nextClock_) {
            nextClock_ = positions_ + ClockEvery;
            if (Clock::now() >= deadline_) reached_ = true;
        }
    }
    // Counts one more position; true once either limit is reached, and from then on.
    bool expired() {
        add();
        return reached_;
    }
    // Either limit reached (the time as of the clock's last reading), and from then on.
    bool reached() const { return reached_; }
    // The same, reading the clock now: for a loop that may go round without
    // counting positions (Spider's guided search, round after round), where
    // the clock is the only way out.
    bool reachedNow() {
        if (Clock::now() >= deadline_) reached_ = true;
        return reached_;
    }

    // A limit for a part of the search: `fraction` of the time and of the
    // positions left (its positions are added here after it, by the caller).
    SearchLimit share(double fraction) const;

    // The same deadline, no limit on positions: for a search whose positions
    // are limited on another scale (Spider's exact search).
    SearchLimit timeOnly() const { return SearchLimit(deadline_, 0); }

    long positions() const { return positions_; }  // counted since the start
    // Positions left before the limit on them (the largest long without one).
    long positionsLeft() const { return maxPositions_ ? maxPositions_ - positions_ : std::numeric_limits<long>::max(); }
    double elapsedMs() const { return std::chrono::duration<double, std::milli>(Clock::now() - started_).count(); }

private:
    Clock::time_point started_ = Clock::now(), deadline_ = Clock::time_point::max();
    long maxPositions_ = 0, positions_ = 0;
    long nextClock_ = ClockEvery;  // positions at which the clock is read next
    bool reached_ = false;
};

}  // namespace patience::bot
