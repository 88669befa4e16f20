// `bot --bench A-B`: solve a range of Microsoft deals in-process, replay every
// solution under the judge's rules, and report times, lengths and memory.
#pragma once

#include <algorithm>
#include <cstdio>
#include <mutex>

#include <sys/resource.h>

#include "bot/freecell/solver.hpp"
#include "common/batch.hpp"
#include "common/parallel.hpp"
#include "games/freecell/deal.hpp"

namespace freecell::bot {

struct BenchResult {
    std::uint32_t deal = 0;
    Outcome outcome = Outcome::Unknown;
    bool valid = false;  // the solution replays to a win
    double ms = 0;
    std::size_t moves = 0, firstMoves = 0;  // the solution's length, and the first one found's
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
        r.firstMoves = solver.firstSolution().size();
        // Shortening never returns a longer line than the first.
        r.valid = wins(board, solver.solution(), config.autoplay, config.capacity) && r.moves <= r.firstMoves;
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

// One line of --jsonl per deal, and back.
inline patience::batch::Codec<BenchResult> benchCodec() {
    namespace batch = patience::batch;
    return {"bot freecell --bench", "deal",
            [](patience::json::Writer& w, const BenchResult& r) {
                w.key("outcome").value(r.outcome == Outcome::Solved ? "solved" : r.outcome == Outcome::Unsolvable ? "unsolvable" : "unknown");
                w.key("valid").value(r.valid);
                w.key("ms").value(r.ms);
                w.key("moves").value(r.moves);
                w.key("positions").value(r.expanded);
            },
            [](const patience::json::Value& v) {
                BenchResult r;
                r.deal = std::uint32_t(batch::integer(v, "deal"));
                std::string outcome = batch::text(v, "outcome");
                if (outcome == "solved") r.outcome = Outcome::Solved;
                else if (outcome == "unsolvable") r.outcome = Outcome::Unsolvable;
                else if (outcome != "unknown") throw std::runtime_error("\"outcome\" is '" + outcome + "'");
                r.valid = batch::flag(v, "valid");
                r.ms = batch::number(v, "ms");
                r.moves = std::size_t(batch::integer(v, "moves"));
                r.expanded = std::uint64_t(batch::integer(v, "positions"));
                return r;
            },
            [](const BenchResult& r) { return r.outcome == Outcome::Solved && r.valid; }};
}

// Returns 0 when every deal was solved or proved unsolvable with a valid answer.
inline int bench(const std::vector<std::uint32_t>& all, std::string label, int timeMs, int jobs, bool json,
                 const SolverConfig& config, const patience::batch::Options& batchOptions = {}) {
    patience::batch::Run<BenchResult> run(batchOptions, std::vector<std::uint64_t>(all.begin(), all.end()), benchCodec(), "deals", "solved");
    label += batchOptions.shardText();
    std::size_t count = run.size();
    std::vector<BenchResult> results(count);
    patience::forEachParallel(count, jobs, [&](std::size_t i) {
        results[i] = run.get(i, [&] { return benchDeal(std::uint32_t(run.id(i)), timeMs, config); });
        const BenchResult& r = results[i];
        char line[200];
        std::snprintf(line, sizeof line, "deal %u: %s %.1f ms %zu moves %llu positions (first solution %zu moves)\n", r.deal,
                      outcomeName(r), r.ms, r.moves, (unsigned long long)r.expanded, r.firstMoves);
        run.print(std::cout, line);
    });
    run.finish();

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
