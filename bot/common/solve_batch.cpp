// Every game's solver over a list of seeds (solve_batch.hpp).
#include "bot/common/solve_batch.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace patience::bot {

std::string positionsLimitText(long positions) {
    return positions ? " or " + std::to_string(positions) + " positions" : "";
}

std::string verdictWithFigures(SolveStatus::Status status, double ms, long nodes, const std::string& detail) {
    char figures[64];
    if (status == SolveStatus::Unwinnable)
        std::snprintf(figures, sizeof figures, ", %.1f ms", ms);
    else
        std::snprintf(figures, sizeof figures, ", %.1f ms, %ld positions", ms, nodes);
    return verdictText(status, nodes) + detail + figures;
}

SolveFigures solveFigures(const std::vector<SolveStatus::Status>& statuses, std::vector<double> ms,
                          const std::function<std::uint64_t(std::size_t)>& id) {
    SolveFigures f;
    std::size_t n = statuses.size(), slowest = 0;
    f.games = n;
    for (std::size_t i = 0; i < n; ++i) {
        ++f.count[statuses[i]];
        f.mean += ms[i] / double(n);
        if (ms[i] > ms[slowest]) slowest = i;
    }
    const double none = std::numeric_limits<double>::quiet_NaN();  // no deal: written as null
    if (!n) {
        f.mean = f.median = f.p99 = f.slowestMs = none;
        return f;
    }
    f.slowestMs = ms[slowest], f.slowestSeed = id(slowest);
    std::sort(ms.begin(), ms.end());
    f.median = ms[n / 2], f.p99 = ms[std::min(n - 1, n * 99 / 100)];
    return f;
}

void writeSolveFigures(json::Writer& w, const SolveFigures& f) {
    w.key("batch").value(f.batch);
    w.key("seeds").value(f.seeds);
    w.key("games").value(f.games);
    w.key("winnable").value(f.count[0]);
    w.key("unwinnable").value(f.count[1]);
    w.key("unknown").value(f.count[2]);
    w.key("time_ms").value(f.timeMs);
    w.key("positions").value(f.positions);
    w.key("seconds").value(f.seconds);
    w.key("jobs").value(f.jobs);
    w.key("mean_ms").value(f.mean);
    w.key("median_ms").value(f.median);
    w.key("p99_ms").value(f.p99);
    w.key("slowest_ms").value(f.slowestMs);
    w.key("slowest_seed");
    if (f.games)
        w.raw(std::to_string(f.slowestSeed));
    else
        w.null();
}

void printVerdict(const SolveGameText& game, const std::string& label, const SolveBatchOptions& o,
                  SolveStatus::Status status, double ms, long nodes, std::size_t moves) {
    std::string detail = status == SolveStatus::Winnable ? " in " + std::to_string(moves) + " moves"
        : status == SolveStatus::Unknown
        ? " (not decided within " + std::to_string(o.timeMs) + " ms" + positionsLimitText(o.positions) + ")"
        : "";
    std::cout << label << (game.settings.empty() ? "" : " (" + game.settings + ")") << ": "
              << verdictWithFigures(status, ms, nodes, detail) << '\n';
}

int solveSummary(const SolveGameText& game, const SolveBatchOptions& o,
                 const std::vector<SolveStatus::Status>& statuses, const std::vector<double>& ms,
                 const std::function<std::uint64_t(std::size_t)>& id, double seconds) {
    std::size_t n = statuses.size();
    SolveFigures f = solveFigures(statuses, ms, id);
    f.batch = game.kind, f.seeds = o.label + o.batch.shardText(), f.timeMs = o.timeMs, f.positions = o.positions;
    f.seconds = seconds, f.jobs = o.jobs;

    std::string line = "seeds " + f.seeds + (game.settings.empty() ? "" : " (" + game.settings + ")") + ": ";
    char buf[512];
    if (!n)
        line += "no seeds in this shard\n";
    else {
        std::snprintf(
            buf, sizeof buf,
            "%ld winnable (%.2f%%), %ld unwinnable, %ld unknown at %d ms%s; %.1f s total (%d jobs); per deal mean %.1f ms, "
            "median %.1f ms, 99th percentile %.1f ms, slowest %.1f ms (seed %llu)\n",
            f.count[0], 100.0 * double(f.count[0]) / double(n), f.count[1], f.count[2], o.timeMs,
            positionsLimitText(o.positions).c_str(), seconds, o.jobs, f.mean, f.median, f.p99, f.slowestMs,
            (unsigned long long)f.slowestSeed);
        line += buf;
    }
    std::cout << line;
    if (o.json) {
        json::Writer w;
        w.open('{');
        writeSolveFigures(w, f);
        w.key("settings").open('{');
        if (game.writeSettings) game.writeSettings(w);
        w.close('}');
        w.close('}');
        std::cout << w.str() << '\n';
    }
    return f.count[0] == long(n) ? 0 : 1;
}

}  // namespace patience::bot
