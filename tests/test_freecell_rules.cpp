// The FreeCell rules engine: MS deals, moves and supermoves, autoplay, legal moves.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "games/freecell/freecell.hpp"
#include "support.hpp"

namespace test_freecell_rules {

using namespace freecell;
using namespace test_support;

namespace {

// A sample's lines with trailing spaces and CRs dropped, so only the cards compare.
std::vector<std::string> sampleLines(const std::string& name) {
    auto lines = splitLines(readSample(name));
    for (auto& line : lines)
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    return lines;
}

Card card(const std::string& name) {
    Card c = parseCard(name);
    INFO("card " << name);
    REQUIRE(c != NoCard);
    return c;
}

// A position built by hand; it need not hold all 52 cards. Cascades list
// their cards deepest first; cells use "-" when free; home is in CDHS order.
Board position(const std::vector<std::string>& cascades, const std::vector<std::string>& cells = {},
               std::array<int, Suits> home = {0, 0, 0, 0}) {
    Board b;
    REQUIRE(cascades.size() <= std::size_t(Cascades));
    for (std::size_t col = 0; col < cascades.size(); ++col)
        for (const auto& w : words(cascades[col])) b.push(int(col), card(w));
    REQUIRE(cells.size() <= std::size_t(Cells));
    for (std::size_t i = 0; i < cells.size(); ++i) b.cell[i] = cells[i] == "-" ? NoCard : card(cells[i]);
    for (int s = 0; s < Suits; ++s) b.home[s] = std::uint8_t(home[s]);
    return b;
}

Move mv(const char* w) {
    auto m = parseMove(w);
    INFO("move " << w);
    REQUIRE(m);
    return *m;
}

// The three judges' capacity rules, then the cautious player's.
const Capacity EveryRule[] = {Capacity::Doubling, Capacity::Linear, Capacity::Cells, Capacity::Cautious};

std::string names(const Board& b, int col) {
    std::string s;
    for (int i = 0; i < b.len[col]; ++i) s += (i ? " " : "") + cardName(b.at(col, i));
    return s;
}

// Every card exactly once across foundations, cells and cascades.
void requireWholeDeck(const Board& b) {
    int seen[DeckSize + 1] = {};
    for (int s = 0; s < Suits; ++s)
        for (int r = 1; r <= b.home[s]; ++r) ++seen[makeCard(r, s)];
    for (Card c : b.cell)
        if (c) ++seen[c];
    for (int i = 0; i < b.onBoard(); ++i) ++seen[b.cards[i]];
    for (Card c = 1; c <= DeckSize; ++c) {
        INFO("card " << cardName(c));
        REQUIRE(seen[c] == 1);
    }
    REQUIRE(seen[0] == 0);
}

// Is `b` a fixed point of autoplay under `mode`?
bool nothingAutoplays(const Board& b, Autoplay mode) {
    for (int loc = 0; loc < HomeLoc; ++loc) {
        Card c = isCascade(loc) ? b.top(loc) : b.cell[loc - FirstCell];
        if (autoplays(b, c, mode)) return false;
    }
    return true;
}

std::vector<std::string> exampleMoves() {
    auto lines = sampleLines("example-10913.txt");
    REQUIRE(!lines.empty());
    return words(lines[0]);
}

// Plays the statement's example on deal 10913 (autoplay first applied at the
// start); returns the 1-based number of the first refused move, 0 if none.
int firstRefusedMove(Autoplay mode, Board* end = nullptr) {
    Board b = msDeal(10913);
    autoplay(b, mode);
    auto moves = exampleMoves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!apply(b, mv(moves[i].c_str()), mode)) return int(i) + 1;
        if (i + 1 < moves.size()) CHECK_FALSE(b.won());
    }
    if (end) *end = b;
    return 0;
}

}  // namespace

TEST_CASE("cards: names, ranks, suits and colours", "[freecell][rules][card]") {
    CHECK(cardName(makeCard(1, 0)) == "AC");
    CHECK(cardName(makeCard(10, 1)) == "TD");
    CHECK(cardName(makeCard(13, 3)) == "KS");
    CHECK(cardName(NoCard) == "-");
    CHECK(parseCard("10D") == makeCard(10, 1));
    CHECK(parseCard("td") == makeCard(10, 1));
    CHECK(parseCard("qh") == makeCard(12, 2));
    CHECK(parseCard("AS") == makeCard(1, 3));
    CHECK(parseCard("") == NoCard);
    CHECK(parseCard("X") == NoCard);
    CHECK(parseCard("ZZ") == NoCard);
    CHECK(parseCard("1OD") == NoCard);
    CHECK(parseCard("AX") == NoCard);
    CHECK(parseCard("ASS") == NoCard);
    for (Card c = 1; c <= DeckSize; ++c) CHECK(parseCard(cardName(c)) == c);
    CHECK(isRed(card("AD")));
    CHECK(isRed(card("KH")));
    CHECK_FALSE(isRed(card("AC")));
    CHECK_FALSE(isRed(card("KS")));
    CHECK(stacksOn(card("7H"), card("8S")));
    CHECK(stacksOn(card("7C"), card("8D")));
    CHECK_FALSE(stacksOn(card("7D"), card("8H")));  // same colour
    CHECK_FALSE(stacksOn(card("6H"), card("8S")));  // two ranks apart
    CHECK_FALSE(stacksOn(card("8S"), card("7H")));  // upside down
}

TEST_CASE("moves: standard notation", "[freecell][rules][move]") {
    CHECK(moveName(mv("26")) == "26");
    CHECK(moveName(mv("5a")) == "5a");
    CHECK(moveName(mv("4h")) == "4h");
    CHECK(moveName(mv("d8")) == "d8");
    CHECK(mv("1a").from == 0);
    CHECK(mv("1a").to == FirstCell);
    CHECK(mv("8h").from == 7);
    CHECK(mv("8h").to == HomeLoc);
    for (const char* bad : {"", "1", "19", "09", "1e", "A1", "1hh", "i1", "h", "1 "}) {
        INFO("word '" << bad << "'");
        CHECK_FALSE(parseMove(bad));
    }
    CHECK(parseAutoplay("safe") == Autoplay::Safe);
    CHECK(parseAutoplay("all") == Autoplay::All);
    CHECK(parseAutoplay("none") == Autoplay::None);
    CHECK_FALSE(parseAutoplay("Safe!"));
}

TEST_CASE("MS deals equal make-microsoft-freecell-board -t N", "[freecell][rules][deal]") {
    for (int n : {1, 24, 617, 10913, 11982}) {
        INFO("deal " << n);
        auto expected = sampleLines("ms-deal-" + std::to_string(n) + ".txt");
        Board b = msDeal(std::uint32_t(n));
        std::vector<std::string> got;
        for (int col = 0; col < Cascades; ++col) got.push_back(names(b, col));
        CHECK(got == expected);
        requireWholeDeck(b);
        for (int col = 0; col < Cascades; ++col) CHECK(b.len[col] == (col < 4 ? 7 : 6));
        CHECK(b.freeCells() == Cells);
        CHECK(b.cardsHome() == 0);
    }
}

TEST_CASE("deal 10913: autoplay at the start sends home the two aces on top", "[freecell][rules][deal][autoplay]") {
    Board b = msDeal(10913);
    std::vector<Move> log;
    CHECK(autoplay(b, Autoplay::Safe, &log) == 2);
    CHECK(moveList(log) == "4h 8h");
    CHECK(b.home[0] == 1);  // AC
    CHECK(b.home[3] == 1);  // AS
    CHECK(b.home[1] == 0);
    CHECK(b.home[2] == 0);
}

TEST_CASE("the statement's example wins deal 10913 under safe autoplay", "[freecell][rules][example][autoplay]") {
    REQUIRE(exampleMoves().size() == 19);
    Board end;
    CHECK(firstRefusedMove(Autoplay::Safe, &end) == 0);
    CHECK(end.won());
    CHECK(end.cardsHome() == DeckSize);
}

TEST_CASE("the statement's example fails at move 12 under all-autoplay and at move 4 with none",
          "[freecell][rules][example][autoplay]") {
    CHECK(firstRefusedMove(Autoplay::All) == 12);
    CHECK(firstRefusedMove(Autoplay::None) == 4);
}

TEST_CASE("supermove capacity is (free cells + 1) x 2^(empty cascades)", "[freecell][rules][supermove]") {
    std::vector<std::string> full = {"KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"};
    CHECK(supermoveCapacity(position(full), false) == 5);
    CHECK(supermoveCapacity(position(full, {"2C", "-", "3C", "-"}), false) == 3);
    CHECK(supermoveCapacity(position(full, {"2C", "2D", "2H", "2S"}), false) == 1);
    // One empty cascade, two free cells: 6 onto a card, 3 into the empty cascade.
    auto oneEmpty = position({"KS", "KH", "KD", "", "QS", "QH", "QD", "QC"}, {"2C", "-", "3C", "-"});
    CHECK(supermoveCapacity(oneEmpty, false) == 6);
    CHECK(supermoveCapacity(oneEmpty, true) == 3);
    // Two empty cascades, four free cells: 20 onto a card, 10 into an empty cascade.
    auto twoEmpty = position({"KS", "", "KD", "", "QS", "QH", "QD", "QC"});
    CHECK(supermoveCapacity(twoEmpty, false) == 20);
    CHECK(supermoveCapacity(twoEmpty, true) == 10);
}

TEST_CASE("a move onto a card carries exactly the part of the run that fits", "[freecell][rules][supermove]") {
    // Cascade 1's run is 9H 8S 7H 6S 5H (KC under it does not belong).
    std::vector<std::string> cols = {"KC 9H 8S 7H 6S 5H", "8C", "8D", "TC", "JD", "2C", "3D", "4S"};
    Board b = position(cols);
    REQUIRE(runLength(b, 0) == 5);
    REQUIRE(supermoveCapacity(b, false) == 5);

    SECTION("7H 6S 5H onto 8C") {
        Check c = check(b, mv("12"));
        REQUIRE(c.count == 3);
        play(b, mv("12"), c.count);
        CHECK(names(b, 0) == "KC 9H 8S");
        CHECK(names(b, 1) == "8C 7H 6S 5H");
    }
    SECTION("the whole run onto TC") { CHECK(check(b, mv("14")).count == 5); }
    SECTION("nothing in the run goes on a red 8") {
        Check c = check(b, mv("13"));
        CHECK_FALSE(c);
        CHECK(c.count == 0);
        CHECK_THAT(c.why, Catch::Contains("8D"));
    }
    SECTION("the run is too short to reach a jack") { CHECK_FALSE(check(b, mv("15"))); }
    SECTION("refused when the part that fits exceeds the capacity") {
        Board two = position(cols, {"2D", "2H", "2S", "-"});  // capacity 2
        Check c = check(two, mv("12"));
        CHECK_FALSE(c);
        CHECK_THAT(c.why, Catch::Contains("3 cards"));
        CHECK_THAT(c.why, Catch::Contains("room for 2"));
        Board before = two;
        CHECK_FALSE(apply(two, mv("12"), Autoplay::Safe));
        CHECK(two == before);  // an illegal move leaves the board untouched
        // Three cards fit with two free cells; five do not.
        Board three = position(cols, {"2D", "2H", "-", "-"});
        CHECK(check(three, mv("12")).count == 3);
        CHECK_FALSE(check(three, mv("14")));
    }
    SECTION("an empty cascade doubles the capacity onto a card") {
        // Cascade 8 emptied, one free cell: (1 + 1) x 2 = 4.
        Board e = position({"KC 9H 8S 7H 6S 5H", "8C", "8D", "TC", "JD", "2C", "3D", ""}, {"2D", "2H", "2S", "-"});
        CHECK(check(e, mv("12")).count == 3);
        CHECK_FALSE(check(e, mv("14")));  // 5 > 4
    }
}

TEST_CASE("a move to an empty cascade carries the longest run that fits", "[freecell][rules][supermove]") {
    std::vector<std::string> cols = {"KC 9H 8S 7H 6S 5H", "8C", "8D", "TC", "JD", "2C", "3D", ""};
    SECTION("one free cell: 2 cards (the empty target does not count)") {
        Board b = position(cols, {"2D", "2H", "2S", "-"});
        Check c = check(b, mv("18"));
        REQUIRE(c.count == 2);
        play(b, mv("18"), c.count);
        CHECK(names(b, 0) == "KC 9H 8S 7H");
        CHECK(names(b, 7) == "6S 5H");
    }
    SECTION("no free cell: 1 card") { CHECK(check(position(cols, {"2D", "2H", "2S", "4D"}), mv("18")).count == 1); }
    SECTION("four free cells: the whole run, never the card below it") {
        CHECK(check(position(cols), mv("18")).count == 5);
    }
    SECTION("a second empty cascade counts") {
        auto c2 = cols;
        c2[6] = "";
        CHECK(check(position(c2, {"2D", "2H", "2S", "-"}), mv("18")).count == 4);
    }
    SECTION("a cascade that is all run may move whole") {
        Board b = position({"9H 8S", "KD", "KC", "KS", "KH", "QD", "QC", ""});
        Check c = check(b, mv("18"));
        REQUIRE(c.count == 2);
        play(b, mv("18"), c.count);
        CHECK(b.empty(0));
        CHECK(names(b, 7) == "9H 8S");
    }
}

TEST_CASE("supermove capacity under each judge's rule, and the cautious player's",
          "[freecell][rules][supermove][capacity]") {
    // Onto a card, or onto an empty cascade: doubling, linear, cells, cautious.
    auto caps = [](const Board& b, bool toEmpty) {
        std::vector<int> v;
        for (Capacity rule : EveryRule) v.push_back(supermoveCapacity(b, toEmpty, rule));
        return v;
    };
    Board two = position({"KS", "", "KD", "", "QS", "QH", "QD", "QC"});  // four free cells, two empty cascades
    CHECK(caps(two, false) == std::vector<int>{20, 15, 5, 5});
    CHECK(caps(two, true) == std::vector<int>{10, 10, 5, 5});
    Board three =
        position({"KS", "", "KD", "", "QS", "", "QD", "QC"}, {"2C", "-", "3C", "-"});  // two cells, three empty
    CHECK(caps(three, false) == std::vector<int>{24, 12, 3, 3});
    CHECK(caps(three, true) == std::vector<int>{12, 9, 3, 3});
    // No empty cascade: every rule is free cells + 1.
    Board none = position({"KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"}, {"2C", "-", "-", "-"});
    CHECK(caps(none, false) == std::vector<int>{4, 4, 4, 4});

    for (Capacity rule : {Capacity::Doubling, Capacity::Linear, Capacity::Cells})
        CHECK(parseCapacity(capacityName(rule)) == rule);
    CHECK_FALSE(parseCapacity("cautious"));  // a player's choice, not a judge's rule
    CHECK_FALSE(parseCapacity("Doubling"));
}

TEST_CASE("each rule refuses a supermove onto a card that exceeds its capacity",
          "[freecell][rules][supermove][capacity]") {
    // Run 9H..5H on cascade 1; one free cell and two empty cascades: doubling
    // 8, linear 6, cells 2. 7H 6S 5H onto 8C is 3 cards.
    Board b = position({"KC 9H 8S 7H 6S 5H", "8C", "8D", "TC", "JD", "2C", "", ""}, {"2D", "2H", "2S", "-"});
    CHECK(check(b, mv("12"), Capacity::Doubling).count == 3);
    CHECK(check(b, mv("12"), Capacity::Linear).count == 3);
    Check cells = check(b, mv("12"), Capacity::Cells);
    CHECK_FALSE(cells);
    CHECK_THAT(cells.why, Catch::Contains("room for 2"));
    CHECK_FALSE(check(b, mv("12"), Capacity::Cautious));
    CHECK(check(b, mv("a1"), Capacity::Cautious).count == 0);  // 2D does not go on 5H, whatever the rule
    // Three free cells: 4 = f + 1 cards fit under every rule, the cautious one too.
    Board roomy = position({"KC 9H 8S 7H 6S 5H", "8C", "8D", "TC", "JD", "2C", "", ""}, {"2D", "-", "-", "-"});
    for (Capacity rule : EveryRule) CHECK(check(roomy, mv("12"), rule).count == 3);
    CHECK(check(roomy, mv("14"), Capacity::Linear).count == 5);  // 5 <= 4 x 3
    CHECK_FALSE(check(roomy, mv("14"), Capacity::Cells));        // 5 > 4
}

TEST_CASE("onto an empty cascade each rule carries the most that fits, cautious only when they agree",
          "[freecell][rules][supermove][capacity]") {
    std::vector<std::string> cols = {"KC 9H 8S 7H 6S 5H", "8C", "8D", "TC", "JD", "2C", "", ""};
    auto carries = [](const Board& b, Capacity rule) { return check(b, mv("18"), rule).count; };
    SECTION("one free cell, another cascade empty: 4, 4 and 2 cards; cautious refuses") {
        Board b = position(cols, {"2D", "2H", "2S", "-"});
        CHECK(carries(b, Capacity::Doubling) == 4);
        CHECK(carries(b, Capacity::Linear) == 4);
        CHECK(carries(b, Capacity::Cells) == 2);
        Check c = check(b, mv("18"), Capacity::Cautious);
        CHECK_FALSE(c);
        CHECK_THAT(c.why, Catch::Contains("capacity rules differ"));
        CHECK(check(b, mv("a8"), Capacity::Cautious).count == 1);  // one card from a cell: the same everywhere
    }
    SECTION("the only empty cascade: every rule carries f + 1, and so may the cautious player") {
        auto one = cols;
        one[6] = "3D";
        Board b = position(one, {"2D", "2H", "2S", "-"});
        for (Capacity rule : EveryRule) CHECK(carries(b, rule) == 2);
    }
    SECTION("a run no longer than f + 1 moves whole under every rule") {
        Board b = position(cols);
        for (Capacity rule : EveryRule) CHECK(carries(b, rule) == 5);
    }
    SECTION("three empty cascades, one free cell: 5 (all the run), 5 and 2") {
        auto three = cols;
        three[5] = "";
        three[4] = "JD 2C";
        Board b = position(three, {"2D", "2H", "2S", "-"});
        CHECK(carries(b, Capacity::Doubling) == 5);
        CHECK(carries(b, Capacity::Linear) == 5);
        CHECK(carries(b, Capacity::Cells) == 2);
        CHECK(carries(b, Capacity::Cautious) == 0);
    }
}

TEST_CASE("moves between cells and cascades", "[freecell][rules][move]") {
    Board b = position({"KS QH", "JC", "", "AD", "2S", "3H", "4C", "5D"}, {"TD", "-", "8S", "-"});
    SECTION("cell to a cascade: onto the right card or an empty cascade") {
        CHECK(check(b, mv("a2")).count == 1);  // TD on JC
        CHECK(check(b, mv("a3")).count == 1);
        Check c = check(b, mv("a1"));
        CHECK_FALSE(c);
        CHECK_THAT(c.why, Catch::Contains("TD does not go on QH"));
        CHECK_FALSE(check(b, mv("c1")));  // 8S on QH
        Board after = b;
        REQUIRE(apply(after, mv("a2"), Autoplay::None));
        CHECK(names(after, 1) == "JC TD");
        CHECK(after.cell[0] == NoCard);
    }
    SECTION("from an empty cell") {
        Check c = check(b, mv("b3"));
        CHECK_FALSE(c);
        CHECK_THAT(c.why, Catch::Contains("cell b is empty"));
    }
    SECTION("cascade to a cell: free cells only") {
        CHECK(check(b, mv("1b")).count == 1);
        CHECK(check(b, mv("1d")).count == 1);
        Check c = check(b, mv("1a"));
        CHECK_FALSE(c);
        CHECK_THAT(c.why, Catch::Contains("cell a holds TD"));
        Board after = b;
        REQUIRE(apply(after, mv("1b"), Autoplay::None));
        CHECK(after.cell[1] == card("QH"));
        CHECK(names(after, 0) == "KS");
    }
    SECTION("only one card goes to a cell, even from a run") {
        Board after = b;
        REQUIRE(apply(after, mv("1d"), Autoplay::None));
        CHECK(names(after, 0) == "KS");
    }
    SECTION("cell to cell is allowed when the target is free") {
        CHECK(check(b, mv("ab")).count == 1);
        CHECK_FALSE(check(b, mv("ac")));
    }
    SECTION("from an empty cascade, or to the same place") {
        Check c = check(b, mv("31"));
        CHECK_FALSE(c);
        CHECK_THAT(c.why, Catch::Contains("cascade 3 is empty"));
        CHECK_FALSE(check(b, mv("11")));
        CHECK_FALSE(check(b, mv("aa")));
    }
}

TEST_CASE("moves home, and cards never leave home", "[freecell][rules][move][home]") {
    Board b = position({"KS QH", "JC", "", "AD", "2S", "3H", "4C", "5D"}, {"2D", "-", "AS", "-"}, {0, 0, 2, 0});
    CHECK(check(b, mv("4h")).count == 1);  // AD
    CHECK(check(b, mv("6h")).count == 1);  // 3H on 2H
    CHECK(check(b, mv("ch")).count == 1);  // AS from a cell
    Check c = check(b, mv("ah"));          // 2D before AD
    CHECK_FALSE(c);
    CHECK_THAT(c.why, Catch::Contains("2D is not next on its foundation"));
    CHECK_FALSE(check(b, mv("5h")));  // 2S before AS
    CHECK_FALSE(check(b, mv("1h")));

    REQUIRE(apply(b, mv("4h"), Autoplay::None));
    CHECK(b.home[1] == 1);
    CHECK(b.empty(3));
    CHECK(check(b, mv("ah")).count == 1);  // now 2D follows

    for (const char* w : {"h1", "h3", "ha", "hb", "hh"}) {
        INFO(w);
        auto m = parseMove(w);
        REQUIRE(m);
        CHECK(m->from == HomeLoc);
        Check leave = check(b, *m);
        CHECK_FALSE(leave);
        CHECK_THAT(leave.why, Catch::Contains("never leave"));
        Board before = b;
        CHECK_FALSE(apply(b, *m, Autoplay::Safe));
        CHECK(b == before);
    }
    for (Move m : legalMoves(b)) CHECK(m.from != HomeLoc);
}

TEST_CASE("safe autoplay: aces and twos always, others when the other colour is ready", "[freecell][rules][autoplay]") {
    SECTION("an ace, then a two, go home at once; a three waits for the black twos") {
        Board b = position({"3H 2H AH", "KS"});
        for (Autoplay mode : {Autoplay::Safe, Autoplay::All}) {
            Board x = b;
            autoplay(x, mode);
            INFO(autoplayName(mode));
            CHECK(x.home[2] == (mode == Autoplay::Safe ? 2 : 3));
        }
        Board none = b;
        CHECK(autoplay(none, Autoplay::None) == 0);
        CHECK(none == b);
    }
    SECTION("5H goes home only when both black foundations hold 4") {
        Board ready = position({"KS 5H"}, {}, {4, 0, 4, 4});
        CHECK(autoplays(ready, card("5H"), Autoplay::Safe));
        CHECK(autoplay(ready, Autoplay::Safe) == 1);
        CHECK(ready.home[2] == 5);

        Board spadesBehind = position({"KS 5H"}, {}, {4, 0, 4, 3});
        CHECK_FALSE(autoplays(spadesBehind, card("5H"), Autoplay::Safe));
        CHECK(autoplays(spadesBehind, card("5H"), Autoplay::All));
        CHECK_FALSE(autoplays(spadesBehind, card("5H"), Autoplay::None));
        Board s = spadesBehind;
        CHECK(autoplay(s, Autoplay::Safe) == 0);
        Board a = spadesBehind;
        CHECK(autoplay(a, Autoplay::All) == 1);

        Board clubsBehind = position({"KS 5H"}, {}, {3, 0, 4, 4});
        CHECK_FALSE(autoplays(clubsBehind, card("5H"), Autoplay::Safe));
        // The other red foundation does not matter.
        Board diamondsBehind = position({"KS 5H"}, {}, {4, 0, 4, 4});
        CHECK(diamondsBehind.home[1] == 0);
        CHECK(autoplays(diamondsBehind, card("5H"), Autoplay::Safe));
    }
    SECTION("a black card waits for both red foundations") {
        Board b = position({"KH 5S"}, {}, {0, 4, 3, 4});
        CHECK_FALSE(autoplays(b, card("5S"), Autoplay::Safe));
        b.home[2] = 4;
        CHECK(autoplays(b, card("5S"), Autoplay::Safe));
    }
    SECTION("cards in cells autoplay too") {
        Board b = position({"KS"}, {"-", "AD", "2D", "-"});
        CHECK(autoplay(b, Autoplay::Safe) == 2);
        CHECK(b.home[1] == 2);
        CHECK(b.freeCells() == 4);
    }
    SECTION("a card not next on its foundation never autoplays") {
        Board b = position({"KS 3C"}, {}, {1, 13, 13, 13});
        CHECK_FALSE(autoplays(b, card("3C"), Autoplay::All));
        CHECK_FALSE(autoplays(b, NoCard, Autoplay::All));
    }
    SECTION("apply autoplays after the move") {
        Board b = position({"KS AH", "2H 5C"});
        REQUIRE(apply(b, mv("2a"), Autoplay::Safe));
        // 5C left cascade 2; then 2H follows AH home.
        CHECK(b.home[2] == 2);
        CHECK(b.empty(0) == false);
        CHECK(b.empty(1));
        CHECK(b.cell[0] == card("5C"));
    }
}

TEST_CASE("autoplay reaches a fixed point and never loses a card", "[freecell][rules][autoplay]") {
    for (Autoplay mode : {Autoplay::Safe, Autoplay::All}) {
        for (std::uint32_t deal = 1; deal <= 40; ++deal) {
            INFO(autoplayName(mode) << " deal " << deal);
            Board b = msDeal(deal);
            autoplay(b, mode);
            REQUIRE(nothingAutoplays(b, mode));
            // A deterministic walk through legal moves, checking after each.
            std::uint32_t seed = deal;
            for (int step = 0; step < 60; ++step) {
                auto moves = legalMoves(b);
                if (moves.empty()) break;
                seed = seed * 1103515245u + 12345u;
                Move m = moves[(seed >> 16) % moves.size()];
                Board before = b;
                Check c = apply(b, m, mode);
                REQUIRE(c);
                REQUIRE(b.cardsHome() >= before.cardsHome());
                for (int s = 0; s < Suits; ++s) REQUIRE(b.home[s] >= before.home[s]);
                REQUIRE(nothingAutoplays(b, mode));
                Board again = b;
                REQUIRE(autoplay(again, mode) == 0);
                REQUIRE(again == b);
                requireWholeDeck(b);
            }
        }
    }
}

TEST_CASE("legalMoves lists every legal move, in order", "[freecell][rules][legal]") {
    // Cells full: capacity 1 into the empty cascade 3, 2 onto a card.
    Board b = position({"KS QH", "JC", "", "AD", "2S", "3H", "4C", "5D"}, {"TD", "9S", "8H", "7C"});
    auto moves = legalMoves(b);
    CHECK(moveList(moves) == "13 21 23 4h 43 45 53 56 63 67 73 78 83 a2 a3 b3 c3 d3");
    // Exactly the moves check() accepts.
    for (int f = 0; f <= HomeLoc; ++f)
        for (int t = 0; t <= HomeLoc; ++t) {
            Move m{std::uint8_t(f), std::uint8_t(t)};
            bool listed = std::find(moves.begin(), moves.end(), m) != moves.end();
            INFO(moveName(m));
            CHECK(listed == bool(check(b, m)));
        }
}

TEST_CASE("legalMoves is empty when nothing can move", "[freecell][rules][legal]") {
    Board stuck = position({"KS", "KC", "QS", "QC", "JS", "JC", "TS", "TC"}, {"9S", "9C", "8S", "8C"});
    CHECK(legalMoves(stuck).empty());
}

TEST_CASE("legalMoves of deal 10913 after autoplay", "[freecell][rules][legal]") {
    Board b = msDeal(10913);
    autoplay(b, Autoplay::Safe);
    auto moves = legalMoves(b);
    CHECK(moves.size() == 35);
    // Cascade to cascade: 5D on 6S, 5S on 6D, and 4C 3D as a unit on 5D.
    std::string list = moveList(moves);
    CHECK_THAT(list, Catch::Contains("26") && Catch::Contains("41") && Catch::Contains("72"));
    CHECK(check(b, mv("72")).count == 2);
}

}  // namespace test_freecell_rules
