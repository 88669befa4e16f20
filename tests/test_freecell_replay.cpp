// A game of FreeCell as a replay: a frame a move, each the engine's own
// position; bot --deal N --replay and referee freecell --replay, with their
// refusals; the family's other games alike, and their picture (--show). The
// page writer itself: test_common_replay.cpp.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "common/replay_page.hpp"
#include "games/freecell/family/replay.hpp"
#include "games/freecell/replay.hpp"
#include "replay_games.hpp"
#include "replay_support.hpp"
#include "support.hpp"

namespace test_freecell_replay {

using namespace test_support;
using namespace replay_test;

TEST_CASE("FreeCell replay: a frame a move, each the engine's own position", "[freecell][replay]") {
    using namespace freecell;
    Board dealt = msDeal(5);
    // Moves drawn at random among the legal ones, played and recorded here.
    std::vector<Move> moves;
    std::vector<std::string> expected;
    Board b = dealt;
    expected.push_back(freecellState(b));
    autoplay(b, Autoplay::Safe);
    bool startAutoplay = b != dealt;
    if (startAutoplay) expected.push_back(freecellState(b));
    std::uint64_t x = 5;
    for (int i = 0; i < 60; ++i) {
        std::vector<Move> legal = legalMoves(b);
        if (legal.empty()) break;
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        Move m = legal[std::size_t((x >> 33) % legal.size())];
        REQUIRE(apply(b, m, Autoplay::Safe));
        moves.push_back(m);
        expected.push_back(freecellState(b));
    }
    replay::Replay r = replayOf(dealt, moves, Autoplay::Safe, Capacity::Doubling, "deal 5", "");
    CHECK(replay::problem(r).empty());
    REQUIRE(r.frames.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("frame " << i);
        CHECK(replay::stateText(r, i) == expected[i]);
    }
    // The deal's own autoplay is a frame but not a move: the page numbers
    // the moves alone, and its data marks that frame with a last 0.
    REQUIRE(startAutoplay);  // deal 5 starts with one
    for (std::size_t i = 0; i < r.frames.size(); ++i) CHECK(r.frames[i].counted == (i != 1));
    replay::Replay allCounted = r;
    allCounted.frames[1].counted = true;
    std::string data = replay::page_detail::dataJson(r), plain = replay::page_detail::dataJson(allCounted);
    std::size_t at = 0;
    while (at < plain.size() && data[at] == plain[at]) ++at;
    CHECK(data == plain.substr(0, at) + ",0" + plain.substr(at));  // the one frame's mark, nothing else
    CHECK(count(data.substr(0, at), "\n[") == 2);  // ... at the end of frame 1 (each frame starts a line)
    // Each move's frame highlights its source and target.
    const replay::Frame& first = r.frames[startAutoplay ? 2 : 1];
    CHECK(first.move == moveName(moves[0]));
    CHECK(first.from.size() == 1);
    CHECK_FALSE(first.to.empty());
}

TEST_CASE("bot --deal N --replay writes the solution, and bad uses are one line", "[freecell][replay][e2e]") {
    TempDir dir;
    Run r = runCommand(std::string(BOT_PATH) + " --deal 5 --first --replay " + shellQuoted(dir.file("deal5.html")));
    REQUIRE(r.status == 0);
    std::vector<freecell::Move> moves = parseLine(r.lastLine());
    std::string html = slurp(dir.file("deal5.html"));
    CHECK(contains(html, "FreeCell — deal 5"));
    CHECK(contains(html, "the bot's solution: " + std::to_string(moves.size()) + " moves"));
    patience::json::Value data = pageData(html);
    CHECK(data["frames"].size() >= moves.size() + 1);

    Run bad = runCommand(std::string(BOT_PATH) + " --deal 5 --first --replay " + shellQuoted(dir.file("none/x.html")));
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
    CHECK(contains(bad.err, dir.file("none/x.html")));
    Run noSolve = runCommand(std::string(BOT_PATH) + " --replay x.html </dev/null");
    CHECK(noSolve.status == 2);
    CHECK(contains(noSolve.err, "--replay writes a solution: use it with --solve or --deal"));
    CHECK(runCommand(std::string(BOT_PATH) + " --deal 5 --replay").status == 2);
}

TEST_CASE("referee freecell --replay: the game judged, with its verdict", "[freecell][replay][e2e]") {
    TempDir dir;
    // A bot that plays four legal moves, then one that is not.
    std::string bot = "read x; echo 53 8a 68 65 zz; cat >/dev/null";
    Run r = runCommand(std::string(REFEREE_PATH) + " freecell --deal 5 --bot " + shellQuoted(bot) + " --replay " +
                       shellQuoted(dir.file("game.html")));
    CHECK(r.status == 1);
    std::string html = slurp(dir.file("game.html"));
    CHECK(contains(html, "illegal move on turn 1, move 5"));
    freecell::Board b = freecell::msDeal(5);
    freecell::autoplay(b, freecell::Autoplay::Safe);
    for (const char* m : {"53", "8a", "68", "65"})
        REQUIRE(freecell::apply(b, *freecell::parseMove(m), freecell::Autoplay::Safe));
    patience::json::Value data = pageData(html);
    CHECK(data["frames"].array.back().array[1].string == "65");
    CHECK(dataState(data, data["frames"].size() - 1) == freecellState(b));

    Run batch = runCommand(std::string(REFEREE_PATH) + " freecell --deals 1-2 --replay x.html");
    CHECK(batch.status == 2);
    CHECK(batch.errLines().size() == 1);
    Run bad = runCommand(std::string(REFEREE_PATH) + " freecell --deal 5 --bot " + shellQuoted(bot) + " --replay " +
                         shellQuoted(dir.file("none/game.html")));
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
    CHECK(contains(bad.err, dir.file("none/game.html")));
}

namespace {

// The first `n` moves of deal `deal` of `game`, each the first legal move
// that does not undo the one before, and the board they leave.
std::vector<freecell::FamilyMove> someFamilyMoves(const freecell::Family& f, std::uint32_t deal, int n,
                                                  freecell::FamilyBoard& b) {
    using namespace freecell;
    std::string why;
    REQUIRE(familyDeal(f, deal, b, why));
    FamilyRules rules(f);
    std::vector<FamilyMove> moves;
    std::uint64_t x = deal;
    for (int i = 0; i < n; ++i) {
        std::vector<FamilyMove> legal;
        rules.forEachMove(b, true, [&](FamilyMove m) { legal.push_back(m); });
        if (legal.empty()) break;
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        FamilyMove m = legal[std::size_t((x >> 33) % legal.size())];
        rules.play(b, m);
        moves.push_back(m);
    }
    return moves;
}

}  // namespace

TEST_CASE("family replay: a frame a move, each the engine's own position", "[freecell][replay]") {
    using namespace freecell;
    // Cells or none, one deck or two, up to eighteen columns, Simple Simon's own moves.
    for (const char* name :
         {"bakers_game", "eight_off", "der_katzenschwanz", "fan", "simple_simon", "beleaguered_castle"}) {
        INFO(name);
        const FamilyGame* game = findFamilyGame(name);
        REQUIRE(game);
        const Family& f = game->rules;
        FamilyBoard dealt, b;
        std::vector<FamilyMove> moves = someFamilyMoves(f, 3, 80, b);
        REQUIRE(moves.size() >= 10);
        std::string why;
        REQUIRE(familyDeal(f, 3, dealt, why));
        replay::Replay r = familyReplayOf(dealt, moves, f, familyLabel(f), "deal 3", "");
        CHECK(replay::problem(r).empty());
        CHECK(r.layout.size() == std::size_t(f.cells + 4 * f.decks + f.columns));
        REQUIRE(r.frames.size() == moves.size() + 1);
        FamilyRules rules(f);
        FamilyBoard x = dealt;
        CHECK(replay::stateText(r, 0) == familyState(x, f));
        for (std::size_t i = 0; i < moves.size(); ++i) {
            INFO("move " << i + 1);
            CHECK(r.frames[i + 1].move == familyMoveName(x, moves[i]));
            rules.play(x, moves[i]);
            CHECK(replay::stateText(r, i + 1) == familyState(x, f));
            CHECK(r.frames[i + 1].from.size() == 1);
            CHECK_FALSE(r.frames[i + 1].to.empty());
        }
        CHECK(x == b);
    }
}

TEST_CASE("referee freecell --game NAME: --replay and --show, and their refusals", "[freecell][replay][e2e]") {
    using namespace freecell;
    TempDir dir;
    const Family& f = findFamilyGame("eight_off")->rules;
    FamilyBoard b, dealt;
    std::vector<FamilyMove> moves = someFamilyMoves(f, 2, 4, b);
    REQUIRE(moves.size() == 4);
    std::string line, why;
    REQUIRE(familyDeal(f, 2, dealt, why));
    FamilyBoard x = dealt;
    for (FamilyMove m : moves) {
        line += familyMoveName(x, m) + " ";
        FamilyRules(f).play(x, m);
    }
    // A bot that plays four legal moves, then one that is not.
    std::string bot = "read x; echo " + line + "zz; cat >/dev/null";
    std::string game = std::string(REFEREE_PATH) + " freecell -g eight_off --deal 2 --bot " + shellQuoted(bot);
    Run r = runCommand(game + " --replay " + shellQuoted(dir.file("game.html")));
    CHECK(r.status == 1);
    std::string html = slurp(dir.file("game.html"));
    CHECK(contains(html, "illegal move on turn 1, move 5"));
    patience::json::Value data = pageData(html);
    CHECK(data["frames"].size() == 5);
    CHECK(dataState(data, 4) == familyState(b, f));

    Run shown = runCommand(game + " --show --color never");
    CHECK(shown.status == 1);
    CHECK(contains(shown.out, "nothing goes home by itself"));
    CHECK(contains(shown.out, "── turn 1 · "));
    CHECK(contains(shown.out, "\"zz\" ✗"));
    CHECK(contains(shown.out, "   a     b     c     d     e     f     g     k"));  // eight cells, no 'h'

    for (const char* bad : {" --deals 1-2 --replay x.html", " --deals 1-2 --show", " --autoplay none"}) {
        Run refused = runCommand(std::string(REFEREE_PATH) + " freecell -g eight_off" + bad);
        CHECK(refused.status == 2);
        CHECK(refused.errLines().size() == 1);
    }
    Run unwritable = runCommand(game + " --replay " + shellQuoted(dir.file("none/game.html")));
    CHECK(unwritable.status == 2);
    CHECK(unwritable.errLines().size() == 1);
}

TEST_CASE("bot -g NAME --deal N --replay writes the solution, and bad uses are one line", "[freecell][replay][e2e]") {
    using namespace freecell;
    TempDir dir;
    Run r = runCommand(std::string(BOT_PATH) + " -g bakers_game --deal 4 --replay " + shellQuoted(dir.file("b4.html")));
    REQUIRE(r.status == 0);
    const Family& f = findFamilyGame("bakers_game")->rules;
    FamilyBoard b;
    std::string why;
    REQUIRE(familyDeal(f, 4, b, why));
    std::vector<std::string> moves = words(r.lastLine());
    std::string html = slurp(dir.file("b4.html"));
    CHECK(contains(html, "bakers_game — deal 4"));
    CHECK(contains(html, "the bot's solution: " + std::to_string(moves.size()) + " moves"));
    patience::json::Value data = pageData(html);
    REQUIRE(data["frames"].size() == moves.size() + 1);
    FamilyRules rules(f);
    for (const std::string& w : moves) {
        std::optional<FamilyMove> m = parseFamilyMove(w, b, rules);
        REQUIRE(m);
        rules.play(b, *m);
    }
    CHECK(rules.won(b));
    CHECK(dataState(data, moves.size()) == familyState(b, f));

    Run bad =
        runCommand(std::string(BOT_PATH) + " -g bakers_game --deal 4 --replay " + shellQuoted(dir.file("none/x.html")));
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
    Run bench = runCommand(std::string(BOT_PATH) + " -g bakers_game --bench 1-2 --replay x.html");
    CHECK(bench.status == 2);
    CHECK(contains(bench.err, "--replay writes a solution: use it with --solve or --deal"));
}

}  // namespace test_freecell_replay
