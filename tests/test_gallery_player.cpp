// The gallery's randomised player (games/gallery/player.hpp): it never reads
// the stock, plays legal games to their end, and the evaluation's figures.
#include "catch.hpp"

#include <algorithm>
#include <ctime>
#include <iostream>

#include "games/gallery/gallery.hpp"
#include "games/gallery/player.hpp"
#include "support.hpp"

namespace test_gallery_player {

using namespace gallery;
using namespace test_support;

namespace {

Card card(const char* name) { return *parseCard(name); }

}  // namespace

TEST_CASE("gallery player: never reads the stock (same choices whatever it holds)", "[gallery][player]") {
    // At every deal of a game, a copy with the stock replaced (reversed, then
    // all one card) must get the very same moves up to the next deal.
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Game g = newGame(seed);
        Rng rng(seed * 31);
        for (;;) {
            Game other = g, junk = g;
            std::reverse(other.stock.begin(), other.stock.end());
            std::fill(junk.stock.begin(), junk.stock.end(), card("Kd"));
            Rng r2 = rng, r3 = rng;
            for (;;) {
                std::optional<Move> m = chooseMove(g, rng), m2 = chooseMove(other, r2), m3 = chooseMove(junk, r3);
                REQUIRE(m.has_value() == m2.has_value());
                REQUIRE(m.has_value() == m3.has_value());
                if (!m) break;
                REQUIRE(*m == *m2);
                REQUIRE(*m == *m3);
                g.play(*m);
                other.play(*m2);
                junk.play(*m3);
            }
            if (!g.deal()) break;
        }
    }
}

TEST_CASE("gallery player: a play-out is a legal game played to its end", "[gallery][player]") {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Game start = newGame(seed);
        Game g = start;
        Rng rng(seed);
        int moves = 0;
        for (;;) {
            if (auto m = chooseMove(g, rng)) {
                REQUIRE(g.whyNot(*m).empty());
                g.play(*m);
                REQUIRE(++moves <= GalleryCards);  // each move places a card for good
            } else if (!g.deal()) {
                break;
            }
        }
        CHECK(g.over());
        CHECK(g.stock.empty());
        CHECK(g.score() == playOut(start, seed));  // playOut is this loop
        CHECK(g.score() == GalleryCards - moves - Game(start).placed());
    }
}

TEST_CASE("gallery player: an evaluation's statistics", "[gallery][player]") {
    Game start = newGame(5);
    Evaluation e = evaluate(start, 20, 99);
    REQUIRE(e.scores.size() == 20);
    std::vector<int> s = e.scores;
    std::sort(s.begin(), s.end());
    CHECK(e.min == s.front());
    CHECK(e.median == Approx((s[9] + s[10]) / 2.0));
    double sum = 0;
    for (int x : s) sum += x;
    CHECK(e.mean == Approx(sum / 20));
    CHECK(e.solved == std::count(s.begin(), s.end(), 0));
    for (int x : s) CHECK((x >= 0 && x <= GalleryCards));
    CHECK(evaluate(start, 20, 99).scores == e.scores);  // a seed repeats itself
    // Different seeds play differently somewhere.
    bool differs = false;
    for (std::uint64_t seed = 1; seed <= 5 && !differs; ++seed)
        differs = evaluate(newGame(seed), 20, 1).scores != evaluate(newGame(seed), 20, 2).scores;
    CHECK(differs);
    Evaluation odd = evaluate(start, 3, 7);
    std::vector<int> o = odd.scores;
    std::sort(o.begin(), o.end());
    CHECK(odd.median == o[1]);
    CHECK(evaluate(start, 0, 1).scores.empty());
}

// The player's strength and speed, hidden from ordinary runs (a fraction of a
// second, run with the rest of "[gallery]"): build/bin/tests "[gallery][bench]".
TEST_CASE("gallery player: win rate, mean score and time over seeded deals", "[.][gallery][player][bench]") {
    const int deals = 2000;
    int wins = 0;
    double sum = 0;
    // CPU time, which a busy machine does not stretch as it does the wall clock.
    std::clock_t t0 = std::clock();
    for (int seed = 1; seed <= deals; ++seed) {
        int score = playOut(newGame(std::uint64_t(seed)), std::uint64_t(seed));
        wins += score == 0;
        sum += score;
    }
    double us = 1e6 * double(std::clock() - t0) / CLOCKS_PER_SEC / deals;
    std::clock_t t1 = std::clock();
    Evaluation e = evaluate(newGame(1), 20, 1);
    double evalMs = 1e3 * double(std::clock() - t1) / CLOCKS_PER_SEC;
    std::cout << "gallery player, seeds 1-" << deals << ": " << wins << " wins (" << 100.0 * wins / deals
              << "%), mean score " << sum / deals << ", " << us << " us CPU a game; evaluate K=20: " << evalMs
              << " ms CPU (mean " << e.mean << ")\n";
    // The figures games/gallery/player.hpp gives: the player is seeded, so
    // they are exact.
    CHECK(wins == 98);
    CHECK(sum / deals == Approx(28.26).margin(0.005));
    CHECK(evalMs < 1000);
}

}  // namespace test_gallery_player
