// `referee calculation` for a person, end to end: scripted sessions (a win, a
// loss, refusals with a bell, undo counted, bad options), and the help the
// bot gives (hint, peek, check, check when, --winnable-only, --solver-line),
// counted in the verdict. The judge of bots: test_calculation_judge.cpp.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"
#include "support.hpp"

namespace test_calculation_keeper {

using namespace test_support;
namespace calc = calculation;

namespace {

std::string calcSample(const std::string& name) { return std::string(SAMPLES_DIR) + "/calculation/" + name; }

// `referee calculation ARGS` with `input` on stdin (through a file).
Run table(const TempDir& dir, const std::string& args, const std::string& input) {
    // A hint is checked for what it says, not its time: no limit that a
    // loaded machine or the sanitizers could reach.
    return runWithInput(dir, "timeout 60 " REFEREE_PATH " calculation --hint-ms 60000 " + args, input);
}

}  // namespace

TEST_CASE("calculation table: a seeded game won line by line, with refusals and an undo",
          "[calculation][keeper][e2e]") {
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
    // The hint: the fair bot's move, then which cards can go to a foundation.
    CHECK(contains(r.out, "\nhint: "));
    CHECK((contains(r.out, "to a foundation:") || contains(r.out, "nothing goes to a foundation now")));
    CHECK(contains(r.out, "in " + std::to_string(moves.size()) + " moves with 1 undo: you win! (with 1 hint)"));
    CHECK(contains(r.out, "Bye ("));
    // The panel: the calculator rows, the next rank in brackets, the seed.
    CHECK(contains(r.out, " 1   Ah  +1    [2]   3    4    5    6    7    8    9   10    J    Q    K"));
    CHECK(contains(r.out, " 4   4c  +4    [8]   Q    3    7    J    2    6   10    A    5    9    K"));
    CHECK(contains(r.out, "seed 74 | moves 0 | undos 1"));
    CHECK(contains(r.out, " 2   2d  +2     4    6    8   10    Q    A    3    5    7    9    J    K   finished"));
}

TEST_CASE("calculation table: a lost game is announced, then n deals the next seed", "[calculation][keeper][e2e]") {
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
    CHECK(contains(
        r.out,
        "Lost: the deck is out and no card can reach a foundation (4 of 52 on the foundations, 48 moves, 0 undos)."));
    auto b = bells(r);
    REQUIRE(b.size() == 1u);
    CHECK(contains(b[0], "the game is lost"));
    CHECK(contains(r.out, "undone (1 undo so far)"));
    CHECK(contains(r.out, "0 undos).\nn: a new game"));
    CHECK(contains(r.out, "New game, seed " + std::to_string(seed + 1)));
}

TEST_CASE("calculation table: classic rules refuse the CoCo move, bad options exit 2", "[calculation][keeper][e2e]") {
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

// --- The bot's help: hint, peek, check, --winnable-only, --solver-line ------

namespace {

// A deck file of `deck`'s order.
std::string writeDeck(const TempDir& dir, const std::string& name, const std::vector<calc::Card>& deck) {
    std::ofstream f(dir.file(name));
    for (calc::Card c : deck) f << calc::cardName(c) << "\n";
    return shellQuoted(dir.file(name));
}

// The first line of `out` that starts with `prefix` ("" if none).
std::string lineStarting(const std::string& out, const std::string& prefix) {
    for (const auto& l : splitLines(out))
        if (l.compare(0, prefix.size(), prefix) == 0) return l;
    return "";
}

// samples/calculation/straight.deck's order (every card straight home) with
// the four Fives and Kc first. Under the classic rules the Fives stacked on
// one pile are harmless (any Five serves any foundation), but Kc on them
// buries all four for good: every foundation needs a Five before its King.
std::vector<calc::Card> trapDeck() {
    std::vector<calc::Card> first, deck;
    for (const char* c : {"5c", "5d", "5h", "5s", "Kc"}) first.push_back(*calc::parseCard(c));
    deck = first;
    std::istringstream words(slurp(calcSample("straight.deck")));
    for (std::string line; std::getline(words, line);) {
        std::istringstream in(line.substr(0, line.find('#')));
        for (std::string w; in >> w;)
            if (std::count(first.begin(), first.end(), *calc::parseCard(w)) == 0) deck.push_back(*calc::parseCard(w));
    }
    REQUIRE(deck.size() == 48u);
    return deck;
}

}  // namespace

TEST_CASE("calculation table: the hint comes from what the person sees, not the deck's order",
          "[calculation][keeper][e2e]") {
    // Seed 1's deck, and the same with the card after the hand (9c) and Kd
    // swapped: alike in the eight cards seen (seven played, the hand Ad),
    // unlike in the order to come, enough for the solver's move to differ.
    std::vector<calc::Card> a = calc::newGame(1, calc::RuleSet::CoCo).deck, b = a;
    REQUIRE((calc::cardName(a[7]) == "Ad" && calc::cardName(a[8]) == "9c" && calc::cardName(a[22]) == "Kd"));
    std::swap(b[8], b[22]);
    TempDir dir;
    std::string input = "w1\nw1\nw2\nw2\nw3\nw3\nw4\nhint\npeek\nq\n";
    Run ra = table(dir, "--deck " + writeDeck(dir, "a.deck", a), input),
        rb = table(dir, "--deck " + writeDeck(dir, "b.deck", b), input);
    INFO(ra.out << rb.out);
    std::string hint = lineStarting(ra.out, "hint: ");
    if (!SanitizerBuild) REQUIRE(!hint.empty());  // within its second even under load, but not ten times slower
    CHECK(hint == lineStarting(rb.out, "hint: "));
    CHECK(lineStarting(ra.out, "nothing goes") == lineStarting(rb.out, "nothing goes"));
    // Why, in what the person sees: the card and the pile it goes on.
    if (!hint.empty()) CHECK(contains(hint, " (Ad onto "));
    std::string peekA = lineStarting(ra.out, "peek: "), peekB = lineStarting(rb.out, "peek: ");
    CHECK(peekA.substr(0, 9) != peekB.substr(0, 9));  // the solver sees the order
    CHECK(contains(ra.out, "Bye (7 moves, 0 undos, assisted: 1 hint, 1 peek)"));
}

TEST_CASE("calculation table: a peek marks the game assisted in the last line, the status and the replay",
          "[calculation][keeper][e2e]") {
    // straight.deck: each card to foundations 1, 2, 3, 4 in turn.
    std::string moves;
    for (int i = 0; i < 12; ++i) moves += "f1\nf2\nf3\nf4\n";
    TempDir dir;
    std::string page = dir.file("game.html");
    Run r = table(dir, "--deck " + shellQuoted(calcSample("straight.deck")) + " --replay " + shellQuoted(page),
                  "f1\npeek\n\n" + moves.substr(3) + "q\n");
    INFO(r.out);
    CHECK(r.status == 0);
    CHECK(contains(r.out, "peek: f2 (puts 4"));  // the solver's move, the one the deck wants
    CHECK(contains(r.out, "| moves 1 | undos 0 | 5 of 52 cards on the foundations | assisted: 1 peek"));
    CHECK(contains(r.out, "in 48 moves with 0 undos: you win! (assisted: 1 peek)"));
    CHECK(contains(slurp(page), "won in 48 moves with 0 undos (assisted: 1 peek)"));
    // A hint alone does not: the game is "with" it.
    Run h = table(dir, "--seed 5", "hint\nq\n");
    CHECK(contains(h.out, "Bye (0 moves, 0 undos, with 1 hint)."));
}

TEST_CASE("calculation table: --winnable-only deals a deal whose solution replays to a win here",
          "[calculation][keeper][e2e]") {
    // Classic seed 52 takes the solver some 56,000 positions: over the
    // limit, so it is skipped for the next seed.
    TempDir dir;
    Run r = table(dir, "--rules classic --seed 52 --winnable-only", "\nq\n");
    INFO(r.out << r.err);
    REQUIRE(r.status == 0);
    std::string note = lineStarting(r.out, "Winnable-only: seed ");
    REQUIRE(!note.empty());
    CHECK(contains(note, "1 seed before it skipped; seed 52: unknown"));
    std::uint64_t seed = std::stoull(note.substr(20));
    CHECK(seed == 53u);
    CHECK(contains(r.out, "seed 53 | moves 0 | undos 0 | 4 of 52 cards on the foundations | winnable-only"));
    Run solved = runCommand(BOT_PATH " calculation --rules classic --solve --seed " + std::to_string(seed));
    REQUIRE(solved.status == 0);
    auto lines = solved.outLines();
    std::string input;
    for (std::size_t i = 1; i < lines.size(); ++i) input += lines[i] + "\n";
    // The same deal, dealt by its seed (the skip above is not asked again).
    Run won = table(dir, "--rules classic --seed " + std::to_string(seed), input + "q\n");
    CHECK(contains(won.out, "in " + std::to_string(lines.size() - 1) + " moves with 0 undos: you win!"));
}

TEST_CASE("calculation table: check when names the move that lost a winnable game", "[calculation][keeper][e2e]") {
    TempDir dir;
    std::string deck = writeDeck(dir, "trap.deck", trapDeck());
    // Four Fives onto pile 1, then Kc on them (move 5), then four cards home.
    std::string moves = "w1\nw1\nw1\nw1\nw1\nf1\nf2\nf3\nf4\n";
    Run r = table(dir, "--rules classic --deck " + deck, moves + "check\ncheck when\n\nq\n");
    INFO(r.out);
    CHECK(contains(r.out, "the solver: no longer winnable (unwinnable (proved"));
    CHECK(contains(r.out, "; check when: the move that lost it"));
    CHECK(contains(r.out, "; move 5 (w1: Kc onto waste pile 1, whose top was 5s) lost it: winnable before it"));
    CHECK(contains(r.out, "| moves 9 | undos 0 | 8 of 52 cards on the foundations | assisted: 2 checks"));

    // --solver-line: the verdict after every move, each a check.
    Run line = table(dir, "--rules classic --solver-line --deck " + deck, "w1\nw1\nw1\nw1\nw1\nq\n");
    auto out = line.outLines();
    std::vector<std::string> verdicts;
    for (const auto& l : out)
        if (l.compare(0, 8, "solver: ") == 0) verdicts.push_back(l);
    REQUIRE(verdicts.size() == 5u);
    CHECK(verdicts[3] == "solver: winnable");
    CHECK(contains(verdicts[4], "solver: no longer winnable (unwinnable (proved"));
    CHECK(contains(line.out, "Bye (5 moves, 0 undos, assisted: 5 checks)."));
}

TEST_CASE(
    "calculation table: help refused with one line: --winnable-only with a deck, a bot that cannot answer, bad --after",
    "[calculation][keeper]") {
    TempDir dir;
    std::string deck = shellQuoted(calcSample("straight.deck"));
    Run both = table(dir, "--winnable-only --deck " + deck, "");
    CHECK(both.status == 2);
    CHECK(splitLines(both.err).size() == 1u);
    CHECK(contains(both.err, "--winnable-only chooses a new deal: not with --deck"));

    // No bot there: a hint says why, and the game goes on.
    Run none = table(dir, "--seed 3 --advisor /nonexistent/bot", "hint\npeek\nw1\nq\n");
    CHECK(none.status == 0);
    CHECK(contains(none.out, "no hint: the advisor gave no answer"));
    CHECK(contains(none.out, "Bye (1 move, 0 undos, assisted: 1 hint, 1 peek)."));

    // The solver's position: every mistake one line naming it, exit 2.
    for (auto [args, what] : std::vector<std::pair<std::string, std::string>>{
             {"--deck " + deck + " --after f1,zz", "--after: move 2, 'zz', is not a move"},
             {"--deck " + deck + " --after f1,w1f2",
              "--after: move 2 (w1 f2) is not legal there: waste pile 1 is empty"},
             {"--deck " + deck + " --after f1,", "--after: a comma after the last move"},
             {"--deck " + deck + " --after f2",
              "--after: move 1 (f2) is not legal there: 2c does not go on foundation 2"},
             {"--after f1", "--solve wants one of --seed N, --seeds SEEDS or --deck FILE"},
             {"--seed 1 --deck " + deck, "--solve wants one of"},
             {"--deck /nonexistent/deck", "/nonexistent/deck: "}}) {
        Run e = runCommand(BOT_PATH " calculation --solve " + args);
        INFO(args << ": " << e.err);
        CHECK(e.status == 2);
        CHECK(splitLines(e.err).size() == 1u);
        CHECK(contains(e.err, what));
    }
    // From a position: the moves printed are those from there.
    Run mid = runCommand(BOT_PATH " calculation --solve --deck " + deck + " --after f1,f2");
    CHECK(contains(mid.out, "straight.deck after 2 moves (coco): winnable in 46 moves"));
    CHECK(splitLines(mid.out).size() == 47u);
}

}  // namespace test_calculation_keeper
