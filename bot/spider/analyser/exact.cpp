// The exact search (exact.hpp): its breadth-first run, and the plan read
// back from the goal.
#include "bot/spider/analyser/exact.hpp"

#include <algorithm>
#include <cstring>

namespace spider::bot::exact {

Search::Search(const AnalyseContext& ctx, const State& start, bool canonical) : Moves(ctx, start, canonical) {
    progressBits_ = (wantsOrder_ ? 8 : 0) + (wantsTurnUp_ ? 1 : 0);
    while (std::size_t(1) << idBits_ < store_.size() * 2) ++idBits_;
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
