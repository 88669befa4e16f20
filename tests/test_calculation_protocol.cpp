// Calculation's bot protocol (games/calculation/protocol.hpp, view.hpp): the
// turn text a judge writes, read back by parseTurn, and what it refuses.
#include "catch.hpp"

#include <sstream>

#include "games/calculation/calculation.hpp"
#include "common/random.hpp"
#include "games/calculation/view.hpp"
#include "support.hpp"

namespace test_calculation_protocol {

using namespace test_support;
namespace calc = calculation;

namespace {

calc::View viewOf(const calc::Game& g, int turn) { return readTurn(calc::turnText(g, turn), calc::parseTurn); }

}  // namespace

TEST_CASE("calculation parseTurn reads back what turnText shows", "[calculation][protocol]") {
    for (calc::RuleSet rules : {calc::RuleSet::Classic, calc::RuleSet::CoCo}) {
        calc::Game g = calc::newGame(5, rules);
        patience::Rng rng(3);  // a legal move drawn at random, turn after turn
        for (int turn = 1; turn <= 30 && !g.lost() && !g.won(); ++turn) {
            calc::View v = viewOf(g, turn);
            CHECK(v.turn == turn);
            CHECK(v.rules == rules);
            CHECK(v.top == g.top);
            CHECK(v.waste == g.waste);
            CHECK(v.hand == g.hand());
            CHECK(v.left == g.cardsLeft());
            CHECK(v.unseen == calc::unseenRanks(g));
            CHECK(v.moves == g.legalMoves());
            calc::Game back = calc::gameOf(v);  // the same position, deck order made up
            CHECK(back.count == g.count);
            CHECK(back.legalMoves() == g.legalMoves());
            g.play(v.moves[rng.below(std::uint32_t(v.moves.size()))]);
        }
    }
    CHECK(calc::parseCard("10h") == calc::makeCard(10, 2));
    CHECK(calc::parseCard("Ts") == calc::makeCard(10, 3));
    CHECK(calc::parseCard("kd") == calc::makeCard(13, 1));
    CHECK(!calc::parseCard("1h"));
    CHECK(!calc::parseCard("Kx"));
}

TEST_CASE("calculation parseTurn: bad input names the line", "[calculation][protocol]") {
    std::string good = calc::turnText(calc::newGame(1, calc::RuleSet::CoCo), 1);
    auto lineOf = [](const std::string& text) {
        std::istringstream in(text);
        int line = 0;
        try {
            calc::parseTurn(in, line);
        } catch (const calc::TurnError& e) {
            return e.line;
        }
        return 0;
    };
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string t = good;
        auto at = t.find(from);
        REQUIRE(at != std::string::npos);
        return t.replace(at, from.size(), to);
    };
    CHECK(lineOf(good) == 0);
    CHECK(lineOf("hello\n") == 1);
    CHECK(lineOf(replaced("rules coco", "rules spider")) == 2);
    CHECK(lineOf(replaced("foundations A 2 3 4", "foundations A 2 3")) == 3);
    CHECK(lineOf(replaced("waste 2", "waste 2 Zz")) == 5);
    CHECK(lineOf(replaced("left 48", "left many")) == 9);
    CHECK(lineOf(good.substr(0, good.size() - 4)) > 11);  // cut inside the moves
    // Blank lines between blocks are fine; the end of input ends the game.
    std::istringstream two("\n" + good + "\n" + good);
    int line = 0;
    CHECK(calc::parseTurn(two, line));
    CHECK(calc::parseTurn(two, line));
    CHECK(!calc::parseTurn(two, line));
}

}  // namespace test_calculation_protocol
