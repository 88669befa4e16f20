// FreeCell moves as the online puzzle judges them: standard notation,
// supermoves, and the autoplay that follows every move.
#pragma once

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "games/freecell/board.hpp"

namespace freecell {

// Places a move names: '1'..'8' cascades 0..7, 'a'..'d' cells 8..11, 'h' the foundations.
constexpr int FirstCell = Cascades, HomeLoc = Cascades + Cells;
constexpr bool isCascade(int loc) { return loc < FirstCell; }
constexpr bool isCell(int loc) { return loc >= FirstCell && loc < HomeLoc; }

struct Move {
    std::uint8_t from = 0, to = 0;
    bool operator==(const Move& o) const { return from == o.from && to == o.to; }
    bool operator!=(const Move& o) const { return !(*this == o); }
};

inline char locChar(int loc) {
    return isCascade(loc) ? char('1' + loc) : isCell(loc) ? char('a' + loc - FirstCell) : 'h';
}
inline int parseLoc(char ch) {
    if (ch >= '1' && ch <= '8') return ch - '1';
    if (ch >= 'a' && ch <= 'd') return FirstCell + ch - 'a';
    if (ch == 'h') return HomeLoc;
    return -1;
}
inline std::string moveName(Move m) { return {locChar(m.from), locChar(m.to)}; }
// "26", "5a", "4h"; nullopt if the word is not a move in standard notation.
inline std::optional<Move> parseMove(const std::string& w) {
    if (w.size() != 2) return std::nullopt;
    int f = parseLoc(w[0]), t = parseLoc(w[1]);
    if (f < 0 || t < 0) return std::nullopt;
    return Move{std::uint8_t(f), std::uint8_t(t)};
}

// Which cards go home by themselves after every move.
//   Safe: an ace or a two always; another card only when both foundations of
//         the other colour hold at least its rank minus one (the online judge).
//   All:  every card that can go home.   None: no autoplay.
enum class Autoplay { Safe, All, None };

inline const char* autoplayName(Autoplay a) {
    return a == Autoplay::Safe ? "safe" : a == Autoplay::All ? "all" : "none";
}
inline std::optional<Autoplay> parseAutoplay(const std::string& s) {
    if (s == "safe") return Autoplay::Safe;
    if (s == "all") return Autoplay::All;
    if (s == "none") return Autoplay::None;
    return std::nullopt;
}

// Whether card c goes next on foundations holding `home`.
inline bool goesHome(const std::array<std::uint8_t, Suits>& home, Card c) {
    return c != NoCard && home[suitOf(c)] + 1 == rankOf(c);
}
template <class R>
bool goesHome(const BasicBoard<R>& b, Card c) {
    return goesHome(b.home, c);
}

// Whether autoplay takes card c to foundations holding `home`: under Safe,
// the game's rule (Standard::safeHome is the online judge's). None where
// only whole suits go home.
template <class R = Standard>
bool autoplays(const std::array<std::uint8_t, Suits>& home, Card c, Autoplay mode) {
    if (R::wholeSuitsHome || mode == Autoplay::None || !goesHome(home, c)) return false;
    return mode == Autoplay::All || R::safeHome(home, c);
}
template <class R>
bool autoplays(const BasicBoard<R>& b, Card c, Autoplay mode) {
    return autoplays<R>(b.home, c, mode);
}

// Length of the run (alternating colours, descending, in FreeCell) ending
// just before `end`, among the n cards before it.
template <class R = Standard>
int runLength(const Card* end, int n) {
    if (n == 0) return 0;
    int k = 1;
    while (k < n && R::builds(end[-k], end[-k - 1])) ++k;
    return k;
}

// Length of the run on top of a cascade.
template <class R>
int runLength(const BasicBoard<R>& b, int col) {
    return runLength<R>(b.column(col) + b.len[col], b.len[col]);
}

// The units a move's capacity counts among the top k cards of a run ending
// just before `end`: k cards, or where R::suitRunsMove (Simple Simon) the
// runs of one suit they make.
template <class R>
int unitsOf(const Card* end, int k) {
    if constexpr (!R::suitRunsMove) return k;
    int units = k ? 1 : 0;
    for (int i = 1; i < k; ++i) units += suitOf(end[-i]) != suitOf(end[-i - 1]);
    return units;
}

// The most of a top `run` (cards that move together) that `cap` units carry.
template <class R>
int mostCarried(const Card* end, int run, int cap) {
    if constexpr (!R::suitRunsMove) return std::min(run, cap);
    if (cap <= 0 || run == 0) return 0;
    int k = 1;
    for (int units = 1; k < run; ++k)
        if (suitOf(end[-k]) != suitOf(end[-k - 1]) && ++units > cap) break;
    return k;
}

// Whether the top of a cascade of n cards ending just before `end` is a
// whole suit, king to ace: the one move home where R::wholeSuitsHome.
inline bool wholeSuitOnTop(const Card* end, int n) {
    if (n < Ranks) return false;
    for (int i = 1; i <= Ranks; ++i)
        if (rankOf(end[-i]) != i || suitOf(end[-i]) != suitOf(end[-1])) return false;
    return true;
}

// How many cards a supermove may carry, f free cells and e empty cascades,
// the target not counted when it is itself empty. The online judge's rule is
// not published: Doubling (f+1)*2^e (the usual), Linear (f+1)*(e+1), Cells
// f+1. Cautious allows only moves all three treat alike (at most f+1 cards).
enum class Capacity { Doubling, Linear, Cells, Cautious };

inline const char* capacityName(Capacity c) {
    static const char* const names[] = {"doubling", "linear", "cells", "cautious"};
    return names[int(c)];
}
// A judge's rule by name: not "cautious".
inline std::optional<Capacity> parseCapacity(const std::string& s) {
    for (int c = 0; c < 3; ++c)
        if (s == capacityName(Capacity(c))) return Capacity(c);
    return std::nullopt;
}

// (Asked for a move to an empty cascade when there is none, it answers as if
// the target were not counted anyway: callers may ask before looking.) In a
// game whose spaces take only kings, or nothing, spaces do not count.
template <class R>
int supermoveCapacity(const BasicBoard<R>& b, bool toEmptyCascade, Capacity rule = Capacity::Doubling) {
    if (R::unlimited) return DeckSize;
    int e = R::spacesCount ? std::max(0, b.emptyCascades() - (toEmptyCascade ? 1 : 0)) : 0, f1 = b.freeCells() + 1;
    return rule == Capacity::Doubling ? f1 << e : rule == Capacity::Linear ? f1 * (e + 1) : f1;
}

// Cards a `run` moved onto an empty cascade carries: the most that fit
// (`fit`, by the rule's capacity there). Under Cautious (capacity f+1), none
// if the run is longer and another cascade is empty: the other rules would
// carry more.
inline int carriedToEmpty(int run, int fit, bool anotherEmpty, Capacity rule) {
    return rule == Capacity::Cautious && run > fit && anotherEmpty ? 0 : fit;
}

// The verdict on one move: how many cards it carries (0 if illegal) and why not.
struct Check {
    int count = 0;
    std::string why;
    explicit operator bool() const { return count > 0; }
};

namespace detail {

// How many cards move m carries, 0 if it is illegal. Searches call this
// millions of times, so the reason is only spelt out when `why` is given.
template <class R>
int judge(const BasicBoard<R>& b, Move m, std::string* why, Capacity rule) {
    using B = BasicBoard<R>;
    auto no = [why](auto&& reason) {
        if (why) *why = reason();
        return 0;
    };
    auto loc = [](int l) { return std::string(1, locChar(l)); };
    if (m.from >= B::HomeLoc || m.to > B::HomeLoc)
        return no([] { return std::string("cards never leave the foundations"); });
    if (m.from == m.to) return no([] { return std::string("source and target are the same"); });
    Card moving = B::isCascade(m.from) ? b.top(m.from) : b.cell[m.from - B::FirstCell];
    if (moving == NoCard)
        return no([&] { return (B::isCascade(m.from) ? "cascade " : "cell ") + loc(m.from) + " is empty"; });
    if (m.to == B::HomeLoc) {
        if constexpr (R::wholeSuitsHome)
            return B::isCascade(m.from) && wholeSuitOnTop(b.column(m.from) + b.len[m.from], b.len[m.from])
                ? Ranks
                : no([] { return std::string("only a whole suit, king to ace, goes home"); });
        return goesHome(b, moving) ? 1 : no([&] { return cardName(moving) + " is not next on its foundation"; });
    }
    if (B::isCell(m.to)) {
        Card there = b.cell[m.to - B::FirstCell];
        return there == NoCard ? 1 : no([&] { return "cell " + loc(m.to) + " holds " + cardName(there); });
    }
    // Onto a cascade.
    Card target = b.top(m.to);
    if (B::isCell(m.from))
        return target == NoCard
            ? (R::spaceTakes(moving) ? 1 : no([] { return std::string("the space takes only kings"); }))
            : R::builds(moving, target) ? 1
                                        : no([&] { return cardName(moving) + " does not go on " + cardName(target); });
    int run = runLength(b, m.from);
    const Card* end = b.column(m.from) + b.len[m.from];
    if (target == NoCard) {
        int n = carriedToEmpty(run, mostCarried<R>(end, run, supermoveCapacity(b, true, rule)), b.emptyCascades() > 1,
                               rule);
        if (n && !R::spaceTakes(b.at(m.from, b.len[m.from] - n)))
            return no([] { return std::string("the space takes only kings"); });
        return n ? n : no([] { return std::string("the capacity rules differ on this move"); });
    }
    // Only one card of the run can match the target's rank (in FreeCell the
    // run's colours alternate, so its colour is fixed too).
    int k = rankOf(target) - rankOf(moving);
    if (k < 1 || k > run || !R::builds(b.at(m.from, b.len[m.from] - k), target))
        return no([&] { return "no card of cascade " + loc(m.from) + "'s run goes on " + cardName(target); });
    int cap = supermoveCapacity(b, false, rule), units = unitsOf<R>(end, k);
    if (units > cap)
        return no([&] {
            return "moving " + std::to_string(units) + (R::suitRunsMove ? " runs" : " cards") +
                " needs more free space (room for " + std::to_string(cap) + ")";
        });
    return k;
}

}  // namespace detail

// How many cards a move carries, 0 if illegal: the fast check.
template <class R>
int carried(const BasicBoard<R>& b, Move m, Capacity rule = Capacity::Doubling) {
    return detail::judge(b, m, nullptr, rule);
}

// The same, with the reason when the move is illegal.
template <class R>
Check check(const BasicBoard<R>& b, Move m, Capacity rule = Capacity::Doubling) {
    Check c;
    c.count = detail::judge(b, m, &c.why, rule);
    return c;
}

// Carry out a move already checked legal, carrying `count` cards; no autoplay.
template <class R>
void play(BasicBoard<R>& b, Move m, int count) {
    using B = BasicBoard<R>;
    Card buf[DeckSize];
    if (B::isCascade(m.from))
        b.take(m.from, count, buf);
    else {
        buf[0] = b.cell[m.from - B::FirstCell];
        b.cell[m.from - B::FirstCell] = NoCard;
    }
    if (m.to == B::HomeLoc)
        b.home[suitOf(buf[0])] = std::uint8_t(rankOf(buf[0]));
    else if (B::isCell(m.to))
        b.cell[m.to - B::FirstCell] = buf[0];
    else
        b.put(m.to, buf, count);
}

// Send home every card the rule allows, until none moves. The result does not
// depend on the order: a card home only ever lets more cards follow.
// Returns how many cards went home; `log` receives the moves if given.
template <class R>
int autoplay(BasicBoard<R>& b, Autoplay mode, std::vector<Move>* log = nullptr) {
    using B = BasicBoard<R>;
    if (mode == Autoplay::None) return 0;
    int moved = 0;
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < B::Cells; ++i)
            if (autoplays(b, b.cell[i], mode)) {
                b.home[suitOf(b.cell[i])]++;
                b.cell[i] = NoCard;
                if (log) log->push_back(Move{std::uint8_t(B::FirstCell + i), std::uint8_t(B::HomeLoc)});
                ++moved, again = true;
            }
        for (int col = 0, end = 0; col < B::Cascades; ++col) {
            end += b.len[col];  // one past this cascade's top card
            if (b.len[col] && autoplays(b, b.cards[std::size_t(end - 1)], mode)) {
                b.home[suitOf(b.pop(col))]++;
                --end;
                if (log) log->push_back(Move{std::uint8_t(col), std::uint8_t(B::HomeLoc)});
                ++moved, again = true;
            }
        }
    }
    return moved;
}

// The same after move m from a position autoplay had finished with: unless a
// card went home (which may free any other), only the card the move uncovered
// can start it, so most moves need one look instead of a scan.
template <class R>
int autoplayAfter(BasicBoard<R>& b, Move m, Autoplay mode) {
    using B = BasicBoard<R>;
    if (m.to != B::HomeLoc && !(B::isCascade(m.from) && autoplays(b, b.top(m.from), mode))) return 0;
    return autoplay(b, mode);
}

// Check, play and autoplay one move. On an illegal move the board is untouched.
template <class R>
Check apply(BasicBoard<R>& b, Move m, Autoplay mode, Capacity rule = Capacity::Doubling) {
    Check c = check(b, m, rule);
    if (c) {
        play(b, m, c.count);
        autoplay(b, mode);
    }
    return c;
}

// Calls f(move, cards carried) for every move legal under `rule`, in a fixed order: by
// source (1..8, a..d), then target (h, 1..8, a..d). With `distinct`, moves
// that only lead to the same position up to the order of cascades and cells
// are left out: into a second free cell or empty cascade, cell to cell, a
// whole cascade onto an empty one. Searches use that; judges list them all.
// `runs`, if given, holds the length of each cascade's top run, which a
// search has often counted already. A run moves to an empty cascade whole,
// or as much of it as fits; with EveryCount, also every shorter part of it
// (the moves a proof must try: fewer cards can be the better move).
template <bool EveryCount = false, class R, class F>
void forEachMove(const BasicBoard<R>& b, bool distinct, Capacity rule, F&& f, const std::uint8_t* runs = nullptr) {
    using B = BasicBoard<R>;
    Card top[B::Cascades];
    int run[B::Cascades];
    const Card* end[B::Cascades];     // one past each cascade's top card
    std::int8_t onTop[DeckSize + 1];  // the cascade a card is the top of, -1 if none
    unsigned emptyMask = 0;
    std::memset(onTop, -1, sizeof onTop);
    for (int col = 0, start = 0; col < B::Cascades; ++col) {
        start += b.len[col];
        end[col] = b.cards.data() + start;
        top[col] = b.len[col] ? end[col][-1] : NoCard;
        run[col] = runs ? runs[col] : runLength<R>(end[col], b.len[col]);
        if (top[col])
            onTop[top[col]] = std::int8_t(col);
        else
            emptyMask |= 1u << col;
    }
    const int capacity = supermoveCapacity(b, false, rule), capacityToEmpty = supermoveCapacity(b, true, rule);
    auto emit = [&](int from, int to, int count) { f(Move{std::uint8_t(from), std::uint8_t(to)}, count); };
    // The cascades whose top card `x` goes on (one rank up; in FreeCell, of the other colour).
    int carried[B::Cascades];
    auto targetsOf = [&](Card x, int count, unsigned& mask) {
        if (rankOf(x) == Ranks) return;
        int up = rankOf(x) + 1;
        R::onSuits(x, [&](int suit) {
            int col = onTop[makeCard(up, suit)];
            if (col >= 0) mask |= 1u << col, carried[col] = count;
        });
    };
    for (int from = 0; from < B::HomeLoc; ++from) {
        const bool fromCascade = B::isCascade(from);
        const Card c = fromCascade ? top[from] : b.cell[from - B::FirstCell];
        if (c == NoCard) continue;
        if constexpr (R::wholeSuitsHome) {
            if (fromCascade && wholeSuitOnTop(end[from], b.len[from])) emit(from, B::HomeLoc, Ranks);
        } else if (goesHome(b, c))
            emit(from, B::HomeLoc, 1);
        // Onto cards: only the run's card one rank below a target's top goes on it.
        unsigned onto = 0;
        if (fromCascade)
            for (int k = 1, most = mostCarried<R>(end[from], run[from], capacity); k <= most; ++k)
                targetsOf(end[from][-k], k, onto);
        else
            targetsOf(c, 1, onto);
        bool emptyTried = false;
        for (unsigned targets = onto | (emptyMask & ~(1u << from)); targets; targets &= targets - 1) {
            int to = __builtin_ctz(targets);
            if (onto >> to & 1) {
                emit(from, to, carried[to]);
                continue;
            }
            int n = fromCascade ? carriedToEmpty(run[from], mostCarried<R>(end[from], run[from], capacityToEmpty),
                                                 emptyMask & (emptyMask - 1), rule)
                                : 1;
            if (!n || (distinct && emptyTried)) continue;
            emptyTried = true;
            for (int k = n; k >= (EveryCount ? 1 : n); --k)
                if (!(distinct && fromCascade && k == b.len[from]) && R::spaceTakes(fromCascade ? end[from][-k] : c))
                    emit(from, to, k);
        }
        if (distinct && !fromCascade) continue;
        for (int i = 0; i < B::Cells; ++i)
            if (b.cell[i] == NoCard && B::FirstCell + i != from) {
                emit(from, B::FirstCell + i, 1);
                if (distinct) break;
            }
    }
}

// Under the usual rule (Doubling).
template <class R, class F>
void forEachMove(const BasicBoard<R>& b, bool distinct, F&& f) {
    forEachMove(b, distinct, Capacity::Doubling, f);
}

// Every legal move, in forEachMove's order.
template <class R>
std::vector<Move> legalMoves(const BasicBoard<R>& b, Capacity rule = Capacity::Doubling) {
    std::vector<Move> out;
    forEachMove(b, false, rule, [&](Move m, int) { out.push_back(m); });
    return out;
}

}  // namespace freecell
