// The exact search (exact.hpp): its breadth-first run, and the plan read
// back from the goal; with the game it plays on its positions
// (exact_moves.hpp), the records it writes and reads, and the lookups of
// its columns and positions, defined here beside the run that calls them
// per position.
#include "bot/spider/analyser/exact.hpp"

#include <algorithm>
#include <cstring>

namespace spider::bot::exact {

ColumnId ColumnStore::child(ColumnId id, std::uint8_t held) {
    std::uint64_t key = std::uint64_t(id) << 8 | held;
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hashOf(key) & mask;; i = (i + 1) & mask) {
        std::uint64_t slot = slots_[i];
        if (slot == Free) break;
        if ((slot & KeyMask) == key) return ColumnId(slot >> KeyBits);
    }
    return insert(id, held, key);
}

ColumnId ColumnStore::insert(ColumnId id, std::uint8_t held, std::uint64_t key) {
    const Column& p = columns_[id];
    Column c;
    c.parent = id;
    c.card = held;
    c.len = std::uint8_t(p.len + 1);
    bool down = held & FaceDown;
    c.down = std::uint8_t(p.down + down);
    c.kings = p.kings;
    c.longest = p.longest;
    if (held != UnknownCard && rankOf(Card(held & ~FaceDown)) == Ranks)
        c.kings = std::uint16_t(c.kings + (1u << (4 * suitOf(Card(held & ~FaceDown)))));
    if (!down) {
        bool follows =
            p.run > 0 && rankOf(held) + 1 == rankOf(p.card) && (rules_.anyRunMoves || sameSuit(rules_, held, p.card));
        c.run = std::uint8_t(follows ? p.run + 1 : 1);
        c.head = follows ? p.head : held;
        std::uint8_t& best = c.longest[std::size_t(suitOf(held))];
        best = std::max(best, c.run);
    }
    ColumnId out = ColumnId(columns_.size());
    columns_.push_back(c);
    if ((columns_.size() + 1) * 4 > slots_.size() * 3) grow();
    place(key | std::uint64_t(out) << KeyBits);
    return out;
}

void PositionTable::prefetchRecords(std::uint64_t h) const {
    std::uint32_t tag = std::uint32_t(h & TagMask);
    for (std::size_t i = home(h);; i = i + 1 == slots_.size() ? 0 : i + 1) {
        std::uint32_t s = slots_[i];
        if (!s) return;
        if ((s & TagMask) == tag) __builtin_prefetch(record((s >> TagBits) - 1));
    }
}

bool PositionTable::insert(const std::uint8_t* r, std::uint64_t h, std::uint32_t parent) {
    std::uint32_t tag = std::uint32_t(h & TagMask);
    std::size_t i = home(h);
    for (;; i = i + 1 == slots_.size() ? 0 : i + 1) {
        std::uint32_t s = slots_[i];
        if (!s) break;
        if ((s & TagMask) == tag && std::memcmp(record((s >> TagBits) - 1), r, std::size_t(bytes_)) == 0) return false;
    }
    slots_[i] = std::uint32_t(size() + 1) << TagBits | tag;
    if (!(size_ & (PerBlock - 1)))
        blocks_.push_back(
            Block{std::vector<std::uint8_t>(PerBlock * std::size_t(bytes_)), std::vector<std::uint32_t>(PerBlock)});
    Block& b = blocks_.back();
    std::memcpy(b.records.data() + (size_ & (PerBlock - 1)) * std::size_t(bytes_), r, std::size_t(bytes_));
    b.parents[size_ & (PerBlock - 1)] = parent;
    ++size_;
    if (size() * 5 > slots_.size() * 4) rehash(slots_.size() + slots_.size() / 2);
    return true;
}

template <class F>
void PositionTable::recode(int bytes, F&& recode) {
    int was = bytes_;
    bytes_ = bytes;
    for (Block& b : blocks_) {
        std::vector<std::uint8_t> old(PerBlock * std::size_t(bytes));
        old.swap(b.records);
        for (std::size_t i = 0; i < PerBlock; ++i)
            recode(old.data() + i * std::size_t(was), b.records.data() + i * std::size_t(bytes));
    }
    rehash(slots_.size());
}

int Moves::estimate(const Pos& p) const {
    int e = 0, needSpaces = ctx_.query.keepSpace ? spacesAtStart_ : 0, wanted = 0;
    std::array<int, Suits> named = named_;
    for (int suit = 0; suit < Suits; ++suit)
        named[std::size_t(suit)] = std::max(0, named[std::size_t(suit)] - p.sets[std::size_t(suit)]);
    for (const GoalPart& g : ctx_.query.goal) {
        if (g.kind == GoalPart::Spaces) needSpaces = std::max(needSpaces, g.n);
        if (g.kind == GoalPart::Removals) wanted = std::max(wanted, g.n - removed(p));
        if (g.kind == GoalPart::TurnUp && !p.turnedUp) {
            int nearest = 0;
            for (ColumnId id : p.col) {
                const ColumnStore::Column& c = store_[id];
                if (c.down && (!nearest || c.len - c.down < nearest)) nearest = c.len - c.down;
            }
            e += nearest;
        }
    }
    if (needSpaces > 0) {
        std::array<int, Columns> size{};
        for (int c = 0; c < Columns; ++c) {
            const ColumnStore::Column& col = store_[p.col[std::size_t(c)]];
            size[std::size_t(c)] = col.len - col.down + 4 * col.down;
        }
        std::sort(size.begin(), size.end());
        for (int k = 0; k < needSpaces && k < Columns; ++k) e += size[std::size_t(k)];
    }
    std::array<int, Suits> deficit{};
    for (int suit = 0; suit < Suits; ++suit) {
        int longest = 0;
        for (ColumnId id : p.col) longest = std::max<int>(longest, store_[id].longest[std::size_t(suit)]);
        deficit[std::size_t(suit)] = Ranks - longest;
        if (named[std::size_t(suit)] > 0) e += deficit[std::size_t(suit)];
    }
    if (wanted > 0) {
        std::sort(deficit.begin(), deficit.end());
        for (int k = 0; k < wanted && k < Suits; ++k) e += deficit[std::size_t(k)];
    }
    return e;
}

bool Moves::holds(const Pos& p) const {
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

bool Moves::dead(const Pos& p) const {
    if (!wantsOrder_) return false;
    for (const GoalPart& g : ctx_.query.goal)
        for (std::size_t i = 1; g.ordered && i < g.suits.size(); ++i) {
            int before = firstRemoval(p, g.suits[i - 1]), after = firstRemoval(p, g.suits[i]);
            if (after >= 0 && (before < 0 || before > after)) return true;
        }
    return false;
}

bool Moves::uncover(Pos& p, int c) {
    ColumnId id = p.col[std::size_t(c)];
    if (id == EmptyColumn || !(store_.last(id) & FaceDown)) return true;
    if (ctx_.query.noTurnUp || store_.last(id) == UnknownCard) return false;
    p.col[std::size_t(c)] = store_.turnedUp(id);
    p.turnedUp = true;
    return true;
}

bool Moves::play(Pos& p, const Step& st, bool* turned) {
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
    bool before = p.turnedUp;
    p.turnedUp = false;
    if (!uncover(p, st.from)) return false;
    if (turned) *turned = p.turnedUp;
    p.turnedUp = p.turnedUp || before;
    return !(ctx_.query.noSpace && spaces(p) > spacesBefore && !holds(p));
}

template <class F>
void Moves::forEachChild(const Pos& p, bool joined, std::vector<Step>& moves, std::vector<Step>* trail, F&& f) {
    moves.clear();
    movesFrom(p, moves);
    std::size_t singles = moves.size();
    for (std::size_t m = 0; m < singles; ++m) {
        Step st = moves[m];
        Pos child = p;
        bool turned = false;
        if (!play(child, st, &turned)) continue;
        if (trail) trail->assign(1, st);
        unsigned changed = joined ? 1u << st.from | (st.kind == Step::Move ? 1u << st.to : 0u) : ~0u;
        Pos after = child;
        joinRuns(after, trail, changed);
        f(after);
        if (!joinsOn_ || turned || !reversible(p, st)) continue;
        std::size_t at = moves.size();
        movesFrom(child, moves, false, st.from, 1u << st.from | 1u << st.to);
        for (std::size_t n = at; n < moves.size(); ++n) {
            Step next = moves[n];
            Pos pair = child;
            if (!play(pair, next)) continue;
            if (trail) trail->assign({st, next});
            joinRuns(pair, trail, changed | 1u << next.from | 1u << next.to);
            f(pair);
        }
        moves.resize(at);
    }
}

bool Moves::reversible(const Pos& p, const Step& st) const {
    if (st.kind != Step::Move) return false;
    ColumnId rest = store_.cut(p.col[st.from], st.count);
    if (rest == EmptyColumn) return true;
    std::uint8_t under = store_.last(rest);
    if (under & FaceDown) return false;
    return rankOf(under) == rankOf(store_.last(store_.cut(p.col[st.from], st.count - 1))) + 1;
}

void Moves::joinRuns(Pos& p, std::vector<Step>* trail, unsigned changed) {
    if (!joinsOn_ || holds(p)) return;
    const Rules& rules = ctx_.table.rules;
    for (bool joined = true; joined;) {
        joined = false;
        // bit r: a column's last card is face up and of rank r (a join's target), of any or of a changed one
        unsigned exposed = 0, exposedChanged = 0;
        for (int b = 0; b < Columns; ++b) {
            ColumnId t = p.col[std::size_t(b)];
            if (t == EmptyColumn || (store_.last(t) & FaceDown)) continue;
            exposed |= 1u << rankOf(store_.last(t));
            if (changed >> b & 1u) exposedChanged |= 1u << rankOf(store_.last(t));
        }
        for (int a = 0; a < Columns; ++a) {
            ColumnId id = p.col[std::size_t(a)];
            const ColumnStore::Column& c = store_[id];
            int r = c.run, first = c.len - r;
            unsigned targets = changed >> a & 1u ? exposed : exposedChanged;
            if (!r || !(targets >> (rankOf(c.head) + 1) & 1u)) continue;  // nothing, or nowhere to go
            if (first > 0 && first == c.down) continue;                   // it would turn a card up
            if (first == 0 && ctx_.query.noSpace) continue;               // it would make a space
            Card y = c.head, under = 0;
            if (first > 0) {
                under = store_.last(store_.cut(id, r));
                if (rankOf(under) != rankOf(y) + 1) continue;  // it could not go back
            }
            int best = -1;
            for (int b = 0; b < Columns; ++b) {
                ColumnId t = p.col[std::size_t(b)];
                if (b == a || t == EmptyColumn || (store_.last(t) & FaceDown)) continue;
                if (!(changed >> a & 1u) && !(changed >> b & 1u)) continue;
                Card onto = store_.last(t);
                if (rankOf(onto) != rankOf(y) + 1) continue;
                if (sameSuit(rules, y, onto)) {
                    best = b;
                    break;
                }
                if ((first == 0 || onto < under) && (best < 0 || onto < store_.last(p.col[std::size_t(best)])))
                    best = b;  // a lower base
            }
            if (best < 0) continue;
            Step st{Step::Move, std::uint8_t(a), std::uint8_t(best), std::uint8_t(r)};
            play(p, st);
            if (trail) trail->push_back(st);
            changed |= 1u << a | 1u << best;
            joined = true;
        }
    }
}

void Moves::movesFrom(const Pos& p, std::vector<Step>& moves, bool skipEqual, int only, unsigned toMask) {
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
        if (only < 0 && fc.run >= Ranks && rankOf(fc.card) == 1 && removable(f))
            add(Step{Step::Remove, std::uint8_t(from), 0, 0});
        unsigned targets = only < 0 || from == only ? ~0u : toMask;
        for (int to = 0; to < Columns; ++to) {
            if (to == from || !(targets >> to & 1u)) continue;
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

bool Moves::removable(ColumnId id) const {
    Card ace = store_.last(id);
    for (int i = 0; i < Ranks; ++i, id = store_[id].parent)
        if (!sameSuit(ctx_.table.rules, store_.last(id), ace) || rankOf(store_.last(id)) != i + 1) return false;
    return true;
}

Search::Search(const AnalyseContext& ctx, const State& start, bool canonical) : Moves(ctx, start, canonical) {
    progressBits_ = (wantsOrder_ ? 8 : 0) + (wantsTurnUp_ ? 1 : 0);
    while (std::size_t(1) << idBits_ < store_.size() * 2) ++idBits_;
}

void Search::encode(const Pos& p, std::uint8_t* r) const {
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

Search::Pos Search::decode(const std::uint8_t* r, int idBits) const {
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

Answer Search::run(SearchLimit& limit, long maxPositions) {
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
    // Nearest the goal first, as the AND-OR search orders them: moves so
    // far plus twice the estimate, then the order found. open[f] holds
    // the records of order f not yet expanded, from next[f] on (a
    // record's moves so far are its f less twice its estimate). Every
    // record is still expanded before "impossible".
    std::vector<std::vector<std::uint32_t>> open(1);
    std::vector<std::size_t> next(1);
    auto push = [&](std::uint32_t record, int e) {
        if (std::size_t(e) >= open.size()) open.resize(std::size_t(e) + 1), next.resize(std::size_t(e) + 1);
        open[std::size_t(e)].push_back(record);
    };
    push(0, 2 * estimate(start_));
    std::size_t low = 0;
    while (true) {
        while (low < open.size() && next[low] == open[low].size()) {
            open[low].clear(), open[low].shrink_to_fit(), next[low] = 0;
            ++low;
        }
        if (low == open.size()) break;
        std::uint32_t head = open[low][next[low]++];
        Pos p = decode(table_.record(head));
        int depth = int(low) - 2 * estimate(p);
        // The children's records first, their index lines asked for, then
        // looked up: the lookups' cache misses overlap.
        children.clear();
        bool found = false;
        forEachChild(p, head != 0, moves, nullptr, [&](const Pos& child) {
            if (found) return;
            if (holds(child)) {
                a.plan = planTo(head, child);
                found = true;
            } else if (!dead(child))
                children.push_back(child);
        });
        if (found) return finish(Answer::Possible);
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
            if (!table_.insert(records.data() + i * MaxRecordBytes, hashes[i], head)) continue;
            int f = depth + 1 + 2 * estimate(children[i]);
            push(std::uint32_t(table_.size() - 1), f);
            low = std::min(low, std::size_t(f));
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

void Search::widen() {
    int was = idBits_;
    ++idBits_;
    table_.recode(recordBytes(), [&](const std::uint8_t* old, std::uint8_t* now) { encode(decode(old, was), now); });
}

std::vector<Step> Search::planTo(std::size_t last, const Pos& goal) {
    std::vector<std::size_t> chain;
    for (std::size_t i = last; i; i = table_.parent(i)) chain.push_back(i);
    std::vector<Step> plan, moves, trail;
    Pos at = start_;  // the columns as numbered at the start
    std::uint8_t want[MaxRecordBytes], got[MaxRecordBytes];
    for (std::size_t k = chain.size() + 1; k-- > 0;) {
        if (k)
            std::memcpy(want, table_.record(chain[k - 1]), std::size_t(recordBytes()));
        else
            encode(goal, want);
        // The children as the search made them, from the columns in the
        // record's order (the joins depend on the order); `to[i]`: the
        // column at the start that is i-th in that order.
        std::array<int, Columns> to;
        for (int i = 0; i < Columns; ++i) to[std::size_t(i)] = i;
        if (canonical_)
            std::stable_sort(to.begin(), to.end(),
                             [&](int x, int y) { return at.col[std::size_t(x)] < at.col[std::size_t(y)]; });
        Pos ordered = at;
        for (int i = 0; i < Columns; ++i) ordered.col[std::size_t(i)] = at.col[std::size_t(to[std::size_t(i)])];
        bool done = false;
        forEachChild(ordered, k != chain.size(), moves, &trail, [&](const Pos& child) {
            if (done) return;
            encode(child, got);
            if (std::memcmp(got, want, std::size_t(recordBytes())) != 0) return;
            for (Step st : trail) {
                st.from = std::uint8_t(to[st.from]);
                if (st.kind == Step::Move) st.to = std::uint8_t(to[st.to]);
                play(at, st);
                plan.push_back(st);
            }
            done = true;
        });
    }
    return plan;
}

}  // namespace spider::bot::exact
