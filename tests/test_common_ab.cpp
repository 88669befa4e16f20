// The paired A/B bench (bot/common/ab_bench.hpp, paired_stats.hpp): the
// statistics on constructed outcomes (a known difference is found, equal
// bots are not told apart, the SPRT's LLR by hand), the stop at the same
// seed whatever the number of jobs, and `bot GAME --ab` end to end.
#include "catch.hpp"

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "bot/common/ab_bench.hpp"
#include "common/json.hpp"
#include "support.hpp"

namespace test_common_ab {

using namespace test_support;
namespace pb = patience::bot;

namespace {

// Feeds `pattern` ('A': A won and B lost, 'B': the other way, '=': both or
// neither) seed by seed from seed 1 into a tally and both SPRTs.
struct Outcomes {
    pb::PairedTally tally;
    pb::PairedSprt sprt;
    explicit Outcomes(const std::string& pattern) {
        std::uint64_t seed = 0;
        for (char c : pattern) {
            bool a = c == 'A' || c == '=', b = c == 'B' || c == '=';
            ++seed;
            tally.add(a, b, a ? 10 : 5, b ? 10 : 5);
            sprt.add(a, b, seed);
        }
    }
};

std::string repeated(const std::string& s, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += s;
    return out;
}

// A toy race: count up to the seed's target (1 to 6) within three turns, the
// bot's step a setting. Step 1 wins targets up to 3, step 2 every one: half
// the seeds are won by the stronger only.
struct RaceGame {
    int step = 1, maxTurns = 3;
    struct Bot {};
    struct Table {
        int count = 0, target = 1;
    };
    Table deal(std::uint64_t seed) const { return {0, int(seed % 6) + 1}; }
    Bot bot(std::uint64_t) const { return {}; }
    std::optional<std::string> turnText(const Table& t, int) const {
        if (t.count >= t.target) return std::nullopt;
        return std::to_string(t.count) + "\n";
    }
    int answer(Bot&, std::istream& in) const {
        int count = 0;
        in >> count;
        return count + step;
    }
    std::string whyNot(const Table& t, int to) const { return to > t.count ? "" : "not forward"; }
    void play(Table& t, int to) const { t.count = to; }
    std::string answerText(int to) const { return std::to_string(to); }
    bool won(const Table& t) const { return t.count >= t.target; }
    int measure(const Table& t) const { return t.count; }

    static constexpr const char* measureKey = "count";
    static constexpr const char* measureWords = "count";
    std::string kind() const { return "race --bench"; }
    std::string label() const { return "step " + std::to_string(step); }
    void settings(patience::json::Writer& w) const { w.key("step").value(step); }
};

patience::json::Value raceAb(int stepA, int stepB, int jobs, bool stop = true) {
    pb::AbOptions ab;
    ab.on = true, ab.stop = stop;
    ab.aText = "--step " + std::to_string(stepA), ab.bText = "--step " + std::to_string(stepB);
    pb::FairBenchOptions o;
    o.seeds = patience::batch::seedList(1, 200);
    o.jobs = jobs, o.json = true;
    std::ostringstream out, err;
    RaceGame a, b;
    a.step = stepA, b.step = stepB;
    REQUIRE(pb::abBench(a, b, ab, o, "race", out, err) == 0);
    CHECK(err.str() == "");
    return patience::json::parse(splitLines(out.str()).back());
}

}  // namespace

TEST_CASE("ab stats: a known difference is found", "[common][ab]") {
    // 100 seeds: 40 split, 32 of them for B (four for B, then one for A), 60 alike.
    Outcomes o(repeated("BBBBA", 8) + std::string(60, '='));
    CHECK(o.tally.n == 100);
    CHECK(o.tally.aOnly == 8);
    CHECK(o.tally.bOnly == 32);
    pb::Interval d = pb::winRateDifference(o.tally);
    CHECK(d.estimate == Approx(0.24));
    CHECK(d.low == Approx(0.24 - 1.959964 * std::sqrt(40 - 24.0 * 24.0 / 100) / 100));
    CHECK(d.excludesZero());
    CHECK(pb::signTestP(8, 32) < 0.05);
    CHECK(o.sprt.verdict() == "B better");
    CHECK(o.sprt.reverseVerdict() == "no loss");
    CHECK(o.sprt.decided());
    CHECK(o.sprt.decidedAt > 0);
    CHECK(o.sprt.decidedAt <= 40);
    // The measure: 10 for a win, 5 for a loss: B - A is 5 on B's seeds, -5 on A's.
    pb::Interval m = pb::meanDifference(o.tally);
    CHECK(m.estimate == Approx(5.0 * 24 / 100));
    CHECK(m.excludesZero());
}

TEST_CASE("ab stats: equal bots are not told apart, and a worse B is called worse", "[common][ab]") {
    Outcomes o(repeated("AB", 20) + std::string(60, '='));
    pb::Interval d = pb::winRateDifference(o.tally);
    CHECK(d.estimate == 0);
    CHECK(d.low < 0);
    CHECK(d.high > 0);
    CHECK(pb::signTestP(20, 20) == 1);
    CHECK(o.sprt.verdict() != "B better");
    CHECK(o.sprt.reverseVerdict() != "A better");
    pb::Interval m = pb::meanDifference(o.tally);
    CHECK(m.low < 0);
    CHECK(m.high > 0);

    Outcomes worse(repeated("AAAAB", 8));
    CHECK(worse.sprt.verdict() == "no gain");
    CHECK(worse.sprt.reverseVerdict() == "A better");
    CHECK(pb::winRateDifference(worse.tally).high < 0);
}

TEST_CASE("ab stats: the SPRT's LLR, bounds and the sign test by hand", "[common][ab]") {
    pb::SprtSettings s;  // p1 0.65, alpha = beta = 0.05
    CHECK(s.lower() == Approx(std::log(0.05 / 0.95)));
    CHECK(s.upper() == Approx(2.944439));
    // 7 for, 3 against: 7 ln(0.65/0.5) + 3 ln(0.35/0.5)
    CHECK(pb::sprtLlr(7, 3, 0.65) == Approx(7 * 0.2623643 + 3 * -0.3566749));
    CHECK(pb::sprtLlr(7, 3, 0.65) == Approx(0.766524).epsilon(1e-5));
    // Decided at the crossing, and kept: 12 for B in a row is 3.148 > 2.944.
    pb::SequentialTest t;
    for (int i = 1; i <= 11; ++i) t.add(true, std::uint64_t(i), s);
    CHECK(!t.decided());
    t.add(true, 12, s);
    CHECK(t.decision == pb::SprtDecision::AcceptH1);
    CHECK(t.decidedAt == 12);
    CHECK(t.llr == Approx(12 * 0.2623643));
    t.add(false, 13, s);
    CHECK(t.llr == Approx(12 * 0.2623643));  // Wald's test ended at seed 12
    // The exact sign test: 0 of 5 is 2/32; 1 of 10 is 2 * 11/1024.
    CHECK(pb::signTestP(0, 5) == Approx(0.0625));
    CHECK(pb::signTestP(9, 1) == Approx(22.0 / 1024));
    CHECK(pb::signTestP(0, 0) == 1);
    CHECK(pb::tQuantile95(4) == Approx(2.776));
    CHECK(pb::tQuantile95(60) == Approx(2.000).epsilon(1e-3));
    CHECK(pb::tQuantile95(1000) == Approx(1.962).epsilon(1e-3));
}

TEST_CASE("ab bench: it stops at the same seed whatever the jobs, or plays them all with no stop", "[common][ab]") {
    patience::json::Value one = raceAb(1, 2, 1), three = raceAb(1, 2, 3);
    CHECK(one["verdict"].string == "B better");
    CHECK(one["a_only"].number == 0);
    CHECK(one["stopped_at"].type == patience::json::Value::Number);
    CHECK(one["stopped_at"].number < 200);
    CHECK(one["games"].number == one["stopped_at"].number);  // seeds 1..N, judged in order
    CHECK(three["stopped_at"].number == one["stopped_at"].number);
    CHECK(three["b_only"].number == one["b_only"].number);

    patience::json::Value all = raceAb(1, 2, 2, false);
    CHECK(all["games"].number == 200);
    CHECK(all["stopped_at"].type == patience::json::Value::Null);
    CHECK(all["verdict"].string == "B better");
    CHECK(all["sprt"]["decided_at"].number == one["stopped_at"].number);

    patience::json::Value worse = raceAb(2, 1, 2);
    CHECK(worse["verdict"].string == "no gain");
    CHECK(worse["reverse_verdict"].string == "A better");
    CHECK(worse["win_diff"].number < 0);
}

TEST_CASE("ab bench: bot calculation --ab with the same settings finds no split seed",
          "[common][ab][calculation][e2e]") {
    TempDir tmp;
    std::string jsonl = tmp.file("ab.jsonl");
    // --endgame 0: the endgame has a wall-clock safety net, which a loaded
    // machine could reach on one side only.
    Run r = runCommand(
        BOT_PATH " calculation --ab 1-4 --a '' --b '--samples 20' --samples 20 --endgame 0 --jobs 2 --json --jsonl " +
        jsonl);
    CHECK(r.status == 0);
    CHECK(r.err == "");
    auto j = patience::json::parse(r.lastLine());
    CHECK(j["games"].number == 4);
    CHECK(j["a_only"].number == 0);
    CHECK(j["b_only"].number == 0);
    CHECK(j["wins_a"].number == j["wins_b"].number);
    CHECK(j["moves_a"].number == j["moves_b"].number);
    CHECK(j["measure_diff"].number == 0);
    CHECK(j["verdict"].string == "undecided");
    CHECK(j["settings_a"]["samples"].number == 20);
    auto lines = jsonlRecords(jsonl);
    REQUIRE(lines.size() == 4u);
    CHECK(lines[0]["a"]["home"].number == lines[0]["b"]["home"].number);
    // Resumed: nothing left to play, the same figures.
    Run again =
        runCommand(BOT_PATH " calculation --ab 1-4 --a '' --b '--samples 20' --samples 20 --endgame 0 --json --jsonl " +
                   jsonl + " --resume");
    CHECK(again.status == 0);
    CHECK(patience::json::parse(again.lastLine())["wins_b"].number == j["wins_b"].number);
}

TEST_CASE("ab bench: a bad --a or --b is one usage line naming it", "[common][ab][gallery][spider][e2e]") {
    Run unknown = runCommand(BOT_PATH " gallery --ab 1-2 --a '--nope 3' --b ''");
    CHECK(unknown.status == 2);
    CHECK(unknown.out == "");
    CHECK(unknown.errLines().size() == 1u);
    CHECK(contains(unknown.err, "--a: unknown option '--nope'"));

    Run rule = runCommand(BOT_PATH " spider --ab 1-2 --b '--suits 2'");
    CHECK(rule.status == 2);
    CHECK(rule.errLines().size() == 1u);
    CHECK(contains(rule.err, "--b: --suits is not a setting of the fair bot"));

    Run value = runCommand(BOT_PATH " calculation --ab 1-2 --b '--samples x'");
    CHECK(value.status == 2);
    CHECK(contains(value.err, "--b: --samples wants a number"));

    Run alone = runCommand(BOT_PATH " calculation --a '--samples 3'");
    CHECK(alone.status == 2);
    CHECK(contains(alone.err, "go with --ab SEEDS"));
}

TEST_CASE("ab bench: tools/sweep's shards play every seed, its summary stops where one run does",
          "[common][ab][calculation][e2e]") {
    if (test_support::releaseOnly()) return;
    if (std::system("parallel --version 2>/dev/null | grep -q 'GNU parallel'") != 0) {
        WARN("skipped: GNU parallel is not installed (apt-get install parallel)");
        return;
    }
    std::string sweep = std::string(SAMPLES_DIR) + "/../tools/sweep";
    TempDir dir;
    // --endgame 0: no wall clock in the bot, the same games every run.
    std::string command =
        BOT_PATH " calculation --rules classic --ab 1-60 --a '--samples 0' --b '--samples 40' --endgame 0 --json";
    Run single = runCommand(command + " </dev/null");
    Run swept = runCommand(shellQuoted(sweep) + " -S 2/: --shards 3 --out " + dir.file("ab.jsonl") + " -- " + command +
                           " </dev/null");
    CHECK(single.status == 0);
    CHECK(swept.status == 0);
    auto one = patience::json::parse(single.lastLine()), gathered = patience::json::parse(swept.lastLine());
    CHECK(one["stopped_at"].type == patience::json::Value::Number);
    CHECK(splitLines(slurp(dir.file("ab.jsonl"))).size() == 60u);  // the shards played every seed
    for (const char* key :
         {"games", "stopped_at", "wins_a", "wins_b", "a_only", "b_only", "verdict", "reverse_verdict"}) {
        INFO(key);
        CHECK(gathered[key].string == one[key].string);
    }
}

TEST_CASE("ab bench: a bot's illegal answer is a failure, exit 1, one line naming the seed and side", "[common][ab]") {
    pb::AbOptions ab;
    ab.on = true;
    pb::FairBenchOptions o;
    o.seeds = {4};
    std::ostringstream out, err;
    RaceGame a, b;
    b.step = 0;  // never forward: refused by whyNot
    CHECK(pb::abBench(a, b, ab, o, "race", out, err) == 1);
    CHECK(err.str() == "race: seed 4: B: turn 1: 0: not forward\n");
    CHECK(contains(out.str(), "failed games: A 0, B 1"));
}

}  // namespace test_common_ab
