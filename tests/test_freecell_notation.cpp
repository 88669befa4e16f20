// Boards as text: the fc-solve format in its common variants, bad boards, and
// the puzzle's 14-line turn input.
#include "catch.hpp"

#include <sstream>
#include <string>
#include <vector>

#include "games/freecell/freecell.hpp"
#include "support.hpp"

namespace test_freecell_notation {

using namespace freecell;
using namespace test_support;

namespace {

// The InputError a text raises; fails the test if it parses.
InputError errorOf(const std::string& text) {
    try {
        parseBoard(text);
    } catch (const InputError& e) {
        return e;
    }
    FAIL("the board was accepted:\n" << text);
    return InputError(0, "");
}

// The statement's example, first `n` moves, on deal 10913 under safe autoplay.
Board example10913After(int n) {
    std::istringstream in(readSample("example-10913.txt"));
    Board b = msDeal(10913);
    autoplay(b, Autoplay::Safe);
    std::string w;
    for (int i = 0; i < n && in >> w; ++i) {
        auto m = parseMove(w);
        REQUIRE(m);
        REQUIRE(apply(b, *m, Autoplay::Safe));
    }
    return b;
}

}  // namespace

TEST_CASE("make-microsoft-freecell-board output parses as the deal", "[freecell][notation][parse]") {
    for (int n : {1, 24, 617, 10913, 11982}) {
        INFO("deal " << n);
        CHECK(parseBoard(readSample("ms-deal-" + std::to_string(n) + ".txt")) == msDeal(std::uint32_t(n)));
    }
    CHECK(parseBoard(readSample("deal-24.board")) == msDeal(24));
}

TEST_CASE("fc-solve board variants: 10, lower case, FC: with 0 for free, leading colons",
          "[freecell][notation][parse]") {
    CHECK(parseBoard(readSample("deal-617-variants.board")) == msDeal(617));
}

TEST_CASE("a board with foundations and cards in cells", "[freecell][notation][parse]") {
    Board b = parseBoard(readSample("midgame-10913.board"));
    CHECK(b == example10913After(11));
    CHECK(b.home[0] == 2);  // C
    CHECK(b.home[1] == 0);  // D
    CHECK(b.home[2] == 3);  // H
    CHECK(b.home[3] == 2);  // S
    CHECK(cardName(b.cell[0]) == "9D");
    CHECK(cardName(b.cell[1]) == "6D");
    CHECK(b.cell[2] == NoCard);
    CHECK(b.cell[3] == NoCard);
}

TEST_CASE("parser accepts the variants people feed fc-solve", "[freecell][notation][parse]") {
    const Board deal = msDeal(24);
    const std::string plain = readSample("ms-deal-24.txt");

    SECTION("leading colons, CRLF line ends, blank lines, surrounding spaces") {
        std::string text = "\r\n";
        for (const auto& line : splitLines(plain)) text += "  : " + line + "  \r\n\r\n";
        CHECK(parseBoard(text) == deal);
    }
    SECTION("lower case and 10 for ten") {
        std::string text;
        for (char ch : plain) text += char(std::tolower(static_cast<unsigned char>(ch)));
        std::string tens;
        for (char ch : text) tens += ch == 't' ? std::string("10") : std::string(1, ch);
        CHECK(parseBoard(text) == deal);
        CHECK(parseBoard(tens) == deal);
    }
    SECTION("empty Foundations and Freecells lines, in either order, - or 0") {
        for (const char* head :
             {"Foundations:\nFreecells: - - - -\n", "Freecells: 0 0 0 0\nFoundations: H-0 C-0 D-0 S-0\n",
              "FC: - 0 - 0\n", "fc:\nfoundations: h-0\n", "Founds: S-0\nFreecells:\n"}) {
            INFO(head);
            CHECK(parseBoard(head + plain) == deal);
        }
    }
    SECTION("foundation words: A, T, 10, 1, lower case, any order") {
        // Deal 24 with clubs up to 3, diamonds up to ten, hearts up to ace, spades none.
        Board b = deal;
        std::string text = "Foundations: c-3 D-10 H-A S-0\nFreecells: - - - -\n";
        for (int col = 0; col < Cascades; ++col) {
            std::string line = ":";
            for (int i = 0; i < b.len[col]; ++i) {
                Card c = b.at(col, i);
                bool home = (suitOf(c) == 0 && rankOf(c) <= 3) || (suitOf(c) == 1 && rankOf(c) <= 10) ||
                    (suitOf(c) == 2 && rankOf(c) == 1);
                if (!home) line += " " + cardName(c);
            }
            text += line + "\n";
        }
        Board got = parseBoard(text);
        CHECK(int(got.home[0]) == 3);
        CHECK(int(got.home[1]) == 10);
        CHECK(int(got.home[2]) == 1);
        CHECK(int(got.home[3]) == 0);
        CHECK(got.onBoard() == DeckSize - 14);
        std::string same = text;
        same.replace(0, same.find('\n'), "Foundations: D-T C-3 H-1");
        CHECK(parseBoard(same) == got);
    }
    SECTION("cards in cells, fewer than four cell words") {
        // Move 2H and QD (tops of cascades 1 and 2) to the cells.
        auto lines = splitLines(plain);
        lines[0].erase(lines[0].rfind(' '));
        lines[1].erase(lines[1].rfind(' '));
        std::string text = "Freecells: 2H QD\n";
        for (const auto& l : lines) text += l + "\n";
        Board b = parseBoard(text);
        CHECK(cardName(b.cell[0]) == "2H");
        CHECK(cardName(b.cell[1]) == "QD");
        CHECK(b.freeCells() == 2);
        CHECK(b.len[0] == 6);
    }
    SECTION("an empty cascade written as a lone colon") {
        Board b = example10913After(15);
        REQUIRE(b.empty(3));
        std::string text = toFcSolve(b);
        CHECK(parseBoard(text) == b);
    }
}

TEST_CASE("toFcSolve then parseBoard gives the same board", "[freecell][notation][parse][roundtrip]") {
    for (std::uint32_t n = 1; n <= 100; ++n) {
        INFO("deal " << n);
        Board b = msDeal(n);
        REQUIRE(parseBoard(toFcSolve(b)) == b);
        autoplay(b, Autoplay::Safe);
        REQUIRE(parseBoard(toFcSolve(b)) == b);
    }
    for (int moves = 0; moves <= 19; ++moves) {
        INFO("example after " << moves << " moves");
        Board b = example10913After(moves);
        REQUIRE(parseBoard(toFcSolve(b)) == b);
    }
    // Positions with an empty cascade, full cells and foundations.
    for (int moves : {4, 15}) {
        Board b = example10913After(moves);
        REQUIRE(b.emptyCascades() > 0);
        REQUIRE(parseBoard(toFcSolve(b)) == b);
    }
}

TEST_CASE("bad boards from samples/freecell/bad", "[freecell][notation][parse][bad]") {
    struct Case {
        const char* file;
        int line;
        std::vector<std::string> mentions;
    };
    const Case cases[] = {
        {"duplicate.board", 5, {"QH", "twice", "line 2"}}, {"missing.board", 8, {"2 cards missing", "2H", "QD"}},
        {"unknown-word.board", 3, {"'9X'", "not a card"}}, {"nine-cascades.board", 9, {"more than 8 cascades"}},
        {"five-cells.board", 1, {"more than 4"}},          {"bad-foundation.board", 1, {"H-11", "foundation"}},
    };
    for (const Case& c : cases) {
        INFO(c.file);
        InputError e = errorOf(readSample(std::string("bad/") + c.file));
        CHECK(e.line == c.line);
        for (const auto& m : c.mentions) CHECK_THAT(std::string(e.what()), Catch::Contains(m));
        CHECK_THAT(e.where(), Catch::StartsWith("line " + std::to_string(c.line) + ": "));
    }
}

TEST_CASE("bad boards: more cases", "[freecell][notation][parse][bad]") {
    const std::string plain = readSample("ms-deal-24.txt");
    SECTION("a card both on its foundation and in a cascade") {
        InputError e = errorOf("Foundations: S-A\n" + plain);  // AS is on line 5 (4th cascade)
        CHECK(e.line == 5);
        CHECK_THAT(std::string(e.what()), Catch::Contains("AS") && Catch::Contains("foundation"));
    }
    SECTION("a card in a cell and in a cascade") {
        InputError e = errorOf("Freecells: 2H\n" + plain);
        CHECK_THAT(std::string(e.what()), Catch::Contains("2H") && Catch::Contains("twice"));
        CHECK((e.line == 1 || e.line == 2));
        CHECK_THAT(std::string(e.what()), Catch::Contains("line " + std::to_string(e.line == 1 ? 2 : 1)));
    }
    SECTION("a foundation given twice") {
        InputError e = errorOf("Foundations: H-0 H-0\n" + plain);
        CHECK(e.line == 1);
        CHECK_THAT(std::string(e.what()), Catch::Contains("twice"));
    }
    SECTION("bad foundation words") {
        for (const char* w : {"X-5", "H5", "H-", "H-Z", "H-11", "H-00", "-5"}) {
            INFO(w);
            InputError e = errorOf(std::string("\nFoundations: ") + w + "\n" + plain);
            CHECK(e.line == 2);
            CHECK_THAT(std::string(e.what()), Catch::Contains(w));
        }
    }
    SECTION("a bad word in the cells") {
        InputError e = errorOf("Freecells: - 2X\n" + plain);
        CHECK(e.line == 1);
        CHECK_THAT(std::string(e.what()), Catch::Contains("2X"));
    }
    SECTION("a truncated board lists the missing cards") {
        auto lines = splitLines(plain);
        std::string text;
        for (int i = 0; i < 6; ++i) text += lines[i] + "\n";
        InputError e = errorOf(text);
        CHECK(e.line == 6);
        CHECK_THAT(std::string(e.what()), Catch::Contains("12 cards missing"));
        for (const char* c : {"AH", "JD", "9D", "4D"}) CHECK_THAT(std::string(e.what()), Catch::Contains(c));
    }
    SECTION("empty input") {
        InputError e = errorOf("");
        CHECK_THAT(std::string(e.what()), Catch::Contains("52 cards missing"));
    }
    SECTION("more than 8 cascades even with empty ones") {
        InputError e = errorOf(plain + ":\n");
        CHECK(e.line == 9);
        CHECK_THAT(std::string(e.what()), Catch::Contains("more than 8 cascades"));
    }
}

TEST_CASE("turn input of deal 10913 is the statement's 14-line format", "[freecell][notation][turn]") {
    Board b = msDeal(10913);
    autoplay(b, Autoplay::Safe);
    std::string turn = turnInput(b, legalMoves(b));
    CHECK(turn == readSample("turn-10913-1.txt"));

    // The format, checked line by line without the recording.
    auto lines = splitLines(turn);
    REQUIRE(lines.size() == 14);
    CHECK(lines[0] == "3");  // two foundations (AC, AS) plus one
    CHECK(lines[1] == "8 8 8 7 7 7 7 6");
    CHECK(lines[2] == "Foundations: C-A S-A");
    CHECK(words(lines[2]).size() == std::size_t(std::stoi(lines[0])));
    CHECK(lines[3] == "Freecells: - - - -");
    auto counts = words(lines[1]);
    REQUIRE(counts.size() == 8);
    for (int col = 0; col < Cascades; ++col) {
        INFO("cascade line " << col + 5);
        const std::string& l = lines[std::size_t(4 + col)];
        REQUIRE(!l.empty());
        CHECK(l[0] == ':');
        CHECK(words(l.substr(1)).size() + 1 == std::size_t(std::stoi(counts[std::size_t(col)])));
    }
    CHECK(lines[4] == ": QS TS TH 8C 7S 3H 6D");
    CHECK(lines[11] == ": KD 7C 7H 6C 3S");
    auto moveWords = words(lines[13]);
    CHECK(std::to_string(moveWords.size()) == lines[12]);
    CHECK(lines[12] == "35");
    for (const auto& w : moveWords) {
        INFO(w);
        auto m = parseMove(w);
        REQUIRE(m);
        CHECK(check(b, *m));
    }
    // Lines 3-12 are a board the parser (like fc-solve) reads back.
    std::string board;
    for (int i = 2; i < 12; ++i) board += lines[std::size_t(i)] + "\n";
    CHECK(parseBoard(board) == b);
}

TEST_CASE("turn input mid-game: foundations in CDHS order, cells, empty cascades", "[freecell][notation][turn]") {
    Board b = example10913After(15);  // cascade 4 empty, two cells full
    REQUIRE(b.emptyCascades() == 1);
    REQUIRE(b.freeCells() == 2);
    std::string turn = turnInput(b, legalMoves(b));
    auto lines = splitLines(turn);
    REQUIRE(lines.size() == 14);
    int nonEmpty = 0;
    for (auto h : b.home) nonEmpty += h > 0;
    CHECK(lines[0] == std::to_string(nonEmpty + 1));
    CHECK(lines[2] == foundationsLine(b));
    CHECK(lines[3] == cellsLine(b));
    for (int col = 0; col < Cascades; ++col)
        if (b.empty(col)) CHECK(lines[std::size_t(4 + col)] == ":");
    CHECK(turnInput(example10913After(11), {}).find("Foundations: C-2 H-3 S-2\nFreecells: 9D 6D - -\n") !=
          std::string::npos);
    auto empty = splitLines(turnInput(b, {}));
    REQUIRE(empty.size() == 14);
    CHECK(empty[12] == "0");
    CHECK(empty[13] == "");
}

}  // namespace test_freecell_notation
