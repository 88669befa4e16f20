// `bot spider --analyse`: can a goal be reached from a position without
// dealing, whatever the face-down cards are? (docs/spider-analyser.md)
//
// The face-down cards are unknown: each may be any card neither in view nor
// removed (unless `known`). The answer is a strategy, an AND-OR search:
//  - from a position, the moves that turn nothing up lead to finitely many
//    positions (no deals, no cards appear): all of them are searched, and a
//    goal among them is a plan of moves;
//  - otherwise a move that turns a card up is a plan only if, for every card
//    that card may be, the position after it has a plan. Each turn-up leaves
//    one face-down card fewer, so this recursion ends.
// "Impossible" means every such position and every such move was tried, with
// positions told apart by their whole contents. The number of turn-ups a
// plan may make grows one at a time, so that shallow plans come first.
//
// This file is the analyser's public face; its parts: analyser/node.hpp (what
// they share), analyser/key.hpp (a position's key), analyser/moves.hpp (the
// moves and joined runs), analyser/abstract.hpp (hopeless positions: the
// proofs by abstraction), analyser/unseen.hpp (the cards a face-down card may
// be), analyser/estimate.hpp (the search's order), analyser/relax.hpp (the
// relaxed game), analyser/search.hpp (the AND-OR search), analyser/reuse.hpp
// (one plan for many cards), analyser/exact.hpp (the exact search).
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "bot/spider/analyser/abstract.hpp"
#include "bot/spider/analyser/exact.hpp"
#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"
#include "bot/spider/analyser/search.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

using Clock = std::chrono::steady_clock;
using patience::bot::SearchLimit;

// What the user asked for: how far to search, and the reductions.
struct AnalyseLimits {
    int timeMs = 60000;        // SearchLimit::NoClock: no deadline
    long positions = 8000000;  // positions reached, at most (0: no limit): at 250 bytes each, 2 GB
    // The reductions (docs/spider-analyser.md); all off: every arrangement
    // searched, to check them and to measure what each saves.
    bool columnsInOrder = true, joinedRuns = true, relaxation = true, countedCards = true, fixedCards = true;
    bool counterDeal = true;  // with the face-down cards unknown: try the file's own, for a proof (analyser.hpp)
    bool reusePlans = true;   // a plan found for one card turned up, replayed for the next (analyser/reuse.hpp)
    bool ledger = true;       // Woods's counting of the places runs can go (analyser/ledger.hpp)
    bool exactSearch = true;  // where no unknown card can come into view: the exact search (analyser/exact.hpp)
};

// An exact-search position is stored in far fewer bytes than the other
// search's: the limit on positions allows it five times as many.
constexpr long ExactPositionsPerPosition = 5;

// What the exact searches of a question stored, in how long, in how much
// memory (the largest of them).
struct ExactFigures {
    long positions = 0;
    double ms = 0;
    std::size_t peakBytes = 0;
    long peakPositions = 0;  // the positions of that largest
    void add(const ExactFigures& o) {
        positions += o.positions, ms += o.ms;
        if (o.peakBytes > peakBytes) peakBytes = o.peakBytes, peakPositions = o.peakPositions;
    }
};

struct AnalyseResult {
    enum Status { Possible, Impossible, Unknown } status = Unknown;
    std::shared_ptr<const Strategy> plan;
    Proof proof;             // Impossible: what proved it ("search" or an abstraction's name) and why
    long cardsReplayed = 0;  // cards turned up answered by a plan found for another (analyser/reuse.hpp)
    long positions = 0;      // reached (each stored once), over the whole search
    long uncounted = 0;      // of them, the exact search's not counted against the limit (ExactPositionsPerPosition)
    ExactFigures exact;      // the exact searches' part
    double ms = 0;
};

// The limit of a question asked on its own: from now.
inline SearchLimit searchLimitOf(const AnalyseLimits& limits) {
    return SearchLimit::after(limits.timeMs, limits.positions);
}

inline const char* statusName(AnalyseResult::Status s) {
    return s == AnalyseResult::Possible ? "possible" : s == AnalyseResult::Impossible ? "impossible" : "unknown";
}

class Analyser {
public:
    // `limit`: the question's, which may be shared with questions asked
    // before or after it (--minimise's tries): positions are counted over all.
    Analyser(const Game& g, Query q, bool known, const AnalyseLimits& limits, SearchLimit& limit);

    // The exact search alone (no abstraction, no other search first), with
    // the columns in any order one position or (`canonical` false) not: for
    // the random checks and the reference answers. Whether it applies:
    // exactApplies().
    bool exactApplies() const { return exact::applies(ctx_, start_.s); }
    exact::Answer exactOnly(bool canonical, long maxPositions);

    // Each abstraction's proof that the goal is out of reach from the start
    // (analyser/abstract.hpp).
    std::vector<Proof> abstractProofsAtStart() const { return everyAbstractProof(ctx_, start_); }

    AnalyseResult run();

    // The AND-OR search (analyser/search.hpp) of `ctx` on `limit`, its
    // answer into `r`; on `fraction` of the limits left, counted here.
    void andOr(const AnalyseContext& ctx, double fraction, AnalyseResult& r);
    void andOr(const AnalyseContext& ctx, SearchLimit& limit, AnalyseResult& r);

    // The exact search (analyser/exact.hpp) on the limits left: the time,
    // and ExactPositionsPerPosition as many positions.
    void exactRun(AnalyseResult& r);

    // A counter-deal: a plan must work whatever the face-down cards are, so
    // one deal of them under which no plan reaches the goal proves it
    // impossible. The file's own deal is one (it is a deal of the unseen
    // cards as the player counts them); then one with the highest cards next
    // to be turned up (a King turned up goes nowhere but into a space), then
    // deals at random (seeds 2, 3, ...), each searched with the cards known
    // on part of the limits left (the file's on three quarters, the others
    // on half each). Impossible with the deal named, or Unknown.
    AnalyseResult counterDeal();

private:
    static AnalyseContext contextOf(const Game& g, Query q, bool known, const AnalyseLimits& limits);

    // A goal asking for N spaces or N removals (N >= 2) is first asked
    // with N - 1: a plan for N stops being one for N - 1 no later than it
    // ends, so if N - 1 is impossible so is N, and that proof is often far
    // smaller. Its positions count against the same limit.
    bool weakerIsImpossible(Proof& proof);

    // Every position the constraints allow searched; the positions after a
    // turn-up (the roots of layers, or with known cards the positions
    // themselves) that abstractions ended, by name.
    static Proof searchProof(const std::map<std::string, long>& ended);

    // Whether a counter-deal (counterDeal) may prove anything: only where
    // cards may be turned up, and none is assumed.
    bool counterDealMayProve() const;
    static constexpr int MaxCounterDeals = 8;

    // `g` with its face-down cards and hand dealt anew from the same cards,
    // in an order the seed fixes; `highFirst`: the highest ranks first, to
    // each column's next card to be turned up, then the cards under them.
    static Game redealt(Game g, std::uint64_t seed, bool highFirst);

    Game game_;
    AnalyseLimits limits_;
    SearchLimit& limit_;
    AnalyseContext ctx_;
    AnalyseNode start_;
    ExactFigures exactFigures_;
    long uncounted_ = 0;  // exact-search positions (and nested questions') not counted against limit_
};

}  // namespace spider::bot
