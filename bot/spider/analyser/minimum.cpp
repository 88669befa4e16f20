// `--minimise removals` (minimum.hpp): the bounds, raised and lowered.
#include "bot/spider/analyser/minimum.hpp"

#include <chrono>

#include "bot/spider/solver.hpp"

namespace spider::bot {

int mostOtherRemovals(const Game& g, const Strategy& plan, Query q, bool known) {
    for (q.maxRemovals = 0; q.maxRemovals < SuitsToWin; ++q.maxRemovals)
        if (checkPlan(g, plan, q, known).empty()) break;
    return q.maxRemovals;
}

std::shared_ptr<const Strategy> solverLinePlan(const Game& g, Query q, bool known, int timeMs) {
    if (!known || q.assumes()) return nullptr;
    SolveResult line = solve(g, SearchLimit::after(timeMs));
    if (line.status != SolveResult::Winnable) return nullptr;
    q.maxRemovals = -1;
    auto plan = std::make_shared<Strategy>();
    for (const Step& st : line.moves) {
        if (st.kind == Step::Deal) return nullptr;
        plan->moves.push_back(command(st));
        if (checkPlan(g, *plan, q, known).empty()) return plan;
    }
    return nullptr;
}

FewestRemovals fewestRemovals(const Game& g, Query q, bool known, const AnalyseLimits& limits) {
    SearchLimit limit = searchLimitOf(limits);
    FewestRemovals f;
    auto t0 = Clock::now();
    long uncounted = 0;  // exact-search positions not counted against the limit (analyser.hpp)
    ExactFigures exact;
    auto finish = [&](AnalyseResult::Status status) {
        f.result.status = status;
        f.result.positions = limit.positions() + uncounted;
        f.result.exact = exact;
        f.result.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        return f;
    };
    // The upper bound: the solver's line (on a tenth of the time), and any
    // plan at all on a quarter of the limits, whichever removes fewer.
    if (auto line = solverLinePlan(g, q, known, limits.timeMs / 10)) {
        f.atMost = mostOtherRemovals(g, *line, q, known);
        Query within = q;
        within.maxRemovals = f.atMost;
        f.result.plan = withoutSpareMoves(g, *line, within, known);
        f.bySolver = true;
    }
    SearchLimit quarter = limit.share(0.25);
    q.maxRemovals = -1;
    AnalyseResult any = analysePosition(g, q, known, limits, quarter);
    limit.add(quarter.positions());
    uncounted += any.uncounted;
    exact.add(any.exact);
    if (any.status == AnalyseResult::Impossible) {
        f.result.proof = any.proof;
        return finish(AnalyseResult::Impossible);
    }
    if (any.status == AnalyseResult::Possible) {
        int most = mostOtherRemovals(g, *any.plan, q, known);
        if (f.atMost < 0 || most < f.atMost) {
            f.atMost = most;
            f.result.plan = any.plan;  // (shown with an unknown answer too: the upper bound's plan)
            f.bySolver = false;
        }
    }
    // The lower bound, raised one at a time.
    for (int k = 0; k < (f.atMost >= 0 ? f.atMost : SuitsToWin + 1); ++k) {
        q.maxRemovals = k;
        if (limit.reached() || limit.positionsLeft() <= 0) return finish(AnalyseResult::Unknown);
        AnalyseResult r = analysePosition(g, q, known, limits, limit);
        uncounted += r.uncounted;
        exact.add(r.exact);
        if (r.status == AnalyseResult::Unknown) return finish(AnalyseResult::Unknown);
        if (r.status == AnalyseResult::Possible) {
            f.atLeast = f.atMost = k;
            f.result.plan = r.plan;
            f.bySolver = false;
            return finish(AnalyseResult::Possible);
        }
        f.atLeast = k + 1;
        f.result.proof = r.proof;
    }
    if (f.atMost < 0) return finish(AnalyseResult::Impossible);  // (every number of removals refused)
    return finish(AnalyseResult::Possible);                      // the bounds meet: the upper bound's plan
}

}  // namespace spider::bot
