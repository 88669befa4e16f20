// `referee calculation` end to end: a person's scripted session (a win, a
// loss, refusals with a bell, undo counted) and the judge against bots
// written as shell scripts.
#include "catch.hpp"

#include <fstream>
#include <string>
#include <vector>

#include "common/json.hpp"
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

Run withBot(const std::string& bot, const std::string& more = "") {
    return runCommand("timeout 60 " REFEREE_PATH " calculation --bot " + shellQuoted(bot) + " " + more);
}

// The lines that carry a bell.
std::vector<std::string> bells(const Run& r) {
    std::vector<std::string> out;
    for (const auto& l : r.outLines())
        if (contains(l, "\a")) out.push_back(l);
    return out;
}

// A bot that reads each turn, logs it (if asked) and answers its first
// listed move (or its last: under coco rules, waste to empty waste moves).
std::string firstMoveBot(const std::string& log = "/dev/null", bool last = false) {
    return "while IFS= read -r line; do echo \"$line\" >> " + shellQuoted(log) +
           "; case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=;"
           " while [ $i -lt $n ]; do IFS= read -r c; echo \"$c\" >> " + shellQuoted(log) +
           "; if [ " + std::string(last ? "1 = 1" : "-z \"$pick\"") + " ]; then pick=$c; fi; i=$((i+1)); done; echo \"$pick\";; esac; done";
}

}  // namespace

TEST_CASE("calculation table: a seeded game won line by line, with refusals and an undo", "[calculation][table]") {
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

TEST_CASE("calculation table: a lost game is announced, then n deals the next seed", "[calculation][table]") {
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

TEST_CASE("calculation table: classic rules refuse the CoCo move; bad options exit 2", "[calculation][table]") {
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

TEST_CASE("calculation bot: the first turn is what a player sees; a straight deck is won", "[calculation][judge]") {
    TempDir tmp;
    std::string log = tmp.file("turns");
    Run r = withBot(firstMoveBot(log), "--deck " + shellQuoted(calcSample("straight.deck")));
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(contains(r.out, "straight.deck: win in 48 turns"));
    auto lines = splitLines(slurp(log));
    REQUIRE(lines.size() >= 11u);
    CHECK(lines[0] == "turn 1");
    CHECK(lines[1] == "rules coco");
    CHECK(lines[2] == "foundations A 2 3 4");
    CHECK(lines[3] == "waste 1");
    CHECK(lines[7] == "hand 2c");
    CHECK(lines[8] == "left 48");
    CHECK(lines[10].rfind("moves ", 0) == 0);
    CHECK(lines[11] == "f1");
}

TEST_CASE("calculation bot: first listed moves on a seed end in a loss or the turn limit", "[calculation][judge]") {
    for (const char* rules : {"classic", "coco"}) {
        Run r = withBot(firstMoveBot(), std::string("--seed 2 --max-turns 200 --rules ") + rules);
        INFO(rules << ": " << r.out);
        CHECK(r.status == 1);
        CHECK((contains(r.out, "seed 2: loss on turn") || contains(r.out, "seed 2: turn limit: not won after 200 turns")));
        CHECK(contains(r.out, "of 52 cards on the foundations)"));
    }
    // The last listed move shuffles a card between waste piles for ever.
    Run cycle = withBot(firstMoveBot("/dev/null", true), "--seed 3 --max-turns 50");
    CHECK(cycle.status == 1);
    CHECK(contains(cycle.out, "seed 3: turn limit: not won after 50 turns (4 of 52 cards on the foundations)"));
}

TEST_CASE("calculation bot: illegal moves, empty lines, silence and exits", "[calculation][judge]") {
    Run bad = withBot("read l; echo f9; sleep 1", "--seed 1");
    CHECK(bad.status == 1);
    CHECK(contains(bad.out, "seed 1: illegal move on turn 1 \"f9\": not a move"));
    Run empty = withBot("read l; echo 'w1 f1'", "--seed 1");
    CHECK(contains(empty.out, "seed 1: illegal move on turn 1 \"w1 f1\": waste pile 1 is empty"));
    checkTurnLoopVerdicts([](const std::string& bot, const std::string& more) { return withBot(bot, more); });
    Run opts = withBot("true", "--seeds 3-1");
    CHECK(opts.status == 2);
    Run rules = withBot("true", "--rules nope");
    CHECK(rules.status == 2);
    CHECK(splitLines(rules.err).size() == 1u);
}

TEST_CASE("calculation bot: a batch over --seeds with a JSON summary last", "[calculation][judge]") {
    Run r = withBot(firstMoveBot(), "--seeds 1-3 --jobs 2 --json --rules classic");
    INFO(r.out);
    CHECK(r.status == 1);
    auto lines = r.outLines();
    REQUIRE(lines.size() >= 5u);
    CHECK(lines[0].rfind("seed 1: ", 0) == 0);
    CHECK(lines[1].rfind("seed 2: ", 0) == 0);
    CHECK(lines[2].rfind("seed 3: ", 0) == 0);
    CHECK(contains(r.out, "3 games: 0 won, 3 lost"));
    auto j = referee::json::parse(r.lastLine());
    CHECK(j["games"].number == 3);
    CHECK(j["wins"].number == 0);
    CHECK(j["failures"].size() == 3u);
    CHECK(j["mean_cards_on_foundations"].number >= 4);
    CHECK(j["settings"]["rules"].string == "classic");
}
