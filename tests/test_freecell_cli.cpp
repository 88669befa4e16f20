// `bot` end to end: the real binary with boards, deals and turn input on its
// standard input or command line, its answers replayed in the rules engine.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <glob.h>
#include <sstream>
#include <string>
#include <vector>

#include "bot/freecell/solver.hpp"
#include "common/json.hpp"
#include "games/freecell/freecell.hpp"
#include "support.hpp"

namespace test_freecell_cli {

using namespace freecell;
using namespace test_support;

namespace {

// Runs `bot ARGS` with `input` (a file, or /dev/null) on its standard input.
// `timeout` only guards the test suite against a bot that hangs.
Run runBotFrom(const std::string& args, const std::string& inputFile) {
    return runCommand("timeout 60 " BOT_PATH " " + args + " <" + shellQuoted(inputFile));
}

Run runBot(const std::string& args, const std::string& input = "") {
    TempDir tmp;
    std::string in = tmp.file("in");
    std::ofstream(in, std::ios::binary) << input;
    return runBotFrom(args, in);
}

// The one line a solving run printed, which must win from `start`.
void requireWinningLine(const Run& r, const Board& start, Autoplay mode = Autoplay::Safe) {
    INFO("stdout: " << r.out << "stderr: " << r.err);
    CHECK(r.status == 0);
    auto out = r.outLines();
    REQUIRE(out.size() == 1);
    auto moves = parseLine(out[0]);
    CHECK(!moves.empty());
    CHECK(bot::wins(start, moves, mode));
}

void requireOneErrorLine(const Run& r, int status, const std::string& part) {
    INFO("stdout: " << r.out << "stderr: " << r.err);
    CHECK(r.status == status);
    CHECK(r.out.empty());
    auto err = r.errLines();
    REQUIRE(err.size() == 1);
    CHECK(err[0].rfind("bot: ", 0) == 0);
    CHECK(contains(err[0], part));
}

}  // namespace

TEST_CASE("bot: make-microsoft-freecell-board output on stdin gets one winning line", "[freecell][cli][e2e]") {
    std::string text = slurp(samplePath("ms-deal-24.txt"));
    REQUIRE(parseBoard(text) == msDeal(24));
    Run r = runBotFrom("", samplePath("ms-deal-24.txt"));
    requireWinningLine(r, msDeal(24));
    CHECK(r.err.empty());

    // The same through `freecell` named as the game, and through --solve -
    // (their first solutions: the shortening is the case above's).
    requireWinningLine(runBotFrom("freecell --first", samplePath("ms-deal-24.txt")), msDeal(24));
    requireWinningLine(runBotFrom("--solve - --first", samplePath("ms-deal-24.txt")), msDeal(24));
    // Blank lines before the board change nothing.
    requireWinningLine(runBot("--first", "\n\n" + text), msDeal(24));
}

TEST_CASE("bot --solve FILE solves the fc-solve variants of deal 617", "[freecell][cli][e2e]") {
    REQUIRE(parseBoard(slurp(samplePath("deal-617-variants.board"))) == msDeal(617));
    requireWinningLine(runBot("--solve " + shellQuoted(samplePath("deal-617-variants.board"))), msDeal(617));
    // A mid-game board with foundations and cells.
    Board mid = parseBoard(slurp(samplePath("midgame-10913.board")));
    requireWinningLine(runBot("--solve " + shellQuoted(samplePath("midgame-10913.board"))), mid);
}

TEST_CASE("bot --deal N solves MS deals, --autoplay all solves for that rule", "[freecell][cli][e2e]") {
    requireWinningLine(runBot("--deal 1"), msDeal(1));
    requireWinningLine(runBot("--deal 10913 --first"), msDeal(10913));
    requireWinningLine(runBot("--deal 10913 --autoplay all --first"), msDeal(10913), Autoplay::All);
}

TEST_CASE("bot --deal 11982 proves it unwinnable, and says so apart from a timeout", "[freecell][cli][slow][e2e]") {
    Run r = runBot("--deal 11982");
    requireOneErrorLine(r, 1, "unwinnable (proved: ");

    // Too little time: unknown, not claimed unwinnable.
    Run quick = runBot("--deal 11982 --time-ms 5");
    requireOneErrorLine(quick, 1, "unknown: no solution found within the limit");
    CHECK(!contains(quick.err, "unwinnable"));
}

TEST_CASE("bot --prelude opens with the scans it names, and a bad one is one line, exit 2",
          "[freecell][cli][bad][e2e]") {
    requireWinningLine(runBot("--deal 24 --first --prelude dive@150,best@100"), msDeal(24));
    requireWinningLine(runBot("--deal 24 --first --prelude none"), msDeal(24));
    requireWinningLine(runBot("--deal 24 --first --weights 4,2,8,3,1,4,9,0/6,5,6,3,1,2,10,2 --prelude w2@50"),
                       msDeal(24));
    for (const char* bad : {"--prelude dive", "--prelude deep@10", "--prelude dive@0", "--prelude dive@x",
                            "--prelude ,", "--weights 4,2,8,3,1,4,9,0 --prelude dive@10"}) {
        INFO(bad);
        requireOneErrorLine(runBot(std::string("--deal 24 ") + bad), 2, "--prelude");
    }
}

TEST_CASE("bot: an unwinnable board on stdin is proved so, exit 1", "[freecell][cli][e2e]") {
    Run r = runBot("",
                   "Foundations: C-2 D-K H-K S-2\nFreecells: 7C 7S 8S -\n"
                   ": 3C QS KC\n: 3S QC KS\n: 4C JS JC\n: 4S TC\n: 5C TS\n: 5S 9C\n: 6C 9S\n: 6S 8C\n");
    requireOneErrorLine(r, 1, "unwinnable (proved: ");
}

TEST_CASE("bot: a bad board on stdin is one line on stderr naming the line, exit 2", "[freecell][cli][bad][e2e]") {
    struct Case {
        const char* file;
        int line;
        const char* what;
    };
    const Case cases[] = {
        {"bad-foundation.board", 1, "H-11"},       {"duplicate.board", 5, "QH appears twice"},
        {"five-cells.board", 1, "more than 4"},    {"missing.board", 8, "missing"},
        {"nine-cascades.board", 9, "more than 8"}, {"unknown-word.board", 3, "9X"},
    };
    // Every file in bad/ is covered.
    glob_t g;
    REQUIRE(glob((samplePath("bad") + "/*.board").c_str(), 0, nullptr, &g) == 0);
    CHECK(g.gl_pathc == sizeof cases / sizeof cases[0]);
    globfree(&g);

    for (const Case& c : cases) {
        INFO(c.file);
        Run r = runBotFrom("", samplePath(std::string("bad/") + c.file));
        requireOneErrorLine(r, 2, "line " + std::to_string(c.line) + ": ");
        CHECK(contains(r.err, c.what));
        CHECK(contains(r.err, "standard input"));

        // The same file named on the command line.
        Run f = runBot("--solve " + shellQuoted(samplePath(std::string("bad/") + c.file)));
        requireOneErrorLine(f, 2, "line " + std::to_string(c.line) + ": ");
        CHECK(contains(f.err, c.file));
    }
}

TEST_CASE("bot: empty stdin, unknown options and --help", "[freecell][cli][bad][e2e]") {
    Run empty = runBotFrom("", "/dev/null");
    requireOneErrorLine(empty, 2, "empty");
    Run blank = runBot("", "\n  \n\n");
    requireOneErrorLine(blank, 2, "empty");
    requireOneErrorLine(runBotFrom("", "/dev/zero"), 2, "line 1: a line longer than 65536 bytes");

    Run unknown = runBotFrom("--frobnicate", "/dev/null");
    requireOneErrorLine(unknown, 2, "--frobnicate");
    CHECK(contains(unknown.err, "--help"));
    requireOneErrorLine(runBotFrom("--deal", "/dev/null"), 2, "needs a value");
    requireOneErrorLine(runBotFrom("--deal 0", "/dev/null"), 2, "--deal");
    requireOneErrorLine(runBotFrom("--deal x", "/dev/null"), 2, "--deal");
    requireOneErrorLine(runBotFrom("--bench 5-1", "/dev/null"), 2, "--bench");
    requireOneErrorLine(runBotFrom("--autoplay sometimes", "/dev/null"), 2, "--autoplay");
    requireOneErrorLine(runBotFrom("--solve /nonexistent/board.txt", "/dev/null"), 2, "cannot open");
    requireOneErrorLine(runBotFrom("--solve /", "/dev/null"), 2, "/: is a directory");
    requireOneErrorLine(runBotFrom("--solve /dev/zero", "/dev/null"), 2, "longer than 1024 KB");
    // Binary bytes in a board are quoted escaped on the one line, NUL included.
    Run binary = runBot("--solve -",
                        std::string(": \x7f"
                                    "ELF\x02\x01",
                                    8) +
                            std::string(1, '\0') + "\x1b[2J" + std::string(3000, 'x') + "\n");
    requireOneErrorLine(binary, 2, "'\\x7fELF\\x02\\x01\\x00\\x1b[2Jxxx");
    CHECK(binary.err.find('\x1b') == std::string::npos);
    CHECK(binary.err.size() < 500);
    requireOneErrorLine(runBotFrom("--deal 5 --solve /dev/null", "/dev/null"), 2,
                        "only one of --deal, --bench, --solve");
    requireOneErrorLine(runBotFrom("--bench 1-20000000", "/dev/null"), 2, "at most 10000000 deals");
    requireOneErrorLine(runBotFrom("--bench 1-5,9-7", "/dev/null"), 2, "--bench: the range '9-7' runs backwards");
    requireOneErrorLine(runBotFrom("--deal 5 --first=yes", "/dev/null"), 2, "--first takes no value");
    requireOneErrorLine(runBotFrom("--deal=", "/dev/null"), 2, "--deal needs a value, got an empty one");

    Run help = runBotFrom("--help", "/dev/null");
    CHECK(help.status == 0);
    CHECK(help.err.empty());
    CHECK(contains(help.out, "--solve"));
    CHECK(contains(help.out, "--bench"));
    CHECK(contains(help.out, "--deal"));
    CHECK(runBotFrom("-h", "/dev/null").status == 0);
    CHECK(runBotFrom("--time-ms 5 --help", "/dev/null").status == 0);
}

TEST_CASE("bot: the puzzle protocol through the binary", "[freecell][cli][agent][e2e]") {
    std::string turn = slurp(samplePath("turn-10913-1.txt"));
    Run r = runBotFrom("", samplePath("turn-10913-1.txt"));
    requireWinningLine(r, msDeal(10913));
    CHECK(r.err.empty());

    // Under the judge's time limits, as the referee would run it.
    requireWinningLine(runBotFrom("--first-turn-ms 1000 --turn-ms 50 --max-turns 200", samplePath("turn-10913-1.txt")),
                       msDeal(10913));

    // A truncated turn: exit 2, one line naming the first missing line.
    std::istringstream in(turn);
    std::string nine;
    std::string l;
    for (int i = 0; i < 9 && std::getline(in, l); ++i) nine += l + "\n";
    Run cut = runBot("", nine);
    requireOneErrorLine(cut, 2, "line 10: ");
    CHECK(contains(cut.err, "9 of its 14 lines"));

    // A bad card on line 7 of the turn input.
    std::string bad = turn;
    bad.replace(bad.find("5C 3C KC"), 2, "5X");
    Run badCard = runBot("", bad);
    requireOneErrorLine(badCard, 2, "line 7: ");
    CHECK(contains(badCard.err, "5X"));
}

TEST_CASE("bot --bench 1-5 --json ends with a JSON summary of five winnable deals", "[freecell][cli][bench][e2e]") {
    Run r = runBotFrom("--bench 1-5 --json --first", "/dev/null");
    INFO("stdout: " << r.out << "stderr: " << r.err);
    CHECK(r.status == 0);
    auto out = r.outLines();
    REQUIRE(out.size() >= 7);
    for (int deal = 1; deal <= 5; ++deal) {
        auto it = std::find_if(out.begin(), out.end(), [&](const std::string& l) {
            return l.rfind("deal " + std::to_string(deal) + ": winnable ", 0) == 0;
        });
        CHECK(it != out.end());
    }
    auto j = referee::json::parse(out.back());
    CHECK(j["batch"].string == "bot freecell --bench");
    CHECK(j["seeds"].string == "1-5");
    CHECK(j["games"].number == 5);
    CHECK(j["winnable"].number == 5);
    CHECK(j["unwinnable"].number == 0);
    CHECK(j["unknown"].number == 0);
    CHECK(j["game"]["invalid"].number == 0);
    CHECK(j["game"]["failures"].size() == 0);
    CHECK(j["game"]["mean_moves"].number > 10);
    CHECK(j["game"]["max_moves"].number >= j["game"]["mean_moves"].number);
    CHECK(contains(out[out.size() - 2], "5 winnable"));
}

TEST_CASE("bot --bench takes a list of deals and --name=value, --sample draws from the list",
          "[freecell][cli][bench][e2e]") {
    Run r = runBotFrom("--bench=1-2,7 --first --time-ms=1000", "/dev/null");
    INFO("stdout: " << r.out << "stderr: " << r.err);
    REQUIRE(r.status == 0);
    auto out = r.outLines();
    REQUIRE(out.size() == 4);
    CHECK(out[0].rfind("deal 1: winnable ", 0) == 0);
    CHECK(out[1].rfind("deal 2: winnable ", 0) == 0);
    CHECK(out[2].rfind("deal 7: winnable ", 0) == 0);
    CHECK(out[3].rfind("deals 1-2,7: 3 winnable", 0) == 0);
    // From one range, --sample draws the deals it always drew (seed 7: these four).
    Run sample = runBotFrom("--bench 1-100000 --sample 4 --seed 7 --first", "/dev/null");
    REQUIRE(sample.status == 0);
    auto drawn = sample.outLines();
    REQUIRE(drawn.size() == 5);
    CHECK(drawn[0].rfind("deal 18674: ", 0) == 0);
    CHECK(drawn[3].rfind("deal 65279: ", 0) == 0);
    CHECK(drawn[4].rfind("deals 4 drawn from 1-100000 (seed 7): ", 0) == 0);
    // ... and from a list, only deals in it.
    Run fromList = runBotFrom("--bench 1-3,2000000000-2000000002 --sample 6 --seed 3 --first", "/dev/null");
    REQUIRE(fromList.status == 0);
    auto all = fromList.outLines();
    REQUIRE(all.size() == 7);
    for (const char* deal : {"1", "2", "3", "2000000000", "2000000001", "2000000002"})
        CHECK(std::count_if(all.begin(), all.end(), [&](const std::string& l) {
                  return l.rfind("deal " + std::string(deal) + ": ", 0) == 0;
              }) == 1);
}

TEST_CASE("bot --bench --first stops each deal at its first solution, without it, never longer",
          "[freecell][cli][bench][e2e]") {
    Run first = runBotFrom("--bench 1-3 --first", "/dev/null");
    // Bounded by positions; the time limit is far (a sanitizer build on a
    // loaded machine expands only about 15,000 positions in the default second).
    Run shorter = runBotFrom("--bench 1-3 --improve-positions 20000 --time-ms 60000", "/dev/null");
    INFO("--first: " << first.out << "shortened: " << shorter.out);
    REQUIRE(first.status == 0);
    REQUIRE(shorter.status == 0);
    // "deal N: winnable T ms M moves P positions (first solution F moves)"
    auto parse = [](const std::string& line, const std::string& word) {
        std::istringstream in(line);
        std::string prev, w;
        while (in >> w) {
            if (w == word) return std::stol(prev);
            prev = w;
        }
        return -1L;
    };
    int lines = 0;
    for (const auto& f : first.outLines()) {
        if (f.rfind("deal ", 0) != 0 || f.rfind("deals ", 0) == 0) continue;
        ++lines;
        CHECK(contains(f, ": winnable "));
        long m = parse(f, "moves"), firstMoves = parse(f.substr(f.find('(')), "moves)");
        CHECK(m == firstMoves);
        CHECK(parse(f, "positions") < 5000);  // deals 1-3 take a few hundred: no beam ran
        for (const auto& s : shorter.outLines())
            if (s.rfind(f.substr(0, f.find(':') + 1), 0) == 0) {
                CHECK(parse(s, "moves") <= m);
                CHECK(parse(s, "moves") < m);  // 20,000 positions shorten deals 1-3
            }
    }
    CHECK(lines == 3);
}

}  // namespace test_freecell_cli
