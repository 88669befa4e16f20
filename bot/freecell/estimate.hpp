// The estimate of how far a FreeCell position is from won, and the scan of
// a cascade it is summed from, card by card: the best-first search, the
// depth-first scans and the beam all rank positions by it.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "bot/freecell/position_key.hpp"
#include "games/freecell/board.hpp"

namespace freecell::bot {

// Weights of the position estimate; see estimate().
struct SearchWeights {
    int notHome = 6;       // each card not yet on a foundation
    int blocking = 2;      // each card lying above a lower card of its cascade
    int cellUsed = 6;      // each occupied free cell
    int pathMove = 3;      // each move already made (keeps solutions short)
    int dig = 1;           // each card above the next card a foundation needs
    int blockingRuns = 3;  // each run of blocking cards (a run moves at once)
    int cascadeUsed = 10;  // each cascade that is not empty
    int belowRun = 0;      // each cascade card below its cascade's top run (the beam's main feature)
};

// Summing up a cascade card by card, deepest first, for the estimate and the
// key. The state after any number of cards is the summary of that prefix.
// R: the game (Standard, board.hpp), whose rule says which cards form runs.
template <class R>
struct BasicCascadeScan {
    // In a game built by suit a card blocks only the lower cards of its own
    // suit: then the lowest rank is kept a suit, four bits each.
    static constexpr bool BySuit = R::blockingBySuit;
    using Low = std::conditional_t<BySuit, std::uint16_t, std::uint8_t>;
    static constexpr Low NoLow = BySuit ? 0xeeee : Ranks + 1;

    CascadeHash hash;
    std::uint8_t n = 0;
    Low lowest = NoLow;
    std::uint8_t blocking = 0;  // cards lying above a lower card
    std::uint8_t runs = 0;      // runs those cards form (where runs move by suit, every run)
    std::uint8_t run = 0;       // length of the run on top
    std::uint8_t need = 0;      // cards a foundation needs next...
    std::uint16_t needAt = 0;   // ...and the sum of their depths
    Card last = NoCard;

    void add(Card c, const std::array<std::uint8_t, Suits>& home) { add(&c, 1, home); }
    void add(const Card* p, int k, const std::array<std::uint8_t, Suits>& home) { addInto(p, k, home, *this); }
    // The summary after the next k cards, deepest first, written to `out`
    // field by field: the summary is kept in registers while they are added
    // (this runs for every card of every scan), and a copy of it read back
    // whole just after its fields were stored one by one would stall.
    void addInto(const Card* p, int k, const std::array<std::uint8_t, Suits>& home, BasicCascadeScan& out) const {
        unsigned lo = lowest, block = blocking, rs = runs, rn = run, nd = need, at = needAt, count = n;
        Card prev = last;
        std::uint64_t h = hash.h, word = hash.word;
        for (int i = 0; i < k; ++i) {
            const Card c = p[i];
            word = word << 6 | c;
            if (CascadeHash::full(word)) h = splitMix64(h ^ word), word = 0;
            const unsigned r = unsigned(rankOf(c));
            // Where runs move by suit (Simple Simon), a run is of one suit,
            // and every run is counted: each must be sorted into its suit.
            const bool onLast = R::builds(c, prev) && (!R::suitRunsMove || suitOf(c) == suitOf(prev));
            bool blocks;
            if constexpr (BySuit) {
                const unsigned shift = 4 * unsigned(suitOf(c));
                blocks = r > (lo >> shift & 15u);
                if (!blocks) lo = (lo & ~(15u << shift)) | r << shift;
            } else {
                blocks = r > lo;
                if (!blocks) lo = r;
            }
            block += blocks;
            if (blocks || R::suitRunsMove) rs += !onLast;
            if (home[suitOf(c)] + 1u == r) ++nd, at += count;
            rn = onLast ? rn + 1 : 1;
            prev = c;
            ++count;
        }
        out.hash.h = h, out.hash.word = word;
        out.lowest = Low(lo), out.blocking = std::uint8_t(block), out.runs = std::uint8_t(rs);
        out.run = std::uint8_t(rn), out.need = std::uint8_t(nd), out.needAt = std::uint16_t(at);
        out.n = std::uint8_t(count), out.last = prev;
    }
    // Cards above the next cards of the foundations.
    int dig() const { return need * (n - 1) - needAt; }

    bool operator==(const BasicCascadeScan& o) const {
        return hash.h == o.hash.h && hash.word == o.hash.word && n == o.n && lowest == o.lowest &&
            blocking == o.blocking && runs == o.runs && run == o.run && need == o.need && needAt == o.needAt &&
            last == o.last;
    }
};
using CascadeScan = BasicCascadeScan<Standard>;
static_assert(sizeof(CascadeScan) <= 32, "an expansion copies one a card, and a position keeps eight");

// The cascades' summaries added up.
struct Totals {
    std::uint64_t key = 0;  // the cascades' part of the position's key (kept by the caller)
    int blocking = 0, runs = 0, dig = 0, belowRun = 0;

    template <class R>
    void add(const BasicCascadeScan<R>& c, int sign) {
        blocking += sign * c.blocking;
        belowRun += sign * (c.n - c.run);
        runs += sign * c.runs;
        dig += sign * c.dig();
    }
    bool operator==(const Totals& o) const {
        return key == o.key && blocking == o.blocking && runs == o.runs && dig == o.dig && belowRun == o.belowRun;
    }
};

// How far a position looks from won, weighted. A card above a lower card of
// its own cascade must move before that lower card can go home, and blocking
// cards in one run can move together; an occupied cell is room taken from
// supermoves, an empty cascade doubles it.
template <class R = Standard>
int estimate(int cardsHome, int freeCells, int emptyCascades, const Totals& t, const SearchWeights& w) {
    return w.notHome * (DeckSize - cardsHome) + w.blocking * t.blocking + w.blockingRuns * t.runs +
        w.cellUsed * (R::Cells - freeCells) + w.dig * t.dig + w.cascadeUsed * (R::Cascades - emptyCascades) +
        w.belowRun * t.belowRun;
}

template <class R>
int estimate(const BasicBoard<R>& b, const SearchWeights& w) {
    Totals t;
    const Card* p = b.cards.data();
    for (int col = 0; col < R::Cascades; ++col) {
        BasicCascadeScan<R> scan;
        for (int i = 0; i < b.len[col]; ++i) scan.add(p[i], b.home);
        t.add(scan, 1);
        p += b.len[col];
    }
    return estimate<R>(b.cardsHome(), b.freeCells(), b.emptyCascades(), t, w);
}

}  // namespace freecell::bot
