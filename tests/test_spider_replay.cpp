// A game of Spider as a replay: a frame a step of the history, against every
// position a random game passed through, a long game's page size, referee
// spider --replay and the keeper's R with a back-up. The page writer itself:
// test_common_replay.cpp.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "common/replay_page.hpp"
#include "games/spider/replay.hpp"
#include "replay_games.hpp"
#include "replay_support.hpp"
#include "support.hpp"

namespace test_spider_replay {

using namespace test_support;
using namespace replay_test;

TEST_CASE("Spider replay: a frame a step of the history, and a long game's page stays small", "[spider][replay]") {
    std::vector<spider::Game> positions = randomSpiderGame(11, 300);
    REQUIRE(positions.back().history.size() == 300);
    replay::Replay r = spider::replayOf(positions.back(), "seed 11", "");
    CHECK(replay::problem(r).empty());
    REQUIRE(r.frames.size() == positions.size());
    for (std::size_t i = 0; i < positions.size(); ++i) {
        INFO("frame " << i);
        CHECK(replay::stateText(r, i) == spiderState(positions[i]));
    }
    CHECK(std::any_of(r.frames.begin(), r.frames.end(), [](const replay::Frame& f) { return f.move == "D"; }));
    // The size docs/replay.md gives: well under the 1 MB the issue allows.
    std::string html = replay::page(r);
    INFO("a 300-move Spider page: " << html.size() << " bytes");
    CHECK(html.size() < 1000000);
    CHECK(html.size() < 200000);
}

TEST_CASE("referee spider --replay: one game, and the keeper's R shows back-ups", "[spider][replay][e2e]") {
    TempDir dir;
    Run batch = runCommand(std::string(REFEREE_PATH) + " spider --bot cat --seeds 1-2 --replay x.html");
    CHECK(batch.status == 2);
    CHECK(contains(batch.err, "--replay writes one game"));

    // A bot that deals once, then gives a command that is not one.
    std::string bot = "read x; echo D; read x; echo nonsense; cat >/dev/null";
    Run judged = runCommand(std::string(REFEREE_PATH) + " spider --seed 7 --bot " + shellQuoted(bot) + " --replay " +
                            shellQuoted(dir.file("judged.html")));
    CHECK(judged.status == 1);
    std::string html = slurp(dir.file("judged.html"));
    CHECK(contains(html, "illegal command on turn 2"));
    patience::json::Value data = pageData(html);
    REQUIRE(data["frames"].size() == 2);
    CHECK(data["frames"].array[1].array[1].string == "D");

    // The keeper: a deal, a back-up over it (confirmed), a move; R with no name.
    spider::Game g = spider::newGame(7);
    std::vector<spider::Command> legal = spider::legalCommands(g);
    auto move = std::find_if(legal.begin(), legal.end(),
                             [](const spider::Command& c) { return c.kind == spider::Command::Move; });
    REQUIRE(move != legal.end());
    std::string moveLine =
        std::to_string(move->from + 1) + " " + std::to_string(move->to + 1) + " " + std::to_string(move->count);
    std::string input = "D\n-1\ny\n" + moveLine + "\nR\n\nQ\ny\n";
    Run keeper = runCommand("cd " + shellQuoted(dir.path) + " && printf '%s' " + shellQuoted(input) +
                            " | timeout 30 " REFEREE_PATH " spider --seed 7");
    CHECK(contains(keeper.out, "replay page written to SP1.html"));
    std::string page = slurp(dir.file("SP1.html"));
    REQUIRE_FALSE(page.empty());
    patience::json::Value keeperData = pageData(page);
    const auto& frames = keeperData["frames"].array;
    REQUIRE(frames.size() == 4);  // start, D, the back-up, the move
    CHECK(frames[1].array[1].string == "D");
    CHECK(frames[2].array[1].string == "-1");
    CHECK(frames[2].array[2].string == "back-up");
    CHECK(frames[3].array[1].string == std::to_string(move->from + 1) + " " + std::to_string(move->to + 1));
    CHECK(contains(page, "backed over a turned card or a deal"));
    Run unwritable = runCommand("cd " + shellQuoted(dir.path) +
                                " && printf 'R none/x.html\\n' | timeout 30 " REFEREE_PATH " spider --seed 7");
    CHECK(contains(unwritable.out, "cannot write none/x.html (No such file or directory)"));
}

}  // namespace test_spider_replay
