// `referee spider` as a game keeper: the real binary with scripted input, as a
// person would use Woods's SPIDER program (commands, files, back-up).
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "games/spider/spider.hpp"
#include "spider_example.hpp"
#include "support.hpp"

namespace test_spider_keeper {

using namespace test_support;
using namespace spider_example;
namespace sp = spider;

namespace {

const char* Group1 = spider_example::Groups[0];
const char* Group2 = spider_example::Groups[1];
const char* Group3 = spider_example::Groups[2];
const char* Group4 = spider_example::Groups[3];

std::string page6() { return std::string(SAMPLES_DIR) + "/spider/woods-page6.txt"; }

// Runs `referee spider ARGS` in `dir` with `input` on stdin (through a file).
Run keeper(const TempDir& dir, const std::string& args, const std::string& input) {
    return runWithInput(dir, "timeout 30 " REFEREE_PATH " spider " + args, input);
}

int count(const std::string& s, const std::string& part) {
    int n = 0;
    for (std::size_t i = s.find(part); i != std::string::npos; i = s.find(part, i + 1)) ++n;
    return n;
}

void writeFile(const std::string& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary);
    f << text;
}

}  // namespace

TEST_CASE("keeper: Woods's worked example, tableau after each group of four moves", "[spider][keeper][e2e]") {
    TempDir dir;
    std::string in = std::string("T -\n") + Group1 + "T -\n" + Group2 + "T -\n" + Group3 + "T -\n" + Group4 + "T -\n";
    Run r = keeper(dir, "--load " + shellQuoted(page6()), in);
    CHECK(r.status == 0);
    CHECK(bells(r).empty());
    std::size_t at = 0;
    for (const char* t : {Tableau0, Tableau1, Tableau2, Tableau3, Tableau4}) {
        std::size_t found = r.out.find(t, at);
        INFO(r.out);
        REQUIRE(found != std::string::npos);
        at = found + 1;
    }
    CHECK(contains(r.out, "End of input"));
}

TEST_CASE("keeper: illegal moves and bad input ring a bell, say why in one line, change nothing",
          "[spider][keeper][e2e]") {
    TempDir dir;
    std::string in = "8 10\n5 5\n11 2\n1 2 3\nzz\nP 0\nL 1x\n-3\n-x\n3 4 5 6\nD now\n4\nT -\nS\n";
    Run r = keeper(dir, "--load " + shellQuoted(page6()), in);
    CHECK(r.status == 0);
    auto b = bells(r);
    REQUIRE(b.size() == 12);
    CHECK(b[0] == "\aJh does not go on 7c");
    CHECK(b[1] == "\aa column cannot move onto itself");
    CHECK(b[2] == "\acolumns are numbered 1 to 10");
    CHECK(contains(b[3], "only 1 card"));
    CHECK(contains(b[4], "unknown command 'zz'"));
    CHECK(contains(b[7], "only 0 moves to back up"));
    CHECK(contains(b[11], "no King-to-Ace run"));
    CHECK(contains(r.out, Tableau0));
    CHECK(contains(r.out, "Moves: 0;"));
}

TEST_CASE("keeper: backing up over a turned card asks, and brands the game if confirmed", "[spider][keeper][e2e]") {
    TempDir dir;
    Run r = keeper(dir, "--load " + shellQuoted(page6()), "8 9\n-1\nn\nS\n-1\ny\nS\nT -\n");
    CHECK(bells(r).empty());
    CHECK(count(r.out, "This backs over a card turned up (or a deal): you will be branded a cheater. Confirm? (y/n)") ==
          2);
    std::size_t no = r.out.find("Cheated: no"), yes = r.out.find("Cheated: yes");
    REQUIRE(no != std::string::npos);
    REQUIRE(yes != std::string::npos);
    CHECK(no < yes);
    CHECK(contains(r.out, "Moves: 1;"));
    CHECK(contains(r.out, Tableau0));
    // A move that turns nothing up backs up without a question.
    // (9 7 moves the 9s off the 10d: nothing turns up.)
    Run quiet = keeper(dir, "--load " + shellQuoted(page6()), std::string(Group1) + Group2 + "3 4\n9 7\n-1\nS\n");
    CHECK(!contains(quiet.out, "Confirm?"));
    CHECK(contains(quiet.out, "Cheated: no"));
    CHECK(contains(quiet.out, "Moves: 9;"));
}

TEST_CASE("keeper: F saves the history, --load replays it and -1 works after loading", "[spider][keeper][e2e]") {
    TempDir dir;
    Run save =
        keeper(dir, "--load " + shellQuoted(page6()), std::string(Group1) + Group2 + "F\n\nF mine.sav\nW here.pos\n");
    CHECK(contains(save.out, "File name [SPIDER.8]: "));
    CHECK(contains(save.out, "game written to SPIDER.8"));
    std::string text = slurp(dir.file("SPIDER.8"));
    CHECK(text.rfind("SPIDER SAVE 1\nrules --suits 4 ", 0) == 0);
    CHECK(contains(text, "cheated no\n"));
    CHECK(contains(text, "\nmoves\n8 9 1\n2 9 1\n7 2 1\n7 2 1\n"));
    CHECK(slurp(dir.file("mine.sav")) == text);

    Run load = keeper(dir, "--load SPIDER.8", "W there.pos\nT -\nS\n-4\ny\nT -\nS\nF again\n");
    // The same face-down cards and hand, in the same order.
    CHECK(slurp(dir.file("there.pos")) == slurp(dir.file("here.pos")));
    CHECK(load.status == 0);
    CHECK(contains(load.out, Tableau2));
    CHECK(contains(load.out, "Moves: 8;"));
    CHECK(contains(load.out, Tableau1));
    CHECK(contains(load.out, "Moves: 4;"));
    CHECK(contains(load.out, "Cheated: yes"));
    std::string again = slurp(dir.file("again"));
    CHECK(contains(again, "cheated yes\n"));
    Run cheater = keeper(dir, "--load again", "S\n");
    CHECK(contains(cheater.out, "Cheated: yes"));
    CHECK(contains(cheater.out, "Moves: 4;"));
}

TEST_CASE("keeper: W writes Woods's format, loading it gives the same position", "[spider][keeper][e2e]") {
    TempDir dir;
    std::string all = std::string(Group1) + Group2 + Group3 + Group4;
    Run w = keeper(dir, "--load " + shellQuoted(page6()), all + "W\n\nW -\n");
    CHECK(contains(w.out, "position written to POSITN.16"));
    std::string pos = slurp(dir.file("POSITN.16"));
    CHECK(pos.rfind("0 0\n", 0) == 0);
    CHECK(contains(w.out, pos));
    Run load = keeper(dir, "--load POSITN.16", "T -\nW -\nS\n");
    CHECK(contains(load.out, Tableau4));
    CHECK(count(load.out, pos) == 1);
    CHECK(contains(load.out, "Moves: 0;"));
    // The same position through the engine.
    sp::Game g = sp::readPosition(slurp(page6()));
    for (auto [from, to] : std::vector<std::pair<int, int>>{{8, 9},
                                                            {2, 9},
                                                            {7, 2},
                                                            {7, 2},
                                                            {6, 9},
                                                            {8, 10},
                                                            {5, 4},
                                                            {5, 4},
                                                            {3, 4},
                                                            {9, 7},
                                                            {5, 9},
                                                            {5, 6},
                                                            {3, 2},
                                                            {10, 3},
                                                            {8, 10},
                                                            {8, 1}})
        g.move(from - 1, to - 1, g.cardsFor(from - 1, to - 1));
    CHECK(pos == sp::writePosition(g));
}

TEST_CASE("keeper: a bad file is one line naming the file, line and field, exit 2", "[spider][keeper][e2e]") {
    TempDir dir;
    std::string text = slurp(page6());
    std::string bad = text;
    bad[bad.find(',') + 2] = '*';  // in field 2
    writeFile(dir.file("bad.pos"), bad);
    Run r = keeper(dir, "--load bad.pos", "");
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    REQUIRE(r.errLines().size() == 1);
    CHECK(contains(r.err, "bad.pos: line 2: field 2: '*' is not a card"));

    writeFile(dir.file("bad.sav"),
              "SPIDER SAVE 1\nrules --suits 4\ncheated no\nposition\n" + text + "moves\n8 9 1\n8 9 1\n");
    Run m = keeper(dir, "--load bad.sav", "");
    CHECK(m.status == 2);
    REQUIRE(m.errLines().size() == 1);
    CHECK(contains(m.err, "bad.sav: line 9: move \"8 9 1\": 6s does not go on Jh"));

    writeFile(dir.file("v2.sav"), "SPIDER SAVE 2\n");
    Run v = keeper(dir, "--load v2.sav", "");
    CHECK(v.status == 2);
    CHECK(contains(v.err, "v2.sav: line 1: unknown save-file version"));

    Run missing = keeper(dir, "--load nothing-here", "");
    CHECK(missing.status == 2);
    CHECK(contains(missing.err, "nothing-here: cannot open"));
    // Asked at start-up: the same.
    Run asked = keeper(dir, "", "bad.pos\n");
    CHECK(asked.status == 2);
    CHECK(contains(asked.err, "line 2: field 2:"));
}

TEST_CASE("keeper: S, L, P, X and A", "[spider][keeper][e2e]") {
    TempDir dir;
    Run r = keeper(
        dir, "--load " + shellQuoted(page6()),
        std::string(Group1) + Group2 + Group3 + Group4 + "S\nL as\nL 8h\nP 4\nP 9\nX\n\nX pic.svg\nA 2\n9 5\n5 9\n");
    CHECK(bells(r).empty());
    CHECK(contains(r.out, "Deals left: 5 (50 cards in the hand)\n"));
    CHECK(contains(r.out, "Suits removed: 0 of 8\n"));
    CHECK(contains(r.out, "Face-down cards: 30\n"));
    CHECK(contains(r.out, "Face-up cards: 24 (clubs 6, diamonds 5, hearts 7, spades 6)\n"));
    CHECK(contains(r.out, "Suits with all 13 ranks face up: none\n"));
    CHECK(contains(r.out, "As: column 2, at the bottom; column 4, at the bottom\n"));
    CHECK(contains(r.out, "8h is not among the face-up cards\n"));
    CHECK(contains(r.out, "column 4: 5 down: 4s [3h 2h] As\n"));
    CHECK(contains(r.out, "column 9: 4 down: [Qh Jh] [10d 9d]\n"));
    for (const char* name : {"SP16.svg", "pic.svg"}) {
        std::string svg = slurp(dir.file(name));
        CHECK(svg.rfind("<svg ", 0) == 0);
        CHECK(contains(svg, "</svg>"));
        CHECK(count(svg, "fill=\"#2b4c9b\"") == 30);  // a back for every face-down card
    }
    std::string tmp = slurp(dir.file("SPIDER.TMP"));
    CHECK(contains(tmp, "\n8 1 1\n9 5 1\n5 9 1\n"));
}

TEST_CASE("keeper: deals, no deal with a space, removal, and a win", "[spider][keeper][e2e]") {
    TempDir dir;
    // A new deal from a seed; deal every round, then none is left.
    Run d = keeper(dir, "--seed 7", "D\nD\nD\nD\nD\nD\nS\n-1\ny\nS\n");
    CHECK(d.status == 0);
    auto b = bells(d);
    REQUIRE(b.size() == 1);
    CHECK(b[0] == "\ano deals are left");
    CHECK(contains(d.out, "Deals left: 0 (0 cards in the hand)"));
    CHECK(contains(d.out, "Deals left: 1 (10 cards in the hand)"));
    CHECK(contains(d.out, "backs over a card turned up (or a deal)"));
    Run alt = keeper(dir, "--seed=7 --last-deal=4", "D\nD\nD\nD\nD\nS\nF\n\n");
    CHECK(contains(alt.out, "Deals left: 0 (6 cards in the hand)"));
    CHECK(contains(slurp(dir.file("SPIDER.5")), "rules --suits 4 --last-deal 4 "));

    // Column 10 a space: no dealing until it is filled.
    sp::Game g = sp::newGame(3);
    auto& c10 = g.columns[9];
    g.columns[0].up.insert(g.columns[0].up.end(), c10.down.begin(), c10.down.end());
    g.columns[0].up.insert(g.columns[0].up.end(), c10.up.begin(), c10.up.end());
    c10 = {};
    writeFile(dir.file("space.pos"), sp::writePosition(g));
    Run s = keeper(dir, "--load space.pos", "D\n1 10 1\nD\nS\n");
    b = bells(s);
    REQUIRE(b.size() == 1);
    CHECK(b[0] == "\ano dealing while there is a space (column 10)");
    CHECK(contains(s.out, "Deals left: 4"));

    // A King-to-Ace run of spades: removed with "1", and backed up without a question.
    sp::Game run;
    for (int r = sp::Ranks; r >= 1; --r) run.columns[0].up.push_back(sp::makeCard(r, 3));
    for (int r = sp::Ranks; r >= 1; --r) run.columns[1].up.push_back(sp::makeCard(r, 3));
    // Nothing else: the other six suits count as removed (Woods's files leave them out).
    writeFile(dir.file("run.pos"), sp::writePosition(run));
    Run rm = keeper(dir, "--load run.pos", "S\n1\nS\n-1\nS\n1\n");
    CHECK(bells(rm).empty());
    CHECK(contains(rm.out, "Suits removed: 6 of 8 ("));
    CHECK(contains(rm.out, "removed spades from column 1"));
    CHECK(contains(rm.out, "Suits removed: 7 of 8"));
    CHECK(!contains(rm.out, "Confirm?"));
    CHECK(contains(rm.out, "Suits removed: 6 of 8"));
    // The last one wins only after both runs are off: "1" then "2".
    Run win = keeper(dir, "--load run.pos", "1\n2\nS\n");
    CHECK(win.status == 0);
    CHECK(contains(win.out, "All eight suits removed in 2 moves: you win!"));
    CHECK(!contains(win.out, "Deals left"));
    // --auto-remove: moving one run into a space removes both; the removals are not moves.
    Run autoWin = keeper(dir, "--load run.pos --auto-remove", "1 3\n");
    CHECK(autoWin.status == 0);
    CHECK(contains(autoWin.out, "All eight suits removed in 1 move: you win!"));
}

TEST_CASE("keeper: rule variants reach the game", "[spider][keeper][e2e]") {
    TempDir dir;
    std::string all = std::string(Group1) + Group2 + Group3 + Group4;
    Run one = keeper(dir, "--suits 1 --load " + shellQuoted(page6()), all + "P 4\n4 3\n");
    CHECK(contains(one.out, "column 4: 5 down: [4s 3h 2h As]\n"));
    // The whole run is one unit: its head is what does not fit on the 6s.
    auto b = bells(one);
    REQUIRE(b.size() == 1);
    CHECK(b[0] == "\a4s does not go on 6s");
    sp::Game g = sp::newGame(3);
    auto& c10 = g.columns[9];
    g.columns[0].up.insert(g.columns[0].up.end(), c10.down.begin(), c10.down.end());
    g.columns[0].up.insert(g.columns[0].up.end(), c10.up.begin(), c10.up.end());
    c10 = {};
    writeFile(dir.file("space.pos"), sp::writePosition(g));
    bool king = sp::rankOf(g.columns[0].up.back()) == sp::Ranks;
    Run kings = keeper(dir, "--kings-to-spaces --load space.pos", "1 10 1\n");
    CHECK(bells(kings).size() == (king ? 0u : 1u));
    if (!king) CHECK(contains(kings.out, "only a King may go into a space"));
}

TEST_CASE("keeper: with no --load or --seed it asks for a file name", "[spider][keeper][e2e]") {
    TempDir dir;
    Run fresh = keeper(dir, "", "\nQ\ny\n");
    CHECK(fresh.status == 0);
    CHECK(contains(fresh.out, "File name (empty for a new deal): "));
    CHECK(contains(fresh.out, "New deal, seed "));
    CHECK(contains(fresh.out, "Bye."));
    Run named = keeper(dir, "", page6() + "\nT -\nQ\nn\n");
    CHECK(named.status == 0);
    CHECK(contains(named.out, Tableau0));
    CHECK(contains(named.out, "End of input"));
    Run usage = keeper(dir, "--seed 1 --load x", "");
    CHECK(usage.status == 2);
    Run suits = keeper(dir, "--suits 3", "");
    CHECK(suits.status == 2);
}

TEST_CASE("keeper: a file name that reads as a move or a command is refused, and nothing is written",
          "[spider][keeper][e2e]") {
    TempDir dir;
    // A mistyped x before a move: the move must not become a file named "11 3".
    Run r = keeper(dir, "--load " + shellQuoted(page6()), "X\n11 3\nT\nq\nT\n\nQ\ny\n");
    CHECK(contains(r.out, "no file written: '11 3' looks like a command, not a file name"));
    CHECK(contains(r.out, "no file written: 'q' looks like a command, not a file name"));
    CHECK(!std::ifstream(dir.file("11 3")));
    CHECK(!std::ifstream(dir.file("q")));
    // An empty answer takes the default name.
    CHECK(contains(r.out, "File name [TBLEAU.0]: "));
    CHECK(std::ifstream(dir.file("TBLEAU.0")).good());
}

}  // namespace test_spider_keeper
