// Judges that differ (issue 12): the online judge does not publish its
// supermove capacity, so the referee can judge under each of three rules
// (`--capacity doubling|linear|cells`), and the bot can play only moves whose
// effect is the same under all three (`--cautious`). These tests check that
// the cautious player's solutions win under every rule and that each rule is
// enforced end to end.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bot/freecell/agent.hpp"
#include "bot/freecell/solver.hpp"
#include "common/json.hpp"
#include "games/freecell/freecell.hpp"
#include "support.hpp"

namespace test_freecell_capacity {

using namespace freecell;
using namespace test_support;

namespace {

const Capacity JudgesRules[] = {Capacity::Doubling, Capacity::Linear, Capacity::Cells};

// Replays `moves` from the dealt board as a judge with `rule` would (safe
// autoplay); true if every move is legal and the game ends won.
bool winsUnder(Capacity rule, Board b, const std::vector<Move>& moves) {
    autoplay(b, Autoplay::Safe);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Check c = check(b, moves[i], rule);
        INFO("rule " << capacityName(rule) << ", move " << i + 1 << " \"" << moveName(moves[i]) << "\" of "
                     << moveList(moves));
        CHECK(c);
        if (!c) return false;
        play(b, moves[i], c.count);
        autoplay(b, Autoplay::Safe);
    }
    return b.won();
}

// Shortening bounded by positions (0: none, the first solution only).
bot::SolverConfig config(Capacity rule, std::uint64_t improvePositions) {
    bot::SolverConfig c;
    c.capacity = rule;
    c.improve.enabled = improvePositions > 0;
    c.improve.positions = improvePositions;
    return c;
}

std::vector<Move> solve(std::uint32_t deal, const bot::SolverConfig& c) {
    bot::Solver s(msDeal(deal), c);
    REQUIRE(s.run(bot::Clock::now() + std::chrono::seconds(30)) == bot::Outcome::Winnable);
    return s.solution();
}

}  // namespace

TEST_CASE("cautious: exactly the moves every judge accepts and carries alike, along solutions of 30 deals",
          "[freecell][capacity][cautious]") {
    int positions = 0, refused = 0;
    for (std::uint32_t deal = 1; deal <= 30; ++deal) {
        // The default solver's first solutions pass through positions with
        // empty cascades and long runs, where the rules part.
        Board b = msDeal(deal);
        autoplay(b, Autoplay::Safe);
        for (Move step : solve(deal, config(Capacity::Doubling, 0))) {
            for (int f = 0; f < HomeLoc; ++f)
                for (int t = 0; t <= HomeLoc; ++t) {
                    Move m{std::uint8_t(f), std::uint8_t(t)};
                    int counts[3], i = 0;
                    for (Capacity rule : JudgesRules) counts[i++] = check(b, m, rule).count;
                    bool alike = counts[0] == counts[1] && counts[1] == counts[2];
                    INFO("deal " << deal << ", move " << moveName(m) << ": " << counts[0] << " " << counts[1] << " "
                                 << counts[2]);
                    CHECK(check(b, m, Capacity::Cautious).count == (alike ? counts[2] : 0));
                    refused += !alike;
                }
            ++positions;
            REQUIRE(apply(b, step, Autoplay::Safe));
        }
    }
    CHECK(positions > 1000);
    CHECK(refused > 100);  // the rules do part on these positions
}

TEST_CASE("cautious solver: 36 deals' solutions, first and shortened, win under each rule",
          "[freecell][capacity][cautious][solver]") {
    int refusedByCells = 0;
    for (std::uint32_t deal = 1; deal <= std::uint32_t(test_support::casesFor(36)); ++deal) {
        INFO("deal " << deal);
        bot::Solver s(msDeal(deal), config(Capacity::Cautious, 20000));
        REQUIRE(s.run(bot::Clock::now() + std::chrono::seconds(30)) == bot::Outcome::Winnable);
        for (Capacity rule : JudgesRules) {
            CHECK(winsUnder(rule, msDeal(deal), s.firstSolution()));
            CHECK(winsUnder(rule, msDeal(deal), s.solution()));
        }
        // Without caution, some solutions use room only the usual rule gives.
        std::vector<Move> usual = solve(deal, config(Capacity::Doubling, 20000));
        refusedByCells += !bot::wins(msDeal(deal), usual, Autoplay::Safe, Capacity::Cells);
    }
    CHECK(refusedByCells > 0);
}

TEST_CASE("cautious agent: its first-turn lines on 36 deals win under each rule",
          "[freecell][capacity][cautious][agent]") {
    bot::AgentConfig c;
    c.solver.capacity = Capacity::Cautious;
    // Bounded by work, not the clock: the first solution and 3,000 positions
    // of shortening, with a deadline only a sanitizer build on a loaded
    // machine could near (a waiting line would not be a solution).
    c.firstTurnMs = 20000;
    c.solver.improve.positions = 3000;
    for (std::uint32_t deal = 101; deal <= 136; ++deal) {
        INFO("deal " << deal);
        Board start = msDeal(deal);
        autoplay(start, Autoplay::Safe);
        std::istringstream in(turnInput(start, legalMoves(start, Capacity::Cells)));
        std::ostringstream out;
        REQUIRE(bot::Agent(c).play(in, out) == 0);
        auto lines = splitLines(out.str());
        REQUIRE(lines.size() == 1);
        for (Capacity rule : JudgesRules) CHECK(winsUnder(rule, msDeal(deal), parseLine(lines[0])));
    }
}

namespace {

// One free cell (three hold kings and a queen), two empty cascades; cascade 1
// ends in the run KD QS JH TS 9H 8S 7H 6S. "12" puts its last 3 cards on the
// 9D, "13" its last 7 on the KH. Capacity onto a card: doubling 8, linear 6,
// cells 2. Nothing can go home: the aces lie deep.
const char* Room =
    "Freecells: KS KC QD -\n"
    ": KD QS JH TS 9H 8S 7H 6S\n"
    ": AC 2C 3C 4C 5C 6C 7C 8C 9D\n"
    ": 9C TC JC QC AD 2D 3D 4D KH\n"
    ": 5D 6D 7D 8D TD JD AH 2H 3H 4H\n"
    ": 5H 6H 8H TH QH AS 2S 3S\n"
    ": 4S 5S 7S 9S JS\n"
    ":\n"
    ":\n";

Run runReferee(const std::string& args) { return runCommand("timeout 60 " REFEREE_PATH " freecell " + args); }

}  // namespace

TEST_CASE("referee --capacity: each rule refuses a supermove too large for it, as an illegal move",
          "[freecell][capacity][judge][e2e]") {
    TempDir tmp;
    std::string board = tmp.file("room.board");
    std::ofstream(board) << Room;
    REQUIRE(parseBoard(Room).freeCells() == 1);
    auto answer = [&](const std::string& rule, const std::string& move) {
        // The bot keeps the turn input it was given, answers one move, then exits.
        std::string bot = "head -n 14 > " + shellQuoted(tmp.file(rule + ".turn")) + "; echo " + move;
        return runReferee("--board " + shellQuoted(board) + " --capacity " + rule + " --bot " + shellQuoted(bot));
    };
    auto accepted = [](const Run& r) { return contains(r.out, "bot exited on turn 2"); };
    auto refused = [](const Run& r, int room) {
        return r.status == 1 && contains(r.out, "illegal move on turn 1, move 1 ") &&
            contains(r.out, "needs more free space (room for " + std::to_string(room) + ")");
    };
    CHECK(accepted(answer("doubling", "12")));
    CHECK(accepted(answer("doubling", "13")));
    CHECK(accepted(answer("linear", "12")));
    CHECK(refused(answer("linear", "13"), 6));
    CHECK(refused(answer("cells", "12"), 2));
    CHECK(refused(answer("cells", "13"), 2));
    // The turn input's list of legal moves follows the rule too.
    auto listed = [&](const std::string& rule) { return words(splitLines(slurp(tmp.file(rule + ".turn"))).at(13)); };
    auto has = [](const std::vector<std::string>& ws, const std::string& w) {
        return std::find(ws.begin(), ws.end(), w) != ws.end();
    };
    CHECK((has(listed("doubling"), "12") && has(listed("doubling"), "13")));
    CHECK((has(listed("linear"), "12") && !has(listed("linear"), "13")));
    CHECK((!has(listed("cells"), "12") && !has(listed("cells"), "13")));
}

TEST_CASE("referee --capacity: bad values, --help, and the rule named in the output",
          "[freecell][capacity][judge][e2e]") {
    for (const char* bad : {"", "cautious", "Doubling", "2"}) {
        Run r = runReferee(std::string("--capacity ") + shellQuoted(bad) + " --bot true");
        CHECK(r.status == 2);
        CHECK(r.out.empty());
        CHECK(r.errLines().size() == 1);
        CHECK(contains(r.err, "--capacity"));
    }
    Run help = runReferee("--help");
    for (const char* word : {"--capacity RULE", "doubling", "linear", "cells"}) CHECK(contains(help.out, word));

    const std::string example = "echo 26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b";
    Run usual = runReferee("--bot " + shellQuoted(example));
    CHECK(!contains(usual.out, "capacity"));
    Run cells = runReferee("--capacity cells --json --bot " + shellQuoted(example));
    CHECK(cells.status == 0);  // the statement's example wins under the gentlest rule too
    CHECK(contains(cells.out, "supermove capacity: cells\n"));
    auto j = patience::json::parse(cells.lastLine());
    CHECK(j["settings"]["capacity"].string == "cells");
    Run batch = runReferee("--deals 10913,10913 --capacity linear --bot " + shellQuoted(example));
    CHECK(contains(batch.out, "2 games: 2 won"));
    CHECK(contains(batch.out, "supermove capacity: linear\n"));
}

TEST_CASE("referee --capacity: the bot's usual solutions win under doubling, the cautious bot's under every rule",
          "[freecell][capacity][judge][bot][e2e]") {
    const std::string bot = BOT_PATH;
    Run usual = runReferee("--deals 1-4 --jobs 2 --capacity doubling --bot " + shellQuoted(bot + " --first"));
    INFO(usual.out << usual.err);
    CHECK(usual.status == 0);
    for (const char* rule : {"linear", "cells"}) {
        Run cautious = runReferee(std::string("--deals 1-4 --jobs 2 --capacity ") + rule + " --bot " +
                                  shellQuoted(bot + " --cautious --first"));
        INFO(cautious.out << cautious.err);
        CHECK(cautious.status == 0);
    }
}

TEST_CASE("bot --capacity and --cautious: solutions for the rule, bad values refused",
          "[freecell][capacity][cli][e2e]") {
    for (const char* opts : {"--cautious", "--capacity cells", "--capacity linear --cautious"}) {
        Run r = runCommand(std::string(BOT_PATH) + " --deal 5 --first " + opts);
        INFO(opts << ": " << r.err);
        REQUIRE(r.status == 0);
        auto moves = parseLine(r.lastLine());
        CHECK(winsUnder(Capacity::Cells, msDeal(5), moves));
    }
    Run bad = runCommand(std::string(BOT_PATH) + " --deal 5 --capacity cautious");
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
    CHECK(contains(bad.err, "--capacity"));
    Run help = runCommand(std::string(BOT_PATH) + " --help");
    CHECK(contains(help.out, "--cautious"));
    CHECK(contains(help.out, "--capacity RULE"));
}

}  // namespace test_freecell_capacity
