// The face-card gallery (Royal Parade, also Hussars or Financier): 24
// foundation places in three rows of eight, built by suit in steps of three
// up to a Jack, Queen or King; eight tableau piles fed from the stock.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/common/card.hpp"

namespace gallery {

constexpr int Rows = 3, PlacesPerRow = 8, Piles = 8, Ranks = 13, GalleryCards = 96;
// The stock after the opening deal (104 cards less 24 places and 8 piles): nine deals of eight.
constexpr int StockCards = 2 * 52 - Rows * PlacesPerRow - Piles;

// Cards are numbered and written as in games/common/card.hpp; two decks.
using namespace patience::cards;

// Row r (0-2) starts with rank r + 2 and climbs by three: 2-5-8-J, 3-6-9-Q, 4-7-10-K.
constexpr int baseRank(int row) { return row + 2; }
constexpr int rowOf(int rank) { return rank < 2 ? -1 : (rank - 2) % 3; }  // the row a rank is built in
constexpr int topRank(int row) { return baseRank(row) + 9; }              // J, Q, K

// A place on the gallery: row 0-2 and column 0-7, written "A1".."C8".
struct Place {
    std::uint8_t row = 0, col = 0;
    bool operator==(const Place& o) const { return row == o.row && col == o.col; }
};
inline std::string placeName(Place p) { return std::string(1, char('A' + p.row)) + std::to_string(p.col + 1); }

// A move takes the top card of a tableau pile, or a card lying on a wrong
// place, to a place: "3 B5", "A4 C2".
struct Move {
    bool fromPile = true;
    std::uint8_t pile = 0;  // when fromPile
    Place from;             // otherwise
    Place to;
    bool operator==(const Move& o) const {
        return fromPile == o.fromPile && to == o.to && (fromPile ? pile == o.pile : from == o.from);
    }
};
std::string moveName(const Move& m);

class Game {
public:
    // Each place's cards, the first one dealt there (or played on the empty
    // place) first. A place is "correct" when that first card is its row's
    // base rank: every card on it then is a correct build.
    std::array<std::array<std::vector<Card>, PlacesPerRow>, Rows> places;
    std::array<std::vector<Card>, Piles> piles;  // tableau piles, top card last
    std::vector<Card> stock;                     // dealt from the front
    int aces = 0;                                // the ace pile

    const std::vector<Card>& at(Place p) const { return places[p.row][p.col]; }
    std::vector<Card>& at(Place p) { return places[p.row][p.col]; }

    // Correctly placed: its row's base rank on the bottom (and so a build).
    bool correct(Place p) const { return !at(p).empty() && rankOf(at(p).front()) == baseRank(p.row); }
    // A card lying on a wrong place: alone there, to be moved where it belongs.
    bool wrong(Place p) const { return !at(p).empty() && !correct(p); }

    // Cards in their gallery place; the game is won at 96 and scores the rest.
    int placed() const {
        int n = 0;
        for (int r = 0; r < Rows; ++r)
            for (int c = 0; c < PlacesPerRow; ++c)
                if (correct(Place{std::uint8_t(r), std::uint8_t(c)})) n += int(places[r][c].size());
        return n;
    }
    int score() const { return GalleryCards - placed(); }
    bool won() const { return placed() == GalleryCards; }

    // The card a move takes, if there is one to take.
    std::optional<Card> moving(const Move& m) const {
        if (m.fromPile) {
            if (m.pile >= Piles || piles[m.pile].empty()) return std::nullopt;
            return piles[m.pile].back();
        }
        if (m.from.row >= Rows || m.from.col >= PlacesPerRow || !wrong(m.from)) return std::nullopt;
        return at(m.from).back();
    }

    // Why the move is illegal; "" if it is legal.
    std::string whyNot(const Move& m) const {
        if (m.to.row >= Rows || m.to.col >= PlacesPerRow) return "places are A1 to C8";
        std::optional<Card> c = moving(m);
        if (!c) {
            if (m.fromPile)
                return m.pile >= Piles ? "piles are numbered 1 to 8"
                                       : "pile " + std::to_string(m.pile + 1) + " is empty";
            return "only a card on a wrong place can leave the gallery (" + placeName(m.from) + " is not one)";
        }
        const std::vector<Card>& target = at(m.to);
        if (target.empty()) {
            if (rankOf(*c) != baseRank(m.to.row))
                return "an empty place in row " + placeName(m.to).substr(0, 1) + " takes only a " +
                    std::to_string(baseRank(m.to.row));
            return "";
        }
        if (!correct(m.to))
            return "nothing may go on a wrong card (" + cardName(target.back()) + " on " + placeName(m.to) + ")";
        Card onto = target.back();
        if (suitOf(*c) != suitOf(onto) || rankOf(*c) != rankOf(onto) + 3)
            return cardName(*c) + " does not go on " + cardName(onto) + " (same suit, three higher)";
        return "";
    }

    void play(const Move& m) {
        Card c = *moving(m);
        if (m.fromPile)
            piles[m.pile].pop_back();
        else
            at(m.from).pop_back();
        at(m.to).push_back(c);
        history_.push_back(m);
    }

    // Every legal move, by source (piles 1-8, then wrong places A1..C8) and target.
    std::vector<Move> legalMoves() const {
        std::vector<Move> out;
        auto tryAll = [&](Move m) {
            for (int r = 0; r < Rows; ++r)
                for (int col = 0; col < PlacesPerRow; ++col) {
                    m.to = Place{std::uint8_t(r), std::uint8_t(col)};
                    if (whyNot(m).empty()) out.push_back(m);
                }
        };
        for (int p = 0; p < Piles; ++p) tryAll(Move{true, std::uint8_t(p), {}, {}});
        for (int r = 0; r < Rows; ++r)
            for (int col = 0; col < PlacesPerRow; ++col)
                tryAll(Move{false, 0, Place{std::uint8_t(r), std::uint8_t(col)}, {}});
        return out;
    }

    int dealsLeft() const { return int(stock.size() + Piles - 1) / Piles; }

    // Eight cards from the stock, one a pile from 1 (aces to the ace pile).
    // Moves before a deal can no longer be undone.
    bool deal() {
        if (stock.empty()) return false;
        for (int p = 0; p < Piles && !stock.empty(); ++p) {
            Card c = stock.front();
            stock.erase(stock.begin());
            if (rankOf(c) == 1)
                ++aces;
            else
                piles[std::size_t(p)].push_back(c);
        }
        history_.clear();
        return true;
    }

    // Undo the last move since the last deal; false if there is none.
    bool undo() {
        if (history_.empty()) return false;
        Move m = history_.back();
        history_.pop_back();
        Card c = at(m.to).back();
        at(m.to).pop_back();
        if (m.fromPile)
            piles[m.pile].push_back(c);
        else
            at(m.from).push_back(c);
        return true;
    }
    std::size_t undoable() const { return history_.size(); }

    // Over: won, or the stock is out and nothing can move.
    bool over() const { return won() || (stock.empty() && legalMoves().empty()); }

private:
    std::vector<Move> history_;  // moves since the last deal
};

}  // namespace gallery
