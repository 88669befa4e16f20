// `bot gallery --solve`: the perfect-information solver on seeded deals.
// bot/gallery/cli.hpp hands over when --solve is among the arguments.
#pragma once

#include <algorithm>
#include <atomic>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>

#include "bot/gallery/solver.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::bot {

inline const char* solveUsageText =
    "usage: bot gallery --solve --seed N      perfect information (the stock's order known): winnable\n"
    "                                         with the whole game, one move a line; unwinnable (proved:\n"
    "                                         the search was exhaustive); or unknown within --time-ms\n"
    "       bot gallery --solve --seeds A-B   the same over a range: counts and times\n"
    "  --time-ms N     search limit per deal (10000)\n"
    "  --jobs J        --seeds: deals in parallel (1)\n"
    "  --json          --seeds: end with one JSON line\n"
    "  --table-bits N  2^N failed positions remembered per job, 16 bytes each (22)\n"
    "  exit status: 0 winnable (every deal), 1 not, 2 bad arguments\n";

struct SolveOptions {
    std::uint64_t first = 0, last = 0;
    bool range = false, haveSeed = false, json = false;
    int jobs = 1, timeMs = 10000, tableBits = 22;
};

struct SolveUsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

inline long long solveNumber(const std::string& option, const std::string& value, long long lo, long long hi) {
    std::size_t used = 0;
    long long v = 0;
    try {
        v = std::stoll(value, &used);
    } catch (...) {
        used = 0;
    }
    if (value.empty() || used != value.size() || v < lo || v > hi)
        throw SolveUsageError(option + " wants a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" + value + "'");
    return v;
}

inline SolveOptions parseSolveArgs(int argc, char** argv) {
    SolveOptions o;
    bool solve = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw SolveUsageError(a + " wants a value");
            return argv[++i];
        };
        if (a == "--solve") solve = true;
        else if (a == "--seed") {
            o.first = o.last = std::uint64_t(solveNumber(a, value(), 0, 1LL << 62));
            o.haveSeed = true;
        } else if (a == "--seeds") {
            std::string v = value();
            auto dash = v.find('-');
            if (dash == std::string::npos) throw SolveUsageError("--seeds wants A-B, got '" + v + "'");
            o.first = std::uint64_t(solveNumber(a, v.substr(0, dash), 0, 1LL << 62));
            o.last = std::uint64_t(solveNumber(a, v.substr(dash + 1), 0, 1LL << 62));
            if (o.last < o.first) throw SolveUsageError("--seeds: the range " + v + " is empty");
            if (o.last - o.first >= 10000000) throw SolveUsageError("--seeds: at most 10000000 deals at a time, got " + v);
            o.range = true;
        } else if (a == "--time-ms") o.timeMs = int(solveNumber(a, value(), 1, 1 << 30));
        else if (a == "--jobs") o.jobs = int(solveNumber(a, value(), 1, 256));
        else if (a == "--table-bits") o.tableBits = int(solveNumber(a, value(), 10, 30));
        else if (a == "--json") o.json = true;
        else throw SolveUsageError("unknown option '" + a + "' for --solve");
    }
    if (!solve) throw SolveUsageError("the solver wants --solve");
    if (o.range == o.haveSeed) throw SolveUsageError("--solve wants one of --seed N or --seeds A-B");
    return o;
}

// Runs job(i) for i in [0, n) on `jobs` threads.
template <class F>
void solveEach(std::size_t n, int jobs, F&& job) {
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i; (i = next++) < n;) job(i);
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < jobs; ++t) threads.emplace_back(worker);
    worker();
    for (auto& t : threads) t.join();
}

inline int solveSeeds(const SolveOptions& o) {
    std::size_t n = std::size_t(o.last - o.first + 1);
    std::vector<SolveResult> results(n);
    std::vector<std::string> bad(n);
    std::mutex out;
    auto t0 = std::chrono::steady_clock::now();
    solveEach(n, std::min<int>(o.jobs, int(std::min<std::size_t>(n, 256))), [&](std::size_t i) {
        thread_local std::unique_ptr<Solver> solver;
        if (!solver) solver.reset(new Solver(o.tableBits));
        Game g = newGame(o.first + i);
        results[i] = solver->solve(g, o.timeMs);
        if (results[i].status == SolveResult::Winnable) bad[i] = replay(g, results[i].moves);
        results[i].moves.shrink_to_fit();
        if (!o.range || results[i].status == SolveResult::Winnable) return;
        std::ostringstream line;
        line << "seed " << o.first + i << ": " << statusName(results[i].status) << " (" << std::fixed << std::setprecision(1)
             << results[i].ms << " ms, " << results[i].nodes << " nodes)\n";
        std::lock_guard<std::mutex> lock(out);
        std::cerr << line.str();
    });
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    for (std::size_t i = 0; i < n; ++i)
        if (!bad[i].empty()) {
            std::cerr << "bot gallery: seed " << o.first + i << ": the solution does not replay: " << bad[i] << '\n';
            return 2;
        }
    if (!o.range) {
        const SolveResult& r = results[0];
        std::cout << statusName(r.status);
        if (r.status == SolveResult::Winnable) std::cout << " in " << r.moves.size() << " steps";
        if (r.status == SolveResult::Unwinnable) std::cout << " (proved: exhaustive search)";
        if (r.status == SolveResult::Unknown) std::cout << " (not decided within " << o.timeMs << " ms)";
        std::cout << ": seed " << o.first << ", " << std::fixed << std::setprecision(1) << r.ms << " ms, " << r.nodes << " nodes\n";
        for (const Step& s : r.moves) std::cout << stepName(s) << '\n';
        return r.status == SolveResult::Winnable ? 0 : 1;
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
    std::cout << std::fixed << std::setprecision(2) << "seeds " << o.first << "-" << o.last << ": " << count[0] << " winnable ("
              << 100.0 * double(count[0]) / double(n) << "%), " << count[1] << " unwinnable, " << count[2] << " unknown at " << o.timeMs
              << " ms; " << std::setprecision(1) << seconds << " s total (" << o.jobs << " jobs); per deal mean " << mean << " ms, median "
              << median << " ms, 99th percentile " << p99 << " ms, slowest " << results[slowest].ms << " ms (seed " << o.first + slowest
              << ")\n";
    if (o.json)
        std::cout << std::setprecision(1) << "{\"first\":" << o.first << ",\"last\":" << o.last << ",\"games\":" << n << ",\"winnable\":" << count[0]
                  << ",\"unwinnable\":" << count[1] << ",\"unknown\":" << count[2] << ",\"time_ms\":" << o.timeMs << ",\"seconds\":" << seconds
                  << ",\"jobs\":" << o.jobs << ",\"mean_ms\":" << mean << ",\"median_ms\":" << median << ",\"slowest_ms\":" << results[slowest].ms
                  << ",\"slowest_seed\":" << o.first + slowest << "}\n";
    return count[0] == long(n) ? 0 : 1;
}

// argv as `bot gallery` receives them: argv[0] is "gallery".
inline int solveMain(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") {
            std::cout << solveUsageText;
            return 0;
        }
    try {
        return solveSeeds(parseSolveArgs(argc, argv));
    } catch (const SolveUsageError& e) {
        std::cerr << "bot gallery: " << e.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "bot gallery: out of memory for the solver's table (try a smaller --table-bits)\n";
        return 2;
    }
}

}  // namespace gallery::bot
