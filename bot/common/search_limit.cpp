// How far a search may go (search_limit.hpp).
#include "bot/common/search_limit.hpp"

#include <algorithm>

namespace patience::bot {

SearchLimit::Clock::time_point SearchLimit::deadlineAfter(int timeMs, Clock::time_point from) {
    return timeMs == NoClock ? Clock::time_point::max() : from + std::chrono::milliseconds(timeMs);
}

SearchLimit SearchLimit::share(double fraction) const {
    auto now = Clock::now();
    auto deadline = deadline_ == Clock::time_point::max()
        ? deadline_
        : now + std::chrono::duration_cast<Clock::duration>((deadline_ - now) * fraction);
    long positions = maxPositions_ ? std::max(1L, long(double(positionsLeft()) * fraction)) : 0;
    return SearchLimit(deadline, positions);
}

}  // namespace patience::bot
