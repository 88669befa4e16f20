// `referee gallery` for a person, end to end: scripted sessions through the
// real program (bad options, refusals with a reason, undo back to the last
// deal, taps, CAP on and off, the end with its score and evaluation squares).
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "games/gallery/cap.hpp"
#include "games/gallery/gallery.hpp"
#include "games/gallery/player.hpp"
#include "games/gallery/protocol.hpp"
#include "support.hpp"

namespace test_gallery_keeper {

using namespace test_support;

namespace {

Run table(const TempDir& dir, const std::string& args, const std::string& input) {
    return runWithInput(dir, "timeout 60 " REFEREE_PATH " gallery " + args, input);
}

// The moves from one source, as the table's tap looks for them.
std::vector<gallery::Move> movesFrom(const gallery::Game& g, bool fromPile, int pile, gallery::Place place) {
    std::vector<gallery::Move> out;
    for (const auto& m : g.legalMoves())
        if (m.fromPile == fromPile && (fromPile ? m.pile == pile : m.from == place)) out.push_back(m);
    return out;
}

// The first seed from 1 whose start (CAP off) satisfies `want`.
template <class Want>
std::uint64_t seedWhere(Want want) {
    for (std::uint64_t s = 1; s < 5000; ++s)
        if (want(gallery::newGame(s))) return s;
    FAIL("no seed below 5000 fits");
    return 0;
}

// The evaluation's three lines: squares, legend, figures.
struct EvalLines {
    std::string squares, legend, figures;
};
EvalLines evalLinesAfter(const Run& r, const std::string& header) {
    auto lines = r.outLines();
    for (std::size_t i = 0; i + 3 < lines.size(); ++i)
        if (contains(lines[i], header)) return {lines[i + 1], lines[i + 2], lines[i + 3]};
    return {};
}

std::string decimal(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

}  // namespace

TEST_CASE("gallery table: bad options exit 2 with one line, --help exits 0", "[gallery][keeper][e2e]") {
    TempDir dir;
    for (const char* bad : {"--seed x", "--seed", "--cap maybe", "--cap", "--evaluate -1", "--evaluate 5000",
                            "--color pink", "--bogus", "extra", "--help=yes"}) {
        Run e = table(dir, bad, "");
        INFO(bad << ": " << e.err);
        CHECK(e.status == 2);
        CHECK(splitLines(e.err).size() == 1u);
        CHECK(contains(e.err, "referee gallery: "));
        CHECK(e.out.empty());
    }
    Run help = table(dir, "--help", "");
    CHECK(help.status == 0);
    CHECK(contains(help.out, "--cap on|off"));
    CHECK(contains(help.out, "--evaluate K"));
}

TEST_CASE("gallery table: an illegal move gets a bell and a reason, and the game goes on", "[gallery][keeper][e2e]") {
    // A start with a legal move from a pile, and pile 1's top card fitting nowhere on A1.
    std::uint64_t seed = seedWhere([](const gallery::Game& g) {
        return !g.legalMoves().empty() && !g.whyNot(gallery::Move{true, 0, {}, gallery::Place{0, 0}}).empty();
    });
    gallery::Game g = gallery::newGame(seed);
    std::string why = g.whyNot(gallery::Move{true, 0, {}, gallery::Place{0, 0}});
    gallery::Move legal = g.legalMoves().front();
    TempDir dir;
    Run r = table(dir, "--cap off --evaluate 0 --seed " + std::to_string(seed),
                  "1 A1\nzz\n9 A1\n3 D4\n" + gallery::moveName(legal) + "\nq\n");
    INFO(r.out);
    CHECK(r.status == 0);
    auto b = bells(r);
    REQUIRE(b.size() == 4u);
    CHECK(contains(b[0], why));
    CHECK(contains(b[1], "unknown command 'zz'"));
    CHECK(contains(b[2], "piles are numbered 1 to 8"));
    CHECK(contains(b[3], "'d4' is not a place"));
    gallery::Card moved = *g.moving(legal);
    g.play(legal);
    CHECK(contains(r.out, gallery::moveName(legal) + ": " + gallery::cardName(moved)));
    CHECK(contains(r.out, "score " + std::to_string(g.score()) + ", 9 deals left"));
    CHECK(contains(r.out, "You stopped. Your score: " + std::to_string(g.score())));
    CHECK(contains(r.out, "Bye (seed " + std::to_string(seed) + ", 1 move, 0 deals, 0 undos)."));
}

TEST_CASE("gallery table: undo goes back to the last deal, never past it", "[gallery][keeper][e2e]") {
    std::uint64_t seed = seedWhere([](const gallery::Game& g) { return !g.legalMoves().empty(); });
    gallery::Game g = gallery::newGame(seed);
    gallery::Move first = g.legalMoves().front();
    TempDir dir;
    Run r = table(dir, "--cap off --evaluate 0 --seed " + std::to_string(seed),
                  "u\n" + gallery::moveName(first) + "\nu\nu\nd\nu\nq\n");
    INFO(r.out);
    auto b = bells(r);
    REQUIRE(b.size() == 3u);
    for (const auto& line : b) CHECK(contains(line, "nothing to undo: undo goes back to the last deal, never past it"));
    CHECK(contains(r.out, "undone: " + gallery::moveName(first) + " | score " + std::to_string(g.score())));
    CHECK(contains(r.out, "1 deal, 1 undo"));
}

TEST_CASE("gallery table: a source alone plays its one place, or the first of two alike", "[gallery][keeper][e2e]") {
    // Pile tops with exactly one place, and with two, on some start.
    auto tops = [](const gallery::Game& g, std::size_t n) {
        for (int p = 0; p < gallery::Piles; ++p)
            if (movesFrom(g, true, p, {}).size() == n) return p;
        return -1;
    };
    std::uint64_t one = seedWhere([&](const gallery::Game& g) { return tops(g, 1) >= 0; });
    std::uint64_t two = seedWhere([&](const gallery::Game& g) { return tops(g, 2) >= 0; });
    TempDir dir;
    {
        gallery::Game g = gallery::newGame(one);
        int p = tops(g, 1);
        gallery::Move m = movesFrom(g, true, p, {}).front();
        Run r = table(dir, "--cap off --evaluate 0 --seed " + std::to_string(one), std::to_string(p + 1) + "\nq\n");
        INFO(r.out);
        CHECK(bells(r).empty());
        CHECK(contains(r.out, gallery::moveName(m) + ": "));
        CHECK(contains(r.out, "Bye (seed " + std::to_string(one) + ", 1 move,"));
    }
    {
        gallery::Game g = gallery::newGame(two);
        int p = tops(g, 2);
        auto ms = movesFrom(g, true, p, {});
        // Two places take it: they are alike, and the source alone picks the first.
        Run r = table(dir, "--cap off --evaluate 0 --seed " + std::to_string(two), std::to_string(p + 1) + "\nq\n");
        INFO(r.out);
        CHECK(bells(r).empty());
        CHECK(contains(r.out, gallery::moveName(ms[0]) + ": "));
        CHECK(contains(r.out, "1 move,"));
        // Naming the second place plays it there.
        Run named =
            table(dir, "--cap off --evaluate 0 --seed " + std::to_string(two), gallery::moveName(ms[1]) + "\nq\n");
        INFO(named.out);
        CHECK(bells(named).empty());
        CHECK(contains(named.out, gallery::moveName(ms[1]) + ": "));
    }
}

TEST_CASE("gallery table: CAP plays the safe moves and says why, cap off moves nothing by itself",
          "[gallery][keeper][e2e]") {
    // A start where CAP has something to play at once.
    std::uint64_t seed = seedWhere([](const gallery::Game& g) { return gallery::safeMove(g).has_value(); });
    gallery::Game g = gallery::newGame(seed);
    gallery::Game capped = g;
    auto played = gallery::playSafeMoves(capped);
    REQUIRE(!played.empty());
    TempDir dir;
    std::string args = "--evaluate 0 --seed " + std::to_string(seed);
    Run on = table(dir, args, "u\n\nq\n");
    INFO(on.out);
    CHECK(contains(
        on.out,
        "CAP played " + gallery::moveName(played[0].move) + " " + gallery::cardName(*g.moving(played[0].move))));
    CHECK(contains(on.out, gallery::safeKindText(played[0].kind)));
    CHECK(contains(on.out, "score " + std::to_string(capped.score()) + " ("));
    // The undo takes CAP's moves back, and CAP does not play them again by itself.
    CHECK(contains(on.out, "undone: CAP's "));
    auto lines = on.outLines();
    auto undone =
        std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return contains(l, "undone: CAP's"); });
    REQUIRE(undone != lines.end());
    CHECK(std::none_of(undone, lines.end(), [](const std::string& l) { return contains(l, "CAP played"); }));
    CHECK(contains(on.out, "You stopped. Your score: " + std::to_string(g.score())));

    // CAP off: nothing moves but what the person plays, deals included.
    Run off = table(dir, "--cap off " + args, "d\nd\nd\nq\n");
    INFO(off.out);
    CHECK(!contains(off.out, "CAP played"));
    CHECK(!contains(off.out, " * movable"));
    CHECK(!contains(off.out, "*"));
    gallery::Game dealt = g;
    for (int i = 0; i < 3; ++i) dealt.deal();
    CHECK(contains(off.out, "You stopped. Your score: " + std::to_string(dealt.score())));
    CHECK(contains(off.out, "CAP off | 0 moves, 3 deals"));
    // Turning CAP on plays the safe moves of the moment.
    Run later = table(dir, "--cap off " + args, "cap on\nq\n");
    CHECK(contains(later.out, "CAP played " + gallery::moveName(played[0].move)));
}

TEST_CASE("gallery table: the end shows the score and K squares with min, median and mean", "[gallery][keeper][e2e]") {
    // A whole game, CAP off: the first legal move, else a deal, until over.
    auto firstLegal = [](std::uint64_t seed, std::string& input) {
        gallery::Game g = gallery::newGame(seed);
        while (!g.over()) {
            auto moves = g.legalMoves();
            if (!moves.empty()) {
                input += gallery::moveName(moves.front()) + "\n";
                g.play(moves.front());
            } else {
                g.deal();
                input += "d\n";
            }
        }
        return g;
    };
    const int K = 7;
    // A deal where the computer's plays land on both sides of that game's score.
    std::uint64_t seed = 1;
    std::string input;
    gallery::Game g;
    gallery::Evaluation e;
    for (;; ++seed) {
        REQUIRE(seed < 300);
        input = "e 3\n";
        g = firstLegal(seed, input);
        e = gallery::evaluate(gallery::newGame(seed), K, seed);
        int person = g.score();
        if (std::any_of(e.scores.begin(), e.scores.end(), [&](int s) { return s < person; }) &&
            std::any_of(e.scores.begin(), e.scores.end(), [&](int s) { return s >= person; }))
            break;
    }
    TempDir dir;
    Run r = table(dir, "--cap off --color never --evaluate " + std::to_string(K) + " --seed " + std::to_string(seed),
                  input + "q\n");
    INFO(r.out);
    CHECK(r.status == 0);
    CHECK(bells(r).empty());
    std::string end = g.won() ? "you win! Score 0."
                              : "The stock is out and nothing can move. Your score: " + std::to_string(g.score());
    CHECK(contains(r.out, end));

    EvalLines at = evalLinesAfter(r, "start " + std::to_string(K) + " times");
    INFO(at.squares << "\n" << at.legend << "\n" << at.figures);
    std::string letters;
    for (char c : at.squares)
        if (c != ' ') letters += c;
    REQUIRE(letters.size() == std::size_t(K));
    for (std::size_t i = 0; i < letters.size(); ++i) {
        int s = e.scores[i];
        char want = s == 0 ? 'g' : g.score() < s ? 'b' : g.score() == s ? 'w' : 'r';
        CHECK(letters[i] == want);
    }
    CHECK(contains(at.legend, "b you did better"));
    CHECK(contains(at.legend, "g the computer solved it"));
    CHECK(at.figures ==
          " the computer's scores: min " + std::to_string(e.min) + ", median " + decimal(e.median) + ", mean " +
              decimal(e.mean) + " (yours: " + std::to_string(g.score()) + ")");
    // The mid-game evaluation (e 3) compares with the score of the moment.
    CHECK(contains(r.out, "start 3 times"));
    // After the end, q leaves without a second evaluation.
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') > 0);
    CHECK(r.out.find("start " + std::to_string(K) + " times") == r.out.rfind("start " + std::to_string(K) + " times"));
    CHECK(contains(r.out, "Bye (seed " + std::to_string(seed) + ","));

    // In colour: one coloured square a play.
    Run colour = table(
        dir, "--cap off --color always --evaluate " + std::to_string(K) + " --seed " + std::to_string(seed), "q\n");
    EvalLines c = evalLinesAfter(colour, "start " + std::to_string(K) + " times");
    std::size_t squares = 0;
    for (const char* bg : {"\033[44m  ", "\033[47m  ", "\033[41m  ", "\033[42m  "})
        for (std::size_t at2 = c.squares.find(bg); at2 != std::string::npos; at2 = c.squares.find(bg, at2 + 1))
            ++squares;
    CHECK(squares == std::size_t(K));
}

TEST_CASE("gallery table: the sample session plays to the end as the engine says", "[gallery][keeper][e2e]") {
    std::string path = std::string(SAMPLES_DIR) + "/gallery/seed-5-game.txt";
    std::string script = slurp(path);
    REQUIRE(!script.empty());
    // Replayed by the engine with CAP after every move and deal, as the table does.
    gallery::Game g = gallery::newGame(5);
    gallery::playSafeMoves(g);
    for (const auto& line : splitLines(script)) {
        if (line == "d") {
            REQUIRE(g.deal());
        } else {
            auto a = gallery::parseAction(line);
            INFO(line);
            REQUIRE(a);
            REQUIRE(g.whyNot(a->move).empty());
            g.play(a->move);
        }
        gallery::playSafeMoves(g);
    }
    REQUIRE(g.over());
    TempDir dir;
    Run r = runCommand("timeout 60 " REFEREE_PATH " gallery --seed 5 --evaluate 5 --color never <" + shellQuoted(path));
    INFO(r.out);
    CHECK(r.status == 0);
    CHECK(bells(r).empty());
    CHECK(contains(r.out, g.won() ? "you win!" : "Your score: " + std::to_string(g.score()) + " ("));
    CHECK(contains(r.out, "the computer's scores: min "));
    CHECK(contains(r.out, "Bye (seed 5,"));
}

}  // namespace test_gallery_keeper
