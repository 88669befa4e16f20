// Batches over seeds on several threads.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <thread>
#include <vector>

namespace patience::bot {

// Runs work(i) for i in [0, n) on `jobs` threads (this one among them), each
// taking the next index not yet taken.
template <class Work>
void forEachParallel(std::size_t n, int jobs, Work&& work) {
    std::atomic<std::size_t> nextIndex{0};
    std::vector<std::thread> threads;
    auto run = [&] {
        for (std::size_t i; (i = nextIndex++) < n;) work(i);
    };
    for (int j = 1; j < jobs; ++j) threads.emplace_back(run);
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

}  // namespace patience::bot
