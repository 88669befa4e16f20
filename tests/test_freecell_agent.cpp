// The puzzle agent: one line per turn from the 14-line turn input, passing
// while it searches, adopting the judge's autoplay when the board shows it,
// and refusing malformed input with the line it was found on.
#include "catch.hpp"

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bot/freecell/agent.hpp"
#include "bot/freecell/proof.hpp"
#include "games/freecell/view.hpp"
#include "games/freecell/freecell.hpp"
#include "support.hpp"

namespace test_freecell_agent {

using namespace freecell;
using freecell::bot::Agent;
using freecell::bot::AgentConfig;
using namespace test_support;

namespace {

std::string join(const std::vector<std::string>& ls) {
    std::string s;
    for (const auto& l : ls) s += l + "\n";
    return s;
}

// The turn input with line n (1-based) replaced.
std::string withLine(const std::string& turn, int n, const std::string& text) {
    auto ls = splitLines(turn);
    REQUIRE(n >= 1);
    REQUIRE(std::size_t(n) <= ls.size());
    ls[std::size_t(n - 1)] = text;
    return join(ls);
}

std::string turnOf(const Board& b) { return turnInput(b, legalMoves(b)); }

struct Played {
    int status = -1;
    std::vector<std::string> out;
    std::string err;  // what a verbose agent says on std::cerr
};

// Plays the turns of `input`; with `verbose` the agent's notes are kept in err.
Played play(const std::string& input, AgentConfig config = {}, bool verbose = false) {
    std::istringstream in(input);
    std::ostringstream out, err;
    config.verbose = verbose;
    Played p;
    std::streambuf* saved = verbose ? std::cerr.rdbuf(err.rdbuf()) : nullptr;
    try {
        p.status = Agent(config).play(in, out);
    } catch (...) {
        if (saved) std::cerr.rdbuf(saved);
        throw;
    }
    if (saved) std::cerr.rdbuf(saved);
    p.out = splitLines(out.str());
    p.err = err.str();
    return p;
}

// The line number of the InputError that reading `input` as turns throws.
int errorLine(const std::string& input, std::string* message = nullptr) {
    std::istringstream in(input);
    bot::LineReader reader(in);
    try {
        while (bot::readTurn(reader)) {}
    } catch (const InputError& e) {
        if (message) *message = e.what();
        return e.line;
    }
    FAIL("no InputError for input:\n" << input);
    return 0;
}

Board afterLine(Board b, const std::vector<Move>& moves, Autoplay mode) {
    for (Move m : moves) {
        INFO("move " << moveName(m));
        REQUIRE(apply(b, m, mode));
    }
    return b;
}

// Deal 10406 after 16 moves (cascades reordered): solvable, but it takes the
// search tens of thousands of positions under safe autoplay. Every cell is
// full and no single move keeps the same game, so the agent's waiting line is
// "18 81": 6D to the empty cascade and back onto 7C. Under safe autoplay that
// changes nothing; under "all" autoplay 7C goes home as soon as 6D leaves it,
// and "81" puts 6D alone on cascade 1. So the next board tells which rule the
// judge uses.
const char* Telltale =
    "Foundations: C-6 H-5 S-T\n"
    "Freecells: KS KH 5D TH\n"
    ": 7C 6D\n"
    ": KD QC\n"
    ": JD 4D 6H 9C 8C 7D\n"
    ": JH 9D QD 2D TC\n"
    ": AD QH 8H 8D QS KC JC TD\n"
    ": JS 7H\n"
    ": 9H 3D\n"
    ":\n";

// The same game: the same cards home, the same cascades and cells up to order.
bool sameGame(const Board& a, const Board& b) {
    return a.home == b.home && bot::canonicalForm(a) == bot::canonicalForm(b);
}

AgentConfig quickFirstTurn() {
    AgentConfig c;
    c.firstTurnMs = 1000;
    c.firstTurnPositions = 20;  // too few to solve the telltale position: the agent must wait
    c.turnMs = 20000;           // the search stops as soon as it is solved
    // ... and the shortening after it within a budget of work, not at the
    // 16 s deadline (these cases check the turns, not the lengths).
    c.solver.improve.positions = 50000;
    return c;
}

}  // namespace

TEST_CASE("agent: the recorded first turn of deal 10913 gets one winning line", "[freecell][agent]") {
    std::string turn = readSample("turn-10913-1.txt");
    Board start = msDeal(10913);
    autoplay(start, Autoplay::Safe);
    REQUIRE(turn == turnOf(start));  // the sample is what the judge prints

    Played p = play(turn);
    CHECK(p.status == 0);
    REQUIRE(p.out.size() == 1);
    auto moves = parseLine(p.out[0]);
    CHECK(!moves.empty());
    CHECK(p.out[0] == [&] {
        std::string s;
        for (Move m : moves) s += (s.empty() ? "" : " ") + moveName(m);
        return s;
    }());  // single spaces, nothing else
    CHECK(bot::wins(msDeal(10913), moves, Autoplay::Safe));
}

TEST_CASE("agent: waits while searching, then wins when the next board is the one expected", "[freecell][agent]") {
    Board b = parseBoard(Telltale);
    Board settled = b;
    REQUIRE(autoplay(settled, Autoplay::All) == 0);  // a board the judge could show under either rule

    // Turn 1: a waiting line that leaves the same game.
    Played one = play(turnOf(b), quickFirstTurn());
    CHECK(one.status == 0);
    REQUIRE(one.out.size() == 1);
    auto wait = parseLine(one.out[0]);
    INFO("first line: " << one.out[0]);
    REQUIRE(!bot::wins(b, wait, Autoplay::Safe));  // premise: not solved within 20 positions
    CHECK(wait.size() <= 2);
    Board next = afterLine(b, wait, Autoplay::Safe);
    CHECK(sameGame(next, b));
    CHECK(next.cardsHome() == b.cardsHome());

    // Turn 2 shows the board that line makes: the search goes on and the line wins.
    Played two = play(turnOf(b) + turnOf(next), quickFirstTurn(), true);
    CHECK(two.status == 0);
    REQUIRE(two.out.size() == 2);
    CHECK(two.out[0] == one.out[0]);
    CHECK(!contains(two.err, "not the one expected"));
    CHECK(!contains(two.err, "adopting"));
    INFO("second line: " << two.out[1]);
    CHECK(bot::wins(next, parseLine(two.out[1]), Autoplay::Safe));
}

TEST_CASE("agent: after a wait that moves a card between cells, the solution names the new places",
          "[freecell][agent]") {
    // Deal 1464 after its first move: one card in a cell, and the search
    // needs thousands of positions. Waiting moves 6H to another cell; the
    // solution found from the first board must then be told for the second.
    Board b = parseBoard(
        "Foundations: C-A H-A\nFreecells: 6H - - -\n"
        ": 9S 5H TC TS 7H 9H 3C\n: 2S 5D KS TD JD JS 4S\n: 6D 2C 8C AD 4D\n: JC 8H 6C 5S 9D QD\n"
        ": 9C 7C 7S KC KD KH QS\n: QC 3D 2H TH AS QH\n: 8D JH 4H 3S 5C\n: 7D 6S 2D 3H 8S 4C\n");
    Played one = play(turnOf(b), quickFirstTurn());
    REQUIRE(one.out.size() == 1);
    INFO("first line: " << one.out[0]);
    auto wait = parseLine(one.out[0]);
    REQUIRE(wait.size() == 1);  // premise: not solved within 20 positions
    CHECK(isCell(wait[0].from));
    CHECK(isCell(wait[0].to));
    Board shown = afterLine(b, wait, Autoplay::Safe);
    REQUIRE(shown != b);
    CHECK(sameGame(shown, b));

    Played two = play(turnOf(b) + turnOf(shown), quickFirstTurn(), true);
    REQUIRE(two.out.size() == 2);
    CHECK(!contains(two.err, "not the one expected"));
    INFO("second line: " << two.out[1]);
    CHECK(bot::wins(shown, parseLine(two.out[1]), Autoplay::Safe));
}

TEST_CASE("agent: adopts the judge's 'all' autoplay when the second board shows it", "[freecell][agent][autoplay]") {
    Board b = parseBoard(Telltale);
    Played one = play(turnOf(b), quickFirstTurn());
    REQUIRE(one.out.size() == 1);
    auto wait = parseLine(one.out[0]);
    INFO("first line: " << one.out[0]);
    REQUIRE(one.out[0] == "18 81");  // premise, see Telltale

    // The judge plays that line with every possible card going home.
    Board judged = afterLine(b, wait, Autoplay::All);
    REQUIRE(!sameGame(judged, b));
    CHECK(judged.cardsHome() > b.cardsHome());

    Played two = play(turnOf(b) + turnOf(judged), quickFirstTurn(), true);
    CHECK(two.status == 0);
    CHECK(contains(two.err, "autoplay looks like 'all': adopting it"));
    REQUIRE(two.out.size() == 2);
    auto line = parseLine(two.out[1]);
    INFO("second line: " << two.out[1]);
    CHECK(bot::wins(judged, line, Autoplay::All));
}

TEST_CASE("agent: a second board it did not expect is planned again from scratch", "[freecell][agent]") {
    Board b = parseBoard(Telltale);
    Board other = msDeal(10913);
    autoplay(other, Autoplay::Safe);
    Played p = play(turnOf(b) + turnOf(other), quickFirstTurn(), true);
    CHECK(p.status == 0);
    CHECK(contains(p.err, "not the one expected: planning again"));
    REQUIRE(p.out.size() == 2);
    CHECK(bot::wins(other, parseLine(p.out[1]), Autoplay::Safe));
}

TEST_CASE("agent: passLine leaves the same game, or is empty when no such line exists", "[freecell][agent][pass]") {
    std::vector<Board> boards;
    for (std::uint32_t deal : {1u, 2u, 24u, 617u, 10913u, 11982u}) {
        Board b = msDeal(deal);
        autoplay(b, Autoplay::Safe);
        boards.push_back(b);
    }
    boards.push_back(parseBoard(Telltale));
    Board mid = msDeal(10913);
    autoplay(mid, Autoplay::Safe);
    for (const char* w : {"26", "76", "72", "72", "5a", "27", "57", "67", "1b", "61", "41"})
        apply(mid, *parseMove(w), Autoplay::Safe);
    boards.push_back(mid);

    int found = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const Board& b = boards[i];
        for (Autoplay mode : {Autoplay::Safe, Autoplay::All}) {
            Board settled = b;
            autoplay(settled, mode);
            auto line = bot::passLine(settled, mode);
            INFO(toFcSolve(settled) << "autoplay " << autoplayName(mode));
            // The telltale and the mid-game boards have one (two cards in cells, or
            // a card that can go to the empty cascade and back); deal starts may not.
            if (i >= 6) CHECK(!line.empty());
            if (line.empty()) continue;
            ++found;
            CHECK(line.size() <= 2);
            Board after = settled;
            for (Move m : line) {
                INFO("move " << moveName(m));
                CHECK(apply(after, m, mode));
            }
            CHECK(sameGame(after, settled));
            CHECK(after.cardsHome() == settled.cardsHome());
        }
    }
    CHECK(found >= 4);

    // No move at all, or only moves that cannot be undone: nothing to wait with.
    Board stuck = parseBoard(
        "Foundations: C-5 D-K H-K S-5\nFreecells: TC TS JC JS\n"
        ": 6C KS\n: 6S KC\n: 7C QS\n: 7S QC\n: 8C\n: 8S\n: 9C\n: 9S\n");
    REQUIRE(legalMoves(stuck).empty());
    CHECK(bot::passLine(stuck, Autoplay::Safe).empty());
    Board oneWay = parseBoard(
        "Foundations: C-2 D-K H-K S-2\nFreecells: 7C 7S 8S -\n"
        ": 3C QS KC\n: 3S QC KS\n: 4C JS JC\n: 4S TC\n: 5C TS\n: 5S 9C\n: 6C 9S\n: 6S 8C\n");
    REQUIRE(!legalMoves(oneWay).empty());
    auto line = bot::passLine(oneWay, Autoplay::Safe);
    // A card to the free cell cannot come back, but one cell's card can go to the other.
    REQUIRE(line.size() == 1);
    CHECK(isCell(line[0].from));
    CHECK(isCell(line[0].to));
    CHECK(sameGame(afterLine(oneWay, line, Autoplay::Safe), oneWay));
}

TEST_CASE("agent: the cells line is read with or without its 'Freecells:' label", "[freecell][agent][input]") {
    Board b = parseBoard(readSample("midgame-10913.board"));
    std::string labelled = turnOf(b);
    REQUIRE(splitLines(labelled)[3] == "Freecells: 9D 6D - -");
    std::string bare = withLine(labelled, 4, "9D 6D - -");
    std::string fc = withLine(labelled, 4, "FC: 9D 6D - -");
    std::string shortBare = withLine(labelled, 4, "9D 6D");
    std::string indented = withLine(withLine(labelled, 4, "  Freecells: 9D 6D - -"), 3, "  " + splitLines(labelled)[2]);
    for (const std::string& input : {labelled, bare, fc, shortBare, indented}) {
        INFO(input);
        std::istringstream in(input);
        bot::LineReader reader(in);
        auto turn = bot::readTurn(reader);
        REQUIRE(turn);
        CHECK(turn->board == b);
        CHECK(turn->moves == legalMoves(b));
        CHECK(!bot::readTurn(reader));
    }
    // The agent plays from the unlabelled form as from the labelled one.
    Played p1 = play(bare);
    REQUIRE(p1.out.size() == 1);
    CHECK(bot::wins(b, parseLine(p1.out[0]), Autoplay::Safe));
    // The first turn of a deal, all cells free, without the label.
    std::string first = withLine(readSample("turn-10913-1.txt"), 4, "- - - -");
    Played p = play(first);
    REQUIRE(p.out.size() == 1);
    CHECK(bot::wins(msDeal(10913), parseLine(p.out[0]), Autoplay::Safe));
}

TEST_CASE("agent: malformed turn input is an InputError naming its line", "[freecell][agent][input]") {
    const std::string turn = readSample("turn-10913-1.txt");
    auto ls = splitLines(turn);
    REQUIRE(ls.size() == 14);
    std::string msg;

    SECTION("line 1: the foundation count disagrees with line 3") {
        CHECK(errorLine(withLine(turn, 1, "4"), &msg) == 1);
        CHECK(errorLine(withLine(turn, 1, "2"), &msg) == 1);
        CHECK(errorLine(withLine(turn, 1, "three"), &msg) == 1);
        CHECK(errorLine(withLine(turn, 1, "9"), &msg) == 1);
    }
    SECTION("line 2: seven cascade sizes, or a bad one") {
        CHECK(errorLine(withLine(turn, 2, "8 8 8 7 7 7 7"), &msg) == 2);
        CHECK(msg.find("8 cascade sizes") != std::string::npos);
        CHECK(errorLine(withLine(turn, 2, "8 8 8 7 7 7 7 6 1"), &msg) == 2);
        CHECK(errorLine(withLine(turn, 2, "8 8 8 7 x 7 7 6"), &msg) == 2);
        CHECK(errorLine(withLine(turn, 2, "8 8 8 7 0 7 7 6"), &msg) == 2);
    }
    SECTION("a cascade with another number of cards than line 2 says") {
        CHECK(errorLine(withLine(turn, 2, "9 8 8 7 7 7 7 6"), &msg) == 2);
        CHECK(msg.find("cascade 1") != std::string::npos);
        // One card moved from cascade 8 to cascade 1: every card still there once.
        CHECK(errorLine(withLine(withLine(turn, 5, ls[4] + " 3S"), 12, ": KD 7C 7H 6C"), &msg) == 2);
    }
    SECTION("a bad card names its own line") {
        CHECK(errorLine(withLine(turn, 5, ": QS TS TH 8X 7S 3H 6D"), &msg) == 5);
        CHECK(msg.find("8X") != std::string::npos);
        CHECK(errorLine(withLine(turn, 9, ": QD 8D 9S 2H 7D 1D"), &msg) == 9);
        CHECK(errorLine(withLine(turn, 4, "Freecells: 2Z - - -"), &msg) == 4);
        CHECK(errorLine(withLine(turn, 3, "Foundations: C-A S-Z"), &msg) == 3);
    }
    SECTION("a duplicate card names the line of its second appearance") {
        // 6D (cascade 1's top) written over cascade 6's top 6S: 6D twice, 6S missing.
        CHECK(errorLine(withLine(turn, 10, ": TD 4S QC 6H 2S 6D"), &msg) == 10);
        CHECK(msg.find("6D") != std::string::npos);
        CHECK(msg.find("twice") != std::string::npos);
        // A card in a cell that is also on a cascade.
        CHECK(errorLine(withLine(turn, 4, "Freecells: 9C - - -"), &msg) == 6);  // 9C is also on cascade 2
        // A card on its foundation and on a cascade: AC is home (line 3), 2C replaced by AC.
        CHECK(errorLine(withLine(turn, 11, ": 8S AC TC 9H 4C 3D"), &msg) == 11);
    }
    SECTION("line 13's move count disagrees with line 14") {
        CHECK(errorLine(withLine(turn, 13, "34"), &msg) == 14);
        CHECK(errorLine(withLine(turn, 13, "36"), &msg) == 14);
        CHECK(errorLine(withLine(turn, 13, "many"), &msg) == 13);
        CHECK(errorLine(withLine(turn, 14, ls[13] + " 9z"), &msg) == 14);
        CHECK(errorLine(withLine(turn, 14, "9z" + ls[13].substr(2)), &msg) == 14);  // 35 words, one not a move
        CHECK(msg.find("9z") != std::string::npos);
    }
    SECTION("truncated input: only 9 of the 14 lines") {
        std::string nine = join(std::vector<std::string>(ls.begin(), ls.begin() + 9));
        CHECK(errorLine(nine, &msg) == 10);
        CHECK(msg.find("9 of its 14 lines") != std::string::npos);
        std::string thirteen = join(std::vector<std::string>(ls.begin(), ls.begin() + 13));
        CHECK(errorLine(thirteen, &msg) == 14);  // 35 moves announced, none given
    }
    SECTION("a cascade line without its ':' is read as that cascade; anything else where one is expected is not") {
        std::istringstream in(withLine(turn, 7, "JD JS 5C 3C KC 2D QH"));
        bot::LineReader reader(in);
        auto lenient = bot::readTurn(reader);
        REQUIRE(lenient);
        CHECK(lenient->board == freecell::parseBoard(join(std::vector<std::string>(ls.begin() + 2, ls.begin() + 12))));
        CHECK(errorLine(withLine(turn, 7, ""), &msg) == 12);  // an empty cascade there: its 7 cards are missing
        CHECK(msg.find("7 cards missing") != std::string::npos);
        CHECK(errorLine(withLine(turn, 7, "Freecells: - - - -"), &msg) == 7);
        CHECK(errorLine(withLine(turn, 3, "Foundation C-A S-A"), &msg) == 3);
    }
    SECTION("an error in the second turn counts the lines of the first") {
        std::string second = withLine(turn, 5, ": QS TS TH 8X 7S 3H 6D");
        CHECK(errorLine(turn + second, &msg) == 14 + 5);
        CHECK(errorLine(turn + "\n" + second, &msg) == 15 + 5);  // a blank line between turns
    }
    SECTION("Agent::play throws the same error, after answering the good turns") {
        std::istringstream in(turn + join(std::vector<std::string>(ls.begin(), ls.begin() + 9)));
        std::ostringstream out;
        Agent agent(AgentConfig{});
        try {
            agent.play(in, out);
            FAIL("no InputError");
        } catch (const InputError& e) {
            CHECK(e.line == 14 + 10);
            CHECK(e.where().rfind("line 24: ", 0) == 0);
        }
        auto answered = splitLines(out.str());
        REQUIRE(answered.size() == 1);
        CHECK(bot::wins(msDeal(10913), parseLine(answered[0]), Autoplay::Safe));
    }
}

TEST_CASE("agent: the end of input between turns ends the game cleanly", "[freecell][agent][input]") {
    CHECK(play("").status == 0);
    CHECK(play("").out.empty());
    CHECK(play("\n\n").status == 0);
    std::string turn = readSample("turn-10913-1.txt");
    Played p = play(turn + "\n\n");
    CHECK(p.status == 0);
    CHECK(p.out.size() == 1);
    // Line 14 may be missing at the very end when there is no move to list.
    Board stuck = parseBoard(
        "Foundations: C-5 D-K H-K S-5\nFreecells: TC TS JC JS\n"
        ": 6C KS\n: 6S KC\n: 7C QS\n: 7S QC\n: 8C\n: 8S\n: 9C\n: 9S\n");
    std::string input = turnOf(stuck);
    auto ls = splitLines(input);
    REQUIRE(ls.size() == 14);
    CHECK(ls[12] == "0");
    std::istringstream in(join(std::vector<std::string>(ls.begin(), ls.begin() + 13)));
    bot::LineReader reader(in);
    auto t = bot::readTurn(reader);
    REQUIRE(t);
    CHECK(t->board == stuck);
    CHECK(t->moves.empty());
}

}  // namespace test_freecell_agent
