// A compact gallery position for the fair bot's play-outs: fixed-size
// arrays, cheap to copy, with what the rules ask kept up to date (which card
// each build waits for, how many empty places each row has). The stock is a
// sampled order the play-out owns, never the real one.
//
// Every move puts one card in its gallery place for good, so moves contest
// a target only when two sources want it: the two copies of a card and a
// single build waiting for it, or more base cards (2, 3, 4) than empty places
// in their row. An uncontested move is nearly always right, and play-outs
// take it at once; not always (cap.hpp: committing a card to the one ready
// sequence can jam its twin), which is why the bot's own turns take only
// cap.hpp's proven-safe moves unsampled.
#pragma once

#include <array>
#include <cstdint>

#include "games/gallery/player.hpp"
#include "games/gallery/view.hpp"

namespace gallery::bot {

constexpr int PlaceCount = Rows * PlacesPerRow;
constexpr int Sources = Piles + PlaceCount;  // 0-7: pile tops; 8-31: places (a wrong card)
constexpr std::uint8_t NoCard = 0xFF;

// Each card's rank (0 for NoCard and other non-cards) by table: play-outs
// ask it millions of times.
struct RankTable {
    std::uint8_t rank[256];
};
constexpr RankTable makeRankTable() {
    RankTable t{};
    for (int c = 0; c < 52; ++c) t.rank[c] = std::uint8_t(c % 13 + 1);
    return t;
}
inline constexpr RankTable rankTable = makeRankTable();
inline int rankFast(std::uint8_t c) { return rankTable.rank[c]; }

// What the play-outs ask at every move (a card's target, the move itself,
// the deal, contest and doom) is defined in policy.cpp, beside them.
struct Sim {
    static constexpr int MaxPile = 16;         // 1 card, then at most 9 deals of one card a pile
    std::array<std::uint8_t, PlaceCount> top;  // top card of a place, NoCard if empty
    std::array<bool, PlaceCount> right{};      // a correct build (else a wrong card) when not empty
    std::array<std::array<std::uint8_t, MaxPile>, Piles> pile{};
    std::array<std::uint8_t, Piles> len{};
    std::array<std::uint8_t, 52> need{};       // correct builds waiting for this card next
    std::array<std::uint8_t, Rows> empties{};  // empty places a row
    std::array<std::uint8_t, 52> offer{};      // sources offering this card: pile tops and wrong cards
    std::array<std::uint8_t, 52> home{};       // copies of this card in their gallery place
    std::array<std::uint8_t, 52> inPiles{};    // copies of this card in the tableau piles
    int placed = 0, aces = 0;
    std::array<std::uint8_t, 104> stock{};  // a sampled order, dealt from stockAt
    int stockAt = 0, stockEnd = 0;

    static int placeRow(int place) { return place / PlacesPerRow; }

    // The card a source offers, NoCard if none.
    std::uint8_t cardAt(int src) const {
        if (src < Piles) return len[std::size_t(src)] ? pile[std::size_t(src)][len[std::size_t(src)] - 1u] : NoCard;
        int p = src - Piles;
        return top[std::size_t(p)] != NoCard && !right[std::size_t(p)] ? top[std::size_t(p)] : NoCard;
    }
    static bool isBase(std::uint8_t c) { return unsigned(rankFast(c) - 2) <= 2u; }
    // Targets open for card c now: empty places of its row for a base card, waiting builds otherwise.
    int targets(std::uint8_t c) const { return isBase(c) ? empties[std::size_t(rankFast(c) - 2)] : need[c]; }

    // The place card c goes to (the first that takes it), -1 if none. Places
    // that take the same card are alike, so the first is as good as any.
    int targetFor(std::uint8_t c) const;

    void putOn(int place, std::uint8_t c);

    // Plays the card of src to `place` (a target of targetFor); false, and
    // nothing done, if there is no such card or place, so that the play-out
    // loops end rather than spin.
    bool move(int src, int place);

    bool stockEmpty() const { return stockAt >= stockEnd; }
    void deal();

    int score() const { return GalleryCards - placed; }
    bool won() const { return placed == GalleryCards; }

    // Sources of copies of c that could move now (base cards: any of its row's base cards).
    int competitors(std::uint8_t c) const;
    // Doomed (player.hpp's word): src's card c would take the one sequence
    // ready for it, and a twin lies in a pile on a lower card of c's suit and
    // row, which the other sequence needs before the twin: a hopeless jam.
    bool doomed(int src, std::uint8_t c) const;
    // Uncontested: the card has a target and no other source wants one of the same targets.
    bool uncontested(int src) const;
};

// The position a view shows; the stock is left empty (a sampler fills it).
Sim simOf(const View& v);

// The cards a view says are still in the stock (the unseen ones and the
// aces to come), in card order: a sampler shuffles them.
std::vector<std::uint8_t> stockCards(const View& v);

// A move's source and target as Sim numbers them.
inline int sourceOf(const Move& m) { return m.fromPile ? m.pile : Piles + m.from.row * PlacesPerRow + m.from.col; }
inline int placeOf(Place p) { return p.row * PlacesPerRow + p.col; }

// The answer that plays src's card to `place`.
Action actionOf(int src, int place);

}  // namespace gallery::bot
