// Lists of seeds or deals read and written back short (common/options.hpp).
#include "common/options.hpp"

namespace patience {

std::vector<NumberRange> numberRanges(const std::string& option, const std::string& text, std::uint64_t lo,
                                      std::uint64_t hi) {
    auto one = [&](const std::string& s) {
        std::int64_t n;
        if (!parseInteger(s, std::int64_t(lo), std::int64_t(hi), n))
            throw UsageError(option + " wants numbers from " + std::to_string(lo) + " to " + std::to_string(hi) +
                             " as 7, 1-100 or 1-10,20; got '" + text + "'");
        return std::uint64_t(n);
    };
    std::vector<NumberRange> out;
    std::size_t start = 0;
    for (;;) {
        std::size_t comma = text.find(',', start);
        std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        std::size_t dash = part.find('-');
        NumberRange r;
        r.first = one(part.substr(0, dash));
        r.last = dash == std::string::npos ? r.first : one(part.substr(dash + 1));
        if (r.last < r.first) throw UsageError(option + ": the range '" + part + "' runs backwards");
        out.push_back(r);
        if (comma == std::string::npos) return out;
        start = comma + 1;
    }
}

std::uint64_t numberCount(const std::vector<NumberRange>& ranges) {
    std::uint64_t n = 0;
    for (const NumberRange& r : ranges) n = n + r.count() < n ? UINT64_MAX : n + r.count();
    return n;
}

std::vector<std::uint64_t> expandRanges(const std::string& option, const std::vector<NumberRange>& ranges,
                                        std::uint64_t maxCount) {
    std::uint64_t n = numberCount(ranges);
    if (n > maxCount)
        throw UsageError(option + ": at most " + std::to_string(maxCount) + " deals at a time, got " +
                         std::to_string(n));
    std::vector<std::uint64_t> out;
    out.reserve(std::size_t(n));
    for (const NumberRange& r : ranges)
        for (std::uint64_t d = r.first;; ++d) {
            out.push_back(d);
            if (d == r.last) break;
        }
    return out;
}

std::string rangesLabel(const std::vector<NumberRange>& ranges) {
    std::string label;
    for (std::size_t i = 0; i < ranges.size();) {
        NumberRange run = ranges[i];
        for (++i; i < ranges.size() && ranges[i].first == run.last + 1; ++i) run.last = ranges[i].last;
        if (!label.empty()) label += ",";
        label += std::to_string(run.first);
        if (run.last > run.first) label += "-" + std::to_string(run.last);
    }
    return label;
}
std::string listLabel(const std::vector<std::uint64_t>& numbers) {
    std::vector<NumberRange> ranges;
    for (std::uint64_t n : numbers) ranges.push_back({n, n});
    return rangesLabel(ranges);
}

std::vector<NumberRange> NumberLists::ranges(const std::string& option, const std::string& text, std::uint64_t lo,
                                             std::uint64_t hi) {
    return numberRanges(option, text, lo, hi);
}
std::vector<std::uint64_t> NumberLists::numbers(const std::string& option, const std::string& text, std::uint64_t lo,
                                                std::uint64_t hi, std::uint64_t maxCount) {
    return expandRanges(option, numberRanges(option, text, lo, hi), maxCount);
}

}  // namespace patience
