// `referee spider`'s help for the person: hint (the fair bot on the person's
// view), peek and check (the solver, which knows the face-down cards: the
// game is then assisted), --winnable-only and --solver-line. The real
// binaries, the keeper asking the bot beside it.
#include "catch.hpp"

#include <string>
#include <vector>

#include "support.hpp"

namespace test_spider_keeper_help {

using namespace test_support;

namespace {

Run keeper(const TempDir& dir, const std::string& args, const std::string& input) {
    // A hint is checked for what it says, not its time: no limit that a
    // loaded machine or the sanitizers could reach.
    return runWithInput(dir, "timeout 120 " REFEREE_PATH " spider --hint-ms 60000 " + args, input);
}

// The first line of `r`'s output that starts with `start`, or "".
std::string lineStarting(const Run& r, const std::string& start) {
    for (const std::string& l : r.outLines())
        if (l.compare(0, start.size(), start) == 0) return l;
    return "";
}

// Line 2 of a Woods position file split at its commas: fields 1-10 the
// columns as seen, 11-20 each column's face-down cards, 21 the hand.
std::vector<std::string> fields(const std::string& position) {
    std::string line = splitLines(position)[1];
    std::vector<std::string> out(1);
    for (char c : line) c == ',' ? out.push_back("") : out.back().push_back(c);
    return out;
}

std::string joined(const std::string& position, const std::vector<std::string>& f) {
    std::string out = splitLines(position)[0] + "\n";
    for (std::size_t i = 0; i < f.size(); ++i) out += (i ? "," : "") + f[i];
    return out + "\n";
}

// The fair bot's game of seed 2 (four suits), its first 140 moves, as
// `referee spider --bot 'bot spider --safety-ms 0'` played it: lost.
std::string lostGame() { return std::string(SAMPLES_DIR) + "/spider/lost-seed2.sav"; }

}  // namespace

TEST_CASE("keeper help: a hint is the fair bot's, from the person's view: other face-down cards, the same hint",
          "[spider][keeper][advice][e2e]") {
    TempDir dir;
    Run w = keeper(dir, "--seed 5", "W -\nQ\ny\n");
    std::string position;
    for (const std::string& l : w.outLines())
        if (l == "0 0")
            position = l + "\n";
        else if (!position.empty() && splitLines(position).size() == 1)
            position += l + "\n";
    REQUIRE(splitLines(position).size() == 2);
    // Columns 1 and 2 both hide five cards: swap them. The person sees the same game.
    std::vector<std::string> f = fields(position);
    REQUIRE(f.size() == 21);
    REQUIRE(f[10] != f[11]);
    REQUIRE(f[0].substr(0, 5) == "?????");
    REQUIRE(f[1].substr(0, 5) == "?????");
    std::swap(f[10], f[11]);
    std::ofstream(dir.file("a.txt")) << position;
    std::ofstream(dir.file("b.txt")) << joined(position, f);
    Run a = keeper(dir, "--load a.txt", "hint\nQ\ny\n"), b = keeper(dir, "--load b.txt", "hint\nQ\ny\n");
    std::string hintA = lineStarting(a, "hint: "), hintB = lineStarting(b, "hint: ");
    INFO(a.out);
    CHECK_FALSE(hintA.empty());
    CHECK(hintA == hintB);
    // It is a move the keeper takes, and it says what it does.
    CHECK(contains(hintA, "moves "));
    // The solver, which sees the face-down cards, is the peek: a file that
    // hides other cards is another game to it.
    Run peekA = keeper(dir, "--load a.txt --solver-positions 300000", "peek\nQ\ny\n");
    CHECK(contains(lineStarting(peekA, "peek: "), "[winnable in "));
}

TEST_CASE("keeper help: hint, peek and check are kept in the save file, and peek and check make the game assisted",
          "[spider][keeper][advice][e2e]") {
    TempDir dir;
    // One suit: the solver's peek and check take a tenth of a four-suit deal's.
    Run r = keeper(dir, "--suits 1 --seed 3 --solver-positions 300000",
                   "hint\ncheck fair\nS\npeek\ncheck\nS\nF game.sav\nQ\ny\n");
    INFO(r.out);
    // The fair question sees no face-down card: not help that assists, and
    // it waits for the hand to be out.
    CHECK(contains(r.out, "the analyser: unknown: the fair question waits until the hand is dealt out"));
    CHECK(contains(r.out, "Help: 1 hint\n"));
    CHECK(contains(r.out, "Help: 1 hint, 1 peek, 1 check (assisted)"));
    CHECK(contains(r.out, "the solver: winnable [winnable in "));
    std::string saved = slurp(dir.file("game.sav"));
    CHECK(contains(saved, "moves\nhint\npeek\ncheck\n"));
    Run loaded = keeper(dir, "--load game.sav", "S\nQ\ny\n");
    CHECK(contains(loaded.out, "Help: 1 hint, 1 peek, 1 check (assisted)"));
}

TEST_CASE("keeper help: a --winnable-only deal's solution replays to a win, and the win says it was assisted",
          "[spider][keeper][advice][e2e]") {
    TempDir dir;
    Run dealt = keeper(dir, "--suits 1 --winnable-only --seed 7", "F game.sav\nQ\ny\n");
    std::string note = lineStarting(dealt, "Winnable-only: seed ");
    REQUIRE_FALSE(note.empty());
    std::string seed = note.substr(std::string("Winnable-only: seed ").size());
    seed = seed.substr(0, seed.find(','));
    CHECK(contains(slurp(dir.file("game.sav")), "\ndealt winnable-only\n"));
    Run solved = runCommand(BOT_PATH " spider --suits 1 --solve --seed " + seed);
    REQUIRE(solved.status == 0);
    std::vector<std::string> lines = solved.outLines();
    std::string moves;
    for (std::size_t i = 1; i < lines.size(); ++i) moves += lines[i] + "\n";
    Run won = keeper(dir, "--suits 1 --seed " + seed + " --solver-positions 300000", "peek\n" + moves);
    INFO(won.out);
    CHECK(contains(won.out, "you win! (assisted: 1 peek)"));
}

TEST_CASE("keeper help: the solver says when a game is no longer winnable, and check when finds the move",
          "[spider][keeper][advice][e2e]") {
    // With 20,000 positions a check, the solver proves the fair bot's game of
    // seed 2 lost after its 138th move (3 2 8), and not after its 137th.
    TempDir dir;
    std::string game = slurp(lostGame());
    std::vector<std::string> lines = splitLines(game);
    std::size_t first = 0;
    while (lines[first] != "moves") ++first;
    auto upTo = [&](std::size_t moves) {
        std::string text;
        for (std::size_t i = 0; i <= first + moves; ++i) text += lines[i] + "\n";
        return text;
    };
    std::ofstream(dir.file("137.sav")) << upTo(137);
    std::ofstream(dir.file("138.sav")) << upTo(138);
    const std::string budget = " --solver-positions 20000";
    CHECK(contains(keeper(dir, "--load 137.sav" + budget, "check\nQ\ny\n").out, "the solver: unknown"));
    CHECK(contains(keeper(dir, "--load 138.sav" + budget, "check\nQ\ny\n").out,
                   "the solver: no longer winnable [unwinnable (proved"));
    Run when = keeper(dir, "--load " + shellQuoted(lostGame()) + budget, "check when\nQ\ny\n");
    CHECK(contains(when.out, "; move 138 (3 2 8) is the first after which it is proved lost"));
    // The solver line: after each move, from the 137th on.
    Run line = keeper(dir, "--load 137.sav --solver-line" + budget, "3 2 8\nQ\ny\n");
    CHECK(contains(line.out, "solver: no longer winnable"));
}

TEST_CASE("keeper help: bad values and a missing advisor are one line, never a crash",
          "[spider][keeper][advice][e2e]") {
    TempDir dir;
    Run r = keeper(dir, "--winnable-only --load nothing.txt", "");
    CHECK(r.status == 2);
    CHECK(r.errLines().size() == 1);
    CHECK(contains(r.err, "--winnable-only chooses a new deal: not with --load"));
    r = keeper(dir, "--seed 1 --solver-positions 0", "");
    CHECK(r.status == 2);
    CHECK(r.errLines().size() == 1);
    r = keeper(dir, "--seed 1 --advisor /nonexistent/bot", "hint\npeek\nQ\ny\n");
    CHECK(r.status == 0);
    CHECK(contains(r.out, "no hint: the advisor gave no answer"));
    r = runCommand(BOT_PATH " spider --grade 1-2 --runs 0");
    CHECK(r.status == 2);
    CHECK(r.errLines().size() == 1);
    r = runCommand(BOT_PATH " calculation --grade 1-2 --cuts 0.5,0.4,0.3,0.2");
    CHECK(r.status == 2);
    CHECK(contains(r.err, "--cuts wants 4 scores in increasing order"));
}

}  // namespace test_spider_keeper_help
