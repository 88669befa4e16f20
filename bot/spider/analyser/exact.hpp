// The exact search (docs/spider-analyser.md, "The exact search"): for a
// question in which no unknown card can come into view (--no-turn-up, or
// the face-down cards known, or none face down), the game without deals is
// a finite puzzle, and this search exhausts it.
//
//  - A column is a number (analyser/column_store.hpp), a position ten of
//    them and the bits of progress the goal asks about; it is stored whole,
//    in 20-32 bytes (analyser/position_table.hpp), so "impossible" rests on
//    no hash.
//  - Positions that differ only in which column is which are one (the
//    record lists the columns' numbers in order); the two decks' equal
//    cards are one value; a run moves into the first space only.
//  - The removals the plan made are not stored: no card comes into view
//    that the start did not hold, so the cards left say which sets went.
//    Only what they do not say is: the order of the first removal of each
//    suit (for `remove:S>T`), and whether a card was turned up.
//  - Breadth first: the stored positions are the queue, each with the one
//    it came from, so a plan is as short as any (in the search's moves) and
//    is read back from the goal. A position a goal in order can no longer
//    reach (T removed before S) is not searched on.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "bot/spider/analyser/column_store.hpp"
#include "bot/spider/analyser/node.hpp"
#include "bot/spider/analyser/position_table.hpp"
#include "bot/spider/analyser/query.hpp"

namespace spider::bot::exact {

using patience::bot::SearchLimit;

// Whether the exact search can answer the question: no card it does not
// know can come into view, and the rules are ones it plays.
inline bool applies(const AnalyseContext& ctx, const State& s) {
    if (ctx.table.rules.autoRemove) return false;
    if (ctx.query.noTurnUp) return true;
    for (int c = 0; c < Columns; ++c)
        for (int i = 0; i < s.down[std::size_t(c)]; ++i)
            if (s.card[std::size_t(c)][std::size_t(i)] == Hidden) return false;
    return true;
}

struct Answer {
    enum Status { Possible, Impossible, Unknown } status = Unknown;
    std::vector<Step> plan;  // Possible: the moves, columns as numbered at the start
    long positions = 0;      // stored, each once
    std::size_t tableBytes = 0, columnBytes = 0, columns = 0;
    const char* stoppedBy = "";  // Unknown: what ran out
};

class Search {
public:
    // `canonical`: the columns in any order are one position (off: the
    // plain exact search, for the random checks and the reference answers).
    Search(const AnalyseContext& ctx, const State& start, bool canonical = true)
        : ctx_(ctx), store_(ctx.table.rules), canonical_(canonical) {
        for (int c = 0; c < Columns; ++c) {
            std::uint8_t cards[Cards];
            int len = start.len[std::size_t(c)];
            for (int i = 0; i < len; ++i) cards[i] = start.card[std::size_t(c)][std::size_t(i)];
            start_.col[std::size_t(c)] = store_.columnOf(cards, len, start.down[std::size_t(c)], true);
        }
        for (ColumnId c : start_.col) kingsAtStart_ += store_[c].kings;
        spacesAtStart_ = ctx.spacesAtStart;
        for (const GoalPart& g : ctx.query.goal) {
            wantsOrder_ |= g.kind == GoalPart::Remove && g.ordered;
            wantsTurnUp_ |= g.kind == GoalPart::TurnUp;
        }
        named_ = namedSets(ctx.query.goal);
        progressBits_ = (wantsOrder_ ? 8 : 0) + (wantsTurnUp_ ? 1 : 0);
        idBits_ = 16;
        while (std::size_t(1) << idBits_ < store_.size() * 2) ++idBits_;
    }

    Answer run(SearchLimit& limit, long maxPositions) {
        Answer a;
        auto finish = [&](Answer::Status st) {
            a.status = st;
            a.positions = long(table_.size());
            a.tableBytes = table_.bytes();
            a.columnBytes = store_.bytes();
            a.columns = store_.size();
            return a;
        };
        if (holds(start_)) return finish(Answer::Possible);
        std::uint8_t r[MaxRecordBytes];
        encode(start_, r);
        table_ = PositionTable(recordBytes());
        table_.insert(r, 0);
        limit.add();
        std::vector<Step> moves;
        std::vector<Pos> children;  // of one position
        std::vector<std::uint8_t> records;
        std::vector<std::uint64_t> hashes;
        for (std::size_t head = 0; head < table_.size(); ++head) {
            Pos p = decode(table_.record(head));
            moves.clear();
            movesFrom(p, moves);
            // The children's records first, their index lines asked for, then
            // looked up: the lookups' cache misses overlap.
            children.clear();
            for (const Step& st : moves) {
                Pos child = p;
                if (!play(child, st)) continue;
                if (holds(child)) {
                    a.plan = planTo(head, child);
                    return finish(Answer::Possible);
                }
                if (!dead(child)) children.push_back(child);
            }
            while (store_.size() >= std::size_t(1) << idBits_) widen();  // before any record is written
            records.resize(children.size() * MaxRecordBytes);
            hashes.clear();
            for (const Pos& child : children) {
                std::uint8_t* r = records.data() + hashes.size() * MaxRecordBytes;
                encode(child, r);
                hashes.push_back(table_.hashOf(r));
                table_.prefetch(hashes.back());
            }
            for (std::uint64_t h : hashes) table_.prefetchRecords(h);
            for (std::size_t i = 0; i < hashes.size(); ++i) {
                if (!table_.insert(records.data() + i * MaxRecordBytes, hashes[i], std::uint32_t(head))) continue;
                limit.add();
                if (limit.reached() || long(table_.size()) >= maxPositions || store_.size() >= MaxColumns ||
                    table_.size() >= PositionTable::MaxRecords) {
                    a.stoppedBy = store_.size() >= MaxColumns ? "columns" : limit.reached() ? "limit" : "positions";
                    return finish(Answer::Unknown);
                }
            }
        }
        return finish(Answer::Impossible);
    }

private:
    static constexpr std::size_t MaxColumns = std::size_t(1) << 24;
    static constexpr int MaxRecordBytes = 32;  // ten numbers of 24 bits and 9 bits of progress

    struct Pos {
        std::array<ColumnId, Columns> col{};     // in order: as numbered at the start, or ascending
        std::array<std::uint8_t, Suits> sets{};  // sets of each suit the plan removed
        std::uint8_t order = 0;                  // the suits of the first removals, two bits each, in order
        std::uint8_t suitsOut = 0;               // how many suits have had a set removed
        bool turnedUp = false;
    };

    int recordBytes(int idBits) const { return (Columns * idBits + progressBits_ + 7) / 8; }
    int recordBytes() const { return recordBytes(idBits_); }

    // The record of `p`: its columns' numbers, ascending, idBits_ each,
    // then the order of first removals and whether a card was turned up, if
    // the goal asks about them.
    void encode(const Pos& p, std::uint8_t* r) const {
        std::array<ColumnId, Columns> c = p.col;
        if (canonical_)  // insertion sort: ten numbers, most of them in order already
            for (int i = 1; i < Columns; ++i)
                for (int j = i; j > 0 && c[std::size_t(j)] < c[std::size_t(j) - 1]; --j)
                    std::swap(c[std::size_t(j)], c[std::size_t(j) - 1]);
        std::uint64_t acc = 0;  // bits not yet written, the first lowest
        int held = 0, at = 0;
        auto put = [&](std::uint32_t v, int bits) {
            acc |= std::uint64_t(v) << held;
            for (held += bits; held >= 8; held -= 8, acc >>= 8) r[at++] = std::uint8_t(acc);
        };
        for (ColumnId id : c) put(id, idBits_);
        if (wantsOrder_) put(p.order, 8);
        if (wantsTurnUp_) put(p.turnedUp, 1);
        if (held) r[at] = std::uint8_t(acc);
    }
    Pos decode(const std::uint8_t* r) const { return decode(r, idBits_); }
    Pos decode(const std::uint8_t* r, int idBits) const {
        Pos p;
        std::uint64_t acc = 0;  // bits read, not yet taken, the first lowest
        int held = 0, at = 0, bytes = recordBytes(idBits);
        auto get = [&](int bits) {
            for (; held < bits; held += 8) acc |= std::uint64_t(at < bytes ? r[at++] : 0) << held;
            auto v = std::uint32_t(acc & ((std::uint64_t(1) << bits) - 1));
            acc >>= bits, held -= bits;
            return v;
        };
        for (ColumnId& id : p.col) id = get(idBits);
        if (wantsOrder_) p.order = std::uint8_t(get(8));
        if (wantsTurnUp_) p.turnedUp = get(1);
        // The sets removed: the Kings gone (no card comes into view that the
        // start did not show or know, and a King leaves only in its set).
        unsigned kings = 0;
        for (ColumnId id : p.col) kings += store_[id].kings;
        for (int s = 0; s < Suits; ++s) {
            p.sets[std::size_t(s)] = std::uint8_t((kingsAtStart_ >> (4 * s) & 15) - (kings >> (4 * s) & 15));
            p.suitsOut = std::uint8_t(p.suitsOut + (p.sets[std::size_t(s)] > 0));
        }
        return p;
    }
    // More bits a column's number: every record written anew.
    void widen() {
        int was = idBits_;
        ++idBits_;
        table_.recode(recordBytes(),
                      [&](const std::uint8_t* old, std::uint8_t* now) { encode(decode(old, was), now); });
    }

    // The plan: the moves from the start to record `last`, then to `goal`,
    // found again with the columns as numbered at the start (the records
    // hold them in any order).
    std::vector<Step> planTo(std::size_t last, const Pos& goal) {
        std::vector<std::size_t> chain;
        for (std::size_t i = last; i; i = table_.parent(i)) chain.push_back(i);
        std::vector<Step> plan;
        Pos at = start_;
        std::uint8_t want[MaxRecordBytes], got[MaxRecordBytes];
        std::vector<Step> moves;
        for (std::size_t k = chain.size() + 1; k-- > 0;) {
            if (k)
                std::memcpy(want, table_.record(chain[k - 1]), std::size_t(recordBytes()));
            else
                encode(goal, want);
            moves.clear();
            movesFrom(at, moves, false);
            for (const Step& st : moves) {
                Pos next = at;
                if (!play(next, st)) continue;
                encode(next, got);
                if (std::memcmp(got, want, std::size_t(recordBytes())) != 0) continue;
                plan.push_back(st);
                at = next;
                break;
            }
        }
        return plan;
    }

    int spaces(const Pos& p) const {
        int n = 0;
        for (ColumnId c : p.col) n += c == EmptyColumn;
        return n;
    }
    int firstRemoval(const Pos& p, int suit) const {
        for (int i = 0; i < p.suitsOut; ++i)
            if ((p.order >> (2 * i) & 3) == suit) return i;
        return -1;
    }
    int removed(const Pos& p) const {
        int n = 0;
        for (std::uint8_t k : p.sets) n += k;
        return n;
    }
    int otherRemovals(const Pos& p) const {
        int others = removed(p);
        for (int s = 0; s < Suits; ++s) others -= std::min<int>(p.sets[std::size_t(s)], named_[std::size_t(s)]);
        return others;
    }

    // As goalHolds (analyser/query.hpp), on a Pos.
    bool holds(const Pos& p) const {
        if (ctx_.query.keepSpace && spaces(p) < spacesAtStart_) return false;
        for (const GoalPart& g : ctx_.query.goal) {
            switch (g.kind) {
            case GoalPart::TurnUp:
                if (!p.turnedUp) return false;
                break;
            case GoalPart::Removals:
                if (removed(p) < g.n) return false;
                break;
            case GoalPart::Spaces:
                if (spaces(p) < g.n) return false;
                break;
            case GoalPart::Remove: {
                std::array<int, Suits> need{};
                for (int s : g.suits) ++need[std::size_t(s)];
                for (int s = 0; s < Suits; ++s)
                    if (p.sets[std::size_t(s)] < need[std::size_t(s)]) return false;
                for (std::size_t i = 1; g.ordered && i < g.suits.size(); ++i)
                    if (firstRemoval(p, g.suits[i - 1]) > firstRemoval(p, g.suits[i])) return false;
                break;
            }
            }
        }
        return true;
    }

    // No plan on from `p` can reach the goal: a suit of an ordered goal had
    // its first set removed before the suit named ahead of it, and a first
    // removal never changes.
    bool dead(const Pos& p) const {
        if (!wantsOrder_) return false;
        for (const GoalPart& g : ctx_.query.goal)
            for (std::size_t i = 1; g.ordered && i < g.suits.size(); ++i) {
                int before = firstRemoval(p, g.suits[i - 1]), after = firstRemoval(p, g.suits[i]);
                if (after >= 0 && (before < 0 || before > after)) return true;
            }
        return false;
    }

    // After a move or a removal left column `c` as it is: its last card
    // turned up if face down. False if that is not allowed.
    bool uncover(Pos& p, int c) {
        ColumnId id = p.col[std::size_t(c)];
        if (id == EmptyColumn || !(store_.last(id) & FaceDown)) return true;
        if (ctx_.query.noTurnUp || store_.last(id) == UnknownCard) return false;
        p.col[std::size_t(c)] = store_.turnedUp(id);
        p.turnedUp = true;
        return true;
    }

    // Plays a step; false if the question's constraints forbid it.
    bool play(Pos& p, const Step& st) {
        int spacesBefore = spaces(p);
        ColumnId& from = p.col[st.from];
        if (st.kind == Step::Remove) {
            Card king = store_.last(store_.cut(from, Ranks - 1));
            int suit = suitOf(king);
            from = store_.cut(from, Ranks);
            if (!p.sets[std::size_t(suit)]++) {
                p.order = std::uint8_t(p.order | suit << (2 * p.suitsOut));
                ++p.suitsOut;
            }
            if (ctx_.query.maxRemovals >= 0 && otherRemovals(p) > ctx_.query.maxRemovals) return false;
        } else {
            std::uint8_t run[Cards];
            ColumnId id = from;
            for (int i = st.count; i-- > 0; id = store_[id].parent) run[i] = store_.last(id);
            from = id;
            ColumnId& to = p.col[st.to];
            for (int i = 0; i < st.count; ++i) to = store_.child(to, run[i]);
        }
        if (!uncover(p, st.from)) return false;
        return !(ctx_.query.noSpace && spaces(p) > spacesBefore && !holds(p));
    }

    // The moves from `p`, into `moves`. With `skipEqual`, a column equal to
    // one before it gives none (the same positions, the columns in any order).
    void movesFrom(const Pos& p, std::vector<Step>& moves, bool skipEqual = true) {
        int space = -1;
        for (int c = 0; c < Columns && space < 0; ++c)
            if (p.col[std::size_t(c)] == EmptyColumn) space = c;
        auto add = [&](Step st) { moves.push_back(st); };
        const Rules& rules = ctx_.table.rules;
        for (int from = 0; from < Columns; ++from) {
            ColumnId f = p.col[std::size_t(from)];
            const ColumnStore::Column& fc = store_[f];
            if (!fc.run) continue;
            bool sameAsBefore = false;  // an equal column before it gives the same positions
            for (int c = 0; c < from && !sameAsBefore; ++c)
                sameAsBefore = skipEqual && canonical_ && p.col[std::size_t(c)] == f;
            if (sameAsBefore) continue;
            if (fc.run >= Ranks && rankOf(fc.card) == 1 && removable(f))
                add(Step{Step::Remove, std::uint8_t(from), 0, 0});
            for (int to = 0; to < Columns; ++to) {
                if (to == from) continue;
                ColumnId t = p.col[std::size_t(to)];
                if (t == EmptyColumn) {
                    if (to != space) continue;
                    for (int k = 1; k <= fc.run; ++k) {
                        if (k == fc.len) continue;  // the whole column: the same position
                        if (rules.kingsOnlyToSpace && rankOf(store_.last(store_.cut(f, k - 1))) != Ranks) continue;
                        add(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
                    }
                    continue;
                }
                std::uint8_t onto = store_.last(t);
                if (onto & FaceDown) continue;
                int k = rankOf(onto) - rankOf(fc.card);
                if (k < 1 || k > fc.run) continue;
                add(Step{Step::Move, std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)});
            }
        }
    }

    // The 13 cards at the foot of `id` are a set (with runs of mixed suits
    // moving, they must still be of one suit).
    bool removable(ColumnId id) const {
        Card ace = store_.last(id);
        for (int i = 0; i < Ranks; ++i, id = store_[id].parent)
            if (!sameSuit(ctx_.table.rules, store_.last(id), ace) || rankOf(store_.last(id)) != i + 1) return false;
        return true;
    }

    const AnalyseContext& ctx_;
    ColumnStore store_;
    PositionTable table_{20};
    bool canonical_;
    Pos start_;
    unsigned kingsAtStart_ = 0;  // four bits a suit
    std::array<int, Suits> named_{};
    int spacesAtStart_ = 0, idBits_ = 16, progressBits_ = 0;
    bool wantsOrder_ = false, wantsTurnUp_ = false;
};

}  // namespace spider::bot::exact
