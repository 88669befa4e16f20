// Computer-aided play (CAP), as the document describes it: which cards can
// move now (marked yellow), which tableau cards are jammed (a blue bar), and
// the evident, unproblematic moves CAP plays by itself.
//
// Two facts carry every argument below.
//  - Every card but an ace exists twice, and the gallery ends with exactly
//    two sequences of each suit in each row (one per base card). Those two
//    sequences hold the same cards, so two of them at the same height are
//    interchangeable: swapping their places changes nothing that matters.
//  - The empty places of a row are interchangeable too: nothing in the rules
//    depends on a place's column.
// "Safe" is meant for a player who does not know the stock's order, and so
// it must hold whatever the stock holds: for every line of play from the
// position without the move, the position with the move has a line that
// ends at least as well (a win stays a win, a score never gets worse). Each
// proof is a simulation: the line with the move copies the other line move
// for move, and the copy needs only the moves made so far, never the future
// deals, so it serves a player who cannot see the stock as well.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "games/gallery/game.hpp"

namespace gallery {

// --- The gallery at a glance --------------------------------------------

constexpr int Suits = 4;

// The card three higher (same suit); 0 if there is none (above a King).
constexpr int nextRank(int rank) { return rank + 3 <= Ranks ? rank + 3 : 0; }

// The correct sequences of each suit in each row, read once. A suit has at
// most two in a row, as only two of its base cards exist.
struct Builds {
    std::array<std::array<std::uint8_t, Rows>, Suits> count{};
    std::array<std::array<std::array<std::uint8_t, 2>, Rows>, Suits> top{};  // each sequence's top rank
    std::array<int, Rows> empty{}, wrong{};                                  // places of each kind a row

    explicit Builds(const Game& g) {
        for (int r = 0; r < Rows; ++r)
            for (int c = 0; c < PlacesPerRow; ++c) {
                const std::vector<Card>& place = g.places[std::size_t(r)][std::size_t(c)];
                if (place.empty())
                    ++empty[std::size_t(r)];
                else if (rankOf(place.front()) != baseRank(r))
                    ++wrong[std::size_t(r)];
                else {
                    auto s = std::size_t(suitOf(place.front()));
                    auto& n = count[s][std::size_t(r)];
                    if (n < 2) top[s][std::size_t(r)][n++] = std::uint8_t(rankOf(place.back()));
                }
            }
    }

    // Copies of this card (suit and rank) already in the gallery: 0, 1 or 2.
    int placed(Card c) const {
        int rank = rankOf(c), row = rowOf(rank), n = 0;
        if (row < 0) return 0;
        const auto s = std::size_t(suitOf(c));
        for (int i = 0; i < count[s][std::size_t(row)]; ++i) n += top[s][std::size_t(row)][std::size_t(i)] >= rank;
        return n;
    }
    // Places that take this card now: sequences whose top is the card three
    // lower, or for a base card the empty places of its row.
    int takers(Card c) const {
        int rank = rankOf(c), row = rowOf(rank), n = 0;
        if (row < 0) return 0;
        if (rank == baseRank(row)) return empty[std::size_t(row)];
        const auto s = std::size_t(suitOf(c));
        for (int i = 0; i < count[s][std::size_t(row)]; ++i) n += top[s][std::size_t(row)][std::size_t(i)] == rank - 3;
        return n;
    }
};

// Where this card can go now: the first empty place of its row for a base
// card, else the first correct sequence whose top is the card three lower.
// Every other target would be equivalent (see above), so one is enough.
inline std::optional<Place> homeOf(const Game& g, Card c) {
    int rank = rankOf(c), row = rowOf(rank);
    if (row < 0) return std::nullopt;
    for (int col = 0; col < PlacesPerRow; ++col) {
        Place p{std::uint8_t(row), std::uint8_t(col)};
        const std::vector<Card>& place = g.at(p);
        if (rank == baseRank(row) ? place.empty() : g.correct(p) && place.back() == makeCard(rank - 3, suitOf(c)))
            return p;
    }
    return std::nullopt;
}

// The move that takes pile's top card home now, if it can go.
inline std::optional<Move> homeMove(const Game& g, int pile) {
    if (pile < 0 || pile >= Piles || g.piles[std::size_t(pile)].empty()) return std::nullopt;
    auto to = homeOf(g, g.piles[std::size_t(pile)].back());
    if (!to) return std::nullopt;
    return Move{true, std::uint8_t(pile), {}, *to};
}
// The move that takes the card on a wrong place home now, if it can go.
inline std::optional<Move> homeMove(const Game& g, Place from) {
    if (from.row >= Rows || from.col >= PlacesPerRow || !g.wrong(from)) return std::nullopt;
    auto to = homeOf(g, g.at(from).back());
    if (!to) return std::nullopt;
    return Move{false, 0, from, *to};
}

// The yellow marks: a tableau top, or a card on a wrong place, that can move now.
inline bool movable(const Game& g, int pile) { return homeMove(g, pile).has_value(); }
inline bool movable(const Game& g, Place from) { return homeMove(g, from).has_value(); }

// Where each card (by suit and rank) can go now, homeOf's answer for all 52
// read in one pass over the places: -1, or row * 8 + column.
struct Homes {
    std::array<std::int8_t, 52> at;
    explicit Homes(const Game& g) {
        at.fill(-1);
        for (int r = Rows - 1; r >= 0; --r)  // backwards, so the first place found last wins
            for (int col = PlacesPerRow - 1; col >= 0; --col) {
                const std::vector<Card>& place = g.places[std::size_t(r)][std::size_t(col)];
                auto here = std::int8_t(r * PlacesPerRow + col);
                if (place.empty()) {
                    for (int s = 0; s < Suits; ++s) at[makeCard(baseRank(r), s)] = here;
                } else if (rankOf(place.front()) == baseRank(r)) {
                    if (int next = nextRank(rankOf(place.back()))) at[makeCard(next, suitOf(place.back()))] = here;
                }
            }
    }
    std::optional<Place> of(Card c) const {
        if (at[c] < 0) return std::nullopt;
        return Place{std::uint8_t(at[c] / PlacesPerRow), std::uint8_t(at[c] % PlacesPerRow)};
    }
};

// One move for each card that can move now (piles 1-8, then wrong places
// A1..C8). Empty when, and only when, g.legalMoves() is empty: the legal
// moves differ from these only in which of several equivalent targets they use.
inline std::vector<Move> homeMoves(const Game& g) {
    Homes homes(g);
    std::vector<Move> out;
    for (int p = 0; p < Piles; ++p)
        if (!g.piles[std::size_t(p)].empty())
            if (auto to = homes.of(g.piles[std::size_t(p)].back())) out.push_back(Move{true, std::uint8_t(p), {}, *to});
    for (int r = 0; r < Rows; ++r)
        for (int c = 0; c < PlacesPerRow; ++c) {
            Place from{std::uint8_t(r), std::uint8_t(c)};
            if (g.wrong(from))
                if (auto to = homes.of(g.at(from).back())) out.push_back(Move{false, 0, from, *to});
        }
    return out;
}

// --- Jams ---------------------------------------------------------------

// A jam: in tableau pile `pile` (indexes from the bottom, 0), the card X at
// `cover` lies above the card Y at `covered`, of the same suit and row and
// lower rank, and X cannot go home now. X will need a sequence of its suit
// and row at rank(X) - 3, which holds a card of Y's rank: Y itself, stuck
// under X, or Y's twin. So X waits for Y unless Y's twin carries the other
// sequence up to X first (the document: "resolve it using the twin of the
// trapped card"). Not a jam when a sequence takes X already (it holds Y's twin).
// Hopeless when not even Y's twin can help: X's twin is in the gallery (its
// sequence is the one holding Y's twin, so X's own needs Y), or Y's twin
// lies under X as well. Neither X nor Y can then ever go home.
struct Jam {
    int pile;
    int cover;
    int covered;
    bool hopeless = false;
};

std::vector<Jam> jams(const Game& g);

// --- Safe moves ---------------------------------------------------------
//
// Write c for the card moved (suit s, rank r, row R), c' for its twin, B for
// the position without the move and A for it with the move. A is B with c
// taken from its source and put in the gallery; A copies every move of B
// (legal in A too: A's tops and wrong places are B's, save c's source, and a
// card under c in A's pile is at most uncovered sooner; A's empty places are
// B's plus c's old wrong place, if c lay on one) until B plays c, and then A
// is B again (up to interchangeable places). Deals give both the same cards.
// What each rule must show is that no move of B is blocked in A by c's
// having been played: that is, no one else wanted c's target first.
// Moves from a wrong place count like tableau tops: such a card covers
// nothing, and leaving only empties its place (an extra option in A).

enum class SafeKind {
    // c' is in the gallery, so c fits only the other sequence, the one it goes
    // on now. B can put nothing else there (its next card is c or c', and c'
    // is placed), so A loses nothing. (Base cards are left to BaseCard: an
    // empty place can be wanted by any suit's base card.)
    TwinPlaced,
    // Both sequences of s in row R stand at r - 3. If B later plays c' on the
    // sequence A used, A plays c' on the other one: the two are
    // interchangeable, so A is again B plus c.
    TwoPlaces,
    // c' lies under c in the same tableau pile, so in every line c goes home
    // before c'. Until then nothing but c can go on a sequence at r - 3 (its
    // next card is c or c'). If B plays c on the other sequence, it stands at
    // r - 3 at that moment as A's did: swap the two and A is B.
    TwinBelow,
    // A base card onto an empty place of its row, when that row holds no
    // wrong card. Then the row has as many empty places as unplaced base
    // cards (8 places, 8 base cards), and it stays so (no card ever becomes
    // wrong), so whenever B plays another base card b while c is unplaced, B
    // has two empty places and A one. With a wrong card in the row this
    // fails: B may give the only empty place to b, whose sequence then takes
    // the wrong card away, and c takes the freed place; in A, b waits for a
    // place the wrong card holds until b's sequence takes it.
    BaseCard,
};

// For the person: why CAP played it.
const char* safeKindText(SafeKind k);

struct SafeMove {
    Move move;
    SafeKind kind;
};

// Why this move (one that takes a card home) is safe, if it is. Not safe in
// general: c onto one sequence at r - 3 while the other lags and c' is
// unseen or elsewhere, since c' must then go on the lagging one and may
// come to lie on a card that sequence needs first (a hopeless jam), where c'
// going on the ready sequence, and c later, would have been fine.
inline std::optional<SafeKind> safeKindOf(const Game& g, const Builds& b, const Move& m) {
    std::optional<Card> c = g.moving(m);
    if (!c) return std::nullopt;
    int rank = rankOf(*c), row = rowOf(rank);
    if (row < 0) return std::nullopt;
    if (rank == baseRank(row)) {
        if (b.wrong[std::size_t(row)] == 0 && b.empty[std::size_t(row)] > 0) return SafeKind::BaseCard;
        return std::nullopt;
    }
    if (!b.takers(*c)) return std::nullopt;
    if (b.placed(*c) > 0) return SafeKind::TwinPlaced;
    if (b.takers(*c) == 2) return SafeKind::TwoPlaces;
    if (m.fromPile) {
        const std::vector<Card>& pile = g.piles[m.pile];
        for (std::size_t i = 0; i + 1 < pile.size(); ++i)
            if (pile[i] == *c) return SafeKind::TwinBelow;
    }
    return std::nullopt;
}

// The first safe move (piles 1-8, then wrong places), if any.
inline std::optional<SafeMove> safeMove(const Game& g) {
    Builds b(g);
    for (const Move& m : homeMoves(g))
        if (auto kind = safeKindOf(g, b, m)) return SafeMove{m, *kind};
    return std::nullopt;
}

// Plays safe moves (undoable, through g.play) until none is left; returns them.
inline std::vector<SafeMove> playSafeMoves(Game& g) {
    std::vector<SafeMove> played;
    while (auto s = safeMove(g)) {
        g.play(s->move);
        played.push_back(*s);
    }
    return played;
}

}  // namespace gallery
