// The face-card gallery's rules: rows and steps, wrong cards, aces, undo
// back to the last deal, score and win.
#include "catch.hpp"

#include <set>

#include "games/gallery/gallery.hpp"
#include "support.hpp"

namespace test_gallery_rules {

using namespace gallery;

namespace {

Place at(const char* name) { return Place{std::uint8_t(name[0] - 'A'), std::uint8_t(name[1] - '1')}; }
Move fromPile(int pile, const char* to) { return Move{true, std::uint8_t(pile - 1), {}, at(to)}; }
Move fromPlace(const char* from, const char* to) { return Move{false, 0, at(from), at(to)}; }

// An empty gallery and tableau, to set up by hand.
Game emptyGame() { return Game{}; }

}  // namespace

TEST_CASE("gallery: each row climbs by three from its base to its face card", "[gallery][rules]") {
    CHECK(baseRank(0) == 2);
    CHECK(topRank(0) == 11);  // 2-5-8-J
    CHECK(topRank(1) == 12);  // 3-6-9-Q
    CHECK(topRank(2) == 13);  // 4-7-10-K
    for (int rank : {2, 5, 8, 11}) CHECK(rowOf(rank) == 0);
    for (int rank : {3, 6, 9, 12}) CHECK(rowOf(rank) == 1);
    for (int rank : {4, 7, 10, 13}) CHECK(rowOf(rank) == 2);
}

TEST_CASE("gallery: a base card to an empty place of its row only, builds by suit, three higher", "[gallery][rules]") {
    Game g = emptyGame();
    g.piles[0] = {makeCard(2, 2)};  // 2h
    CHECK(g.whyNot(fromPile(1, "A3")).empty());
    CHECK(g.whyNot(fromPile(1, "B3")) == "an empty place in row B takes only a 3");
    g.play(fromPile(1, "A3"));
    CHECK(g.correct(at("A3")));
    g.piles[1] = {makeCard(5, 2), makeCard(5, 1)};  // 5h under 5d
    CHECK(g.whyNot(fromPile(2, "A3")) == "5d does not go on 2h (same suit, three higher)");
    g.piles[1].pop_back();
    CHECK(g.whyNot(fromPile(2, "A3")).empty());
    g.play(fromPile(2, "A3"));
    g.piles[2] = {makeCard(6, 2)};  // a 6h is two higher: no
    CHECK(!g.whyNot(fromPile(3, "A3")).empty());
    CHECK(g.placed() == 2);
}

TEST_CASE("gallery: a card on a wrong place may leave for where it belongs, and nothing goes on it",
          "[gallery][rules]") {
    Game g = emptyGame();
    g.places[0][0] = {makeCard(9, 3)};  // 9s dealt on A1: wrong
    g.places[1][4] = {makeCard(6, 3)};  // 6s on B5: correct? no, row B's base is 3
    g.places[1][5] = {makeCard(3, 3)};  // 3s on B6: correct
    CHECK(g.wrong(at("A1")));
    CHECK(g.wrong(at("B5")));
    CHECK(g.correct(at("B6")));
    g.piles[0] = {makeCard(12, 3)};  // Qs
    CHECK(g.whyNot(fromPile(1, "A1")) == "nothing may go on a wrong card (9s on A1)");
    CHECK(g.whyNot(fromPlace("B5", "B6")).empty());  // 6s onto 3s
    g.play(fromPlace("B5", "B6"));
    CHECK(g.at(at("B5")).empty());
    CHECK(g.whyNot(fromPlace("A1", "B6")).empty());  // then 9s onto 6s
    g.play(fromPlace("A1", "B6"));
    CHECK(g.whyNot(fromPile(1, "B6")).empty());  // and Qs completes the build
    // A correct card never leaves.
    CHECK(!g.whyNot(fromPlace("B6", "B5")).empty());
}

TEST_CASE("gallery: aces go to the ace pile, at the start and in every deal", "[gallery][rules]") {
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        Game g = newGame(seed);
        int cards = g.aces;
        for (const auto& row : g.places)
            for (const auto& place : row) {
                CHECK(place.size() <= 1);
                for (Card c : place) {
                    CHECK(rankOf(c) != 1);
                    ++cards;
                }
            }
        for (const auto& pile : g.piles)
            for (Card c : pile) {
                CHECK(rankOf(c) != 1);
                ++cards;
            }
        CHECK(cards + int(g.stock.size()) == 104);
        while (g.deal()) {}
        CHECK(g.aces == 8);
    }
}

TEST_CASE("gallery: undo goes back to the last deal, never past it", "[gallery][rules]") {
    Game g = emptyGame();
    g.piles[0] = {makeCard(2, 0)};
    g.piles[1] = {makeCard(5, 0)};
    g.stock = {makeCard(9, 1), makeCard(8, 0)};
    g.play(fromPile(1, "A1"));
    g.play(fromPile(2, "A1"));
    CHECK(g.undoable() == 2);
    REQUIRE(g.undo());
    CHECK(g.piles[1].back() == makeCard(5, 0));
    CHECK(g.at(at("A1")).size() == 1);
    g.play(fromPile(2, "A1"));
    REQUIRE(g.deal());
    CHECK(g.undoable() == 0);
    CHECK(!g.undo());
    CHECK(g.at(at("A1")).size() == 2);           // the moves before the deal stand
    CHECK(g.whyNot(fromPile(2, "A1")).empty());  // 8c arrived on pile 2
}

TEST_CASE("gallery: score counts the cards not in their gallery place, 0 is a win", "[gallery][rules]") {
    Game g = emptyGame();
    CHECK(g.score() == 96);
    for (int suit = 0; suit < 4; ++suit)
        for (int copy = 0; copy < 2; ++copy)
            for (int row = 0; row < Rows; ++row) {
                auto& place = g.places[std::size_t(row)][std::size_t(suit * 2 + copy)];
                for (int rank = baseRank(row); rank <= topRank(row); rank += 3) place.push_back(makeCard(rank, suit));
            }
    CHECK(g.score() == 0);
    CHECK(g.won());
    CHECK(g.over());
    g.places[2][7].pop_back();  // take a King off
    CHECK(g.score() == 1);
    CHECK(!g.won());
}

TEST_CASE("gallery: a seed deals the same game, and the first-move player always finishes", "[gallery][rules]") {
    Game a = newGame(42), b = newGame(42), c = newGame(43);
    CHECK(a.places == b.places);
    CHECK(a.stock == b.stock);
    CHECK(!(a.stock == c.stock));
    int wins = 0, seeds = test_support::casesFor(200);
    for (std::uint64_t seed = 1; seed <= std::uint64_t(seeds); ++seed) {
        Game g = newGame(seed);
        for (int steps = 0; !g.over(); ++steps) {
            REQUIRE(steps < 1000);  // every move puts a card in a correct place: no cycles
            auto moves = g.legalMoves();
            if (moves.empty())
                REQUIRE(g.deal());
            else
                g.play(moves.front());
        }
        CHECK((g.score() == 0) == g.won());
        wins += g.won();
    }
    CHECK(wins < seeds);
}

}  // namespace test_gallery_rules
