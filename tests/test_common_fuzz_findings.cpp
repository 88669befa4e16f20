// What fuzzing the input parsers found (tests/fuzz, tools/fuzz), each fixed
// and checked here: lines without a length cap, a save file's seed past
// 64 bits, a Calculation turn block no deal can show, Spider's card count
// checked as a column, a Spider file already won.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "games/calculation/calculation.hpp"
#include "games/calculation/view.hpp"
#include "common/line_reader.hpp"
#include "games/spider/spider.hpp"
#include "support.hpp"

namespace test_common_fuzz_findings {

using namespace test_support;
namespace calc = calculation;
namespace sp = spider;

namespace {

void writeFile(const std::string& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary);
    f << text;
}

// Runs `command` with `input` on stdin (through a file in `dir`), in `dir`.
Run withInput(const TempDir& dir, const std::string& command, const std::string& input) {
    static int n = 0;
    std::string in = dir.file("input" + std::to_string(++n));
    writeFile(in, input);
    return runCommand("cd " + shellQuoted(dir.path) + " && timeout 60 " + command + " <" + shellQuoted(in));
}

std::string pageSix() { return slurp(std::string(SAMPLES_DIR) + "/spider/woods-page6.txt"); }

// The TurnError line parseTurn gives `text`; 0 if it reads a block.
int calculationErrorLine(const std::string& text, std::string* what = nullptr) {
    std::istringstream in(text);
    int line = 0;
    try {
        calc::parseTurn(in, line);
    } catch (const calc::TurnError& e) {
        if (what) *what = e.what();
        return e.line;
    }
    return 0;
}

}  // namespace

TEST_CASE("line reader: lines up to 64 KB, a longer one is an error naming it", "[common][fuzz_findings][input]") {
    std::string limit(patience::MaxLineBytes, 'x');
    std::istringstream in("first\r\n" + limit + "\n" + limit + "y\nnever read\n");
    patience::LineReader lines(in);
    std::string line;
    REQUIRE(lines.next(line));
    CHECK(line == "first");
    REQUIRE(lines.next(line));
    CHECK(line == limit);
    try {
        lines.next(line);
        FAIL("a line of 64 KB and one byte was read");
    } catch (const patience::LineTooLong& e) {
        CHECK(e.line == 3);
        CHECK(std::string(e.what()) == "line 3: a line longer than 64 KB: not this program's input");
    }
    // The end of input: a last line without '\n' counts, then false.
    std::istringstream end("a\nb");
    patience::LineReader two(end);
    CHECK(two.next(line));
    CHECK((two.next(line) && line == "b"));
    CHECK(!two.next(line));
    CHECK(!two.next(line));
}

TEST_CASE("/dev/zero on stdin: the bots and the person's games end in one error line, exit 2",
          "[common][fuzz_findings][input][e2e]") {
    TempDir dir;
    struct Case {
        std::string command, who;
    } cases[] = {
        {BOT_PATH " calculation", "bot calculation: line 1: a line longer than 64 KB: not a turn block"},
        {BOT_PATH " gallery", "bot gallery: line 1: a line longer than 64 KB: not a turn block"},
        {REFEREE_PATH " spider --seed 7",
         "referee spider: standard input line 1: a line longer than 64 KB: not this program's input"},
        {REFEREE_PATH " calculation --seed 1",
         "referee calculation: standard input line 1: a line longer than 64 KB: not this program's input"},
        {REFEREE_PATH " gallery --seed 1 --evaluate 1",
         "referee gallery: standard input line 1: a line longer than 64 KB: not this program's input"},
    };
    for (const Case& c : cases) {
        INFO(c.command);
        Run r = runCommand("timeout 60 " + c.command + " </dev/zero");
        CHECK(r.status == 2);
        REQUIRE(r.errLines().size() == 1);
        CHECK(r.errLines()[0] == c.who);
        CHECK(r.out.size() < 100000);
    }
    // A person's game: what was played stays on the screen, then the closing line.
    std::string junk(70000, 'x');
    Run s = withInput(dir, REFEREE_PATH " spider --seed 7", "D\n" + junk + "\n");
    CHECK(s.status == 2);
    CHECK(contains(s.out, "Deals left: 3") == false);  // (S was not typed)
    CHECK(contains(s.out, "Leaving the game (not saved)."));
    CHECK(s.err == "referee spider: standard input line 2: a line longer than 64 KB: not this program's input\n");
    Run c = withInput(dir, REFEREE_PATH " calculation --seed 74", "w2\n" + junk);
    CHECK(c.status == 2);
    CHECK(contains(c.out, "to waste pile 2"));
    CHECK(contains(c.out, "Leaving (1 move, 0 undos)."));
    CHECK(c.err == "referee calculation: standard input line 2: a line longer than 64 KB: not this program's input\n");
    Run g = withInput(dir, REFEREE_PATH " gallery --seed 5 --evaluate 1", "C2 A7\n" + junk);
    CHECK(g.status == 2);
    CHECK(contains(g.out, "Input that is not commands. Your score: "));
    CHECK(g.err == "referee gallery: standard input line 2: a line longer than 64 KB: not this program's input\n");
    // Short of the cap, a long line is only a command that is not one.
    Run fine = withInput(dir, REFEREE_PATH " calculation --seed 74", std::string(60000, 'x') + "\nq\n");
    CHECK(fine.status == 0);
    CHECK(contains(fine.out, "Bye (0 moves, 0 undos)."));
}

TEST_CASE("spider --load: a seed past 64 bits is one line naming file and line, exit 2",
          "[common][fuzz_findings][spider][e2e]") {
    TempDir dir;
    std::string page6 = pageSix();
    REQUIRE(!page6.empty());
    auto save = [&](const std::string& seed) {
        return "SPIDER SAVE 1\nrules --suits 4\ncheated no\nseed " + seed + "\nposition\n" + page6 + "moves\n8 9 1\n";
    };
    writeFile(dir.file("big.sav"), save("22222222222222222222"));
    Run big = withInput(dir, REFEREE_PATH " spider --load big.sav", "");
    CHECK(big.status == 2);
    CHECK(big.out.empty());
    CHECK(big.err == "referee spider: big.sav: line 4: seed too large (at most 18446744073709551615)\n");
    writeFile(dir.file("max.sav"), save("18446744073709551615"));
    Run max = withInput(dir, REFEREE_PATH " spider --load max.sav", "F\n\n");
    CHECK(max.status == 0);
    CHECK(contains(slurp(dir.file("SPIDER.1")), "\nseed 18446744073709551615\n"));
}

TEST_CASE("calculation turn block: piles and counts no deal can show are refused",
          "[common][fuzz_findings][calculation][e2e]") {
    calc::Game g = calc::newGame(3, calc::RuleSet::CoCo);
    std::string good = calc::turnText(g, 1);
    REQUIRE(calculationErrorLine(good) == 0);
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string t = good;
        auto at = t.find(from);
        REQUIRE(at != std::string::npos);
        return t.replace(at, from.size(), to);
    };
    // 49 cards on one waste pile: the bots' piles hold 48; no deal has more than 48.
    std::string pile;
    for (int i = 0; i < 49; ++i) pile += " " + calc::cardName(calc::makeCard(5 + i % 8, i % 4));
    std::string what;
    CHECK(calculationErrorLine(replaced("waste 1\n", "waste 1" + pile + "\n"), &what) == 10);
    CHECK(contains(what, "is shown twice"));
    // A card twice, a foundation base in play, ranks that do not add up, 'left' wrong.
    std::string hand = calc::cardName(*g.hand());
    CHECK(calculationErrorLine(replaced("waste 2\n", "waste 2 " + hand + "\n"), &what) == 10);
    CHECK(contains(what, hand + " is shown twice (hand)"));
    CHECK(calculationErrorLine(replaced("waste 3\n", "waste 3 Ah\n"), &what) == 10);
    CHECK(contains(what, "Ah (waste 3) is a foundation base, never in play"));
    CHECK(calculationErrorLine(replaced("foundations A 2 3 4", "foundations 2 2 3 4"), &what) == 10);
    CHECK(contains(what, "rank 2: "));
    CHECK(contains(what, " are more than four"));
    CHECK(calculationErrorLine(replaced("left 48", "left 47"), &what) == 10);
    CHECK(contains(what, "'left 47' is not the hand and the 47 unseen cards"));
    // Every block of real games still reads, to the end, under both rule sets.
    for (calc::RuleSet rules : {calc::RuleSet::Classic, calc::RuleSet::CoCo})
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            calc::Game game = calc::newGame(seed, rules);
            for (int turn = 1; !game.lost() && !game.won(); ++turn) {
                INFO("seed " << seed << " turn " << turn);
                REQUIRE(calculationErrorLine(calc::turnText(game, turn), &what) == 0);
                game.play(game.legalMoves()[std::size_t(turn * 7) % game.legalMoves().size()]);
            }
            REQUIRE(calculationErrorLine(calc::turnText(game, 99), &what) == 0);
        }
}

TEST_CASE("bot calculation: a waste pile of 49 cards is one error line, exit 2, no answer",
          "[common][fuzz_findings][calculation][e2e]") {
    TempDir dir;
    calc::Game g = calc::newGame(3, calc::RuleSet::CoCo);
    std::string block = calc::turnText(g, 1);
    std::string pile;
    for (int i = 0; i < 49; ++i) pile += " 9c";
    block.replace(block.find("waste 4\n"), 8, "waste 4" + pile + "\n");
    Run r = withInput(dir, BOT_PATH " calculation --samples 8", block);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    REQUIRE(r.errLines().size() == 1);
    CHECK(contains(r.errLines()[0], "bot calculation: line 10: "));
}

TEST_CASE("spider keeper: 'n m k' checks k as a number of cards, not a column",
          "[common][fuzz_findings][spider][e2e]") {
    TempDir dir;
    // Column 1: Qs down to As (12 cards), column 2: Kh alone; the rest whole
    // suits, the missing ones counted as removed.
    sp::Game g;
    for (int r = 12; r >= 1; --r) g.columns[0].up.push_back(sp::makeCard(r, 3));
    g.columns[1].up.push_back(sp::makeCard(13, 2));
    g.columns[2].up.push_back(sp::makeCard(13, 3));
    for (int r = 13; r >= 1; --r) g.columns[3].up.push_back(sp::makeCard(r, 3));
    for (int r = 12; r >= 1; --r) g.columns[4].up.push_back(sp::makeCard(r, 2));
    writeFile(dir.file("run.pos"), sp::writePosition(g));
    Run r = withInput(dir, REFEREE_PATH " spider --load run.pos", "1 2 13\n11 2 1\n1 2 12\nP 2\n");
    CHECK(r.status == 0);
    CHECK(contains(r.out, "\aonly 12 cards at the bottom of column 1 can move together"));
    CHECK(contains(r.out, "\acolumns are numbered 1 to 10"));
    CHECK(std::count(r.out.begin(), r.out.end(), '\a') == 2);
    CHECK(contains(r.out, "column 2: 0 down: Kh [Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As]"));
}

TEST_CASE("spider keeper: a file with every suit removed is a win at once", "[common][fuzz_findings][spider][e2e]") {
    TempDir dir;
    writeFile(dir.file("empty.pos"), "0 0\n,,,,,,,,,,,,,,,,,,,,\n");
    Run r = withInput(dir, REFEREE_PATH " spider --load empty.pos", "S\nD\n");
    CHECK(r.status == 0);
    CHECK(contains(r.out, "All eight suits removed in 0 moves: you win!"));
    CHECK(!contains(r.out, "Deals left"));  // nothing after the win is read
    CHECK(!contains(r.out, "End of input"));
    // A save whose moves win it: the same, with its moves counted.
    sp::Game two;
    for (int c = 0; c < 2; ++c)
        for (int rank = sp::Ranks; rank >= 1; --rank) two.columns[std::size_t(c)].up.push_back(sp::makeCard(rank, 3));
    writeFile(dir.file("won.sav"),
              "SPIDER SAVE 1\nrules --suits 4\ncheated yes\nposition\n" + sp::writePosition(two) + "moves\n1\n2\n");
    Run s = withInput(dir, REFEREE_PATH " spider --load won.sav", "S\n");
    CHECK(s.status == 0);
    CHECK(contains(s.out, "All eight suits removed in 2 moves: you win! (But you cheated.)"));
    CHECK(!contains(s.out, "Deals left"));
}

TEST_CASE("turn blocks: a move list that is not the position's legal moves is refused",
          "[common][fuzz_findings][calculation][gallery][e2e]") {
    TempDir dir;
    // Calculation: a foundation move of the wrong foundation listed, the right one not.
    calc::Game g = calc::newGame(3, calc::RuleSet::CoCo);
    std::string good = calc::turnText(g, 1);
    std::string first = good.substr(good.find("moves ") + 8);
    first = first.substr(0, first.find('\n'));  // the first listed move
    std::string wrong = good;
    wrong.replace(wrong.find("\n" + first + "\n"), first.size() + 2, "\nw4 f1\n");
    std::string what;
    CHECK(calculationErrorLine(wrong, &what) > 11);
    CHECK(contains(what,
                   "the moves listed are not the legal moves of the position shown ('w4 f1' is listed but not legal)"));
    // One listed move left out, the count put right: refused too.
    std::string fewer = good;
    fewer.replace(fewer.find("\n" + first + "\n"), first.size() + 1, "");
    int n = int(g.legalMoves().size());
    fewer.replace(fewer.find("moves " + std::to_string(n)), 7 + std::to_string(n).size() - 1,
                  "moves " + std::to_string(n - 1));
    CHECK(calculationErrorLine(fewer, &what) > 11);
    CHECK(contains(what, "'" + first + "' is legal but not listed"));
    // The bot: one error line, exit 2, no answer (it answered "w4 f1" before).
    Run r = withInput(dir, BOT_PATH " calculation --samples 8",
                      readSample("../../tests/fuzz/corpus/calculation_turn/finding-move-not-legal"));
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(
        r.err ==
        "bot calculation: line 12: the moves listed are not the legal moves of the position shown ('w4 f2' is listed but not legal)\n");
    // The gallery bot: its block lists a move the position does not allow,
    // so it is refused before any answer.
    Run gr = withInput(dir, BOT_PATH " gallery --samples 8",
                       readSample("../../tests/fuzz/corpus/gallery_turn/finding-move-not-legal"));
    CHECK(gr.status == 2);
    CHECK(gr.out.empty());
    REQUIRE(gr.errLines().size() == 1);
    CHECK(contains(gr.errLines()[0], "bot gallery: line "));
    CHECK(contains(gr.errLines()[0], "not the legal moves of the position shown"));
}

}  // namespace test_common_fuzz_findings
