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
//  - Joined runs, as the AND-OR search makes them (`--reduce` name
//    `joins`): after each move, a run that can go back where it lay goes
//    onto a card of its suit; the moves a join hides come back as pairs.
//  - Breadth first: the stored positions are the queue, each with the one
//    it came from, so a plan is as short as any (in the search's moves) and
//    is read back from the goal. A position a goal in order can no longer
//    reach (T removed before S) is not searched on.
#pragma once

#include <cstdint>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "bot/spider/analyser/exact_moves.hpp"
#include "bot/spider/analyser/position_table.hpp"

namespace spider::bot::exact {

using patience::bot::SearchLimit;

struct Answer {
    enum Status { Possible, Impossible, Unknown } status = Unknown;
    std::vector<Step> plan;  // Possible: the moves, columns as numbered at the start
    long positions = 0;      // stored, each once
    std::size_t tableBytes = 0, columnBytes = 0, columns = 0;
    const char* stoppedBy = "";  // Unknown: what ran out
};

class Search : private Moves {
public:
    // `canonical`: the columns in any order are one position (off: the
    // plain exact search, for the random checks and the reference answers).
    Search(const AnalyseContext& ctx, const State& start, bool canonical = true);

    Answer run(SearchLimit& limit, long maxPositions);

private:
    static constexpr std::size_t MaxColumns = std::size_t(1) << 24;
    static constexpr int MaxRecordBytes = 32;  // ten numbers of 24 bits and 9 bits of progress

    int recordBytes(int idBits) const { return (Columns * idBits + progressBits_ + 7) / 8; }
    int recordBytes() const { return recordBytes(idBits_); }

    // The record of `p`: its columns' numbers, ascending, idBits_ each,
    // then the order of first removals and whether a card was turned up, if
    // the goal asks about them.
    void encode(const Pos& p, std::uint8_t* r) const;
    Pos decode(const std::uint8_t* r) const { return decode(r, idBits_); }
    Pos decode(const std::uint8_t* r, int idBits) const;
    // More bits a column's number: every record written anew.
    void widen();

    // The plan: the moves from the start to record `last`, then to `goal`,
    // found again with the columns as numbered at the start (the records
    // hold them in any order).
    std::vector<Step> planTo(std::size_t last, const Pos& goal);

    PositionTable table_{20};
    int idBits_ = 16, progressBits_ = 0;
};

}  // namespace spider::bot::exact
