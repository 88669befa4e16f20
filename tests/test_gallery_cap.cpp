// The gallery's computer-aided play (games/gallery/cap.hpp): movable cards,
// jams, each kind of safe move and a tempting move that is not safe. The
// randomised player: test_gallery_player.cpp.
#include "catch.hpp"

#include <algorithm>
#include <set>

#include "games/gallery/cap.hpp"
#include "games/gallery/deal.hpp"
#include "games/gallery/player.hpp"

namespace test_gallery_cap {

using namespace gallery;

namespace {

Place at(const char* name) { return Place{std::uint8_t(name[0] - 'A'), std::uint8_t(name[1] - '1')}; }
Card card(const char* name) { return *parseCard(name); }
std::vector<Card> cards(std::initializer_list<const char*> names) {
    std::vector<Card> out;
    for (const char* n : names) out.push_back(card(n));
    return out;
}
void put(Game& g, const char* place, std::initializer_list<const char*> names) { g.at(at(place)) = cards(names); }

// Row A's places A1-A6 hold two complete sequences each of clubs, diamonds
// and spades, so that the hearts on A7 and A8 are all that happens there.
Game rowAWithHearts(std::initializer_list<std::pair<const char*, std::initializer_list<const char*>>> hearts) {
    Game g;
    const int suits[] = {0, 1, 3};
    for (int k = 0; k < 6; ++k) {
        std::vector<Card>& place = g.places[0][std::size_t(k)];
        for (int rank = 2; rank <= 11; rank += 3) place.push_back(makeCard(rank, suits[k / 2]));
    }
    for (auto& h : hearts) put(g, h.first, h.second);
    return g;
}

std::optional<SafeKind> kindOfFirst(const Game& g) {
    auto s = safeMove(g);
    if (!s) return std::nullopt;
    return s->kind;
}

}  // namespace

TEST_CASE("gallery cap: movable tops and wrong cards, one target each", "[gallery][cap]") {
    Game g;
    put(g, "A1", {"2h"});
    put(g, "B1", {"5h"});  // wrong: a 5 on row B
    put(g, "C1", {"Qs"});  // wrong, nowhere to go
    g.piles[0] = cards({"9c", "5h"});
    g.piles[1] = cards({"8d"});
    g.piles[2] = cards({"3c"});  // row B has empty places
    CHECK(movable(g, 0));
    CHECK(!movable(g, 1));
    CHECK(movable(g, 2));
    CHECK(!movable(g, 3));  // empty pile
    CHECK(movable(g, at("B1")));
    CHECK(!movable(g, at("C1")));
    CHECK(!movable(g, at("A1")));  // a correct card never moves
    for (const Move& m : homeMoves(g)) CHECK(g.whyNot(m).empty());
    CHECK(homeMoves(g).size() == 3);
    CHECK(homeMove(g, 0)->to == at("A1"));
}

TEST_CASE("gallery cap: homeMoves is empty exactly when no move is legal", "[gallery][cap]") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Game g = newGame(seed);
        Rng rng(seed);
        for (int steps = 0; steps < 300; ++steps) {
            std::vector<Move> mine = homeMoves(g), legal = g.legalMoves();
            REQUIRE(mine.empty() == legal.empty());
            for (const Move& m : mine) REQUIRE(g.whyNot(m).empty());
            // Every legal move's card is among those homeMoves moves.
            for (const Move& m : legal)
                CHECK(std::any_of(mine.begin(), mine.end(), [&](const Move& h) {
                    return h.fromPile == m.fromPile && (m.fromPile ? h.pile == m.pile : h.from == m.from);
                }));
            if (auto m = chooseMove(g, rng))
                g.play(*m);
            else if (!g.deal())
                break;
        }
    }
}

TEST_CASE("gallery cap: twin already placed", "[gallery][cap][safe]") {
    Game g = rowAWithHearts({{"A7", {"2h", "5h"}}, {"A8", {"2h"}}});
    g.piles[0] = cards({"7c", "5h"});
    auto s = safeMove(g);
    REQUIRE(s);
    CHECK(s->kind == SafeKind::TwinPlaced);
    CHECK(s->move.fromPile);
    CHECK(s->move.pile == 0);
    CHECK(s->move.to == at("A8"));  // the only place left for it
    CHECK(std::string(safeKindText(s->kind)) == "its twin is already in place");
}

TEST_CASE("gallery cap: two places ready", "[gallery][cap][safe]") {
    Game g = rowAWithHearts({{"A7", {"2h", "5h"}}, {"A8", {"2h", "5h"}}});
    put(g, "B1", {"8h"});  // a wrong card moves like a tableau top
    CHECK(kindOfFirst(g) == SafeKind::TwoPlaces);
    CHECK(!safeMove(g)->move.fromPile);
    CHECK(safeMove(g)->move.from == at("B1"));
}

TEST_CASE("gallery cap: the twin lies below in the same pile", "[gallery][cap][safe]") {
    Game g = rowAWithHearts({{"A7", {"2h"}}});
    put(g, "A8", {"9c"});  // wrong: the second hearts sequence cannot even begin yet
    g.piles[0] = cards({"5h", "Kd", "5h"});
    CHECK(kindOfFirst(g) == SafeKind::TwinBelow);
    CHECK(safeMove(g)->move.to == at("A7"));
}

TEST_CASE("gallery cap: a base card to a row without wrong cards", "[gallery][cap][safe]") {
    Game g;
    put(g, "A1", {"2c"});
    put(g, "B1", {"Js"});  // wrong cards elsewhere do not matter
    g.piles[0] = cards({"Kh", "2d"});
    CHECK(kindOfFirst(g) == SafeKind::BaseCard);
    CHECK(g.at(safeMove(g)->move.to).empty());
    // A wrong card in row A: another base card may need the empty place first.
    put(g, "A8", {"5c"});
    CHECK(movable(g, 0));
    CHECK(!safeMove(g));
}

TEST_CASE("gallery cap: one ready sequence while the other lags is not safe", "[gallery][cap][safe]") {
    // The tempting move: 5h onto the only 2h. Its twin must then take the
    // second sequence, which has not begun; if that twin lies (or comes to
    // lie) on the other 2h, neither can ever go home.
    Game g = rowAWithHearts({{"A7", {"2h"}}});
    put(g, "A8", {"9c"});
    g.piles[0] = cards({"Kd", "5h"});
    CHECK(movable(g, 0));
    CHECK(!safeMove(g));               // twin unseen
    g.piles[1] = cards({"2h", "5h"});  // twin seen, on the other 2h
    CHECK(!safeMove(g));
    // Had CAP played it, pile 2's 5h (no jam now: A7 takes it) would be
    // jammed for good on the 2h its sequence needs.
    CHECK(jams(g).empty());
    g.play(*homeMove(g, 0));
    REQUIRE(jams(g).size() == 1);
    CHECK(jams(g)[0].hopeless);
}

TEST_CASE("gallery cap: jams found and not found", "[gallery][cap][jam]") {
    Game g;
    g.piles[0] = cards({"2h", "9c", "5h"});   // 5h over the 2h it needs: a jam
    g.piles[1] = cards({"3h", "5h"});         // 3h is of row B: no jam
    g.piles[2] = cards({"2c", "5h"});         // another suit: no jam
    g.piles[3] = cards({"8h", "5h"});         // a higher card below: no jam
    g.piles[4] = cards({"4d", "Kd", "10d"});  // two covered cards, each a jam
    std::vector<Jam> found = jams(g);
    REQUIRE(found.size() == 3);
    CHECK(found[0].pile == 0);
    CHECK(found[0].cover == 2);
    CHECK(found[0].covered == 0);
    CHECK(!found[0].hopeless);
    std::set<std::pair<int, int>> onPile5;
    for (const Jam& j : found)
        if (j.pile == 4) onPile5.insert({j.cover, j.covered});
    CHECK(onPile5 == std::set<std::pair<int, int>>{{1, 0}, {2, 0}});
    // A sequence that takes the 5h now holds the other 2h: no jam there.
    put(g, "A1", {"2h"});
    for (const Jam& j : jams(g)) CHECK(j.pile == 4);
}

TEST_CASE("gallery cap: hopeless jams", "[gallery][cap][jam]") {
    Game g;
    put(g, "A1", {"2h", "5h"});  // 5h's twin placed: the other 5h needs the other 2h
    g.piles[0] = cards({"2h", "5h"});
    g.piles[1] = cards({"2c", "2c", "8c"});  // both 2c under the 8c
    g.piles[2] = cards({"2s", "8s"});        // an ordinary jam
    std::vector<Jam> found = jams(g);
    REQUIRE(found.size() == 4);
    int hopeless = 0;
    for (const Jam& j : found) {
        if (j.pile == 2)
            CHECK(!j.hopeless);
        else
            CHECK(j.hopeless);
        hopeless += j.hopeless;
    }
    CHECK(hopeless == 3);
}

TEST_CASE("gallery cap: playSafeMoves plays a chain to a fixed point, undoably", "[gallery][cap][safe]") {
    Game g = rowAWithHearts({{"A7", {"2h"}}, {"A8", {"2h"}}});
    g.piles[0] = cards({"8h", "5h"});  // two places for the 5h, then 8h has two again
    g.piles[1] = cards({"Jh", "5h"});  // then this 5h: its twin is in place
    g.piles[2] = cards({"8h"});        // and so on
    g.piles[3] = cards({"Kc", "Jh"});
    std::vector<SafeMove> played = playSafeMoves(g);
    CHECK(played.size() == 6);
    CHECK(!safeMove(g));
    CHECK(g.at(at("A7")).size() == 4);
    CHECK(g.at(at("A8")).size() == 4);
    CHECK(g.piles[3] == cards({"Kc"}));
    std::set<SafeKind> kinds;
    for (const SafeMove& s : played) kinds.insert(s.kind);
    CHECK(kinds.count(SafeKind::TwoPlaces));
    CHECK(kinds.count(SafeKind::TwinPlaced));
    CHECK(g.undoable() == played.size());
    while (g.undo()) {}
    CHECK(g.piles[0] == cards({"8h", "5h"}));

    // On real deals too: every safe move is legal, and the end is a fixed point.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Game d = newGame(seed);
        while (auto s = safeMove(d)) {
            REQUIRE(d.whyNot(s->move).empty());
            d.play(s->move);
        }
        CHECK(playSafeMoves(d).empty());
    }
}

}  // namespace test_gallery_cap
