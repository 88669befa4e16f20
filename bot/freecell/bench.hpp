// `bot --bench A-B`: solve a range of Microsoft deals in-process, replay every
// solution under the judge's rules, and report times, lengths and memory.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>

#include <sys/resource.h>

#include "bot/freecell/solver.hpp"
#include "games/freecell/deal.hpp"

namespace freecell::bot {

struct BenchResult {
    std::uint32_t deal = 0;
    Outcome outcome = Outcome::Unknown;
    bool valid = false;  // the solution replays to a win
    double ms = 0;
    std::size_t moves = 0;
    std::uint64_t expanded = 0;
};

inline const char* outcomeName(const BenchResult& r) {
    if (r.outcome == Outcome::Solved) return r.valid ? "solved" : "INVALID";
    return r.outcome == Outcome::Unsolvable ? "unsolvable" : "unknown";
}

inline BenchResult benchDeal(std::uint32_t deal, int timeMs, const SolverConfig& config) {
    BenchResult r;
    r.deal = deal;
    Board board = msDeal(deal);
    auto start = Clock::now();
    Solver solver(board, config);
    r.outcome = solver.run(start + std::chrono::milliseconds(timeMs));
    r.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    r.expanded = solver.stats().expanded;
    if (r.outcome == Outcome::Solved) {
        r.moves = solver.solution().size();
        r.valid = wins(board, solver.solution(), config.autoplay);
    }
    return r;
}

inline long peakMemoryKb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

// `count` distinct deals drawn from first..last, in increasing order; the
// same seed draws the same deals on every machine.
inline std::vector<std::uint32_t> sampleDeals(std::uint32_t first, std::uint32_t last, std::size_t count, std::uint64_t seed) {
    std::uint64_t span = std::uint64_t(last) - first + 1;
    count = std::size_t(std::min<std::uint64_t>(count, span));
    std::vector<std::uint32_t> deals;
    std::vector<bool> taken(span, false);
    while (deals.size() < count) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;  // Knuth's MMIX generator
        std::uint64_t i = (seed >> 33) % span;
        if (!taken[i]) taken[i] = true, deals.push_back(std::uint32_t(first + i));
    }
    std::sort(deals.begin(), deals.end());
    return deals;
}

// Returns 0 when every deal was solved or proved unsolvable with a valid answer.
inline int bench(const std::vector<std::uint32_t>& deals, const std::string& label, int timeMs, int jobs, bool json,
                 const SolverConfig& config) {
    std::size_t count = deals.size();
    std::vector<BenchResult> results(count);
    std::atomic<std::size_t> next{0};
    std::mutex printing;
    auto worker = [&] {
        for (std::size_t i; (i = next++) < count;) {
            results[i] = benchDeal(deals[i], timeMs, config);
            const BenchResult& r = results[i];
            std::lock_guard<std::mutex> lock(printing);
            std::printf("deal %u: %s %.1f ms %zu moves %llu positions\n", r.deal, outcomeName(r), r.ms, r.moves,
                        (unsigned long long)r.expanded);
        }
    };
    std::vector<std::thread> pool;
    for (int j = 0; j < jobs; ++j) pool.emplace_back(worker);
    for (auto& t : pool) t.join();

    std::size_t solved = 0, proved = 0, failed = 0, moves = 0, maxMoves = 0;
    double total = 0, maxMs = 0;
    std::string failures;
    for (const auto& r : results) {
        total += r.ms;
        maxMs = std::max(maxMs, r.ms);
        if (r.outcome == Outcome::Solved && r.valid) {
            ++solved;
            moves += r.moves;
            maxMoves = std::max(maxMoves, r.moves);
        } else if (r.outcome == Outcome::Unsolvable) ++proved;
        else {
            ++failed;
            failures += (failures.empty() ? "" : ",") + std::to_string(r.deal);
        }
    }
    double meanMoves = solved ? double(moves) / double(solved) : 0;
    std::printf("deals %s: %zu solved, %zu unsolvable (proved), %zu failed; time total %.0f ms, max %.1f ms; "
                "moves mean %.1f, max %zu; peak memory %ld MB\n",
                label.c_str(), solved, proved, failed, total, maxMs, meanMoves, maxMoves, peakMemoryKb() / 1024);
    if (json)
        std::printf("{\"deals\":%zu,\"solved\":%zu,\"unsolvable\":%zu,\"failed\":%zu,\"failures\":[%s],\"total_ms\":%.1f,"
                    "\"max_ms\":%.1f,\"mean_moves\":%.2f,\"max_moves\":%zu,\"peak_memory_mb\":%ld}\n",
                    count, solved, proved, failed, failures.c_str(), total, maxMs, meanMoves, maxMoves, peakMemoryKb() / 1024);
    return failed ? 1 : 0;
}

}  // namespace freecell::bot
