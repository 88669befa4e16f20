// The FreeCell solver's schedule of scans (solver.hpp).
#include "bot/freecell/solver.hpp"

#include <algorithm>

namespace freecell::bot {

Scan::Scan(const Board& start, const SolverConfig& config, const ScanSpec& spec, ScanStore& store, std::uint8_t bit) {
    if (spec.depthFirst)
        depth_ = std::make_unique<DepthFirstScan>(start, config.autoplay, config.capacity, spec.weights, spec.seed,
                                                  store, bit);
    else
        best_ = std::make_unique<BestFirstSearch>(start, config.autoplay, spec.weights, config.capacity);
}

Outcome Scan::run(Clock::time_point deadline, std::uint64_t until) {
    return best_ ? best_->run(deadline, until) : depth_->run(deadline, until);
}

Outcome Scan::outcome() const { return best_ ? best_->outcome() : depth_->outcome(); }

const std::vector<Move>& Scan::solution() const { return best_ ? best_->solution() : depth_->solution(); }

std::uint64_t Scan::positions() const { return best_ ? best_->stats().expanded : depth_->visited(); }

std::size_t Scan::bytes() const { return best_ ? best_->stats().bytes : depth_->bytes(); }

Solver::Solver(const Board& start, SolverConfig config)
    : config_(std::move(config)), start_(start), budget_(config_.firstRound) {
    if (config_.scans.empty()) config_.bestFirstOnly({SearchWeights{}});
    if (config_.rounds.empty()) config_.rounds.push_back(0);
    scans_.resize(config_.scans.size());
    root_ = start_;
    autoplay(root_, config_.autoplay);
    if (root_.won()) outcome_ = Outcome::Winnable;
}

Outcome Solver::run(Clock::time_point deadline, Clock::time_point improveUntil, std::uint64_t positions) {
    search(deadline, positions);
    if (outcome_ == Outcome::Winnable) {
        if (!improver_)
            improver_ = std::make_unique<Improver>(start_, config_.autoplay, config_.improve, config_.capacity);
        improver_->run(solution_, improveUntil);
    }
    return outcome_;
}

std::vector<Move> Solver::bestPath() const {
    for (const auto& s : scans_)
        if (s && s->bestFirst()) return s->bestFirst()->bestPath();
    return {};
}

SearchStats Solver::stats() const {
    SearchStats total;
    total.bytes = store_.bytes();
    for (const auto& s : scans_)
        if (s) total.expanded += s->positions(), total.bytes += s->bytes();
    if (improver_) total.expanded += improver_->expanded(), total.bytes += improver_->bytes();
    return total;
}

void Solver::search(Clock::time_point deadline, std::uint64_t positions) {
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

}  // namespace freecell::bot
