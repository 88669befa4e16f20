// A position about to be expanded, with the summaries its children are
// keyed and estimated from (Expansion), and the summaries an expanded
// position keeps for its own children's expansions (BaseStore).
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "bot/freecell/estimate.hpp"
#include "bot/freecell/position_key.hpp"
#include "games/freecell/rules.hpp"

namespace freecell::bot {

// Where card c lies on b's cascades: its cascade and its depth from the
// bottom (0 the deepest); false if it is in a cell or home.
template <class R>
bool findOnCascades(const BasicBoard<R>& b, Card c, int& col, int& depth) {
    const void* at = std::memchr(b.cards.data(), c, std::size_t(b.onBoard()));
    if (!at) return false;
    depth = int(static_cast<const Card*>(at) - b.cards.data());
    for (col = 0; depth >= b.len[col]; ++col) depth -= b.len[col];
    return true;
}

// A position about to be expanded, scanned so that most of its children can
// be keyed and estimated without being built. A move changes only the two
// places it names (cards leave a cascade's top and arrive on a top), and if
// it sends no card home and uncovers none that autoplay takes, the home
// cards stay as they are: the child's cascades are then a prefix of the
// parent's, or the parent's with the moved cards added.
template <class R>
class BasicExpansion {
    using Board = BasicBoard<R>;
    using CascadeScan = BasicCascadeScan<R>;
    static constexpr int Cascades = R::Cascades, Cells = R::Cells, FirstCell = Board::FirstCell,
                         HomeLoc = Board::HomeLoc;
    static constexpr bool isCascade(int loc) { return Board::isCascade(loc); }
    static constexpr bool isCell(int loc) { return Board::isCell(loc); }

public:
    // A position scanned in full.
    BasicExpansion(const Board& parent, Autoplay mode) : parent_(parent), mode_(mode) { scan(nullptr, ~0u); }

    // The position `before` led to by a move and its autoplay, whose bases
    // (see bases()) are given. Only what changed is scanned again: a cascade
    // gains cards on its top run, or loses them from it, and keeps its cards
    // below. But one whose whole run left has a new run; and when a
    // foundation moved, the cascade below whose run its next card lies
    // counts that card as needed now (the card it needed before went home
    // from a top or a cell, so no cards below a run counted it).
    BasicExpansion(const Board& parent, Autoplay mode, const Board& before, const CascadeScan* beforeBases)
        : parent_(parent), mode_(mode) {
        unsigned rescan = 0;
        for (int col = 0; col < Cascades; ++col) rescan |= unsigned(parent.len[col] <= beforeBases[col].n) << col;
        for (int suit = 0; suit < Suits; ++suit) {
            if (parent.home[suit] == before.home[suit] || parent.home[suit] == Ranks) continue;
            int col, i;
            if (findOnCascades(parent, makeCard(parent.home[suit] + 1, suit), col, i) && i < beforeBases[col].n)
                rescan |= 1u << col;
        }
        scan(beforeBases, rescan);
    }
    // It points into itself.
    BasicExpansion(const BasicExpansion&) = delete;
    BasicExpansion& operator=(const BasicExpansion&) = delete;

    // The length of each cascade's top run.
    const std::uint8_t* runs() const { return runs_; }

    // Each cascade's scan of the cards below its top run, into out[0..8).
    // Kept with an expanded position, they spare its children's expansions
    // those cards.
    void bases(void* out) const {
        for (int col = 0; col < Cascades; ++col)
            std::memcpy(static_cast<char*>(out) + col * sizeof(CascadeScan), &kept_[col][0], sizeof(CascadeScan));
    }

    // Whether this expansion's scans are those a full scan finds: what the
    // bases it reused must never change (checked after every expansion in
    // Debug builds, and by the tests on positions of random games).
    bool agreesWithFullScan() const {
        const BasicExpansion full(parent_, mode_);
        for (int col = 0; col < Cascades; ++col) {
            if (keep_[col] != full.keep_[col]) return false;
            for (int n = keep_[col]; n <= parent_.len[col]; ++n)
                if (!(prefix(col, n) == full.prefix(col, n))) return false;
        }
        return totals_ == full.totals_ && cellsKey_ == full.cellsKey_;
    }

    struct Child {
        std::uint64_t key;
        int estimate;
    };
    // The child move m (carrying `count` cards) leads to; nullopt when a card
    // goes home, by the move or by autoplay: then it must be built.
    std::optional<Child> child(Move m, int count, const SearchWeights& w) const {
        auto key = childKey(m, count);
        if (!key) return std::nullopt;
        return Child{*key, childEstimate(m, count, w)};
    }

    // A child that child() leaves out, whose move sends a card home or
    // uncovers one that autoplay takes, without building its board: autoplay
    // is played out on the cascades' lengths and the cells, and for each
    // foundation that moved, the cards above its new next card are counted
    // afresh (the scans counted the next cards of the parent's foundations).
    struct HomeChild {
        std::uint64_t key;
        int estimate;
        bool won;
    };
    HomeChild homeChild(Move m, int count, const SearchWeights& w) const {
        const Board& b = parent_;
        std::array<std::uint8_t, Suits> home = b.home;
        std::array<Card, Cells> cell = b.cell;
        int len[Cascades];
        const Card* column[Cascades];
        for (int col = 0; col < Cascades; ++col) len[col] = b.len[col], column[col] = column_[col];
        Card one = NoCard, grown[DeckSize];
        const Card* moved = &one;
        if (isCascade(m.from)) {
            len[m.from] -= count;
            moved = column_[m.from] + len[m.from];
        } else {
            one = cell[m.from - FirstCell];
            cell[m.from - FirstCell] = NoCard;
        }
        if (m.to == HomeLoc)
            home[suitOf(*moved)] = std::uint8_t(home[suitOf(*moved)] + count);  // a whole suit, or one card
        else if (isCell(m.to))
            cell[m.to - FirstCell] = *moved;
        else {
            std::memcpy(grown, column_[m.to], std::size_t(len[m.to]));
            std::memcpy(grown + len[m.to], moved, std::size_t(count));
            column[m.to] = grown, len[m.to] += count;
        }
        // Autoplay, as autoplay() plays it.
        for (bool again = mode_ != Autoplay::None; again;) {
            again = false;
            for (Card& c : cell)
                if (autoplays<R>(home, c, mode_)) home[suitOf(c)]++, c = NoCard, again = true;
            for (int col = 0; col < Cascades; ++col)
                if (len[col] && autoplays<R>(home, column[col][len[col] - 1], mode_))
                    home[suitOf(column[col][--len[col]])]++, again = true;
        }
        // The cascades that changed, scanned from their kept prefixes where
        // they can be.
        Totals t = totals_;
        int empties = 0, freeCells = 0, cardsHome = 0;
        std::uint64_t key = totals_.key;
        for (int col = 0; col < Cascades; ++col) {
            const int n = len[col], was = b.len[col];
            empties += n == 0;
            if (n == was && column[col] == column_[col]) continue;
            const CascadeScan& before = prefix(col, was);
            CascadeScan after;
            if (n > was) {
                after = before;
                after.add(column[col] + was, n - was, b.home);
            } else if (n >= keep_[col])
                after = prefix(col, n);
            else
                after.add(column[col], n, b.home);  // autoplay took cards from below the run
            t.add(before, -1);
            t.add(after, 1);
            key += after.hash.key() - before.hash.key();
        }
        for (Card c : cell) key += cellKey(c), freeCells += c == NoCard;
        // Cards above the next card of each foundation. The scans counted
        // those of the foundations that did not move (the card one that
        // moved needed is home, on no cascade). The next card of one that
        // moved is where it was in the parent unless this move carried it:
        // autoplay took none of the cards below it, only some above.
        for (int suit = 0; suit < Suits; ++suit) {
            cardsHome += home[suit];
            if (home[suit] == b.home[suit] || home[suit] == Ranks) continue;
            const Card x = makeCard(home[suit] + 1, suit);
            int col, i;
            if (!findOnCascades(b, x, col, i)) {  // in a cell: still there, or carried onto a cascade
                if (!isCascade(m.to) || isCascade(m.from) || one != x) continue;
                col = m.to, i = b.len[m.to];
            } else if (col == m.from && i >= b.len[col] - count) {  // carried by the move
                if (!isCascade(m.to)) continue;                     // into a cell
                i += b.len[m.to] - (b.len[col] - count), col = m.to;
            }
            t.dig += len[col] - 1 - i;
        }
        return {key, estimate<R>(cardsHome, freeCells, empties, t, w), cardsHome == DeckSize};
    }

    // Its key alone, so that a search can skip the estimate of a child it
    // has seen; nullopt as for child().
    std::optional<std::uint64_t> childKey(Move m, int count) const {
        const Board& b = parent_;
        if (m.to == HomeLoc) return std::nullopt;
        std::uint64_t key = totals_.key + cellsKey_;
        const Card* moved;
        if (isCascade(m.from)) {
            int left = b.len[m.from] - count;
            if (left > 0 && autoplays(b, column_[m.from][left - 1], mode_)) return std::nullopt;
            key += prefix(m.from, left).hash.key() - prefix(m.from, b.len[m.from]).hash.key();
            moved = column_[m.from] + left;
        } else {
            moved = &b.cell[m.from - FirstCell];
            key += cellKey(NoCard) - cellKey(*moved);
        }
        if (isCascade(m.to)) {
            CascadeHash grown = prefix(m.to, b.len[m.to]).hash;
            for (int i = 0; i < count; ++i) grown.add(moved[i]);
            key += grown.key() - prefix(m.to, b.len[m.to]).hash.key();
        } else
            key += cellKey(*moved) - cellKey(NoCard);
        return key;
    }

    // Its estimate, for a move childKey() keys.
    int childEstimate(Move m, int count, const SearchWeights& w) const {
        const Board& b = parent_;
        Totals t = totals_;
        int freeCells = freeCells_, empties = empties_;
        const Card* moved;
        if (isCascade(m.from)) {
            int left = b.len[m.from] - count;
            t.add(prefix(m.from, b.len[m.from]), -1);
            t.add(prefix(m.from, left), 1);
            empties += left == 0;
            moved = column_[m.from] + left;
        } else {
            moved = &b.cell[m.from - FirstCell];
            ++freeCells;
        }
        if (isCascade(m.to)) {
            CascadeScan grown = prefix(m.to, b.len[m.to]);
            for (int i = 0; i < count; ++i) grown.add(moved[i], b.home);
            t.add(prefix(m.to, b.len[m.to]), -1);
            t.add(grown, 1);
            empties -= b.len[m.to] == 0;
        } else
            --freeCells;
        return estimate<R>(cardsHome_, freeCells, empties, t, w);
    }

private:
    // Scan the parent's cascades, but for those not in `rescan`, whose bases
    // are taken from `reuse`.
    void scan(const CascadeScan* reuse, unsigned rescan) {
        const Card* p = parent_.cards.data();
        for (int col = 0; col < Cascades; ++col) {
            int n = parent_.len[col];
            column_[col] = p;
            // Cards leave only as part of the top run: only prefixes that
            // keep at least the cards below it are ever needed.
            CascadeScan* kept = kept_[col];
            int keep;
            if (reuse && !(rescan >> col & 1)) {
                std::memcpy(static_cast<void*>(kept), reuse + col, sizeof *kept);
                keep = kept->n;
            } else {
                keep = n - runLength<R>(p + n, n);
                CascadeScan().addInto(p, keep, parent_.home, *kept);
            }
            keep_[col] = keep;
            runs_[col] = std::uint8_t(n - keep);
            for (int i = keep; i < n; ++i, ++kept) kept->addInto(p + i, 1, parent_.home, kept[1]);
            totals_.add(*kept, 1);
            totals_.key += kept->hash.key();
            p += n;
        }
        for (Card c : parent_.cell) cellsKey_ += cellKey(c);
        cardsHome_ = parent_.cardsHome(), freeCells_ = parent_.freeCells(), empties_ = parent_.emptyCascades();
    }

    // The scan of the first n cards of a cascade (n at least keep_[col]).
    const CascadeScan& prefix(int col, int n) const { return kept_[col][n - keep_[col]]; }

    const Board& parent_;
    Autoplay mode_;
    const Card* column_[Cascades];
    int keep_[Cascades];           // cards below each cascade's top run
    std::uint8_t runs_[Cascades];  // and the cards in it
    // Each cascade's scans after keep_..len cards (a run is at most 13 cards).
    // Left uninitialised, the constructor writes what is read: this is made
    // for every position the search expands.
    union Kept {
        Kept() {}
        CascadeScan at[Cascades][Ranks + 1];
    } keptScans_;
    CascadeScan (*kept_)[Ranks + 1] = keptScans_.at;
    Totals totals_;
    std::uint64_t cellsKey_ = 0;
    int cardsHome_, freeCells_, empties_;
};

using Expansion = BasicExpansion<Standard>;

// The bases of the first positions expanded (Expansion::bases), a scan a
// cascade each, in blocks that are never moved or zeroed: a vector's growth,
// copying and clearing them, cost more than the scans they saved.
template <class R>
class BasicBaseStore {
    using CascadeScan = BasicCascadeScan<R>;
    static constexpr int Cascades = R::Cascades;

public:
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return blocks_.size() * BlockBytes; }
    const CascadeScan* at(std::size_t i) const {
        return reinterpret_cast<const CascadeScan*>(blocks_[i / Block].get() + i % Block * Cascades);
    }
    // Room for the next position's bases; nullptr when the store is full
    // (then children scan in full). 16,384 positions, 4 MB: nearly every
    // deal's first solution, while a search that runs on, as for a proof,
    // keeps within the memory it had before.
    void* add() {
        if (size_ == blocks_.size() * Block) {
            if (blocks_.size() == MaxBlocks) return nullptr;
            blocks_.emplace_back(new Slot[BlockBytes / sizeof(Slot)]);
        }
        const std::size_t i = size_++;
        return blocks_[i / Block].get() + i % Block * Cascades;
    }

private:
    static constexpr std::size_t Each = Cascades * sizeof(CascadeScan), Block = 256, MaxBlocks = 64;
    static constexpr std::size_t BlockBytes = Block * Each;
    using Slot = std::aligned_storage_t<sizeof(CascadeScan), alignof(CascadeScan)>;
    std::vector<std::unique_ptr<Slot[]>> blocks_;
    std::size_t size_ = 0;
};

using BaseStore = BasicBaseStore<Standard>;

}  // namespace freecell::bot
