// The FreeCell solver the bot uses: several scans of one deal run in turn,
// "soft threads" as fc-solve calls them: depth-first scans (depth_first.hpp)
// and best-first searches (best_first.hpp) with different weights.
//
// One weighting solves most deals fast, but each has deals it wanders on
// that another finds at once (deal 17960: 375,000 positions with one set,
// 900 with another). Running them in turn bounds the cost of a bad match.
// The schedule is data: an opening (so many positions of this scan, then of
// that one), then rounds in which each scan named goes on in turn, the
// budget doubling every round. docs/freecell-solver.md says how it was chosen.
#pragma once

#include <memory>
#include <string>

#include "bot/freecell/beam.hpp"
#include "bot/freecell/best_first.hpp"
#include "bot/freecell/depth_first.hpp"
#include "bot/freecell/proof.hpp"

namespace freecell::bot {

// One scan of the schedule.
struct ScanSpec {
    std::string name;  // how the schedule and --prelude name it
    bool depthFirst = false;
    SearchWeights weights;
    std::uint64_t seed = 0;  // depth-first: 0 breaks ties in the generator's order, others with noise
};

// A turn of the opening: scan `scan` goes on until it has visited `positions` in all.
struct ScheduleTurn {
    std::uint8_t scan;
    std::uint32_t positions;
};

struct SolverConfig {
    Autoplay autoplay = Autoplay::Safe;
    // The best-first weights were chosen together, as the portfolio runs
    // them, by a local search on deals 1-12000, and checked on 12001-32000:
    // the first does most of the work; the second, in turn, is insurance
    // for the deals it wanders on. The depth-first scan, the best of 15 on
    // deals 1-4000, is there for --prelude: an opening with it cost 10-14%
    // more CPU time (docs/freecell-solver.md).
    std::vector<ScanSpec> scans = {
        {"best", false, {4, 2, 18, 7, 2, 8, 15, 4}, 0},
        {"other", false, {13, 13, 13, 8, 1, 3, 29, 3}, 0},
        {"dive", true, {4, 2, 8, 3, 2, 4, 10, 0}, 2},
    };
    std::vector<ScheduleTurn> prelude;          // none: the rounds from the start
    std::vector<std::uint8_t> rounds = {0, 1};  // after the opening, in turn
    std::uint64_t firstRound = 2000;            // positions each scan of the rounds has visited after the first round
    std::size_t proofLimit = 4000000;           // positions the exact check of "unsolvable" may visit
    ImproveConfig improve;                      // after the first solution: shorter ones until the deadline
    // the supermove rule searched under (Cautious: moves every rule treats alike)
    Capacity capacity = Capacity::Doubling;

    // Only best-first searches with these weights, in turn (--weights, for tuning).
    void bestFirstOnly(const std::vector<SearchWeights>& sets) {
        scans.clear(), prelude.clear(), rounds.clear();
        for (const auto& w : sets) {
            rounds.push_back(std::uint8_t(scans.size()));
            scans.push_back({"w" + std::to_string(scans.size() + 1), false, w, 0});
        }
    }
};

// One scan of a schedule, made when it first runs.
class Scan {
public:
    Scan(const Board& start, const SolverConfig& config, const ScanSpec& spec, ScanStore& store, std::uint8_t bit) {
        if (spec.depthFirst)
            depth_ = std::make_unique<DepthFirstScan>(start, config.autoplay, config.capacity, spec.weights, spec.seed,
                                                      store, bit);
        else
            best_ = std::make_unique<BestFirstSearch>(start, config.autoplay, spec.weights, config.capacity);
    }
    Outcome run(Clock::time_point deadline, std::uint64_t until) {
        return best_ ? best_->run(deadline, until) : depth_->run(deadline, until);
    }
    Outcome outcome() const { return best_ ? best_->outcome() : depth_->outcome(); }
    const std::vector<Move>& solution() const { return best_ ? best_->solution() : depth_->solution(); }
    std::uint64_t positions() const { return best_ ? best_->stats().expanded : depth_->visited(); }
    std::size_t bytes() const { return best_ ? best_->stats().bytes : depth_->bytes(); }
    const BestFirstSearch* bestFirst() const { return best_.get(); }

private:
    std::unique_ptr<BestFirstSearch> best_;
    std::unique_ptr<DepthFirstScan> depth_;
};

class Solver {
public:
    explicit Solver(const Board& start, SolverConfig config = {})
        : config_(std::move(config)), start_(start), budget_(config_.firstRound) {
        if (config_.scans.empty()) config_.bestFirstOnly({SearchWeights{}});
        if (config_.rounds.empty()) config_.rounds.push_back(0);
        scans_.resize(config_.scans.size());
        root_ = start_;
        autoplay(root_, config_.autoplay);
        if (root_.won()) outcome_ = Outcome::Winnable;
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
            if (!improver_)
                improver_ = std::make_unique<Improver>(start_, config_.autoplay, config_.improve, config_.capacity);
            improver_->run(solution_, improveUntil);
        }
        return outcome_;
    }

    Outcome outcome() const { return outcome_; }
    // The shortest solution so far, and the first one found.
    const std::vector<Move>& solution() const { return solution_; }
    const std::vector<Move>& firstSolution() const { return first_; }
    // The start after autoplay.
    const Board& root() const { return root_; }
    // The most promising path of the first best-first search that has run,
    // to play when time runs out.
    std::vector<Move> bestPath() const {
        for (const auto& s : scans_)
            if (s && s->bestFirst()) return s->bestFirst()->bestPath();
        return {};
    }
    // The scans in the order they first ran (the schedule's test).
    const std::vector<std::string>& scansRun() const { return started_; }
    SearchStats stats() const {
        SearchStats total;
        total.bytes = store_.bytes();
        for (const auto& s : scans_)
            if (s) total.expanded += s->positions(), total.bytes += s->bytes();
        if (improver_) total.expanded += improver_->expanded(), total.bytes += improver_->bytes();
        return total;
    }

private:
    // The schedule's search for a first solution: the opening's turns, then
    // rounds.
    void search(Clock::time_point deadline, std::uint64_t positions) {
        std::uint64_t spent = 0;
        while (outcome_ == Outcome::Unknown && !gaveUp_ && Clock::now() < deadline && spent < positions) {
            const bool opening = turn_ < config_.prelude.size();
            const std::size_t index = opening ? config_.prelude[turn_].scan : config_.rounds[current_];
            const std::uint64_t budget = opening ? config_.prelude[turn_].positions : budget_;
            auto& scan = scans_[index];
            if (!scan) {
                // Eight marks in the store: depth-first scans past the eighth share the last.
                scan = std::make_unique<Scan>(start_, config_, config_.scans[index], store_,
                                              std::uint8_t(1u << std::min<std::size_t>(index, 7)));
                started_.push_back(config_.scans[index].name);
            }
            std::uint64_t before = scan->positions();
            std::uint64_t until = std::min(budget, before + std::min(positions - spent, UINT64_MAX - before));
            Outcome o = scan->outcome() == Outcome::Unknown ? scan->run(deadline, until) : scan->outcome();
            spent += scan->positions() - before;
            if (o == Outcome::Winnable) {
                solution_ = first_ = scan->solution();
                outcome_ = Outcome::Winnable;
            } else if (o == Outcome::Unwinnable) {
                // Every search would exhaust the same positions: check once, exactly.
                if (!proof_)
                    proof_ = std::make_unique<UnsolvabilityProof>(start_, config_.autoplay, config_.proofLimit,
                                                                  config_.capacity);
                Proof p = proof_->run(deadline);
                if (p == Proof::Unsolvable)
                    outcome_ = Outcome::Unwinnable;
                else if (p != Proof::Unfinished)
                    gaveUp_ = true;
            } else if (scan->positions() >= budget) {
                if (opening)
                    ++turn_;
                else if (++current_ == config_.rounds.size())
                    current_ = 0, budget_ *= 2;
            }
        }
    }

    SolverConfig config_;
    Board start_;
    Board root_;
    ScanStore store_;                           // the depth-first scans' positions
    std::vector<std::unique_ptr<Scan>> scans_;  // made when first run
    std::vector<std::string> started_;
    std::size_t turn_ = 0;     // the opening's next turn
    std::size_t current_ = 0;  // then the round's scan
    std::uint64_t budget_;
    Outcome outcome_ = Outcome::Unknown;
    std::unique_ptr<UnsolvabilityProof> proof_;  // made when a search is exhausted
    bool gaveUp_ = false;                        // exhausted by key, but too large to confirm exactly
    std::vector<Move> solution_, first_;
    std::unique_ptr<Improver> improver_;  // made at the first solution
};

}  // namespace freecell::bot
