// The one fair bench (bot/common/fair_bench.hpp): its seed loop on a toy
// game (the turn text read back, each answer checked before it is played, a
// refused turn and an illegal answer each end the game as a failure), its
// exit status, and the JSON summary of every game's `bot GAME --bench`,
// which must have the same top-level keys for all three.
#include "catch.hpp"

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bot/common/fair_bench.hpp"
#include "common/json.hpp"
#include "support.hpp"

namespace test_common_fair_bench {

using namespace test_support;
namespace pb = patience::bot;

namespace {

// A toy game: count from 0 up to `target` one step a turn. The turn text
// shows the count; the bot must answer the next number. `mistakeAt` makes
// the bot answer wrong on that turn, `refuseAt` makes it refuse the text.
struct CountingGame {
    int target = 5, maxTurns = 100, mistakeAt = 0, refuseAt = 0;

    struct Bot {
        int turnsSeen = 0;
    };
    int deal(std::uint64_t seed) const { return int(seed % 2); }  // odd seeds start one step ahead
    Bot bot(std::uint64_t) const { return {}; }
    std::optional<std::string> turnText(int count, int turn) const {
        if (count >= target) return std::nullopt;
        return "turn " + std::to_string(turn) + "\ncount " + std::to_string(count) + "\n";
    }
    int answer(Bot& b, std::istream& in) const {
        ++b.turnsSeen;
        if (b.turnsSeen == refuseAt) throw std::runtime_error("line 1: not a turn");
        std::string word;
        int turn = 0, count = 0;
        in >> word >> turn >> word >> count;
        return count + (b.turnsSeen == mistakeAt ? 2 : 1);
    }
    std::string whyNot(int count, int answer) const { return answer == count + 1 ? "" : "not the next number"; }
    void play(int& count, int answer) const { count = answer; }
    std::string answerText(int answer) const { return std::to_string(answer); }
    bool won(int count) const { return count >= target; }
    int measure(int count) const { return count; }

    static constexpr const char* measureKey = "count";
    static constexpr const char* measureWords = "count";
    std::string kind() const { return "counting --bench"; }
    std::string label() const { return "to " + std::to_string(target); }
    void settings(patience::json::Writer& w) const { w.key("target").value(target); }
};

struct BenchRun {
    int status;
    std::string out, err;
};

BenchRun benchOf(const CountingGame& game, std::vector<std::uint64_t> seeds) {
    pb::FairBenchOptions o;
    o.seeds = std::move(seeds);
    o.json = true;
    std::ostringstream out, err;
    int status = pb::fairBench(game, o, "counting", out, err);
    return {status, out.str(), err.str()};
}

std::vector<std::string> keysOf(const patience::json::Value& v) { return v.keys; }

}  // namespace

TEST_CASE("fair bench: the loop plays to the judge's end and checks every answer", "[common][fair_bench]") {
    CountingGame game;
    pb::FairResult won = pb::playFair(game, 2);  // from 0: five answers
    CHECK(won.won);
    CHECK(won.moves == 5);
    CHECK(won.measure == 5);
    CHECK(won.error == "");
    CHECK(pb::playFair(game, 3).moves == 4);  // from 1

    game.maxTurns = 3;  // the judge's turn limit ends it
    pb::FairResult cut = pb::playFair(game, 2);
    CHECK(!cut.won);
    CHECK(cut.moves == 3);
    CHECK(cut.measure == 3);

    game = CountingGame{};
    game.mistakeAt = 3;  // an illegal answer is not played
    pb::FairResult illegal = pb::playFair(game, 2);
    CHECK(illegal.error == "turn 3: 4: not the next number");
    CHECK(illegal.moves == 2);
    CHECK(illegal.measure == 2);

    game = CountingGame{};
    game.refuseAt = 2;
    CHECK(pb::playFair(game, 2).error == "turn 2: the bot refused the judge's turn: line 1: not a turn");
}

TEST_CASE("fair bench: exit 0 when every game is won, 1 on a loss, 2 on a failure, the summary adds up",
          "[common][fair_bench]") {
    CountingGame game;
    BenchRun all = benchOf(game, {1, 2, 3});
    CHECK(all.status == 0);
    CHECK(all.err == "");
    auto lines = splitLines(all.out);
    REQUIRE(lines.size() == 2u);
    CHECK(lines[0].rfind("seeds 1-3, to 5: 3/3 won (100.00%), mean count 5.00, ", 0) == 0);
    auto j = patience::json::parse(lines[1]);
    CHECK(j["batch"].string == "counting --bench");
    CHECK(j["seeds"].string == "1-3");
    CHECK(j["games"].number == 3);
    CHECK(j["wins"].number == 3);
    CHECK(j["moves"].number == 4 + 5 + 4);
    CHECK(j["failures"].number == 0);
    CHECK(j["settings"]["target"].number == 5);
    CHECK(j["game"]["mean_count"].number == 5);

    game.maxTurns = 4;  // seed 2 needs five answers: lost
    BenchRun lost = benchOf(game, {1, 2, 3});
    CHECK(lost.status == 1);
    j = patience::json::parse(splitLines(lost.out).back());
    CHECK(j["wins"].number == 2);
    CHECK(j["win_rate"].number == Approx(2.0 / 3).epsilon(0.001));
    CHECK(j["game"]["mean_count"].number == Approx(14.0 / 3).epsilon(0.001));

    game = CountingGame{};
    game.mistakeAt = 2;
    BenchRun failed = benchOf(game, {4, 6});
    CHECK(failed.status == 2);
    CHECK(failed.err ==
          "counting: seed 4: turn 2: 3: not the next number\ncounting: seed 6: turn 2: 3: not the next number\n");
    j = patience::json::parse(splitLines(failed.out).back());
    CHECK(j["seeds"].string == "4,6");
    CHECK(j["failures"].number == 2);
    CHECK(contains(failed.out, "seeds 4,6, to 5: 0/2 won (0.00%), 2 failed, "));
}

TEST_CASE("fair bench: every game's bench writes the same JSON keys",
          "[common][fair_bench][calculation][gallery][spider][e2e]") {
    if (test_support::releaseOnly()) return;
    const std::vector<std::string> commands = {
        BOT_PATH " calculation --bench 1,3 --rules classic --samples 8 --json",
        BOT_PATH " gallery --bench=1,3 --samples 0 --endgame 0 --json",
        BOT_PATH
        " spider --bench 1-3 --suits 1 --sample-positions 3000 --expansions 300 --json --shard 2/2",  // seeds 1 and 3
    };
    const std::vector<std::string> settings = {"rules", "samples", "suits"};  // one each shows
    const std::vector<std::string> measures = {"mean_home", "mean_score", "mean_removed"};
    std::vector<std::string> firstKeys;
    for (std::size_t g = 0; g < commands.size(); ++g) {
        Run r = runCommand(commands[g]);
        INFO(commands[g] << "\n" << r.out << r.err);
        REQUIRE(r.outLines().size() == 2u);
        CHECK(r.outLines()[0].rfind(g == 2 ? "seeds 1-3 (shard 2/2), " : "seeds 1,3, ", 0) == 0);
        auto j = patience::json::parse(r.lastLine());
        std::vector<std::string> keys = keysOf(j);
        if (g == 0) firstKeys = keys;
        CHECK(keys == firstKeys);
        CHECK(j["seeds"].string == (g == 2 ? "1-3" : "1,3"));
        if (g == 2)
            CHECK(j["shard"].string == "2/2");
        else
            CHECK(j["shard"].type == patience::json::Value::Null);
        CHECK(j["games"].number == 2);
        CHECK(j["failures"].number == 0);
        CHECK(r.status == (j["wins"].number == 2 ? 0 : 1));
        CHECK(j["win_rate"].number == Approx(j["wins"].number / 2));
        CHECK(j["settings"].has(settings[g]));
        CHECK(j["game"].has(measures[g]));
        CHECK(j["moves"].number > 0);
    }
    CHECK(firstKeys ==
          std::vector<std::string>{"batch", "seeds", "shard", "games", "wins", "win_rate", "failures", "moves",
                                   "ms_per_move", "max_move_ms", "slowest_seed", "seconds", "jobs", "settings",
                                   "game"});
}

}  // namespace test_common_fair_bench
