// Many games on a few threads, reported in order.
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace referee {

// Runs work(i) for every i in [0, count) on `jobs` threads and calls
// report(i, result) on the calling thread in the order of i, each as soon as
// it and all before it are done, so that a long batch shows progress while
// its output stays the same whatever the number of jobs.
template <class Result, class Work, class Report>
void runBatch(std::size_t count, int jobs, Work work, Report report) {
    std::vector<std::optional<Result>> results(count);
    std::vector<std::exception_ptr> errors(count);
    std::vector<char> done(count, 0);
    std::mutex mutex;
    std::condition_variable ready;
    std::atomic<std::size_t> next{0};

    auto worker = [&] {
        for (std::size_t i; (i = next++) < count;) {
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
            ready.notify_all();
        }
    };
    std::vector<std::thread> threads;
    std::size_t n = std::min<std::size_t>(count, std::size_t(std::max(jobs, 1)));
    for (std::size_t t = 0; t < n; ++t) threads.emplace_back(worker);

    std::exception_ptr first;
    for (std::size_t i = 0; i < count; ++i) {
        std::optional<Result> r;
        {
            std::unique_lock<std::mutex> lock(mutex);
            ready.wait(lock, [&] { return done[i] != 0; });
            r = std::move(results[i]);
            results[i].reset();
            if (errors[i] && !first) first = errors[i];
        }
        if (r) report(i, *r);
    }
    for (auto& t : threads) t.join();
    if (first) std::rethrow_exception(first);
}

}  // namespace referee
