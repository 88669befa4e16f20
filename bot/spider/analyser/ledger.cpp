// Woods's counting argument (ledger.hpp).
#include "bot/spider/analyser/ledger.hpp"

#include <algorithm>
#include <array>
#include <bitset>
#include <functional>
#include <string>
#include <vector>

#include "bot/spider/analyser/relax.hpp"
#include "bot/spider/analyser/unseen.hpp"

namespace spider::bot {

namespace {

// One necessary condition: what must be done before some moment of every
// plan (its end, or the first removal of a suit), and which sets may go
// before that moment.
struct Scenario {
    std::array<int, Suits> sets{};  // sets of each suit wanted by then
    unsigned removable = 0;         // suits whose sets may go before then
    int spacesAtEnd = 0;
    bool turnUp = false;
    std::string what;  // "to remove the hearts with the spades still in play"
};

// The cards that must leave the place they lie on: those on no card one
// rank higher (the others are counted where they lie), and Kings.
struct Demands {
    std::array<std::bitset<Cards>, Columns> must{};
    std::array<std::array<int, Suits>, Ranks + 1> anyCopy{};  // [rank][suit]: this many of its copies, which unknown
    std::string stuck;                                        // a card that must move and never can
};

std::string rankWord(int rank, int n) {
    static const char* names[] = {"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"};
    return std::string(names[rank]) + (n == 1 ? "" : "s");
}

std::string countWord(int n) {
    static const char* words[] = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight"};
    return n < 9 ? words[n] : std::to_string(n);
}

class Ledger {
public:
    Ledger(const AnalyseContext& ctx, const AnalyseNode& n, const Scenario& sc, bool thorough)
        : ctx_(ctx), s_(n.s), sc_(sc), thorough_(thorough) {
        bool down = false;
        for (int c = 0; c < Columns; ++c) down |= s_.down[std::size_t(c)] > 0;
        rules_.removable = sc.removable;
        rules_.turnUps = !ctx.query.noTurnUp && down;
        reach_ = relaxedReach(s_, ctx.table, rules_);
        for (int c = 0; c < Columns; ++c) {
            spaces_ += !s_.len[std::size_t(c)];
            empties_ += reach_.empties[std::size_t(c)];
            if (rules_.turnUps && reach_.turnsUp[std::size_t(c)]) wildcards_ += lowest(c);  // unknown cards
            for (int i = lowest(c); i < s_.len[std::size_t(c)]; ++i)
                if (rankOf(s_.at(c, i)) > 1 && takes(c, i)) ++free_[std::size_t(rankOf(s_.at(c, i)) - 1)];
        }
        if (wildcards_) unseen_ = unseenCounts(ctx, n);
    }

    // Empty if the counts balance for some choice of the columns to empty
    // and to turn up; else why they do not.
    std::string impossible() const {
        Demands base;
        if (ctx_.table.rules.suits == 4)
            for (int suit = 0; suit < Suits; ++suit)
                if (sc_.sets[std::size_t(suit)] > 0) needSet(base, suit, sc_.sets[std::size_t(suit)]);
        if (!base.stuck.empty()) return base.stuck;
        std::vector<int> toEmpty, toTurnUp, unknown;  // unknown: columns that may turn up a card not known
        for (int c = 0; c < Columns; ++c) {
            if (s_.len[std::size_t(c)] && reach_.empties[std::size_t(c)]) toEmpty.push_back(c);
            if (s_.down[std::size_t(c)] && !ctx_.query.noTurnUp && reach_.turnsUp[std::size_t(c)])
                toTurnUp.push_back(c);
            if (rules_.turnUps && reach_.turnsUp[std::size_t(c)] && lowest(c) > 0) unknown.push_back(c);
        }
        int extra = std::max(0, sc_.spacesAtEnd - spaces_);
        if (extra > int(toEmpty.size()) || (sc_.turnUp && toTurnUp.empty())) return "";  // the relaxed game's to say
        if (!sc_.turnUp) toTurnUp = {-1};
        long ways = long(toTurnUp.size());
        for (int k = 0; k < extra; ++k) ways = ways * long(toEmpty.size() - std::size_t(k)) / (k + 1);
        // Each column that turns up an unknown card: its cards above it
        // leave, and each card it turns up may be a place. Every set of such
        // columns tried where they are few; else all of them, their cards
        // left where they are (fewer demands: still sound).
        bool subsets = thorough_ && unknown.size() <= 8 && ways << unknown.size() <= 4096;
        unsigned sets = subsets ? 1u << unknown.size() : 1u;
        std::string first;
        long failed = 0;
        std::vector<int> chosen;
        bool balances = false;
        std::function<void(std::size_t)> choose = [&](std::size_t from) {
            if (balances) return;
            if (int(chosen.size()) < extra) {
                for (std::size_t k = from; k < toEmpty.size() && !balances; ++k) {
                    chosen.push_back(toEmpty[k]);
                    choose(k + 1);
                    chosen.pop_back();
                }
                return;
            }
            for (int t : toTurnUp)
                for (unsigned set = 0; set < sets && !balances; ++set) {
                    Demands d = base;
                    for (int c : chosen) leaveColumn(d, c, 0);
                    if (t >= 0) leaveColumn(d, t, s_.down[std::size_t(t)]);
                    int wild = subsets ? 0 : wildcards_;
                    for (std::size_t k = 0; subsets && k < unknown.size(); ++k)
                        if (set >> k & 1u) leaveColumn(d, unknown[k], lowest(unknown[k])), wild += lowest(unknown[k]);
                    if (excess(d, wild) <= 0) {
                        balances = true;
                        return;
                    }
                    if (!failed++) first = describeChoice(t) + reason(d, wild);
                }
        };
        choose(0);
        if (balances) return "";
        return failed > 1 ? "whichever columns are chosen (" + std::to_string(failed) + " ways), it fails; " + first
                          : first;
    }

private:
    const AnalyseContext& ctx_;
    const State& s_;
    const Scenario& sc_;
    bool thorough_;
    std::array<int, DeckSize> unseen_{};  // with unknown cards to turn up: the copies they may be
    ReachRules rules_;
    RelaxedReach reach_;
    int spaces_ = 0, empties_ = 0, wildcards_ = 0;
    std::array<int, Ranks + 1> free_{};  // [rank]: cards one rank higher that can ever be free to take one

    // The card at (c, i) can come to take a card one rank lower: it holds
    // none now, and it may come to have nothing on it.
    bool takes(int c, int i) const {
        bool holds =
            faceUp(c, i) && i + 1 < s_.len[std::size_t(c)] && rankOf(s_.at(c, i + 1)) + 1 == rankOf(s_.at(c, i));
        return !holds && reach_.freeAt[std::size_t(c)][std::size_t(i)];
    }

    int lowest(int c) const { return followedFrom(s_, c, rules_); }
    bool faceUp(int c, int i) const { return i >= s_.down[std::size_t(c)]; }
    // On a face-up card one rank higher, of any suit.
    bool onNextUp(int c, int i) const {
        return i > s_.down[std::size_t(c)] && rankOf(s_.at(c, i - 1)) == rankOf(s_.at(c, i)) + 1;
    }
    bool lifts(int c, int i) const { return liftable(s_, reach_, rules_, c, i); }
    bool removableKing(Card k) const {
        return rankOf(k) == Ranks && sc_.removable >> suitOf(k) & 1u && reach_.sets[std::size_t(suitOf(k))];
    }
    static std::string at(int c) { return "column " + std::to_string(c + 1); }

    // The card at (c, i) must leave its place before the moment.
    void leave(Demands& d, int c, int i) const {
        if (onNextUp(c, i) || removableKing(s_.at(c, i))) return;
        if (!lifts(c, i) && d.stuck.empty())
            d.stuck = "the " + cardName(s_.at(c, i)) + " (" + at(c) + ") must move, and it never can";
        d.must[std::size_t(c)][std::size_t(i)] = true;
    }
    void leaveColumn(Demands& d, int c, int from) const {
        for (int i = std::max(from, lowest(c)); i < s_.len[std::size_t(c)]; ++i) leave(d, c, i);
    }

    // The copy at (c, i) goes into a set: it comes to lie on its suit's
    // card one rank higher, and every card on it but the set's own leaves.
    void useCopy(Demands& d, int c, int i) const {
        if (rankOf(s_.at(c, i)) != Ranks) leave(d, c, i);
        int j = i + 1;
        while (j < s_.len[std::size_t(c)] && faceUp(c, j) && ctx_.table.natural(s_.at(c, j), s_.at(c, j - 1))) ++j;
        for (; j < s_.len[std::size_t(c)]; ++j) leave(d, c, j);
    }

    void needSet(Demands& d, int suit, int sets) const {
        for (int rank = Ranks; rank >= 1; --rank) {
            Card card = makeCard(rank, suit);
            std::vector<std::pair<int, int>> usable;
            int placed = 0;  // usable copies on a card one rank higher already
            for (int c = 0; c < Columns; ++c)
                for (int i = lowest(c); i < s_.len[std::size_t(c)]; ++i) {
                    if (s_.at(c, i) != card) continue;
                    bool natural = i > s_.down[std::size_t(c)] && ctx_.table.natural(card, s_.at(c, i - 1));
                    if (!natural && !lifts(c, i) && rank != Ranks) continue;
                    usable.emplace_back(c, i);
                    placed += onNextUp(c, i);
                }
            int elsewhere = wildcards_ ? unseen_[card] : 0;  // a face-down copy may turn up
            if (int(usable.size()) + elsewhere < sets) {
                if (!elsewhere && d.stuck.empty())
                    d.stuck = "a set of " + std::string(abstraction::suitWord(suit)) + " needs " +
                        (sets > 1 ? "both " : "the ") + cardName(card) + ", and " +
                        (usable.empty() ? "none" : "only one") + " can ever come to lie where a set is made";
                continue;
            }
            if (int(usable.size()) == sets && !elsewhere)
                for (auto [c, i] : usable) useCopy(d, c, i);
            else if (rank != Ranks)
                d.anyCopy[std::size_t(rank)][std::size_t(suit)] += std::max(0, sets - placed - elsewhere);
        }
    }

    std::string describeChoice(int turnUp) const { return turnUp >= 0 ? "turning up in " + at(turnUp) + ": " : ""; }

    // The cards that must move, by rank (anyCopy counted where it adds to
    // the copies named).
    std::array<int, Ranks + 1> mustMove(const Demands& d) const {
        std::array<int, Ranks + 1> must{};
        std::array<std::array<int, Suits>, Ranks + 1> named{};
        for (int c = 0; c < Columns; ++c)
            for (int i = lowest(c); i < s_.len[std::size_t(c)]; ++i)
                if (d.must[std::size_t(c)][std::size_t(i)]) {
                    Card x = s_.at(c, i);
                    ++must[std::size_t(rankOf(x))], ++named[std::size_t(rankOf(x))][std::size_t(suitOf(x))];
                }
        for (int rank = 1; rank < Ranks; ++rank)
            for (int suit = 0; suit < Suits; ++suit)
                must[std::size_t(rank)] += std::max(
                    0, d.anyCopy[std::size_t(rank)][std::size_t(suit)] - named[std::size_t(rank)][std::size_t(suit)]);
        return must;
    }
    int feet() const { return ctx_.query.noSpace ? spaces_ : empties_ - sc_.spacesAtEnd; }

    // How many more cards must move than can have a place (none: <= 0),
    // with `wild` cards turned up that may each be a place.
    int excess(const Demands& d, int wild) const {
        if (!d.stuck.empty()) return 1;
        std::array<int, Ranks + 1> must = mustMove(d);
        int short_ = must[Ranks];  // Kings go only into a space
        for (int rank = 1; rank < Ranks; ++rank)
            short_ += std::max(0, must[std::size_t(rank)] - free_[std::size_t(rank)]);
        return short_ - feet() - wild;
    }

    // Why `d` does not balance, in Woods's words.
    std::string reason(const Demands& d, int wild) const {
        if (!d.stuck.empty()) return d.stuck;
        std::array<int, Ranks + 1> must = mustMove(d);
        std::string why;
        for (int rank = 1; rank <= Ranks; ++rank) {
            int wanted = must[std::size_t(rank)], free = rank < Ranks ? free_[std::size_t(rank)] : 0;
            if (wanted <= free) continue;
            std::string movers, places;
            std::array<int, Suits> named{};
            for (int c = 0; c < Columns; ++c)
                for (int i = lowest(c); i < s_.len[std::size_t(c)]; ++i) {
                    Card x = s_.at(c, i);
                    if (rankOf(x) == rank && d.must[std::size_t(c)][std::size_t(i)]) {
                        movers += (movers.empty() ? "" : ", ") + cardName(x) + " (" + at(c) + ")";
                        ++named[std::size_t(suitOf(x))];
                    }
                    if (rankOf(x) == rank + 1 && takes(c, i))
                        places += (places.empty() ? "" : ", ") + cardName(x) + " (" + at(c) + ")";
                }
            for (int suit = 0; rank < Ranks && suit < Suits; ++suit) {
                int more = d.anyCopy[std::size_t(rank)][std::size_t(suit)] - named[std::size_t(suit)];
                if (more > 0)
                    movers += (movers.empty() ? "" : ", ") + std::string(more > 1 ? "both " : "one of the ") +
                        cardName(makeCard(rank, suit));
            }
            why += (why.empty() ? "" : "; ") + countWord(wanted) + " " + rankWord(rank, wanted) +
                (rank == Ranks ? " must go into a space (" + movers + ")"
                               : " must move off the cards under them (" + movers + ") and " + countWord(free) + " " +
                         rankWord(rank + 1, free) + " can ever be free to take one" +
                         (places.empty() ? "" : " (" + places + ")"));
        }
        int spare = feet();
        std::string spaces = ctx_.query.noSpace
            ? (spaces_ ? "the " + countWord(spaces_) + " space" + (spaces_ > 1 ? "s" : "") + " can take only " +
                       countWord(spaces_) + ", and no column may be emptied"
                       : "no space may be made")
            : spare <= 0
            ? "no column can be emptied to take the rest"
            : "at most " + countWord(spare) + " column" + (spare > 1 ? "s" : "") + " can be emptied to take the rest";
        if (wild) spaces += ", even if each card turned up were one they need (" + std::to_string(wild) + ")";
        return why + "; " + spaces;
    }
};

}  // namespace

std::optional<Proof> ledgerProof(const AnalyseContext& ctx, const AnalyseNode& n, bool thorough) {
    if (!ctx.ledger || ctx.table.rules.anyRunMoves || ctx.table.rules.kingsOnlyToSpace) return std::nullopt;
    for (int c = 0; c < Columns; ++c)
        for (int i = n.s.down[std::size_t(c)]; i < n.s.len[std::size_t(c)]; ++i)
            if (n.s.at(c, i) == Hidden) return std::nullopt;  // a card turned up, not yet known
    const Query& q = ctx.query;
    std::array<int, Suits> want = namedSets(q.goal);
    for (Card k : n.p.removedKings)
        if (want[std::size_t(suitOf(k))] > 0) --want[std::size_t(suitOf(k))];
    bool others = q.maxRemovals < 0 || otherRemovals(q.goal, n.p) < q.maxRemovals;
    unsigned named = 0;
    for (int suit = 0; suit < Suits; ++suit) named |= unsigned(want[std::size_t(suit)] > 0) << suit;
    Scenario whole{want, others ? 0xFu : named, q.keepSpace ? ctx.spacesAtStart : 0, false, ""};
    for (const GoalPart& g : q.goal) {
        if (g.kind == GoalPart::Spaces) whole.spacesAtEnd = std::max(whole.spacesAtEnd, g.n);
        whole.turnUp |= g.kind == GoalPart::TurnUp && !n.p.turnedUp;
    }
    // Each group is a condition every plan meets: one of its scenarios.
    std::vector<std::vector<Scenario>> groups;
    bool onlyRemove = q.goal.size() == 1 && q.goal[0].kind == GoalPart::Remove && !q.keepSpace;
    if (!onlyRemove) groups.push_back({whole});
    if (onlyRemove) {
        // A plan cut at the goal's first moment ends with the first set of
        // the last suit it wants: none of that suit went before.
        std::vector<int> left;
        for (int suit : q.goal[0].suits)
            if (want[std::size_t(suit)] > 0 && std::find(left.begin(), left.end(), suit) == left.end())
                left.push_back(suit);
        std::vector<Scenario> lastOf;
        for (int suit : left) {
            if (q.goal[0].ordered && suit != left.back()) continue;
            Scenario sc = whole;
            if (want[std::size_t(suit)] == 1) sc.removable &= ~(1u << suit);
            sc.what = left.size() > 1 ? "to remove the " + std::string(abstraction::suitWord(suit)) + " last" : "";
            lastOf.push_back(sc);
        }
        if (!lastOf.empty()) groups.push_back(lastOf);
        // In an order, each prefix: its own suits' sets, the later ones in play.
        for (std::size_t j = 0; q.goal[0].ordered && j + 1 < left.size(); ++j) {
            Scenario sc = whole;
            sc.sets.fill(0);
            for (std::size_t k = 0; k <= j; ++k) sc.sets[std::size_t(left[k])] = 1;
            for (std::size_t k = j; k < left.size(); ++k) sc.removable &= ~(1u << left[k]);
            sc.what = "to remove the " + std::string(abstraction::suitWord(left[j])) + " with the " +
                abstraction::suitWord(left[j + 1]) + " still in play";
            groups.push_back({sc});
        }
    }
    for (const auto& group : groups) {
        std::string why;
        for (const Scenario& sc : group) {
            std::string part = Ledger(ctx, n, sc, thorough).impossible();
            if (part.empty()) {
                why.clear();
                break;
            }
            why += (why.empty() ? "" : "; and ") + (sc.what.empty() ? "" : sc.what + ": ") + part;
        }
        if (!why.empty()) return Proof{"counting", why};
    }
    return std::nullopt;
}

}  // namespace spider::bot
