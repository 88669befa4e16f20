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
    Scan(const Board& start, const SolverConfig& config, const ScanSpec& spec, ScanStore& store, std::uint8_t bit);
    Outcome run(Clock::time_point deadline, std::uint64_t until);
    Outcome outcome() const;
    const std::vector<Move>& solution() const;
    std::uint64_t positions() const;
    std::size_t bytes() const;
    const BestFirstSearch* bestFirst() const { return best_.get(); }

private:
    std::unique_ptr<BestFirstSearch> best_;
    std::unique_ptr<DepthFirstScan> depth_;
};

class Solver {
public:
    explicit Solver(const Board& start, SolverConfig config = {});

    // Search until solved, proved unsolvable or the deadline, then shorten
    // the solution until the deadline; call again to go on.
    Outcome run(Clock::time_point deadline) { return run(deadline, deadline); }

    // The same with a deadline of its own for the shortening.
    // `positions` bounds the positions the search for a first solution may
    // expand in this call, so that a caller (a test) gets the same result
    // whatever the machine's load.
    Outcome run(Clock::time_point deadline, Clock::time_point improveUntil, std::uint64_t positions = UINT64_MAX);

    Outcome outcome() const { return outcome_; }
    // The shortest solution so far, and the first one found.
    const std::vector<Move>& solution() const { return solution_; }
    const std::vector<Move>& firstSolution() const { return first_; }
    // The start after autoplay.
    const Board& root() const { return root_; }
    // The most promising path of the first best-first search that has run,
    // to play when time runs out.
    std::vector<Move> bestPath() const;
    // The scans in the order they first ran (the schedule's test).
    const std::vector<std::string>& scansRun() const { return started_; }
    SearchStats stats() const;

private:
    // The schedule's search for a first solution: the opening's turns, then
    // rounds.
    void search(Clock::time_point deadline, std::uint64_t positions);

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
