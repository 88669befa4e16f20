// Proofs of "impossible" by abstraction (abstract.hpp).
#include "bot/spider/analyser/abstract.hpp"

#include <array>

#include "bot/spider/analyser/ledger.hpp"
#include "bot/spider/analyser/relax.hpp"
#include "bot/spider/analyser/unseen.hpp"

namespace spider::bot {

namespace abstraction {

const char* suitWord(int suit) {
    static const char* names[] = {"clubs", "diamonds", "hearts", "spades"};
    return names[suit];
}

// Cards that can never leave their place under the question's constraints.
// With --no-turn-up, a face-up card lying on a face-down one: moving it, or
// removing a set it belongs to (it would be that set's King), turns the card
// under it up. With --no-space and a goal of removals only (a move then
// never reaches the goal), the card at the foot of a column with nothing
// face down, unless a King: moving it makes a space, and a set it belonged
// to would have it as its King. Such a card never goes into a set.
std::array<std::array<bool, Cards>, Columns> fixedCards(const AnalyseContext& ctx, const State& s) {
    std::array<std::array<bool, Cards>, Columns> fixed{};
    bool removalsOnly = !ctx.table.rules.autoRemove && !ctx.query.keepSpace;
    for (const GoalPart& g : ctx.query.goal) removalsOnly &= g.kind == GoalPart::Remove || g.kind == GoalPart::Removals;
    for (int c = 0; c < Columns; ++c) {
        int down = s.down[std::size_t(c)];
        if (s.len[std::size_t(c)] == down) continue;
        bool onFaceDown = down > 0 && ctx.query.noTurnUp;
        bool atFoot = down == 0 && ctx.query.noSpace && removalsOnly && rankOf(s.at(c, 0)) != Ranks;
        fixed[std::size_t(c)][std::size_t(down)] = onFaceDown || atFoot;
    }
    // Buried under a King (Woods's "the King can go nowhere"): with
    // --no-space, a goal of removals only and no space now, no column is
    // ever empty before the goal holds, so a King never moves (it goes only
    // into a space); it leaves only in its own set, from the column's foot.
    // Where that removal cannot come before the goal, the cards it covers
    // stay under it, and none of them can join a set (the King lies
    // between them and the foot): they are fixed, and so is the King when
    // no set of its suit may go at all.
    if (!(ctx.query.noSpace && removalsOnly)) return fixed;
    for (int c = 0; c < Columns; ++c)
        if (!s.len[std::size_t(c)]) return fixed;
    std::array<int, Suits> named = namedSets(ctx.query.goal);
    bool oneSetGoal =
        ctx.query.goal.size() == 1 && ctx.query.goal[0].kind == GoalPart::Remove && ctx.query.goal[0].suits.size() == 1;
    for (int c = 0; c < Columns; ++c) {
        int down = s.down[std::size_t(c)];
        for (int i = s.len[std::size_t(c)] - 1; i > down; --i) {
            Card k = s.at(c, i);
            if (rankOf(k) != Ranks) continue;
            bool neverGoes = ctx.query.maxRemovals == 0 && !named[std::size_t(suitOf(k))];
            bool goesAsTheGoal = oneSetGoal && ctx.query.goal[0].suits[0] == suitOf(k);  // then it is too late
            if (!neverGoes && !goesAsTheGoal) continue;
            for (int j = down; j < i; ++j) fixed[std::size_t(c)][std::size_t(j)] = true;
            fixed[std::size_t(c)][std::size_t(i)] = fixed[std::size_t(c)][std::size_t(i)] || neverGoes;
            break;  // (the cards above it are all marked)
        }
    }
    return fixed;
}

// "the only Kh in view lies on a face-down card (column 6)"; "both 5d in
// view lie under Kings that cannot move (column 3 under the Kc, column 7
// under the Ks)"
std::string whereFixed(const State& s, const std::array<std::array<bool, Cards>, Columns>& fixed, Card card,
                       int inView) {
    std::string out = inView == 1 ? "the only " + cardName(card) + " in view" : "both " + cardName(card) + " in view";
    std::string columns, buried;
    bool onFaceDown = false;
    for (int c = 0; c < Columns; ++c) {
        int foot = s.down[std::size_t(c)];
        for (int i = foot; i < s.len[std::size_t(c)]; ++i) {
            if (!fixed[std::size_t(c)][std::size_t(i)] || s.at(c, i) != card) continue;
            if (i == foot && (foot > 0 || rankOf(card) != Ranks)) {
                columns += (columns.empty() ? "" : " and ") + std::to_string(c + 1);
                onFaceDown |= foot > 0;
                continue;
            }
            int k = i + 1;  // the King it lies under, or itself
            while (k < s.len[std::size_t(c)] && rankOf(s.at(c, k)) != Ranks) ++k;
            if (k == s.len[std::size_t(c)]) k = i;
            buried += (buried.empty() ? "" : ", ") + std::string("column ") + std::to_string(c + 1) +
                (k == i ? " (the King itself: no set of its suit may go)" : " under the " + cardName(s.at(c, k)));
        }
    }
    if (!buried.empty())
        return out + (inView == 1 ? " lies where no move can reach it (" : " lie where no move can reach them (") +
            buried + (columns.empty() ? "" : "; at the foot or on face-down cards: column " + columns) +
            "): with no space, a King moves only in its own set, and no set may go before the goal that would take it";
    out += inView == 1 ? (onFaceDown ? " lies on a face-down card" : " is at the foot of its column")
                       : (onFaceDown ? " lie on face-down cards" : " are at the foot of their columns");
    return out + " (column " + columns + ")";
}

}  // namespace abstraction

std::optional<Proof> countedCardsProof(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::array<int, Suits> named = namedSets(ctx.query.goal);
    int needRemovals = 0, allowed = ctx.query.maxRemovals;
    for (int sets : named) allowed += sets;
    for (const GoalPart& g : ctx.query.goal)
        if (g.kind == GoalPart::Removals) needRemovals = std::max(needRemovals, g.n);
    if (!ctx.countedCards && !ctx.fixedCards) return std::nullopt;
    if (ctx.query.maxRemovals >= 0 && needRemovals > allowed)
        return Proof{"counted cards",
                     "the goal asks for " + std::to_string(needRemovals) + " removals, and at most " +
                         std::to_string(allowed) + " are allowed"};
    if (ctx.table.rules.suits != 4 || ctx.table.rules.anyRunMoves || assumedFaceDown(ctx, n))
        return std::nullopt;  // (not argued for assumed cards)
    std::array<int, Suits> removed{};
    for (Card k : n.p.removedKings) ++removed[std::size_t(suitOf(k))];
    std::array<int, DeckSize> inView{}, fixedCount{}, unseen = unseenCounts(ctx, n),
                                                      faceDown{};  // faceDown: with `known`
    auto fixed = abstraction::fixedCards(ctx, n.s);
    int down = 0;
    for (int c = 0; c < Columns; ++c) {
        down += n.s.down[std::size_t(c)];
        for (int i = 0; ctx.known && i < n.s.down[std::size_t(c)]; ++i) ++faceDown[n.s.at(c, i)];
        for (int i = n.s.down[std::size_t(c)]; i < n.s.len[std::size_t(c)]; ++i) {
            ++inView[n.s.at(c, i)];
            fixedCount[n.s.at(c, i)] += fixed[std::size_t(c)][std::size_t(i)];
        }
    }
    int unseenTotal = 0;
    for (int u : unseen) unseenTotal += u;
    int hand = unseenTotal - down;
    bool noneMayTurnUp = down == 0 || ctx.query.noTurnUp;
    // Whether `missing` copies of `c` (besides those usable in view) cannot be had.
    auto unobtainable = [&](Card c, int missing) {
        if (missing <= 0) return false;
        if (ctx.known) return noneMayTurnUp || faceDown[c] < missing;
        return noneMayTurnUp || unseen[c] < missing || hand >= unseen[c] - missing + 1;
    };
    auto whyMissing = [&](Card c) {
        if (noneMayTurnUp) return std::string(down ? "no card may be turned up" : "nothing is face down");
        if (ctx.known) return std::string("too few are face down");
        return "the face-down cards need not give one (the hand can hold every unseen " + cardName(c) + ")";
    };
    for (bool withFixed : {false, true}) {
        if (!(withFixed ? ctx.fixedCards : ctx.countedCards)) continue;
        for (int suit = 0; suit < Suits; ++suit) {
            int sets = named[std::size_t(suit)] - removed[std::size_t(suit)];
            for (int r = Ranks; r >= 1 && sets > 0; --r) {
                Card c = makeCard(r, suit);
                int usable = inView[c] - (withFixed ? fixedCount[c] : 0);
                if (!unobtainable(c, sets - usable)) continue;
                std::string set = "a set of " + std::string(abstraction::suitWord(suit)) + " needs " +
                    (sets > 1 ? "two of " : "the ") + cardName(c) + ": ";
                if (!withFixed)
                    return Proof{
                        "counted cards",
                        set + (inView[c] ? "too few are in view" : "none is in view") + ", and " + whyMissing(c)};
                return Proof{"fixed cards",
                             set + abstraction::whereFixed(n.s, fixed, c, inView[c]) + ", and " + whyMissing(c)};
            }
        }
        int done = int(n.p.removedKings.size());
        if (needRemovals <= done) continue;
        int sets = 0, hidden = 0;
        for (int suit = 0; suit < Suits; ++suit) {
            auto have = [&](Card c) {
                return inView[c] - (withFixed ? fixedCount[c] : 0) +
                    (ctx.known && !ctx.query.noTurnUp ? faceDown[c] : 0);
            };
            Card scarcest = makeCard(1, suit);
            for (int r = 2; r <= Ranks; ++r) {
                Card c = makeCard(r, suit);
                if (have(c) < have(scarcest) || (have(c) == have(scarcest) && unseen[c] < unseen[scarcest]))
                    scarcest = c;
            }
            sets += std::max(0, have(scarcest));
            hidden += unseen[scarcest];
        }
        if ((ctx.known || noneMayTurnUp || hidden <= hand) && done + sets < needRemovals)
            return Proof{withFixed ? "fixed cards" : "counted cards",
                         "each suit gives at most as many sets as it has " + std::string(withFixed ? "usable " : "") +
                             "copies of its scarcest card in view: " + std::to_string(sets) + " in all, and " +
                             std::to_string(needRemovals - done) + " are wanted"};
    }
    return std::nullopt;
}

std::optional<Proof> relaxedProof(const AnalyseContext& ctx, const AnalyseNode& n) {
    if (!ctx.relaxation) return std::nullopt;
    std::string part = relaxedImpossible(n.s, n.p, ctx.table, ctx.query);
    if (part.empty()) return std::nullopt;
    return Proof{"relaxed game",
                 std::string("even if every card once free stayed free and took any number of runs, ") + part};
}

std::optional<Proof> abstractProof(const AnalyseContext& ctx, const AnalyseNode& n) {
    if (auto p = countedCardsProof(ctx, n)) return p;
    if (auto p = relaxedProof(ctx, n)) return p;
    return ledgerProof(ctx, n);
}

std::vector<Proof> everyAbstractProof(const AnalyseContext& ctx, const AnalyseNode& n) {
    std::vector<Proof> out;
    for (auto proof : {countedCardsProof(ctx, n), relaxedProof(ctx, n), ledgerProof(ctx, n)})
        if (proof) out.push_back(*proof);
    return out;
}

}  // namespace spider::bot
