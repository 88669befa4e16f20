// The exact search's columns (column_store.hpp): a column made, and the
// index grown.
#include "bot/spider/analyser/column_store.hpp"

namespace spider::bot::exact {

ColumnStore::ColumnStore(const Rules& rules) : rules_(rules) {
    columns_.push_back(Column{});
    slots_.assign(1u << 12, Free);
}

ColumnId ColumnStore::columnOf(const std::uint8_t* cards, int len, int down, bool known) {
    ColumnId id = EmptyColumn;
    for (int i = 0; i < len; ++i)
        id = child(id,
                   i >= down                              ? cards[i]
                       : known && cards[i] != UnknownCard ? std::uint8_t(FaceDown | cards[i])
                                                          : UnknownCard);
    return id;
}

void ColumnStore::grow() {
    std::vector<std::uint64_t> old(slots_.size() * 2, Free);
    old.swap(slots_);
    for (std::uint64_t slot : old)
        if (slot != Free) place(slot);
}

}  // namespace spider::bot::exact
