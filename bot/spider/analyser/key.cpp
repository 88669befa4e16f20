// The analyser's key of a position (key.hpp): the columns in key order and
// back.
#include "bot/spider/analyser/key.hpp"

namespace spider::bot {

AnalyseNode inOrder(const AnalyseNode& n, const ColumnOrder& order) {
    AnalyseNode out = n;
    for (int k = 0; k < Columns; ++k) {
        std::size_t c = std::size_t(order[std::size_t(k)]);
        out.s.card[std::size_t(k)] = n.s.card[c];
        out.s.len[std::size_t(k)] = n.s.len[c];
        out.s.down[std::size_t(k)] = n.s.down[c];
    }
    return out;
}

Step renumbered(Step st, const ColumnOrder& to) {
    st.from = std::uint8_t(to[st.from]);
    if (st.kind == Step::Move) st.to = std::uint8_t(to[st.to]);
    return st;
}

std::shared_ptr<const Strategy> renumbered(const std::shared_ptr<const Strategy>& plan, const ColumnOrder& to) {
    auto out = std::make_shared<Strategy>(*plan);
    for (Command& c : out->moves) {
        c.from = to[std::size_t(c.from)];
        if (c.kind == Command::Move) c.to = to[std::size_t(c.to)];
    }
    if (out->reveal >= 0) out->reveal = to[std::size_t(out->reveal)];
    for (auto& branch : out->branches) branch.second = renumbered(branch.second, to);
    return out;
}

}  // namespace spider::bot
