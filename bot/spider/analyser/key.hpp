// The analyser's key of a position: the whole position as bytes, so that
// two positions share a key only if they are the same up to which column is
// which (a proof of impossibility must not merge two positions on a hash).
// With the columns in key order (a reduction), plans are found in that order
// and renumbered back to the columns as they were. A key's members are
// defined in analyser/search.cpp, where the search keys each position.
#pragma once

#include <array>
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
    std::string encode(const AnalyseNode& n) const;
    void encodeInto(const AnalyseNode& n, std::string& k) const;

    AnalyseNode decode(std::string_view k) const;

    // The columns in the order a key lists them: sorted by their contents,
    // so that two positions with the same columns in other places are one
    // (no goal or constraint asks which column is which). Without the
    // reduction, as they are.
    ColumnOrder keyOrder(const AnalyseNode& n) const;

private:
    // Column c's bytes, as the last keyOrder wrote them.
    std::string_view column(int c) const;

    void appendColumn(const AnalyseNode& n, int c, std::string& k) const;

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
