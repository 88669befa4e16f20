// The one thread pool: batches of deals or games on a few threads, in any
// order (forEachParallel) or reported in order (forEachInOrder).
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace patience {

// Runs work(i) for i in [0, n) on `jobs` threads (this one among them, and
// never more threads than items), each taking the next index not yet taken.
template <class Work>
void forEachParallel(std::size_t n, int jobs, Work&& work) {
    std::atomic<std::size_t> nextIndex{0};
    std::vector<std::thread> threads;
    auto run = [&] {
        for (std::size_t i; (i = nextIndex++) < n;) work(i);
    };
    for (std::size_t j = 1; j < n && j < std::size_t(jobs); ++j) threads.emplace_back(run);
    run();
    for (auto& t : threads) t.join();
}

// forEachParallel, timed: the wall-clock seconds it took.
template <class Work>
double timedParallel(std::size_t n, int jobs, Work&& work) {
    auto t0 = std::chrono::steady_clock::now();
    forEachParallel(n, jobs, work);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Runs work(i) for every i in [0, count) on `jobs` threads and calls
// report(i, result) in the order of i, one at a time, each as soon as it and
// all before it are done, so that a long batch shows progress while its
// output stays the same whatever the number of jobs. A work or report that
// throws skips its report; the first such error by i is thrown at the end.
template <class Result, class Work, class Report>
void forEachInOrder(std::size_t count, int jobs, Work work, Report report) {
    std::vector<std::optional<Result>> results(count);
    std::vector<std::exception_ptr> errors(count);
    std::vector<char> done(count, 0);
    std::mutex mutex;  // guards the three above and nextReport, and keeps reports one at a time
    std::size_t nextReport = 0;
    forEachParallel(count, jobs, [&](std::size_t i) {
        std::optional<Result> r;
        std::exception_ptr e;
        try {
            r.emplace(work(i));
        } catch (...) {
            e = std::current_exception();
        }
        std::lock_guard<std::mutex> lock(mutex);
        results[i] = std::move(r);
        errors[i] = e;
        done[i] = 1;
        for (; nextReport < count && done[nextReport]; ++nextReport) {
            std::size_t k = nextReport;
            if (results[k]) try {
                    report(k, *results[k]);
                } catch (...) {
                    errors[k] = std::current_exception();
                }
            results[k].reset();
        }
    });
    for (const auto& e : errors)
        if (e) std::rethrow_exception(e);
}

}  // namespace patience
