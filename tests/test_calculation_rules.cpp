// Calculation's rules engine (games/calculation/): the document's rows, where
// cards fit, the CoCo move, the end of a game, the notation, the deal, and
// what the bot protocol shows.
#include "catch.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"

namespace test_calculation_rules {

namespace calc = calculation;
using calc::Game;
using calc::Move;
using calc::RuleSet;

namespace {

// A card of rank r (suit clubs, or spades for the 4: the 4 of clubs is a base).
calc::Card rank(int r) { return calc::makeCard(r, r == 4 ? 3 : 0); }

// A game whose deck is exactly `cards`, the first one in hand.
Game withDeck(std::vector<calc::Card> cards, RuleSet rules = RuleSet::CoCo) { return Game(std::move(cards), rules); }

std::vector<std::string> names(const std::array<int, 12>& s) {
    std::vector<std::string> out;
    for (int r : s) out.push_back(calc::rankName(r));
    return out;
}

Move handTo(bool foundation, int pile) {
    return Move{foundation ? Move::HandToFoundation : Move::HandToWaste, 0, std::uint8_t(pile)};
}

}  // namespace

TEST_CASE("calculation: each foundation's sequence is the document's row", "[calculation][rules]") {
    using V = std::vector<std::string>;
    CHECK(names(calc::sequence(0)) == V{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"});
    CHECK(names(calc::sequence(1)) == V{"4", "6", "8", "10", "Q", "A", "3", "5", "7", "9", "J", "K"});
    CHECK(names(calc::sequence(2)) == V{"6", "9", "Q", "2", "5", "8", "J", "A", "4", "7", "10", "K"});
    CHECK(names(calc::sequence(3)) == V{"8", "Q", "3", "7", "J", "2", "6", "10", "A", "5", "9", "K"});
    // The bases: Ace of hearts, Two of diamonds, Three of spades, Four of clubs.
    CHECK(calc::cardName(calc::FoundationBase[0]) == "Ah");
    CHECK(calc::cardName(calc::FoundationBase[1]) == "2d");
    CHECK(calc::cardName(calc::FoundationBase[2]) == "3s");
    CHECK(calc::cardName(calc::FoundationBase[3]) == "4c");
    for (int f = 0; f < 4; ++f) CHECK(calc::nextRank(f, 13) == 0);
}

TEST_CASE("calculation: a card fits only the foundation whose next rank it is", "[calculation][rules]") {
    const int wanted[4] = {2, 4, 6, 8};
    for (int f = 0; f < 4; ++f) {
        Game g = withDeck({rank(wanted[f])});
        for (int t = 0; t < 4; ++t) {
            std::string why = g.whyNot(handTo(true, t));
            INFO("rank " << wanted[f] << " to foundation " << t + 1);
            CHECK(why.empty() == (t == f));
            if (t != f) CHECK(why.find("which wants a " + calc::rankName(wanted[t])) != std::string::npos);
        }
        for (int w = 0; w < 4; ++w) CHECK(g.whyNot(handTo(false, w)).empty());  // any card on any waste pile
    }
    // Regardless of suit; once played, the foundation wants the next in its row.
    Game g = withDeck({calc::makeCard(4, 2), calc::makeCard(6, 1), calc::makeCard(6, 0)});
    g.play(handTo(true, 1));
    CHECK(g.top[1] == 4);
    CHECK(g.whyNot(handTo(true, 1)).empty());  // 6 on foundation 2 (4, 6, ...)
    g.play(handTo(false, 0));                  // 6d to waste 1
    CHECK(g.whyNot(Move{Move::WasteToFoundation, 0, 1}).empty());
    CHECK(g.whyNot(Move{Move::WasteToFoundation, 0, 2}).empty());        // and on foundation 3 (3, 6)
    CHECK_FALSE(g.whyNot(Move{Move::WasteToFoundation, 1, 1}).empty());  // waste 2 is empty
}

TEST_CASE("calculation: a finished foundation refuses every card", "[calculation][rules]") {
    Game g = withDeck({rank(13), rank(2)});
    g.top[0] = 13;
    g.count[0] = 13;
    CHECK(g.whyNot(handTo(true, 0)) == "foundation 1 is finished");
    for (int f = 1; f < 4; ++f) CHECK_FALSE(g.whyNot(handTo(true, f)).empty());  // a King is the last card of every row
}

TEST_CASE("calculation: the CoCo move goes only to an empty waste pile, and only under coco rules",
          "[calculation][rules]") {
    for (RuleSet rules : {RuleSet::CoCo, RuleSet::Classic}) {
        Game g = withDeck({rank(9), rank(10), rank(11)}, rules);
        g.play(handTo(false, 0));
        g.play(handTo(false, 1));
        Move toEmpty{Move::WasteToWaste, 0, 2}, toFull{Move::WasteToWaste, 0, 1}, fromEmpty{Move::WasteToWaste, 3, 2},
            toItself{Move::WasteToWaste, 0, 0};
        bool moveListed = false;
        for (Move m : g.legalMoves()) moveListed |= m == toEmpty;
        if (rules == RuleSet::CoCo) {
            CHECK(g.whyNot(toEmpty).empty());
            CHECK(moveListed);
            CHECK(g.whyNot(toFull) == "a waste card may only move to an empty waste pile");
            CHECK(g.whyNot(fromEmpty) == "waste pile 4 is empty");
            CHECK_FALSE(g.whyNot(toItself).empty());
            g.play(toEmpty);
            CHECK(g.waste[0].empty());
            CHECK(g.waste[2] == std::vector<calc::Card>{rank(9)});
        } else {
            CHECK(g.whyNot(toEmpty).find("CoCo rule") != std::string::npos);
            CHECK_FALSE(moveListed);
        }
    }
}

TEST_CASE("calculation: a win when the last King goes home", "[calculation][rules]") {
    // Foundations 1-3 finished, foundation 4 at its 9; the last card a King.
    Game g = withDeck({calc::makeCard(13, 2)});
    g.top = {13, 13, 13, 9};
    g.count = {13, 13, 13, 12};
    CHECK_FALSE(g.won());
    CHECK_FALSE(g.lost());
    g.play(handTo(true, 3));
    CHECK(g.won());
    CHECK_FALSE(g.lost());
    CHECK(g.legalMoves().empty());
}

TEST_CASE("calculation: a loss when the deck is out and nothing can reach a foundation", "[calculation][rules]") {
    // Deck out; waste tops 9 and 10 fit nowhere (foundations want 2 4 6 8).
    auto deckOut = [](RuleSet rules, std::vector<std::vector<int>> piles) {
        std::vector<calc::Card> cards;
        for (auto& p : piles)
            for (int r : p) cards.push_back(rank(r));
        Game g = withDeck(cards, rules);
        for (std::size_t w = 0; w < piles.size(); ++w)
            for (std::size_t i = 0; i < piles[w].size(); ++i) g.play(handTo(false, int(w)));
        REQUIRE_FALSE(g.hand());
        return g;
    };
    CHECK(deckOut(RuleSet::CoCo, {{9}, {10}, {11}, {12}}).lost());  // no empty pile
    CHECK(deckOut(RuleSet::Classic, {{2, 9}, {10}, {11}}).lost());  // a 2 buried, no CoCo move
    Game coco = deckOut(RuleSet::CoCo, {{2, 9}, {10}, {11}});       // an empty pile uncovers the 2
    CHECK_FALSE(coco.lost());
    coco.play(Move{Move::WasteToWaste, 0, 3});
    CHECK(coco.whyNot(Move{Move::WasteToFoundation, 0, 0}).empty());
    // Two moves deep: 7 over 9 over 2, two empty piles.
    CHECK_FALSE(deckOut(RuleSet::CoCo, {{2, 9, 7}, {10}}).lost());
    // An empty pile that uncovers nothing useful does not save the game.
    CHECK(deckOut(RuleSet::CoCo, {{11, 9}, {10}, {12}}).lost());
    // A card in hand: never lost (it can always go on a waste pile).
    Game fresh = withDeck({rank(9)});
    CHECK_FALSE(fresh.lost());
}

TEST_CASE("calculation: move notation round trip, and what is not a move", "[calculation][rules]") {
    std::vector<Move> all;
    for (std::uint8_t p = 0; p < 4; ++p) {
        all.push_back(Move{Move::HandToFoundation, 0, p});
        all.push_back(Move{Move::HandToWaste, 0, p});
        for (std::uint8_t q = 0; q < 4; ++q) {
            all.push_back(Move{Move::WasteToFoundation, p, q});
            all.push_back(Move{Move::WasteToWaste, p, q});
        }
    }
    std::set<std::string> seen;
    for (Move m : all) {
        std::string n = calc::moveName(m);
        CHECK(seen.insert(n).second);
        auto back = calc::parseMove(n);
        REQUIRE(back);
        CHECK(*back == m);
    }
    CHECK(calc::moveName(Move{Move::WasteToFoundation, 0, 3}) == "w1 f4");
    CHECK(calc::moveName(Move{Move::WasteToWaste, 1, 2}) == "w2 w3");
    CHECK(calc::moveName(Move{Move::HandToFoundation, 0, 1}) == "f2");
    CHECK(calc::parseMove("W1F4") == Move{Move::WasteToFoundation, 0, 3});
    CHECK(calc::parseMove(" w1 , f4 ") == Move{Move::WasteToFoundation, 0, 3});
    for (const char* bad : {"", "f", "f0", "f5", "w9", "x1", "1", "f1 f2", "f1 w2", "w1 w2 w3", "w1f", "hand", "w11"}) {
        INFO("'" << bad << "'");
        CHECK_FALSE(calc::parseMove(bad));
    }
}

TEST_CASE("calculation: a new game is 48 cards without the bases, the same for the same seed", "[calculation][rules]") {
    for (RuleSet rules : {RuleSet::CoCo, RuleSet::Classic}) {
        Game g = calc::newGame(12345, rules);
        CHECK(g.rules == rules);
        REQUIRE(g.deck.size() == 48u);
        std::set<calc::Card> distinct(g.deck.begin(), g.deck.end());
        CHECK(distinct.size() == 48u);
        for (calc::Card base : calc::FoundationBase) CHECK(distinct.count(base) == 0);
        for (calc::Card c : g.deck) CHECK(c < 52);
        CHECK(g.top == std::array<int, 4>{1, 2, 3, 4});
        CHECK(g.cardsLeft() == 48);
        CHECK(calc::newGame(12345, rules).deck == g.deck);
        CHECK(calc::newGame(12346, rules).deck != g.deck);
    }
}

TEST_CASE("calculation: the turn text shows what a player sees, never the deck's order", "[calculation][rules]") {
    Game a = calc::newGame(9, RuleSet::CoCo);
    for (int i = 0; i < 5; ++i) a.play(a.legalMoves().back());  // something on the waste piles
    Game b = a;
    // Same visible state, the unseen cards in another order.
    std::reverse(b.deck.begin() + std::ptrdiff_t(b.next) + 1, b.deck.end());
    REQUIRE(a.deck != b.deck);
    CHECK(calc::turnText(a, 6) == calc::turnText(b, 6));
    std::string t = calc::turnText(a, 6);
    CHECK(t.rfind("turn 6\nrules coco\nfoundations ", 0) == 0);
    CHECK(t.find("\nhand " + calc::cardName(*a.hand()) + "\nleft " + std::to_string(a.cardsLeft()) + "\n") !=
          std::string::npos);
    // The unseen ranks count the deck after the hand, not its order.
    auto unseen = calc::unseenRanks(a);
    int total = 0;
    for (int r = 1; r <= 13; ++r) total += unseen[std::size_t(r)];
    CHECK(total == a.cardsLeft() - 1);
    // The legal moves close the block, one a line.
    auto moves = a.legalMoves();
    std::string tail = "moves " + std::to_string(moves.size()) + "\n";
    for (Move m : moves) tail += calc::moveName(m) + "\n";
    CHECK(t.size() >= tail.size());
    CHECK(t.compare(t.size() - tail.size(), tail.size(), tail) == 0);
}

}  // namespace test_calculation_rules
