// The loss finder (`bot spider --losses`): on a constructed game whose fatal
// move is known by hand, it names that move and its kind; with too small a
// budget it says unknown, never lost; and its command line.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "bot/spider/losses.hpp"
#include "games/spider/spider.hpp"
#include "support.hpp"

namespace test_spider_agent_losses {

using namespace test_support;
namespace sp = spider;
namespace sb = spider::bot;

namespace {

// Six suits removed, both spade suits left, no hand (Woods's file format).
// Column 2 holds one 6 and nothing face down; column 1 a 7 over two
// face-down cards, a 6 and then a King; column 3 the other 7. The game: the
// 6 of column 2 onto column 1's 7 (leaving a space: still winnable), then
// that 7-6 into the space, turning up column 1's 6: the fatal move, a move
// into a space. That 6's only move, onto column 3's 7, turns up the King,
// and no move is left: the space was what every win needed.
const char* const Start = "0 0\n??n,m,????n,????k,?i,?p,??k,r,??r,p,mt,,jlhq,toil,s,s,oh,,qj,,\n";
const std::vector<std::string> Moves = {"2 1 1", "1 2 2", "1 3 1"};

struct Recorded {
    std::vector<sp::Game> positions;  // before each move, then the end
    std::vector<sp::Command> played;
};

Recorded record() {
    Recorded r;
    sp::Game g = sp::readPosition(Start);
    for (const std::string& text : Moves) {
        std::vector<sp::Command> legal = sp::legalCommands(g);
        auto it =
            std::find_if(legal.begin(), legal.end(), [&](const sp::Command& c) { return sp::commandText(c) == text; });
        REQUIRE(it != legal.end());
        r.positions.push_back(g);
        r.played.push_back(*it);
        sp::apply(g, *it);
    }
    r.positions.push_back(g);
    return r;
}

sb::SolveResult::Status exhausted(const sp::Game& g) { return sb::solve(g, sb::SearchLimit()).status; }

}  // namespace

TEST_CASE("spider loss finder: the constructed game's fatal move is the one known by hand", "[spider][agent]") {
    Recorded game = record();
    // What the finder must find, proved without it: winnable, winnable, then lost.
    REQUIRE(exhausted(game.positions[0]) == sb::SolveResult::Winnable);
    REQUIRE(exhausted(game.positions[1]) == sb::SolveResult::Winnable);
    REQUIRE(exhausted(game.positions[2]) == sb::SolveResult::Unwinnable);
    REQUIRE(sp::legalCommands(game.positions[3]).empty());

    sb::LossConfig cfg;
    cfg.worlds = 0;
    sb::LossRecord r = sb::LossFinder({}, {}, cfg).findIn(game.positions, game.played, 1);
    CHECK_FALSE(r.won);
    CHECK(r.finding == "found");
    CHECK(r.lastWinnable == 1);
    CHECK(r.firstLost == 2);
    CHECK(r.fatal == 1);
    CHECK(r.move == "1 2 2");
    CHECK(r.kind == "into-space");
    CHECK(r.spaces == 1);
    CHECK(r.faceDown == 16);
    CHECK(r.dealsLeft == 0);
    CHECK(r.removedThen == 6);
    CHECK(r.verdict.empty());  // no worlds asked for

    // The first move is not fatal, and neither is any of the others: the kinds.
    CHECK(sb::moveKind(game.positions[0], game.played[0]) == "other");
    CHECK(sb::moveKind(game.positions[2], game.played[2]) == "turn-up");
}

TEST_CASE("spider loss finder: a budget too small to decide says unknown, never lost", "[spider][agent]") {
    Recorded game = record();
    sb::LossConfig cfg;
    cfg.worlds = 0;
    cfg.positions = 100;  // the start and the next position need about 4,400 each
    SECTION("nothing proved winnable") {
        cfg.startPositions = 100;
        sb::LossRecord r = sb::LossFinder({}, {}, cfg).findIn(game.positions, game.played, 1);
        CHECK(r.finding == "unknown");
        CHECK(r.lastWinnable == -1);
        CHECK(r.firstLost == 3);  // the end, with no move left, is proved at once
        CHECK(r.fatal == -1);
    }
    SECTION("the start proved with its own budget, the next position unknown: a bracket, not a proof") {
        cfg.closeTries = 0;
        sb::LossRecord r = sb::LossFinder({}, {}, cfg).findIn(game.positions, game.played, 1);
        CHECK(r.finding == "bracketed");
        CHECK(r.lastWinnable == 0);
        CHECK(r.firstLost == 2);
        CHECK(r.fatal == 0);  // the move from the last position proved winnable, reported as not proved fatal
    }
    SECTION("closed in with a larger budget (4 times 1,200): found") {
        cfg.positions = 1200;
        sb::LossRecord r = sb::LossFinder({}, {}, cfg).findIn(game.positions, game.played, 1);
        CHECK(r.finding == "found");
        CHECK(r.fatal == 1);
    }
}

TEST_CASE("spider loss finder: the move played against every command in the same worlds", "[spider][agent]") {
    Recorded game = record();
    sb::LossConfig cfg;
    cfg.worlds = 6, cfg.worldPositions = 5000;
    sb::LossRecord r = sb::LossFinder({}, {}, cfg).findIn(game.positions, game.played, 1);
    REQUIRE(r.finding == "found");
    CHECK(r.worlds == 6);
    CHECK(r.playedWins <= r.bestWins);  // the best other command is at least as good, by its choice
    CHECK(r.bestWins <= 6);
    CHECK(!r.best.empty());
    CHECK(r.best != "1 2 2");
    CHECK((r.verdict == "blunder" || r.verdict == "bad luck" || r.verdict == "no win seen"));
    CHECK(r.p > 0);
    CHECK(r.p <= 1);
}

TEST_CASE("spider loss finder: --losses over seeds, a line a lost game and the table", "[spider][agent][e2e]") {
    TempDir tmp;
    std::string file = tmp.file("losses.jsonl");
    Run run = runCommand(
        "timeout 120 " BOT_PATH
        " spider --losses 1-2 --worlds 0 --loss-positions 2000 --start-positions 2000 --expansions 300 --expect-draws 0 --jsonl " +
        shellQuoted(file));
    CHECK(run.status == 0);
    CHECK(contains(run.out, "seeds 1-2 (4 suits): 0 won, 2 lost;"));
    CHECK(contains(run.out, "findings:"));
    CHECK(contains(run.out, "| kind of move | blunder | bad luck | no win seen | all |"));
    CHECK(contains(run.out, "| phase | blunder |"));
    CHECK(jsonlRecords(file).size() == 2u);

    Run again = runCommand(
        "timeout 120 " BOT_PATH
        " spider --losses 1-2 --worlds 0 --loss-positions 2000 --start-positions 2000 --expansions 300 --expect-draws 0 --jsonl " +
        shellQuoted(file) + " --resume");
    CHECK(again.status == 0);
    CHECK(contains(again.out, "0 won, 2 lost;"));

    Run bad = runCommand("timeout 20 " BOT_PATH " spider --losses 1-2 --bench 1-2");
    CHECK(bad.status == 2);
    CHECK(contains(bad.err, "--losses plays its seeds itself"));
}

}  // namespace test_spider_agent_losses
