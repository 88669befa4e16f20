// The gallery's bot protocol (games/gallery/protocol.hpp, view.hpp): the
// turn text a judge writes, read back by parseTurn, never the stock's order,
// and what it refuses.
#include "catch.hpp"

#include <sstream>
#include <string>

#include "games/gallery/gallery.hpp"
#include "games/gallery/protocol.hpp"
#include "games/gallery/view.hpp"
#include "common/random.hpp"
#include "support.hpp"

namespace test_gallery_protocol {

using namespace test_support;

namespace {

gallery::View viewOf(const gallery::Game& g, int turn) {
    return readTurn(gallery::turnText(g, turn), gallery::parseTurn);
}

// One turn text with one line replaced.
std::string withLine(const std::string& text, std::size_t index, const std::string& line) {
    auto lines = splitLines(text);
    REQUIRE(index < lines.size());
    lines[index] = line;
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

}  // namespace

TEST_CASE("gallery parseTurn reads back what turnText shows", "[gallery][protocol]") {
    for (std::uint64_t seed : {1, 7, 42}) {
        gallery::Game g = gallery::newGame(seed);
        patience::Rng rng(seed);  // a legal answer drawn at random, turn after turn
        for (int turn = 1; turn <= 200 && !gallery::legalActions(g).empty(); ++turn) {
            gallery::View v = viewOf(g, turn);
            CHECK(v.turn == turn);
            CHECK(v.places == g.places);
            CHECK(v.piles == g.piles);
            CHECK(v.stock == int(g.stock.size()));
            CHECK(v.deals == g.dealsLeft());
            CHECK(v.aces == g.aces);
            CHECK(v.unseen == gallery::unseenCards(g));
            CHECK(v.moves == gallery::legalActions(g));
            gallery::Game back = gallery::gameOf(v);  // the same position, stock order made up
            CHECK(back.legalMoves() == g.legalMoves());
            CHECK(back.score() == g.score());
            CHECK(back.stock.size() == g.stock.size());
            gallery::Action a = v.moves[rng.below(std::uint32_t(v.moves.size()))];
            REQUIRE(gallery::whyNot(g, a) == "");
            gallery::playAction(g, a);
        }
        CHECK(gallery::legalActions(g).empty());
    }
}

TEST_CASE("gallery turnText shows the unseen cards but never the stock's order", "[gallery][protocol]") {
    gallery::Game g = gallery::newGame(11);
    std::string text = gallery::turnText(g, 1);
    auto lines = splitLines(text);
    REQUIRE(lines.size() >= 19u);
    CHECK(lines[0] == "turn 1");
    CHECK(lines[1].rfind("row A ", 0) == 0);
    CHECK(lines[4].rfind("wrong", 0) == 0);
    CHECK(lines[5].rfind("pile 1 ", 0) == 0);
    CHECK(lines[13] == "stock 72");
    CHECK(lines[14] == "deals 9");
    CHECK(lines[17].rfind("moves ", 0) == 0);
    CHECK(lines.back() == "deal");
    // The stock in another order: the same text.
    gallery::Game other = g;
    std::reverse(other.stock.begin(), other.stock.end());
    REQUIRE(other.stock != g.stock);
    CHECK(gallery::turnText(other, 1) == text);
    // ... but another content is seen in the unseen counts.
    gallery::Game swapped = g;
    std::swap(swapped.stock.front(), swapped.piles[0].back());
    if (swapped.stock.front() != g.stock.front()) CHECK(gallery::turnText(swapped, 1) != text);
}

TEST_CASE("gallery parseTurn refuses what no deal could show, naming the line", "[gallery][protocol]") {
    gallery::Game g = gallery::newGame(3);
    std::string text = gallery::turnText(g, 1);
    auto fails = [&](const std::string& bad, int line, const std::string& part) {
        std::istringstream in(bad);
        int n = 0;
        try {
            gallery::parseTurn(in, n);
            FAIL("accepted: " << bad);
        } catch (const gallery::TurnError& e) {
            INFO(e.what());
            CHECK(e.line == line);
            CHECK(contains(e.what(), part));
        }
    };
    auto lines = splitLines(text);
    fails(withLine(text, 0, "turn x"), 1, "not a number");
    fails(withLine(text, 1, "row A 2s"), 2, "eight places");
    fails(withLine(text, 4, "wrong C8"), 5, "the wrong places are");
    fails(withLine(text, 5, "pile 1 Zz"), 6, "not a card");
    fails(withLine(text, 5, "pile 1 As"), 6, "aces take no part");
    fails(withLine(text, 13, "stock 64"), 15, "a stock of 64 is not 9 deals");
    fails(withLine(text, 13, "stock 80"), 14, "not a number from 0 to 72");
    fails(withLine(text, 16, "unseen 2c:1"), 17, "48 CARD:COUNT");
    fails(withLine(text, 18, "9 Z9"), 19, "not a move");
    fails(text.substr(0, text.find("pile 3")), 8, "input ends");
    // Cards still in the stock, so that adding them shows no card a third time.
    auto unseen = gallery::unseenCards(g);
    auto inStock = [&](int rank, bool sameSuitAs2) {
        for (int suit = 0; suit < 4; ++suit) {
            gallery::Card c = gallery::makeCard(rank, suit);
            if (unseen[c] && (!sameSuitAs2 || unseen[gallery::makeCard(2, suit)])) return gallery::cardName(c);
        }
        FAIL("no " << rank << " in the stock of seed 3");
        return std::string();
    };
    auto rowA = [&](const std::string& first) {
        std::string line = lines[1];
        std::size_t from = std::string("row A ").size(), to = line.find(' ', from);
        return line.substr(0, from) + first + line.substr(to);
    };
    std::string two = inStock(2, false), seven = inStock(7, false);
    fails(withLine(text, 1, rowA(two + "," + seven)), 2, "does not go on " + two + " (same suit, three higher)");
    fails(withLine(text, 1, rowA(inStock(5, false) + "," + inStock(8, false))), 2,
          "nothing is played onto a wrong card");
    fails(withLine(text, 5, lines[5] + " " + seven), 15,
          "pile 1 has 2 cards; with 9 deals left a pile holds at most 1");
    std::string pairs = lines[16].substr(lines[16].find(' '));
    std::string firstPair = pairs.substr(1, pairs.find(' ', 1) - 1);
    std::size_t second = pairs.find(' ', 1), secondEnd = pairs.find(' ', second + 1);
    fails(withLine(text, 16, "unseen " + firstPair + " " + firstPair + pairs.substr(secondEnd)), 17, "listed twice");
    std::istringstream empty("\n\n");
    int n = 0;
    CHECK(!gallery::parseTurn(empty, n));
    CHECK(gallery::parseAction("3b5") == gallery::Action{false, gallery::Move{true, 2, {}, gallery::Place{1, 4}}});
    CHECK(gallery::parseAction(" a4 C2 ") ==
          gallery::Action{false, gallery::Move{false, 0, gallery::Place{0, 3}, gallery::Place{2, 1}}});
    CHECK(gallery::parseAction("DEAL")->deal);
    CHECK(!gallery::parseAction("9 A1"));
    CHECK(!gallery::parseAction("A9 B1"));
    CHECK(!gallery::parseAction("3"));
}

}  // namespace test_gallery_protocol
