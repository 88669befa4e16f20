// `bot spider --solve`: the solver on small positions with known answers, its
// moves replayed by the keeper, and bad input.
#include "catch.hpp"

#include <fstream>
#include <string>
#include <vector>

#include "bot/spider/solve_cli.hpp"  // replay: the engine's check of a solution
#include "games/spider/spider.hpp"
#include "support.hpp"

namespace test_spider_solver {

using namespace test_support;
namespace sp = spider;

namespace {

constexpr int Spades = 3;

sp::Card spade(int rank) { return sp::makeCard(rank, Spades); }

// A position from columns given as (face-down cards, the next to turn up
// last; face-up cards, the bottom last) with no hand, through Woods's file
// format so that the cards missing count as removed suits.
sp::Game position(const std::vector<std::pair<std::vector<int>, std::vector<int>>>& columns) {
    sp::Game g;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        for (int r : columns[c].first) g.columns[c].down.push_back(spade(r));
        for (int r : columns[c].second) g.columns[c].up.push_back(spade(r));
    }
    return sp::readPosition(sp::writePosition(g));
}

// Seven suits removed; one suit of spades left, partly face down.
sp::Game lastSuit() { return position({{{5}, {13}}, {{1}, {12, 11, 10}}, {{}, {9, 8, 7, 6}}, {{4, 3}, {2}}}); }

// Six suits removed; both suits of spades left, every column filled, no hand.
// The only move is the 4 onto the 5; it turns up a 2 and nothing moves then.
sp::Game stuck() {
    return position({{{}, {13}},
                     {{}, {13}},
                     {{}, {11}},
                     {{}, {11}},
                     {{}, {9}},
                     {{}, {9}},
                     {{}, {7}},
                     {{}, {7}},
                     {{12, 12, 10, 10, 8, 8, 6, 6}, {5}},
                     {{5, 4, 3, 3, 1, 1, 2, 2}, {4}}});
}

Run bot(const std::string& args) { return runCommand("timeout 60 " BOT_PATH " spider " + args); }

std::string writeFile(const TempDir& tmp, const std::string& name, const std::string& text) {
    std::string file = tmp.file(name);
    std::ofstream(file) << text;
    return file;
}

// The solver's moves (its output after the first line) piped into the keeper.
Run keeperReplays(const Run& solved, const std::string& keeperArgs) {
    std::string moves = solved.out.substr(solved.out.find('\n') + 1);
    TempDir tmp;
    std::string file = writeFile(tmp, "moves", moves);
    return runCommand("timeout 60 " REFEREE_PATH " spider " + keeperArgs + " < " + shellQuoted(file));
}

}  // namespace

TEST_CASE("spider solver: a constructed position is winnable, and its moves win in the engine", "[spider][solver]") {
    sp::Game g = lastSuit();
    REQUIRE(g.removedRuns.size() == 7u);
    sp::bot::SolveResult r = sp::bot::solve(g, {});
    REQUIRE(r.status == sp::bot::SolveResult::Winnable);
    CHECK(sp::bot::replay(g, r.moves) == "");
    CHECK(sp::bot::stepName(r.moves.back()).find(' ') == std::string::npos);  // the last step removes the suit
}

TEST_CASE("spider solver: a dead end is proved unwinnable, counting its positions", "[spider][solver][e2e]") {
    sp::Game g = stuck();
    REQUIRE(g.removedRuns.size() == 6u);
    sp::bot::SolveResult r = sp::bot::solve(g, {});
    CHECK(r.status == sp::bot::SolveResult::Unwinnable);
    CHECK(r.nodes == 2);  // the start and the position after its one move
    CHECK(r.moves.empty());

    TempDir tmp;
    std::string file = writeFile(tmp, "stuck.txt", sp::writePosition(g));
    Run run = bot("--solve --load " + shellQuoted(file));
    CHECK(run.status == 1);
    CHECK(run.out == file + " (4 suits): unwinnable (proved: 2 positions), " + run.out.substr(run.out.rfind(", ") + 2));
    CHECK(contains(run.out, " ms\n"));
}

TEST_CASE("spider solver: the guided search prefers a column with nothing face down", "[spider][solver]") {
    // The same suit, two of its cards face down: both in one column, or one in each.
    sp::Game together = position({{{5, 4}, {13}}, {{}, {12}}, {{}, {11, 10, 9, 8, 7, 6}}, {{}, {3, 2, 1}}});
    sp::Game apart = position({{{5}, {13}}, {{4}, {12}}, {{}, {11, 10, 9, 8, 7, 6}}, {{}, {3, 2, 1}}});
    sp::bot::Table t(together);
    int clear = sp::bot::evaluate(t, sp::bot::Table::stateOf(together));
    int none = sp::bot::evaluate(t, sp::bot::Table::stateOf(apart));
    CHECK(clear > none);  // the column with nothing face down can become a space
}

TEST_CASE("spider solver: --load answers winnable and the keeper wins with the moves", "[spider][solver][e2e]") {
    TempDir tmp;
    std::string file = writeFile(tmp, "last-suit.txt", sp::writePosition(lastSuit()));
    Run run = bot("--solve --load " + shellQuoted(file));
    CHECK(run.status == 0);
    REQUIRE(run.outLines().size() >= 2u);
    CHECK(run.outLines()[0].rfind(file + " (4 suits): winnable in ", 0) == 0);
    Run keeper = keeperReplays(run, "--load " + shellQuoted(file));
    CHECK(contains(keeper.out, "you win!"));
}

TEST_CASE("spider solver: a seeded one-suit deal, replayed by referee spider with the same rules",
          "[spider][solver][e2e]") {
    Run run = bot("--solve --seed 3 --suits 1 --positions 400000 --time-ms 600000");
    CHECK(run.status == 0);
    REQUIRE(!run.out.empty());
    CHECK(run.outLines()[0].rfind("seed 3 (1 suit): winnable in ", 0) == 0);
    Run keeper = keeperReplays(run, "--seed 3 --suits 1");
    CHECK(contains(keeper.out, "All eight suits removed in "));
    CHECK(contains(keeper.out, "you win!"));
}

TEST_CASE("spider solver: a batch of seeds ends with its counts and one JSON line", "[spider][solver][e2e]") {
    // Bounded by positions (the two need 50,229 and 172,050), not by a clock a loaded machine would beat.
    Run run = bot("--solve --seeds 1-2 --suits 1 --jobs 2 --json --positions 400000 --time-ms 600000");
    CHECK(run.status == 0);
    auto lines = run.outLines();
    REQUIRE(lines.size() == 2u);
    CHECK(
        contains(lines[0],
                 "seeds 1-2 (1 suit): 2 winnable (100.00%), 0 unwinnable, 0 unknown at 600000 ms or 400000 positions"));
    CHECK(contains(lines[1], "\"games\":2,\"winnable\":2,\"unwinnable\":0,\"unknown\":0"));
}

TEST_CASE("spider solver: --seeds takes a list, and every option --name=value", "[spider][solver][e2e]") {
    Run run = bot("--solve --seeds=1,2 --suits=1 --json --positions=400000 --time-ms=600000");
    CHECK(run.status == 0);
    auto lines = run.outLines();
    REQUIRE(lines.size() == 2u);
    CHECK(contains(lines[1], "\"games\":2,\"winnable\":2"));
    Run one = bot("--solve --seed=3 --suits=1 --positions=10");
    CHECK(one.status == 1);
    CHECK(one.out.rfind("seed 3 (1 suit): unknown (not decided within 10000 ms or 10 positions), ", 0) == 0);
}

TEST_CASE("spider solver: out of positions it says unknown", "[spider][solver][e2e]") {
    Run run = bot("--solve --seed 1 --positions 10");
    CHECK(run.status == 1);
    CHECK(run.outLines().size() == 1u);
    CHECK(contains(run.out, "seed 1 (4 suits): unknown (not decided within 10000 ms or 10 positions)"));
}

TEST_CASE("spider solver: bad input is one line and exit 2", "[spider][solver][e2e]") {
    TempDir tmp;
    std::string bad = writeFile(tmp, "bad.txt", "0 0\nabc,\n");
    for (const std::string& args :
         {std::string("--solve --seed x"), std::string("--solve --seeds 5-1"), std::string("--solve --frobnicate"),
          std::string("--seed 1"), std::string("--solve"), std::string("--solve --seed 1 --suits 3"),
          std::string("--solve --seed 1 --load x"), std::string("--solve --load /nonexistent/file"),
          "--solve --load " + shellQuoted(bad), std::string("--solve --seed 1 --jsonl x"),
          std::string("--solve --seeds 1-3,x"), std::string("--solve --seed 1 --json=yes")}) {
        INFO(args);
        Run run = bot(args);
        CHECK(run.status == 2);
        CHECK(run.out.empty());
        CHECK(run.errLines().size() == 1u);
        CHECK(contains(run.err, "bot spider: "));
    }
    CHECK(contains(bot("--solve --load " + shellQuoted(bad)).err, "line 2: expected 21 comma-separated fields"));
    CHECK(contains(bot("--solve --seed 1 --suits 3").err, "--suits wants 1, 2 or 4"));
    Run help = bot("--solve --help");
    CHECK(help.status == 0);
    CHECK(contains(help.out, "--positions"));
    CHECK(contains(help.out, "--suits"));
}

}  // namespace test_spider_solver
