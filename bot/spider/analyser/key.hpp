// The analyser's key of a position: the whole position as bytes, so that
// two positions share a key only if they are the same up to which column is
// which (a proof of impossibility must not merge two positions on a hash).
// With the columns in key order (a reduction), plans are found in that order
// and renumbered back to the columns as they were.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "bot/spider/analyser/node.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

using ColumnOrder = std::array<int, Columns>;  // [k]: the column listed k-th

class AnalyseKeys {
public:
    explicit AnalyseKeys(const AnalyseContext& ctx) : ctx_(ctx) {}

    // The whole position as a key: each column's face-down count, face-up
    // count and cards (face-down ones too when known), then the plan's
    // progress.
    std::string encode(const AnalyseNode& n) const {
        std::string k;
        encodeInto(n, k);
        return k;
    }
    void encodeInto(const AnalyseNode& n, std::string& k) const {
        k.clear();
        for (int c : keyOrder(n)) k.append(column(c));  // each column's bytes as keyOrder wrote them
        k += char(n.p.turnedUp);
        k += char(n.p.removedKings.size());
        for (Card king : n.p.removedKings) k += char(king);
        if (ctx_.table.rules.suits != 4) k.append(n.removedCards.begin(), n.removedCards.end());
    }

    AnalyseNode decode(std::string_view k) const {
        AnalyseNode n;
        std::size_t i = 0;
        auto next = [&] { return static_cast<unsigned char>(k[i++]); };
        for (int c = 0; c < Columns; ++c) {
            int down = next(), up = next();
            n.s.down[std::size_t(c)] = std::uint8_t(down);
            n.s.len[std::size_t(c)] = std::uint8_t(down + up);
            for (int j = 0; j < down + up; ++j)
                n.s.card[std::size_t(c)][std::size_t(j)] = ctx_.downInKey() || j >= down ? Card(next()) : Hidden;
        }
        n.p.turnedUp = next();
        int removed = next();
        for (int j = 0; j < removed; ++j) n.p.removedKings.push_back(Card(next()));
        if (ctx_.table.rules.suits == 4) {
            for (Card king : n.p.removedKings)
                for (int r = 1; r <= Ranks; ++r) n.removedCards.push_back(makeCard(r, suitOf(king)));
        } else
            n.removedCards.assign(k.begin() + long(i), k.end());
        n.s.removed = std::uint8_t(removed + ctx_.removedAtStart);
        return n;
    }

    // The columns in the order a key lists them: sorted by their contents,
    // so that two positions with the same columns in other places are one
    // (no goal or constraint asks which column is which). Without the
    // reduction, as they are.
    ColumnOrder keyOrder(const AnalyseNode& n) const {
        ColumnOrder order;
        for (int c = 0; c < Columns; ++c) order[std::size_t(c)] = c;
        orderText_.clear();
        for (int c = 0; c < Columns; ++c) {
            appendColumn(n, c, orderText_);
            at_[std::size_t(c) + 1] = orderText_.size();
        }
        if (!ctx_.columnsInOrder) return order;
        // Insertion sort, stable: ten short columns, most of them in order already.
        for (int i = 1; i < Columns; ++i)
            for (int j = i; j > 0 && column(order[std::size_t(j)]) < column(order[std::size_t(j) - 1]); --j)
                std::swap(order[std::size_t(j)], order[std::size_t(j) - 1]);
        return order;
    }

private:
    // Column c's bytes, as the last keyOrder wrote them.
    std::string_view column(int c) const {
        return std::string_view(orderText_).substr(at_[std::size_t(c)], at_[std::size_t(c) + 1] - at_[std::size_t(c)]);
    }

    void appendColumn(const AnalyseNode& n, int c, std::string& k) const {
        int down = n.s.down[std::size_t(c)], len = n.s.len[std::size_t(c)], from = ctx_.downInKey() ? 0 : down;
        char head[2] = {char(down), char(len - down)};
        k.append(head, 2);
        k.append(reinterpret_cast<const char*>(n.s.card[std::size_t(c)].data()) + from, std::size_t(len - from));
    }

    const AnalyseContext& ctx_;
    mutable std::string orderText_;                      // keyOrder's: every column's bytes, one after another
    mutable std::array<std::size_t, Columns + 1> at_{};  // where each column's bytes start in orderText_
};

// `n` with its columns in key order.
AnalyseNode inOrder(const AnalyseNode& n, const ColumnOrder& order);

// A step or a plan for the columns in key order, for the columns as they were.
Step renumbered(Step st, const ColumnOrder& to);
std::shared_ptr<const Strategy> renumbered(const std::shared_ptr<const Strategy>& plan, const ColumnOrder& to);

}  // namespace spider::bot
