// The --jsonl lines and the summary of the bots' solver runs (bot calculation
// --solve --seeds, bot gallery and bot spider --solve --seeds): their
// results have the same shape.
#pragma once

#include <algorithm>
#include <cstdint>
#include <iomanip>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/batch.hpp"

namespace patience::bot {

// One seed solved: the solver's result (its moves are not kept in the file)
// and why its solution does not replay ("" if it does, or there is none).
template <class Result>
struct Solved {
    Result result;
    std::string bad;
};

template <class Result>
batch::Codec<Solved<Result>> solveCodec(const std::string& kind, const char* (*statusName)(typename Result::Status)) {
    using Status = typename Result::Status;
    return {kind, "seed",
            [=](json::Writer& w, const Solved<Result>& s) {
                w.key("status").value(statusName(s.result.status));
                w.key("ms").value(s.result.ms);
                w.key("nodes").value(static_cast<long long>(s.result.nodes));
                w.key("moves").value(s.result.moves.size());
                w.key("bad").value(s.bad);
            },
            [=](const json::Value& v) {
                Solved<Result> s;
                std::string status = batch::text(v, "status");
                bool known = false;
                for (Status st : {Result::Winnable, Result::Unwinnable, Result::Unknown})
                    if (status == statusName(st)) s.result.status = st, known = true;
                if (!known) throw std::runtime_error("\"status\" is '" + status + "'");
                s.result.ms = batch::number(v, "ms");
                s.result.nodes = long(batch::integer(v, "nodes"));
                batch::integer(v, "moves");
                s.bad = batch::text(v, "bad");
                return s;
            },
            [](const Solved<Result>& s) { return s.result.status == Result::Winnable; }};
}

// first..last as a list, for a batch::Run.
inline std::vector<std::uint64_t> seedList(std::uint64_t first, std::uint64_t last) {
    std::vector<std::uint64_t> seeds;
    for (std::uint64_t s = first;; ++s) {
        seeds.push_back(s);
        if (s == last) return seeds;
    }
}

// What a solver's --seeds batch ends with: the counts and times on one line
// (and with --json one JSON line). `results[i]` is seed `id(i)`'s; statuses
// are Winnable, Unwinnable, Unknown in that order. Returns the exit status:
// 0 when every deal is winnable.
template <class Result, class Id>
int solveSummary(std::ostream& out, const std::vector<Result>& results, Id id, std::uint64_t first, std::uint64_t last, const std::string& shard,
                 int timeMs, double seconds, int jobs, bool json) {
    std::size_t n = results.size();
    if (!n) {  // a shard with none of the range's seeds
        out << "seeds " << first << "-" << last << shard << ": no seeds in this shard\n";
        return 0;
    }
    long count[3] = {0, 0, 0};
    std::vector<double> ms;
    std::size_t slowest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        ++count[results[i].status];
        ms.push_back(results[i].ms);
        if (results[i].ms > results[slowest].ms) slowest = i;
    }
    double mean = 0;
    for (double m : ms) mean += m / double(n);
    std::sort(ms.begin(), ms.end());
    double median = ms[n / 2], p99 = ms[std::min(n - 1, n * 99 / 100)];
    out << std::fixed << std::setprecision(2) << "seeds " << first << "-" << last << shard << ": " << count[0] << " winnable ("
        << 100.0 * double(count[0]) / double(n) << "%), " << count[1] << " unwinnable, " << count[2] << " unknown at " << timeMs << " ms; "
        << std::setprecision(1) << seconds << " s total (" << jobs << " jobs); per deal mean " << mean << " ms, median " << median
        << " ms, 99th percentile " << p99 << " ms, slowest " << results[slowest].ms << " ms (seed " << id(slowest) << ")\n";
    if (json)
        out << std::setprecision(1) << "{\"first\":" << first << ",\"last\":" << last << ",\"games\":" << n << ",\"winnable\":" << count[0]
            << ",\"unwinnable\":" << count[1] << ",\"unknown\":" << count[2] << ",\"time_ms\":" << timeMs << ",\"seconds\":" << seconds
            << ",\"jobs\":" << jobs << ",\"mean_ms\":" << mean << ",\"median_ms\":" << median << ",\"slowest_ms\":" << results[slowest].ms
            << ",\"slowest_seed\":" << id(slowest) << "}\n";
    return count[0] == long(n) ? 0 : 1;
}

}  // namespace patience::bot
