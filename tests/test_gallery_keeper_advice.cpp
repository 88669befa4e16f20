// `referee gallery`'s help for the person, end to end through the real
// programs: hint (the fair bot on the person's view alone), peek and check
// (the solver, which knows the stock: the game is then assisted), check
// when, --solver-line, --winnable-only (a deal whose solution replays), and
// the bot's --solve --after that peek and check ask.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "games/gallery/cap.hpp"
#include "games/gallery/gallery.hpp"
#include "games/gallery/protocol.hpp"
#include "support.hpp"

namespace test_gallery_keeper_advice {

using namespace test_support;

namespace {

Run table(const TempDir& dir, const std::string& args, const std::string& input) {
    // A hint is checked for what it says, not its time: no limit that a
    // loaded machine or the sanitizers could reach.
    return runWithInput(dir, "timeout 120 " REFEREE_PATH " gallery --hint-ms 60000 " + args, input);
}

std::string lineWith(const Run& r, const std::string& part) {
    for (const auto& l : r.outLines())
        if (contains(l, part)) return l;
    return "";
}

// The solver's line for seed's deal as the keeper with CAP on plays it.
std::vector<std::string> capSolution(std::uint64_t seed) {
    Run s = runCommand(BOT_PATH " gallery --solve --seed " + std::to_string(seed) + " --cap --positions 100000");
    auto lines = s.outLines();
    REQUIRE(!lines.empty());
    INFO(lines[0]);
    REQUIRE(contains(lines[0], ": winnable in "));
    return std::vector<std::string>(lines.begin() + 1, lines.end());
}

// The deal with CAP's moves played, as the keeper shows it at the start.
gallery::Game capped(std::uint64_t seed) {
    gallery::Game g = gallery::newGame(seed);
    gallery::playSafeMoves(g);
    return g;
}

}  // namespace

TEST_CASE("gallery table: a hint is the fair bot's answer to the person's view, never the stock's order",
          "[gallery][keeper][e2e]") {
    TempDir dir;
    const std::uint64_t seed = 7;
    // An advisor that keeps what it was asked and answers the first legal move the turn lists.
    std::string asked = dir.file("asked"), args = dir.file("args"), advisor = dir.file("advisor.sh");
    {
        std::ofstream f(advisor);
        f << "#!/bin/sh\ncat > " << shellQuoted(asked) << "\nprintf '%s\\n' \"$*\" > " << shellQuoted(args)
          << "\nawk 'f { print; exit } /^moves / { f = 1 }' " << shellQuoted(asked) << "\n";
    }
    REQUIRE(runCommand("chmod +x " + shellQuoted(advisor)).status == 0);
    Run r =
        table(dir, "--evaluate 0 --seed " + std::to_string(seed) + " --advisor " + shellQuoted(advisor), "hint\nq\n");
    INFO(r.out);
    CHECK(bells(r).empty());
    gallery::Game g = capped(seed);
    // Exactly the judge's turn text for what the person sees, and the fair bot's safety net.
    CHECK(slurp(asked) == gallery::turnText(g, 1));
    CHECK(contains(slurp(args), "gallery --safety-ms "));
    gallery::Action first = gallery::legalActions(g).front();
    CHECK(contains(r.out, "hint: " + gallery::actionName(first) + " ("));

    // A game that differs only in the stock's order (unseen) gives the same text, so the same hint.
    gallery::Game other = g;
    std::reverse(other.stock.begin(), other.stock.end());
    REQUIRE(other.stock != g.stock);
    CHECK(gallery::turnText(other, 1) == gallery::turnText(g, 1));

    // The real fair bot: the same answer to both, and the keeper's hint is that answer, checked legal and said why.
    auto answer = [&](const gallery::Game& game) {
        std::string file = dir.file("turn");
        {
            std::ofstream f(file, std::ios::binary);
            f << gallery::turnText(game, 1);
        }
        return runCommand(BOT_PATH " gallery --safety-ms 300 <" + shellQuoted(file)).out;
    };
    std::string bot = answer(g);
    CHECK(bot == answer(other));
    Run real = table(dir, "--evaluate 0 --seed " + std::to_string(seed), "hint\nq\n");
    INFO(real.out);
    auto a = gallery::parseAction(splitLines(bot).at(0));
    REQUIRE(a);
    std::string hint = lineWith(real, "hint: ");
    CHECK(contains(hint, "hint: " + gallery::actionName(*a) + " ("));
    if (!a->deal) CHECK(contains(hint, gallery::cardName(*g.moving(a->move))));
    // A hint knows nothing hidden: the game is "with" help, not assisted.
    CHECK(contains(real.out, "Bye (seed 7, 0 moves, 0 deals, 0 undos; with 1 hint)."));
}

TEST_CASE("gallery table: peek and check know the stock, so the game is assisted everywhere it is shown",
          "[gallery][keeper][e2e]") {
    TempDir dir;
    std::string page = dir.file("game.html");
    const std::uint64_t seed = 7;
    std::vector<std::string> line = capSolution(seed);
    Run r = table(dir, "--evaluate 2 --color never --seed 7 --replay " + shellQuoted(page),
                  "peek\n" + line[0] + "\ncheck\n\nq\n");
    INFO(r.out);
    CHECK(bells(r).empty());
    // The peek is the solver's first move with CAP on, with what it does.
    CHECK(contains(r.out, "peek: " + line[0] + " ("));
    CHECK(contains(r.out, "the solver, knowing the stock: winnable in "));
    CHECK(contains(r.out, "| 1 peek, 1 check (assisted) |"));
    CHECK(contains(r.out, "(assisted: 1 peek, 1 check)."));
    CHECK(contains(lineWith(r, "The computer played this deal's start"), "(assisted: 1 peek, 1 check):"));
    CHECK(contains(r.out, "Bye (seed 7, 1 move, 0 deals, 0 undos; assisted: 1 peek, 1 check)."));
    std::string html = slurp(page);
    CHECK(contains(html, "assisted: 1 peek, 1 check"));
    CHECK(contains(html, "after a peek"));
}

TEST_CASE("gallery table: --winnable-only deals a seed whose solver's line, replayed through the table, wins",
          "[gallery][keeper][e2e]") {
    TempDir dir;
    Run first = table(dir, "--winnable-only --evaluate 0 --seed 1", "q\n");
    INFO(first.out << first.err);
    CHECK(first.status == 0);
    std::string note = lineWith(first, "Winnable-only: seed ");
    REQUIRE(!note.empty());
    std::uint64_t seed = std::stoull(note.substr(note.find("seed ") + 5));
    CHECK(contains(note, "proved winnable by the solver"));
    CHECK(contains(note, "referee gallery --seed " + std::to_string(seed) + " deals it again"));
    CHECK(contains(first.out, "dealt winnable-only"));
    // The same deal every time.
    CHECK(lineWith(table(dir, "--winnable-only --evaluate 0 --seed 1", "q\n"), "Winnable-only: seed ") == note);

    // The solver's line, CAP on, typed into the table: a win, every move accepted.
    std::string input;
    for (const std::string& m : capSolution(seed)) input += m + "\n";
    Run won = table(dir, "--winnable-only --evaluate 0 --seed 1", input + "q\n");
    INFO(won.out);
    CHECK(bells(won).empty());
    CHECK(contains(won.out, "The gallery is complete: you win! Score 0."));
}

TEST_CASE("gallery table: check when finds the move that lost a winnable deal", "[gallery][keeper][e2e]") {
    // Seed 20 with CAP on (found with the solver): 5 B7 keeps it winnable,
    // then 2 C6 loses it (proved at once); a deal after it changes nothing.
    TempDir dir;
    Run r = table(dir, "--evaluate 0 --seed 20", "5 B7\ncheck\n2 C6\nd\ncheck when\nq\n");
    INFO(r.out);
    CHECK(bells(r).empty());
    auto checks = r.outLines();
    std::vector<std::string> said;
    for (const auto& l : checks)
        if (contains(l, "the solver, knowing the stock: ")) said.push_back(l);
    REQUIRE(said.size() == 2u);
    CHECK(contains(said[0], "winnable in "));
    CHECK(contains(said[1], "no longer winnable: unwinnable (proved"));
    CHECK(contains(said[1], "your move 2 (deals counted; 2 C6: "));
    CHECK(contains(said[1], "lost it: winnable before it"));
    CHECK(contains(r.out, "assisted: 2 checks"));
}

TEST_CASE("gallery table: --solver-line says the verdict after every move, each a check", "[gallery][keeper][e2e]") {
    TempDir dir;
    std::vector<std::string> line = capSolution(7);
    Run r = table(dir, "--solver-line --evaluate 0 --seed 7", line[0] + "\n" + line[1] + "\nq\n");
    INFO(r.out);
    int verdicts = 0;
    for (const auto& l : r.outLines()) verdicts += l.rfind("solver: winnable", 0) == 0;
    CHECK(verdicts == 2);
    CHECK(contains(r.out, "assisted: 2 checks"));
}

TEST_CASE("gallery table: bad help options and commands are one line, and a missing advisor a refusal",
          "[gallery][keeper][e2e]") {
    TempDir dir;
    for (const char* bad : {"--advisor", "--winnable-only=yes", "--solver-line=on", "--advisor ''"}) {
        Run e = table(dir, bad, "");
        INFO(bad << ": " << e.err);
        CHECK(e.status == 2);
        CHECK(splitLines(e.err).size() == 1u);
        CHECK(e.out.empty());
    }
    Run r = table(dir, "--evaluate 0 --seed 7 --advisor /nonexistent/bot", "check now\nhint\npeek\nq\n");
    INFO(r.out);
    CHECK(r.status == 0);
    auto b = bells(r);
    REQUIRE(b.size() == 2u);
    CHECK(contains(b[0], "check takes when or nothing, not 'now'"));
    CHECK(contains(b[1], "no hint: the advisor gave no answer"));
    CHECK(contains(r.out, "peek: no move: unknown: the advisor gave no answer"));
}

TEST_CASE("gallery table: bot gallery --solve --after refuses a bad move with one line naming it",
          "[gallery][keeper][e2e]") {
    struct Bad {
        const char* after;
        const char* says;
    };
    for (Bad bad :
         {Bad{"C7C1,zz", "--after: move 2 'zz' is not a move"},
          Bad{"C7C1,C7C1", "--after: move 2 (C7 C1) is not legal"}, Bad{"C7C1,", "--after: move 2 '' is not a move"},
          Bad{"9A1", "--after: move 1 '9A1' is not a move"}}) {
        Run e = runCommand(BOT_PATH " gallery --solve --seed 2 --after " + shellQuoted(bad.after));
        INFO(bad.after << ": " << e.err);
        CHECK(e.status == 2);
        CHECK(splitLines(e.err).size() == 1u);
        CHECK(contains(e.err, bad.says));
    }
    Run list = runCommand(BOT_PATH " gallery --solve --seeds 2-3 --after C7C1");
    CHECK(list.status == 2);
    CHECK(contains(list.err, "--after goes with --seed N"));
    // The moves so far, then the solver's verdict and line as from the deal.
    Run mid = runCommand(BOT_PATH " gallery --solve --seed 2 --after C7C1,B4C7");
    auto lines = mid.outLines();
    REQUIRE(!lines.empty());
    CHECK(contains(lines[0], "seed 2 after 2 moves: winnable in "));
}

}  // namespace test_gallery_keeper_advice
