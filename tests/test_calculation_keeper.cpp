// `referee calculation` for a person, end to end: scripted sessions (a win, a
// loss, refusals with a bell, undo counted, bad options). The judge of bots:
// test_calculation_judge.cpp.
#include "catch.hpp"

#include <fstream>
#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"
#include "support.hpp"

using namespace test_support;
namespace calc = calculation;

namespace {

std::string calcSample(const std::string& name) { return std::string(SAMPLES_DIR) + "/calculation/" + name; }

// `referee calculation ARGS` with `input` on stdin (through a file).
Run table(const TempDir& dir, const std::string& args, const std::string& input) {
    static int n = 0;
    std::string in = dir.file("input" + std::to_string(++n));
    {
        std::ofstream f(in, std::ios::binary);
        f << input;
    }
    return runCommand("timeout 30 " REFEREE_PATH " calculation " + args + " <" + shellQuoted(in));
}

// The lines that carry a bell.
std::vector<std::string> bells(const Run& r) {
    std::vector<std::string> out;
    for (const auto& l : r.outLines())
        if (contains(l, "\a")) out.push_back(l);
    return out;
}

}  // namespace

TEST_CASE("calculation table: a seeded game won line by line, with refusals and an undo", "[calculation][keeper]") {
    std::string line = slurp(calcSample("seed-74-win.txt"));
    REQUIRE(!line.empty());
    auto moves = splitLines(line);
    // The line wins by the engine too.
    calc::Game g = calc::newGame(74, calc::RuleSet::CoCo);
    std::string illegal;  // a foundation the first card does not fit
    for (int f = 0; f < 4 && illegal.empty(); ++f)
        if (!g.fits(f, *g.hand())) illegal = "f" + std::to_string(f + 1);
    for (const auto& m : moves) {
        auto move = calc::parseMove(m);
        REQUIRE(move);
        REQUIRE(g.whyNot(*move).empty());
        g.play(*move);
    }
    REQUIRE(g.won());

    TempDir dir;
    std::string input = "u\nzz\nf9\n" + illegal + "\nw1 f2\n" + moves[0] + "\nundo\n\n?\nhint\n" + line + "\nf1\nq\n";
    Run r = table(dir, "--seed 74", input);
    INFO(r.out);
    CHECK(r.status == 0);
    auto b = bells(r);
    REQUIRE(b.size() == 6u);
    CHECK(contains(b[0], "nothing to undo"));
    CHECK(contains(b[1], "unknown command 'zz'"));
    CHECK(contains(b[2], "unknown command 'f9'"));
    CHECK(contains(b[3], "does not go on foundation"));
    CHECK(contains(b[4], "waste pile 1 is empty"));
    CHECK(contains(b[5], "the game is won"));
    CHECK(contains(r.out, "undone (1 undo so far)"));
    CHECK(contains(r.out, "f1 .. f4     the card in hand to foundation 1-4"));  // the help
    CHECK((contains(r.out, "to a foundation:") || contains(r.out, "nothing goes to a foundation now")));  // the hint
    CHECK(contains(r.out, "in " + std::to_string(moves.size()) + " moves with 1 undo: you win!"));
    CHECK(contains(r.out, "Bye ("));
    // The panel: the calculator rows, the next rank in brackets, the seed.
    CHECK(contains(r.out, " 1   Ah  +1    [2]   3    4    5    6    7    8    9   10    J    Q    K"));
    CHECK(contains(r.out, " 4   4c  +4    [8]   Q    3    7    J    2    6   10    A    5    9    K"));
    CHECK(contains(r.out, "seed 74 | moves 0 | undos 1"));
    CHECK(contains(r.out, " 2   2d  +2     4    6    8   10    Q    A    3    5    7    9    J    K   finished"));
}

TEST_CASE("calculation table: a lost game is announced, then n deals the next seed", "[calculation][keeper]") {
    // Every card on waste pile 1 under classic rules: lost once the deck is
    // out unless the last card fits. Find a seed where it does not.
    std::uint64_t seed = 1;
    for (;; ++seed) {
        calc::Game g = calc::newGame(seed, calc::RuleSet::Classic);
        while (g.hand()) g.play(calc::Move{calc::Move::HandToWaste, 0, 0});
        if (g.lost()) break;
    }
    std::string input;
    for (int i = 0; i < 48; ++i) input += "w1\n";
    input += "w1 w2\nu\nw1\nn\nq\n";
    TempDir dir;
    Run r = table(dir, "--rules classic --seed " + std::to_string(seed), input);
    INFO(r.out);
    CHECK(r.status == 0);
    CHECK(contains(r.out, "Lost: the deck is out and no card can reach a foundation (4 of 52 on the foundations, 48 moves, 0 undos)."));
    auto b = bells(r);
    REQUIRE(b.size() == 1u);
    CHECK(contains(b[0], "the game is lost"));
    CHECK(contains(r.out, "undone (1 undo so far)"));
    CHECK(contains(r.out, "0 undos).\nn: a new game") );
    CHECK(contains(r.out, "New game, seed " + std::to_string(seed + 1)));
}

TEST_CASE("calculation table: classic rules refuse the CoCo move, bad options exit 2", "[calculation][keeper]") {
    TempDir dir;
    Run r = table(dir, "--rules classic --seed 3", "w1\nw1 w2\nq\n");
    CHECK(r.status == 0);
    auto b = bells(r);
    REQUIRE(b.size() == 1u);
    CHECK(contains(b[0], "CoCo rule"));
    Run coco = table(dir, "--seed 3", "w1\nw1 w2\nq\n");
    CHECK(bells(coco).empty());
    CHECK(contains(coco.out, "to waste pile 2 | hand"));

    std::ofstream(dir.file("short.deck")) << "2c 4d\n";
    std::ofstream(dir.file("base.deck")) << "Ah\n";
    for (const char* bad : {"--rules foo", "--seed x", "--bogus", "--seed 1 --deck x", "--color pink", "extra"}) {
        Run e = table(dir, bad, "");
        INFO(bad << ": " << e.err);
        CHECK(e.status == 2);
        CHECK(splitLines(e.err).size() == 1u);
    }
    Run s = table(dir, "--deck " + shellQuoted(dir.file("short.deck")), "");
    CHECK(s.status == 2);
    CHECK(contains(s.err, "2 cards; a deck has 48"));
    Run base = table(dir, "--deck " + shellQuoted(dir.file("base.deck")), "");
    CHECK(base.status == 2);
    CHECK(contains(base.err, "line 1: Ah is a foundation base"));
    Run missing = table(dir, "--deck /nonexistent/deck", "");
    CHECK(missing.status == 2);
}
