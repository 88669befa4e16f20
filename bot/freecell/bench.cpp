#include "bot/freecell/bench.hpp"

#include <algorithm>
#include <cstdio>

#include <sys/resource.h>

#include "bot/common/solve_batch.hpp"
#include "common/parallel.hpp"
#include "games/freecell/deal.hpp"

namespace freecell::bot {

const char* statusText(const BenchResult& r) {
    return r.status == Outcome::Winnable && !r.valid ? "INVALID" : patience::bot::statusName(r.status);
}

BenchResult benchDeal(std::uint32_t deal, int timeMs, const SolverConfig& config) {
    BenchResult r;
    r.deal = deal;
    Board board = msDeal(deal);
    auto start = Clock::now();
    Solver solver(board, config);
    r.status = solver.run(start + std::chrono::milliseconds(timeMs));
    r.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    r.expanded = solver.stats().expanded;
    if (r.status == Outcome::Winnable) {
        r.moves = solver.solution().size();
        r.firstMoves = solver.firstSolution().size();
        // Shortening never returns a longer line than the first.
        r.valid = wins(board, solver.solution(), config.autoplay, config.capacity) && r.moves <= r.firstMoves;
    }
    return r;
}

long peakMemoryKb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

std::vector<std::uint32_t> sampleDeals(const std::vector<patience::NumberRange>& ranges, std::size_t count,
                                       std::uint64_t seed) {
    std::uint64_t span = patience::numberCount(ranges);
    count = std::size_t(std::min<std::uint64_t>(count, span));
    auto dealAt = [&](std::uint64_t i) {
        std::size_t r = 0;
        for (; i >= ranges[r].count(); ++r) i -= ranges[r].count();
        return std::uint32_t(ranges[r].first + i);
    };
    std::vector<std::uint32_t> deals;
    std::vector<bool> taken(span, false);
    while (deals.size() < count) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;  // Knuth's MMIX generator
        std::uint64_t i = (seed >> 33) % span;
        if (!taken[i]) taken[i] = true, deals.push_back(dealAt(i));
    }
    std::sort(deals.begin(), deals.end());
    return deals;
}

patience::batch::Codec<BenchResult> benchCodec() {
    namespace batch = patience::batch;
    return {"bot freecell --bench", "deal",
            [](patience::json::Writer& w, const BenchResult& r) {
                w.key("status").value(patience::bot::statusName(r.status));
                w.key("valid").value(r.valid);
                w.key("ms").value(r.ms);
                w.key("moves").value(r.moves);
                w.key("positions").value(r.expanded);
            },
            [](const patience::json::Value& v) {
                BenchResult r;
                r.deal = std::uint32_t(batch::integer(v, "deal"));
                // Files written before the words were made the same say "outcome": "solved" / "unsolvable".
                std::string status = v.find("status") ? batch::text(v, "status") : batch::text(v, "outcome");
                if (status == "winnable" || status == "solved")
                    r.status = Outcome::Winnable;
                else if (status == "unwinnable" || status == "unsolvable")
                    r.status = Outcome::Unwinnable;
                else if (status != "unknown")
                    throw std::runtime_error("\"status\" is '" + status + "'");
                r.valid = batch::flag(v, "valid");
                r.ms = batch::number(v, "ms");
                r.moves = std::size_t(batch::integer(v, "moves"));
                r.expanded = std::uint64_t(batch::integer(v, "positions"));
                return r;
            },
            [](const BenchResult& r) { return r.status == Outcome::Winnable && r.valid; }};
}

int bench(const std::vector<std::uint32_t>& all, std::string label, int timeMs, int jobs, bool json,
          const SolverConfig& config, const patience::batch::Options& batchOptions) {
    patience::batch::Run<BenchResult> run(batchOptions, std::vector<std::uint64_t>(all.begin(), all.end()),
                                          benchCodec(), "deals", "winnable");
    label += batchOptions.shardText();
    std::size_t count = run.size();
    std::vector<BenchResult> results(count);
    double seconds = patience::timedParallel(count, jobs, [&](std::size_t i) {
        results[i] = run.get(i, [&] { return benchDeal(std::uint32_t(run.id(i)), timeMs, config); });
        const BenchResult& r = results[i];
        char line[200];
        std::snprintf(line, sizeof line, "deal %u: %s %.1f ms %zu moves %llu positions (first solution %zu moves)\n",
                      r.deal, statusText(r), r.ms, r.moves, (unsigned long long)r.expanded, r.firstMoves);
        run.print(std::cout, line);
    });
    run.finish();

    std::size_t winnable = 0, unwinnable = 0, unknown = 0, invalid = 0, moves = 0, maxMoves = 0;
    double total = 0, maxMs = 0;
    std::vector<std::uint32_t> failures;  // neither winnable nor unwinnable: unknown, or INVALID
    for (const auto& r : results) {
        total += r.ms;
        maxMs = std::max(maxMs, r.ms);
        if (r.status == Outcome::Winnable && r.valid) {
            ++winnable;
            moves += r.moves;
            maxMoves = std::max(maxMoves, r.moves);
        } else if (r.status == Outcome::Unwinnable)
            ++unwinnable;
        else {
            ++(r.status == Outcome::Unknown ? unknown : invalid);
            failures.push_back(r.deal);
        }
    }
    double meanMoves = winnable ? double(moves) / double(winnable) : 0;
    long peakMb = peakMemoryKb() / 1024;
    std::printf(
        "deals %s: %zu winnable, %zu unwinnable (proved), %zu unknown%s; time total %.0f ms, max %.1f ms; "
        "moves mean %.1f, max %zu; peak memory %ld MB\n",
        label.c_str(), winnable, unwinnable, unknown,
        invalid ? (", " + std::to_string(invalid) + " INVALID").c_str() : "", total, maxMs, meanMoves, maxMoves,
        peakMb);
    if (json) {  // the keys of every solve batch (bot/common/solve_batch.hpp), then FreeCell's own under "game"
        std::vector<patience::bot::SolveStatus::Status> statuses;
        std::vector<double> ms;
        for (const auto& r : results) statuses.push_back(r.valid ? r.status : Outcome::Unknown), ms.push_back(r.ms);
        auto f = patience::bot::solveFigures(statuses, ms, [&](std::size_t i) { return run.id(i); });
        f.batch = "bot freecell --bench", f.seeds = label, f.timeMs = timeMs, f.seconds = seconds, f.jobs = jobs;
        patience::json::Writer w;
        w.open('{');
        patience::bot::writeSolveFigures(w, f);
        w.key("settings").open('{');
        w.key("autoplay").value(autoplayName(config.autoplay));
        w.key("capacity").value(capacityName(config.capacity));
        w.key("first").value(!config.improve.enabled);
        w.key("improve_positions").value(static_cast<long long>(config.improve.positions));
        w.close('}');
        w.key("game").open('{');
        w.key("invalid").value(invalid);
        w.key("failures").open('[');
        for (std::uint32_t d : failures) w.value(long(d));
        w.close(']');
        w.key("total_ms").value(total);
        w.key("mean_moves").value(meanMoves);
        w.key("max_moves").value(maxMoves);
        w.key("peak_memory_mb").value(peakMb);
        w.close('}');
        w.close('}');
        std::printf("%s\n", w.str().c_str());
    }
    return failures.empty() ? 0 : 1;
}

}  // namespace freecell::bot
