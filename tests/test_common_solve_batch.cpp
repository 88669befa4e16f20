// The one solve batch (bot/common/solve_batch.hpp) and the one solve result
// (bot/common/solve_result.hpp): every game's `--solve --seeds` ends with the
// same JSON keys, and every solver's verdict reads the same words.
#include "catch.hpp"

#include <string>
#include <vector>

#include "bot/common/solve_batch.hpp"
#include "bot/freecell/best_first.hpp"
#include "common/json.hpp"
#include "support.hpp"

namespace test_common_solve_batch {

using namespace test_support;
using patience::bot::SolveStatus;

namespace {

const std::string Bot = BOT_PATH;

// The top-level keys every solve batch's --json line has, in order.
const std::vector<std::string> summaryKeys = {
    "batch",   "seeds", "games",   "winnable",  "unwinnable", "unknown",    "time_ms",      "positions",
    "seconds", "jobs",  "mean_ms", "median_ms", "p99_ms",     "slowest_ms", "slowest_seed", "settings"};

// `bot GAME --solve --seeds 1-N --positions 20000 --json`: its JSON line, checked.
patience::json::Value solveSummary(const std::string& game, int seeds, const std::vector<std::string>& settings) {
    Run r = runCommand(Bot + " " + game + " --solve --seeds 1-" + std::to_string(seeds) +
                       " --positions 20000 --time-ms 600000 --json </dev/null");
    INFO(game << ": " << r.out << r.err);
    CHECK((r.status == 0 || r.status == 1));
    auto lines = r.outLines();
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].rfind("seeds 1-" + std::to_string(seeds), 0) == 0);
    patience::json::Value j = patience::json::parse(lines[1]);
    CHECK(j.keys == summaryKeys);
    CHECK(j["batch"].string == "bot " + game + " --solve" + (game == "calculation" ? " coco" : ""));
    CHECK(j["seeds"].string == "1-" + std::to_string(seeds));
    CHECK(j["games"].number == seeds);
    CHECK(j["winnable"].number + j["unwinnable"].number + j["unknown"].number == seeds);
    CHECK(j["positions"].number == 20000);
    CHECK(j["time_ms"].number == 600000);
    CHECK(j["jobs"].number == 1);
    CHECK(j["slowest_seed"].number >= 1);
    CHECK(j["slowest_seed"].number <= seeds);
    CHECK(j["median_ms"].number <= j["slowest_ms"].number);
    CHECK(j["settings"].keys == settings);
    // Exit 0 exactly when every deal is winnable.
    CHECK((r.status == 0) == (j["winnable"].number == seeds));
    return j;
}

}  // namespace

TEST_CASE("solve batch: calculation --solve --seeds --json has the common keys",
          "[common][solve_batch][calculation][e2e]") {
    auto j = solveSummary("calculation", 3, {"rules", "dead_ends", "lookahead"});
    CHECK(j["settings"]["rules"].string == "coco");
    CHECK(j["winnable"].number == 3);  // seeds 1-3 under CoCo take a few hundred positions each
}

TEST_CASE("solve batch: FreeCell's bot --bench --json starts with the same keys, its own under game",
          "[common][solve_batch][freecell][e2e]") {
    Run r = runCommand(Bot + " --bench 1-3 --first --json </dev/null");
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    auto lines = r.outLines();
    REQUIRE(lines.size() == 5);
    patience::json::Value j = patience::json::parse(lines.back());
    std::vector<std::string> keys = summaryKeys;
    keys.push_back("game");
    CHECK(j.keys == keys);
    CHECK(j["batch"].string == "bot freecell --bench");
    CHECK(j["seeds"].string == "1-3");
    CHECK(j["games"].number == 3);
    CHECK(j["winnable"].number == 3);  // deals 1-3 are solved in a few hundred positions
    CHECK(j["slowest_seed"].number >= 1);
    CHECK(j["slowest_seed"].number <= 3);
    CHECK(j["median_ms"].number <= j["slowest_ms"].number);
    CHECK(j["settings"]["first"].boolean);
    CHECK(j["game"]["invalid"].number == 0);
}

TEST_CASE("solve batch: gallery --solve --seeds --json has the common keys", "[common][solve_batch][gallery][e2e]") {
    solveSummary("gallery", 2, {"lookahead", "proof_tests", "table_bits"});
}

TEST_CASE("solve batch: spider --solve --seeds --json has the common keys", "[common][solve_batch][spider][e2e]") {
    auto j = solveSummary(
        "spider", 2,
        {"suits", "auto_remove", "last_deal_four", "extra_on_corners", "kings_only_to_space", "any_run_moves"});
    CHECK(j["settings"]["suits"].number == 4);
}

TEST_CASE("solve batch: a deal not winnable gets a line on stderr in the common words",
          "[common][solve_batch][spider][e2e]") {
    // Four suits at 20000 positions: seeds 1-2 stay unknown, each a line.
    Run r = runCommand(Bot + " spider --solve --seeds 1-2 --positions 20000 --time-ms 600000 </dev/null");
    INFO(r.out << r.err);
    CHECK(r.status == 1);
    auto lines = r.errLines();
    REQUIRE(lines.size() == 2);
    for (const auto& l : lines) {
        CHECK(contains(l, ": unknown, "));
        CHECK(contains(l, " positions"));
    }
}

TEST_CASE("solve batch: --resume gives the summary of a whole run", "[common][solve_batch][calculation][e2e]") {
    TempDir dir;
    std::string file = dir.file("solve.jsonl");
    std::string command = Bot + " calculation --solve --seeds 1-4 --positions 20000 --jsonl " + file;
    Run whole = runCommand(command + " </dev/null");
    Run resumed = runCommand(command + " --resume </dev/null");
    INFO(whole.out << whole.err << resumed.out << resumed.err);
    CHECK(whole.status == resumed.status);
    // The counts agree; the times are the file's.
    auto counts = [](const std::string& line) { return line.substr(0, line.find(" at ")); };
    CHECK(counts(whole.lastLine()) == counts(resumed.lastLine()));
    CHECK(splitLines(slurp(file)).size() == 4u);
}

TEST_CASE("solve result: the words a user reads, the same for every solver", "[common][solve_batch]") {
    CHECK(std::string(patience::bot::statusName(SolveStatus::Winnable)) == "winnable");
    CHECK(std::string(patience::bot::statusName(SolveStatus::Unwinnable)) == "unwinnable");
    CHECK(std::string(patience::bot::statusName(SolveStatus::Unknown)) == "unknown");
    CHECK(patience::bot::verdictText(SolveStatus::Unwinnable, 1234) == "unwinnable (proved: 1234 positions)");
    CHECK(patience::bot::verdictText(SolveStatus::Unwinnable, 1) == "unwinnable (proved: 1 position)");
    CHECK(patience::bot::verdictText(SolveStatus::Winnable, 1234) == "winnable");
    CHECK(patience::bot::verdictText(SolveStatus::Unknown, 1234) == "unknown");
    // FreeCell's search answers in the same type.
    CHECK(std::string(patience::bot::statusName(freecell::bot::Outcome::Unwinnable)) == "unwinnable");
}

TEST_CASE("solve result: replayMoves names the first move that fails, or a game not won", "[common][solve_batch]") {
    // A toy engine: a counter that takes +1 steps and is won at 3.
    struct Counter {
        int at = 0;
        bool won() const { return at == 3; }
    };
    auto whyNot = [](const Counter&, int step) { return step == 1 ? std::string() : "only +1"; };
    auto play = [](Counter& c, int step) { c.at += step; };
    auto name = [](int step) { return "+" + std::to_string(step); };
    CHECK(patience::bot::replayMoves(Counter{}, std::vector<int>{1, 1, 1}, whyNot, play, name).empty());
    CHECK(patience::bot::replayMoves(Counter{}, std::vector<int>{1, 1}, whyNot, play, name) == "the moves do not win");
    CHECK(patience::bot::replayMoves(Counter{}, std::vector<int>{1, 2, 1}, whyNot, play, name) ==
          "move 2 (+2): only +1");
}

}  // namespace test_common_solve_batch
