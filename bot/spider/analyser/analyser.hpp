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

#include <algorithm>
#include <array>
#include <chrono>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "bot/spider/analyser/abstract.hpp"
#include "bot/spider/analyser/exact.hpp"
#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/query.hpp"
#include "bot/spider/analyser/search.hpp"
#include "bot/spider/state.hpp"
#include "common/random.hpp"

namespace spider::bot {

using Clock = std::chrono::steady_clock;
using patience::bot::SearchLimit;

// What the user asked for: how far to search, and the reductions.
struct AnalyseLimits {
    int timeMs = 60000;
    long positions = 10000000;  // positions reached, at most (0: no limit)
    // The reductions (docs/spider-analyser.md); all off: every arrangement
    // searched, to check them and to measure what each saves.
    bool columnsInOrder = true, joinedRuns = true, relaxation = true, countedCards = true, fixedCards = true;
    bool counterDeal = true;  // with the face-down cards unknown: try the file's own, for a proof (analyser.hpp)
    bool reusePlans = true;   // a plan found for one card turned up, replayed for the next (analyser/reuse.hpp)
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
    return SearchLimit(Clock::now() + std::chrono::milliseconds(limits.timeMs), limits.positions);
}

inline const char* statusName(AnalyseResult::Status s) {
    return s == AnalyseResult::Possible ? "possible" : s == AnalyseResult::Impossible ? "impossible" : "unknown";
}

class Analyser {
public:
    // `limit`: the question's, which may be shared with questions asked
    // before or after it (--minimise's tries): positions are counted over all.
    Analyser(const Game& g, Query q, bool known, const AnalyseLimits& limits, SearchLimit& limit)
        : game_(g), limits_(limits), limit_(limit), ctx_(contextOf(g, std::move(q), known, limits)) {
        start_.s = Table::stateOf(g);
        for (int c = 0; c < Columns; ++c) {
            int down = start_.s.down[std::size_t(c)];
            const std::vector<Card>& assumed = ctx_.query.assume[std::size_t(c)];
            for (int i = 0; i < down; ++i) {
                int a = i - (down - int(assumed.size()));  // the assumed cards are the last face down
                Card& slot = start_.s.card[std::size_t(c)][std::size_t(i)];
                if (a >= 0)
                    slot = assumed[std::size_t(a)];
                else if (!known)
                    slot = Hidden;
            }
        }
    }

    // The exact search alone (no abstraction, no other search first), with
    // the columns in any order one position or (`canonical` false) not: for
    // the random checks and the reference answers. Whether it applies:
    // exactApplies().
    bool exactApplies() const { return exact::applies(ctx_, start_.s); }
    exact::Answer exactOnly(bool canonical, long maxPositions) {
        return exact::Search(ctx_, start_.s, canonical).run(limit_, maxPositions);
    }

    // Each abstraction's proof that the goal is out of reach from the start
    // (analyser/abstract.hpp).
    std::vector<Proof> abstractProofsAtStart() const { return everyAbstractProof(ctx_, start_); }

    AnalyseResult run() {
        auto t0 = Clock::now();
        long before = limit_.positions();
        AnalyseResult r;
        auto done = [&] {
            r.positions = limit_.positions() - before + uncounted_;
            r.uncounted = uncounted_;
            r.exact = exactFigures_;
            r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
            return r;
        };
        if (auto proof = abstractProof(ctx_, start_)) {  // the columns as the user numbers them
            limit_.add();                                // the one position looked at
            r.status = AnalyseResult::Impossible, r.proof = *proof;
            return done();
        }
        if (weakerIsImpossible(r.proof)) {
            r.status = AnalyseResult::Impossible;
            return done();
        }
        bool exactApplies = limits_.exactSearch && exact::applies(ctx_, start_.s);
        if (exactApplies) {
            // A fully known question: the AND-OR search on a tenth of the
            // limits (its plans are short, and most come at once), then on
            // another tenth without joined runs (they change its order, and
            // on some problems built like Woods's its plan comes only
            // without them), then the exact search, which finishes where
            // they cannot.
            andOr(ctx_, 0.1, r);
            if (r.status == AnalyseResult::Unknown && ctx_.joinedRuns && !limit_.reached()) {
                AnalyseContext unjoined = ctx_;
                unjoined.joinedRuns = false;
                andOr(unjoined, 0.1 / 0.9, r);
            }
            if (r.status == AnalyseResult::Unknown && !limit_.reached()) exactRun(r);
            return done();
        }
        // A third of the limits for the search, the rest for counter-deals if
        // it runs out (a plan with turn-ups, where there is one, comes early).
        bool counter = counterDealMayProve();
        SearchLimit part = limit_.share(1.0 / 3);
        andOr(ctx_, counter ? part : limit_, r);
        if (counter) {
            limit_.add(part.positions());
            if (r.status == AnalyseResult::Unknown && !limit_.reached()) {
                AnalyseResult dealt = counterDeal();
                if (dealt.status == AnalyseResult::Impossible) r.status = dealt.status, r.proof = dealt.proof;
            }
        }
        return done();
    }

    // The AND-OR search (analyser/search.hpp) of `ctx` on `limit`, its
    // answer into `r`; on `fraction` of the limits left, counted here.
    void andOr(const AnalyseContext& ctx, double fraction, AnalyseResult& r) {
        SearchLimit part = limit_.share(fraction);
        andOr(ctx, part, r);
        limit_.add(part.positions());
    }
    void andOr(const AnalyseContext& ctx, SearchLimit& limit, AnalyseResult& r) {
        AnalyseSearch search(ctx, limit);
        std::string root = search.keys().encode(start_);
        bool needsTurnUp = false;
        for (const GoalPart& g : ctx.query.goal) needsTurnUp |= g.kind == GoalPart::TurnUp;
        // The turn-ups a plan may make grow one at a time: shallow plans first.
        for (int turnUps = needsTurnUp ? 1 : 0;; ++turnUps) {
            PlanAnswer o = search.solve(root, turnUps);
            if (o.status == PlanAnswer::Possible)
                r.status = AnalyseResult::Possible, r.plan = renumbered(o.plan, search.keys().keyOrder(start_));
            else if (o.status == PlanAnswer::Failed && !o.cut)
                r.status = AnalyseResult::Impossible;
            else if (o.status == PlanAnswer::Failed)
                continue;  // deeper plans may exist
            break;
        }
        if (r.status == AnalyseResult::Impossible) r.proof = searchProof(search.abstractionProofs());
        r.cardsReplayed += search.cardsAnsweredByReplay();
    }

    // The exact search (analyser/exact.hpp) on the limits left: the time,
    // and ExactPositionsPerPosition as many positions.
    void exactRun(AnalyseResult& r) {
        SearchLimit rest = limit_.timeOnly();
        long cap = limit_.positionsLeft() < std::numeric_limits<long>::max() / ExactPositionsPerPosition
            ? limit_.positionsLeft() * ExactPositionsPerPosition
            : std::numeric_limits<long>::max();
        auto t0 = Clock::now();
        exact::Answer a = exact::Search(ctx_, start_.s).run(rest, cap);
        exactFigures_.add(ExactFigures{a.positions,
                                       std::chrono::duration<double, std::milli>(Clock::now() - t0).count(),
                                       a.tableBytes + a.columnBytes, a.positions});
        long counted = (a.positions + ExactPositionsPerPosition - 1) / ExactPositionsPerPosition;
        limit_.add(counted);
        uncounted_ += a.positions - counted;
        if (a.status == exact::Answer::Possible) {
            auto plan = std::make_shared<Strategy>();
            for (const Step& st : a.plan) plan->moves.push_back(command(st));
            r.status = AnalyseResult::Possible, r.plan = plan;
        } else if (a.status == exact::Answer::Impossible) {
            r.status = AnalyseResult::Impossible;
            r.proof = Proof{"exact search",
                            "every position the constraints allow was searched (" + std::to_string(a.positions) +
                                " positions, each stored whole, the columns in any order one)"};
        }
    }

    // A counter-deal: a plan must work whatever the face-down cards are, so
    // one deal of them under which no plan reaches the goal proves it
    // impossible. The file's own deal is one (it is a deal of the unseen
    // cards as the player counts them); then one with the highest cards next
    // to be turned up (a King turned up goes nowhere but into a space), then
    // deals at random (seeds 2, 3, ...), each searched with the cards known
    // on part of the limits left (the file's on three quarters, the others
    // on half each). Impossible with the deal named, or Unknown.
    AnalyseResult counterDeal() {
        AnalyseResult r;
        for (int seed = 0; seed <= MaxCounterDeals && !limit_.reached(); ++seed) {
            SearchLimit part = limit_.share(seed == 0 ? 0.75 : 0.5);  // the file's deal first, with most
            AnalyseResult dealt =
                Analyser(seed ? redealt(game_, std::uint64_t(seed), seed == 1) : game_, ctx_.query, true, limits_, part)
                    .run();
            limit_.add(part.positions());
            uncounted_ += dealt.uncounted;
            exactFigures_.add(dealt.exact);
            if (dealt.status != AnalyseResult::Impossible) continue;
            r.status = AnalyseResult::Impossible;
            std::string deal = seed == 0 ? "the file deals them"
                : seed == 1              ? "dealt with the highest next to be turned up"
                                         : "dealt at random (seed " + std::to_string(seed) + ")";
            r.proof =
                Proof{"a counter-deal",
                      "with the face-down cards as " + deal + ", known, no plan reaches the goal (" +
                          std::string(dealt.proof.by) + ": " + dealt.proof.why + "), so none does whatever they are"};
            break;
        }
        return r;
    }

private:
    static AnalyseContext contextOf(const Game& g, Query q, bool known, const AnalyseLimits& limits) {
        std::array<int, DeckSize> unseen;
        unseen.fill(2);
        for (const auto& run : g.removedRuns)
            for (Card c : run) --unseen[c];
        return AnalyseContext{Table(g),
                              std::move(q),
                              known,
                              limits.columnsInOrder,
                              limits.joinedRuns,
                              limits.relaxation,
                              limits.countedCards,
                              limits.fixedCards,
                              limits.reusePlans,
                              spacesIn(g),
                              int(g.removedRuns.size()),
                              unseen};
    }

    // A goal asking for N spaces or N removals (N >= 2) is first asked
    // with N - 1: a plan for N stops being one for N - 1 no later than it
    // ends, so if N - 1 is impossible so is N, and that proof is often far
    // smaller. Its positions count against the same limit.
    bool weakerIsImpossible(Proof& proof) {
        const Query& query = ctx_.query;
        for (std::size_t j = 0; j < query.goal.size(); ++j) {
            const GoalPart& g = query.goal[j];
            if ((g.kind != GoalPart::Spaces && g.kind != GoalPart::Removals) || g.n < 2) continue;
            Query weaker = query;
            --weaker.goal[j].n;
            if (limit_.positionsLeft() <= 0) return false;
            AnalyseResult r = Analyser(game_, weaker, ctx_.known, limits_, limit_).run();
            uncounted_ += r.uncounted;
            exactFigures_.add(r.exact);
            if (r.status != AnalyseResult::Impossible) continue;
            const char* kind = g.kind == GoalPart::Spaces ? "spaces:" : "removals:";
            proof =
                Proof{r.proof.by, kind + std::to_string(weaker.goal[j].n) + " is impossible already: " + r.proof.why};
            return true;
        }
        return false;
    }

    // Every position the constraints allow searched; the positions after a
    // turn-up (the roots of layers, or with known cards the positions
    // themselves) that abstractions ended, by name.
    static Proof searchProof(const std::map<std::string, long>& ended) {
        std::string why = "every position the constraints allow was searched";
        std::string by;
        for (const auto& [name, layers] : ended)
            by += (by.empty() ? "" : ", ") + name + " at " + std::to_string(layers);
        if (!by.empty()) why += ", the positions after a turn-up ended by " + by;
        return Proof{"search", why};
    }

    // Whether a counter-deal (counterDeal) may prove anything: only where
    // cards may be turned up, and none is assumed.
    bool counterDealMayProve() const {
        if (ctx_.known || !limits_.counterDeal || ctx_.query.noTurnUp || ctx_.query.assumes()) return false;
        for (int c = 0; c < Columns; ++c)
            if (start_.s.down[std::size_t(c)]) return true;
        return false;
    }
    static constexpr int MaxCounterDeals = 8;

    // `g` with its face-down cards and hand dealt anew from the same cards,
    // in an order the seed fixes; `highFirst`: the highest ranks first, to
    // each column's next card to be turned up, then the cards under them.
    static Game redealt(Game g, std::uint64_t seed, bool highFirst) {
        std::vector<Card> pool = g.hand;
        for (const Column& c : g.columns) pool.insert(pool.end(), c.down.begin(), c.down.end());
        patience::shuffle(pool.data(), pool.size(), seed);
        if (highFirst) std::stable_sort(pool.begin(), pool.end(), [](Card a, Card b) { return rankOf(a) > rankOf(b); });
        std::size_t next = 0;
        for (Column& c : g.columns)
            if (!c.down.empty()) c.down.back() = pool[next++];
        for (Column& c : g.columns)
            for (std::size_t i = 0; i + 1 < c.down.size(); ++i) c.down[i] = pool[next++];
        for (Card& x : g.hand) x = pool[next++];
        return g;
    }

    Game game_;
    AnalyseLimits limits_;
    SearchLimit& limit_;
    AnalyseContext ctx_;
    AnalyseNode start_;
    ExactFigures exactFigures_;
    long uncounted_ = 0;  // exact-search positions (and nested questions') not counted against limit_
};

}  // namespace spider::bot
