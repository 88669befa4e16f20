// The analyser (analyser.hpp): a question's abstractions, searches and
// counter-deals, in turn.
#include "bot/spider/analyser/analyser.hpp"

#include <algorithm>
#include <limits>

#include "common/random.hpp"

namespace spider::bot {

Analyser::Analyser(const Game& g, Query q, bool known, const AnalyseLimits& limits, SearchLimit& limit)
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

exact::Answer Analyser::exactOnly(bool canonical, long maxPositions) {
    return exact::Search(ctx_, start_.s, canonical).run(limit_, maxPositions);
}

AnalyseResult Analyser::run() {
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

void Analyser::andOr(const AnalyseContext& ctx, double fraction, AnalyseResult& r) {
    SearchLimit part = limit_.share(fraction);
    andOr(ctx, part, r);
    limit_.add(part.positions());
}

void Analyser::andOr(const AnalyseContext& ctx, SearchLimit& limit, AnalyseResult& r) {
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

void Analyser::exactRun(AnalyseResult& r) {
    SearchLimit rest = limit_.timeOnly();
    long cap = limit_.positionsLeft() < std::numeric_limits<long>::max() / ExactPositionsPerPosition
        ? limit_.positionsLeft() * ExactPositionsPerPosition
        : std::numeric_limits<long>::max();
    auto t0 = Clock::now();
    exact::Answer a = exact::Search(ctx_, start_.s).run(rest, cap);
    exactFigures_.add(ExactFigures{a.positions, std::chrono::duration<double, std::milli>(Clock::now() - t0).count(),
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

AnalyseResult Analyser::counterDeal() {
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
        r.proof = Proof{"a counter-deal",
                        "with the face-down cards as " + deal + ", known, no plan reaches the goal (" +
                            std::string(dealt.proof.by) + ": " + dealt.proof.why + "), so none does whatever they are"};
        break;
    }
    return r;
}

AnalyseContext Analyser::contextOf(const Game& g, Query q, bool known, const AnalyseLimits& limits) {
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
                          limits.ledger,
                          spacesIn(g),
                          int(g.removedRuns.size()),
                          unseen};
}

bool Analyser::weakerIsImpossible(Proof& proof) {
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
        proof = Proof{r.proof.by, kind + std::to_string(weaker.goal[j].n) + " is impossible already: " + r.proof.why};
        return true;
    }
    return false;
}

Proof Analyser::searchProof(const std::map<std::string, long>& ended) {
    std::string why = "every position the constraints allow was searched";
    std::string by;
    for (const auto& [name, layers] : ended) by += (by.empty() ? "" : ", ") + name + " at " + std::to_string(layers);
    if (!by.empty()) why += ", the positions after a turn-up ended by " + by;
    return Proof{"search", why};
}

bool Analyser::counterDealMayProve() const {
    if (ctx_.known || !limits_.counterDeal || ctx_.query.noTurnUp || ctx_.query.assumes()) return false;
    for (int c = 0; c < Columns; ++c)
        if (start_.s.down[std::size_t(c)]) return true;
    return false;
}

Game Analyser::redealt(Game g, std::uint64_t seed, bool highFirst) {
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

}  // namespace spider::bot
