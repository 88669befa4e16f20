// The FreeCell solver the bot uses: a few best-first searches with different
// weights, run in turn with doubling budgets.
//
// One weighting solves most deals fast, but each has deals it wanders on
// that another finds at once (deal 17960: 375,000 positions with one set,
// 900 with another). Running them in turn bounds the cost of a bad match.
#pragma once

#include <memory>

#include "bot/freecell/beam.hpp"
#include "bot/freecell/best_first.hpp"
#include "bot/freecell/proof.hpp"

namespace freecell::bot {

struct SolverConfig {
    Autoplay autoplay = Autoplay::Safe;
    // Chosen by a local search over weights on deals 1-2000 and checked on
    // 4001-12000 (see docs/freecell-solver.md): the first is the best alone;
    // the second, tried in turn, is insurance for the deals it wanders on.
    std::vector<SearchWeights> portfolio = {
        {4, 2, 8, 3, 1, 4, 9, 0},
        {6, 5, 6, 3, 1, 2, 10, 2},
    };
    std::uint64_t firstRound = 2000;   // positions each search expands in the first round
    std::size_t proofLimit = 4000000;  // positions the exact check of "unsolvable" may visit
    ImproveConfig improve;             // after the first solution: shorter ones until the deadline
    Capacity capacity = Capacity::Doubling;  // the supermove rule searched under (Cautious: moves every rule treats alike)
};

class Solver {
public:
    explicit Solver(const Board& start, SolverConfig config = {})
        : config_(std::move(config)), start_(start), budget_(config_.firstRound) {
        if (config_.portfolio.empty()) config_.portfolio.push_back(SearchWeights{});
        searches_.resize(config_.portfolio.size());
        searches_[0] = std::make_unique<BestFirstSearch>(start_, config_.autoplay, config_.portfolio[0], config_.capacity);
        if (searches_[0]->outcome() == Outcome::Winnable) outcome_ = Outcome::Winnable;
    }

    // Search until solved, proved unsolvable or the deadline, then shorten
    // the solution until the deadline; call again to go on.
    Outcome run(Clock::time_point deadline) { return run(deadline, deadline); }

    // The same with a deadline of its own for the shortening.
    // `positions` bounds the positions the search for a first solution may
    // expand in this call, so that a caller (a test) gets the same result
    // whatever the machine's load.
    Outcome run(Clock::time_point deadline, Clock::time_point improveUntil, std::uint64_t positions = UINT64_MAX) {
        search(deadline, positions);
        if (outcome_ == Outcome::Winnable) {
            if (!improver_) improver_ = std::make_unique<Improver>(start_, config_.autoplay, config_.improve, config_.capacity);
            improver_->run(solution_, improveUntil);
        }
        return outcome_;
    }

    Outcome outcome() const { return outcome_; }
    // The shortest solution so far, and the first one found.
    const std::vector<Move>& solution() const { return solution_; }
    const std::vector<Move>& firstSolution() const { return first_; }
    const Board& root() const { return searches_[0]->root(); }
    // The most promising path of the first search, to play when time runs out.
    std::vector<Move> bestPath() const { return searches_[0]->bestPath(); }
    SearchStats stats() const {
        SearchStats total;
        for (const auto& s : searches_)
            if (s) {
                SearchStats x = s->stats();
                total.expanded += x.expanded, total.queued += x.queued, total.bytes += x.bytes;
            }
        if (improver_) total.expanded += improver_->expanded(), total.bytes += improver_->bytes();
        return total;
    }

private:
    // The portfolio's search for a first solution.
    void search(Clock::time_point deadline, std::uint64_t positions) {
        std::uint64_t spent = 0;
        while (outcome_ == Outcome::Unknown && !gaveUp_ && Clock::now() < deadline && spent < positions) {
            auto& search = searches_[current_];
            if (!search) search = std::make_unique<BestFirstSearch>(start_, config_.autoplay, config_.portfolio[current_], config_.capacity);
            std::uint64_t before = search->stats().expanded;
            std::uint64_t until = std::min(budget_, before + std::min(positions - spent, UINT64_MAX - before));
            Outcome o = search->run(deadline, until);
            spent += search->stats().expanded - before;
            if (o == Outcome::Winnable) {
                solution_ = first_ = search->solution();
                outcome_ = Outcome::Winnable;
            } else if (o == Outcome::Unwinnable) {
                // Every search would exhaust the same positions: check once, exactly.
                if (!proof_) proof_ = std::make_unique<UnsolvabilityProof>(start_, config_.autoplay, config_.proofLimit, config_.capacity);
                Proof p = proof_->run(deadline);
                if (p == Proof::Unsolvable) outcome_ = Outcome::Unwinnable;
                else if (p != Proof::Unfinished) gaveUp_ = true;
            } else if (search->stats().expanded >= budget_) {
                if (++current_ == searches_.size()) current_ = 0, budget_ *= 2;
            }
        }
    }

    SolverConfig config_;
    Board start_;
    std::vector<std::unique_ptr<BestFirstSearch>> searches_;  // made when first run
    std::size_t current_ = 0;
    std::uint64_t budget_;
    Outcome outcome_ = Outcome::Unknown;
    std::unique_ptr<UnsolvabilityProof> proof_;  // made when a search is exhausted
    bool gaveUp_ = false;                        // exhausted by key, but too large to confirm exactly
    std::vector<Move> solution_, first_;
    std::unique_ptr<Improver> improver_;  // made at the first solution
};

}  // namespace freecell::bot
