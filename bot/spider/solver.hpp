// `bot spider --solve`: a perfect-information Spider solver under Woods's
// rules (or the rule options of `referee spider`). It knows every card: the
// face-down ones and the order of the hand.
//
// Two searches (docs/spider-solver.md):
//  - the guided search, which finds wins: between two deals a best-first
//    search over positions, with macro-moves and pruning that keep it small;
//    from the best few positions it may deal from (judged after the deal, as
//    the hand is known) it deals and goes on, backing up to the next one when
//    a later stretch fails. Its pruning is not exhaustive, so when it runs
//    out of positions that proves nothing;
//  - the exact search, run only then: every legal move, positions told apart
//    by their whole contents (no 64-bit keys), so running out of positions
//    proves the deal unwinnable.
//
// The position and its moves: state.hpp; the score: evaluate.hpp.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <queue>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "bot/common/seen_set.hpp"
#include "bot/common/solve_result.hpp"
#include "bot/spider/evaluate.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

using Clock = std::chrono::steady_clock;
using patience::bot::SearchLimit;

// The guided search (see the top of this file): a beam over the deals. Each
// round keeps `width` positions after each deal; from each, a best-first
// search of at most `expansions` positions looks for a win and for the best
// positions to deal from (judged after the deal). The next round is wider and
// deeper, until the win or the limits.
class GuidedSearch {
public:
    int width = 2, expansions = 1500, sameShape = 2;
    // If set, where a search that did not win got furthest: the most dealt,
    // then the best score (tools/spider-labels' bootstrap: a position is
    // worth what the search reaches from it).
    State* furthest = nullptr;

    GuidedSearch(const Table& t, SearchLimit& limit) : t_(t), limit_(limit) {}

    // true: `path` wins from `start`. false: the limits ran out.
    bool solve(const State& start, std::vector<Step>& path);

private:
    struct Node {
        std::uint32_t parent;
        Step step;
        std::uint16_t depth;    // steps from the stretch's start
        std::int32_t snapshot;  // its position in snapshots_, or -1
    };
    static constexpr int SnapshotEvery = 24;  // the replay from a node's nearest snapshot is shorter
    struct Entry {
        State state;
        std::vector<Step> path;
        int score;
    };

    const Table& t_;
    SearchLimit& limit_;
    Keys keys_;
    std::vector<State> snapshots_;  // of the stretch being searched: its start, then every SnapshotEvery steps deep
    bool exhausted_ = false;        // the last round searched every position its moves reach
    bool reached_ = false;
    int furthestScore_ = 0;

    void reach(const State& s, int score);

    bool round(const Entry& first, int width, int expansions, std::vector<Step>& path);

    // What the beam keeps apart: which cards are still face down.
    static std::uint64_t shape(const State& s);

    // The steps from the stretch's start to `node`, removals included, and
    // the position they reach.
    State replay(const State& start, const std::vector<Node>& nodes, std::uint32_t node, std::vector<Step>* out) const;

    // One stretch between deals from `e`: a win (into `path`), or up to
    // `keep` positions after the next deal added to `next`.
    bool stretch(const Entry& e, int budget, int keep, std::vector<Entry>& next, patience::bot::SeenSet& nextKeys,
                 std::vector<Step>& path, bool& cut);
};

// The exact search: depth first over every legal step, positions told apart
// by their whole contents (columns sorted once the hand is out, as their
// order then does not matter).
class ExactSearch {
public:
    enum SearchEnd { Won, Exhausted, Stopped };  // a path found; every position searched; a limit reached

    // Its table holds each position whole (about 200 bytes), unlike the
    // guided search's: a cap keeps a deal under a gigabyte whatever the limits.
    static constexpr long MaxPositions = 4'000'000;

    ExactSearch(const Table& t, SearchLimit& limit) : t_(t), limit_(limit) {}

    SearchEnd run(const State& start, std::vector<Step>& path);
    long positions() const { return long(seen_.size()); }

private:
    struct Node {
        std::uint32_t parent;
        Step step;
    };
    const Table& t_;
    SearchLimit& limit_;
    std::unordered_set<std::string> seen_;

    std::string form(const State& s) const;
};

using SolveResult = patience::bot::SolveResult<Step>;  // winnable, unwinnable or unknown: bot/common/solve_result.hpp

// Within one limit over both searches, the guided and then the exact.
SolveResult solve(const Game& g, SearchLimit limit);

}  // namespace spider::bot
