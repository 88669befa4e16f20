// Long batches (common/batch.hpp): the progress line on a terminal,
// --jsonl, --resume, --shard on every batch, and tools/sweep.
#include "catch.hpp"

#include <cstdlib>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "common/json.hpp"
#include "support.hpp"

namespace test_common_batch {

using namespace test_support;

namespace {

const std::string Bot = BOT_PATH, Referee = REFEREE_PATH;

bool haveProgram(const std::string& test) { return std::system((test + " >/dev/null 2>&1").c_str()) == 0; }

void writeFile(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// A summary's figures that do not depend on the clock: the JSON with every
// timing key (milliseconds, seconds, memory, the slowest deal) left out.
bool timing(const std::string& key) {
    return key.find("ms") != std::string::npos || key == "seconds" || key.find("memory") != std::string::npos ||
        key == "slowest_seed";
}
std::string figures(const referee::json::Value& v) {
    using V = referee::json::Value;
    switch (v.type) {
    case V::Null: return "null";
    case V::Bool: return v.boolean ? "true" : "false";
    case V::Number: return v.string;
    case V::String: return referee::json::quote(v.string);
    case V::Array: {
        std::string s = "[";
        for (const auto& e : v.array) s += figures(e) + ",";
        return s + "]";
    }
    case V::Object: {
        std::string s = "{";
        for (std::size_t i = 0; i < v.keys.size(); ++i)
            if (!timing(v.keys[i])) s += v.keys[i] + ":" + figures(v.array[i]) + ",";
        return s + "}";
    }
    }
    return "";
}
std::string figures(const Run& r) {
    INFO(r.out << r.err);
    return figures(referee::json::parse(r.lastLine()));
}

// The lines of stdout with every "12.3 ms" made "? ms": what two runs of the same deals share.
std::string withoutTimes(const std::string& text) { return std::regex_replace(text, std::regex("[0-9.]+ ms"), "? ms"); }

// The deal numbers a --jsonl file holds, each line checked.
std::vector<std::uint64_t> dealsIn(const std::string& file, const std::string& idKey) {
    std::vector<std::uint64_t> ids;
    for (const auto& line : splitLines(slurp(file))) {
        INFO(file << ": " << line);
        referee::json::Value v = referee::json::parse(line);
        REQUIRE(v.has("batch"));
        REQUIRE(v.has(idKey));
        ids.push_back(std::stoull(v[idKey].string));
    }
    return ids;
}

}  // namespace

TEST_CASE("batch: --jsonl keeps one line per deal, --resume finishes a cut run with the full run's summary (bot)",
          "[common][batch][e2e]") {
    TempDir dir;
    std::string full = dir.file("full.jsonl"), part = dir.file("part.jsonl");
    std::string command = Bot + " calculation --bench 1-6 --samples 10 --json --jsonl ";
    Run whole = runCommand(command + full);
    REQUIRE(whole.status == statusOwed(full));
    std::vector<std::string> lines = splitLines(slurp(full));
    REQUIRE(lines.size() == 6);
    CHECK(dealsIn(full, "seed") == std::vector<std::uint64_t>{1, 2, 3, 4, 5, 6});
    CHECK(contains(lines[0], "\"batch\":\"bot calculation --bench coco\""));

    // Three whole lines and half of the fourth, as a run killed mid-write leaves it.
    writeFile(part, lines[0] + "\n" + lines[1] + "\n" + lines[2] + "\n" + lines[3].substr(0, lines[3].size() / 2));
    Run resumed = runCommand(command + part + " --resume");
    CHECK(resumed.status == whole.status);
    CHECK(figures(resumed) == figures(whole));
    CHECK(dealsIn(part, "seed") == std::vector<std::uint64_t>{1, 2, 3, 4, 5, 6});
    // Nothing left to do: the same again.
    Run again = runCommand(command + part + " --resume");
    CHECK(figures(again) == figures(whole));
    CHECK(splitLines(slurp(part)).size() == 6);
}

TEST_CASE("batch: --jsonl and --resume on a referee's batch give the verdicts and summary of one run",
          "[common][batch][e2e]") {
    TempDir dir;
    std::string full = dir.file("full.jsonl"), part = dir.file("part.jsonl");
    std::string command = Referee + " calculation --bot " + shellQuoted(Bot + " calculation --samples 0") +
        " --seeds 1-6 --jobs 2 --json --jsonl ";
    Run whole = runCommand(command + full);
    REQUIRE(whole.status == statusOwed(full));
    std::vector<std::string> lines = splitLines(slurp(full));
    REQUIRE(lines.size() == 6);
    std::vector<std::uint64_t> seeds = dealsIn(full, "seed");
    CHECK(std::set<std::uint64_t>(seeds.begin(), seeds.end()) == std::set<std::uint64_t>{1, 2, 3, 4, 5, 6});

    writeFile(part, lines[0] + "\n" + lines[1] + "\n" + lines[2].substr(0, 20));
    Run resumed = runCommand(command + part + " --resume");
    CHECK(resumed.status == whole.status);
    CHECK(figures(resumed) == figures(whole));
    // Every verdict line, in order, resumed or played.
    std::vector<std::string> a = whole.outLines(), b = resumed.outLines();
    a.pop_back(), b.pop_back();  // the JSON summaries, compared above
    CHECK(withoutTimes(a.empty() ? "" : a[0]) == withoutTimes(b.empty() ? "" : b[0]));
    CHECK(a.size() == b.size());
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i].rfind("first turn:", 0) != 0)
            CHECK(withoutTimes(a[i]) == withoutTimes(b[i]));  // that one names the slowest
    CHECK(splitLines(slurp(part)).size() == 6);
}

TEST_CASE("batch: a --jsonl file is never overwritten, and one that is not ours is one error line",
          "[common][batch][e2e]") {
    TempDir dir;
    std::string file = dir.file("kept.jsonl");
    writeFile(file, "something the user had\n");
    for (std::string command :
         {Bot + " calculation --bench 1-2 --samples 0", Bot + " --bench 1-2", Bot + " gallery --bench 1-2 --samples 0",
          Referee + " gallery --bot 'exit 0' --seeds 1-2", Referee + " freecell --bot 'exit 0' --deals 1-2"}) {
        INFO(command);
        Run r = runCommand(command + " --jsonl " + file);
        CHECK(r.status == 2);
        CHECK(r.errLines().size() == 1);
        CHECK(contains(r.err, file));
        CHECK(contains(r.err, "--resume"));
        CHECK(slurp(file) == "something the user had\n");
        // With --resume: the line is not a batch's, and the message says where.
        Run resumed = runCommand(command + " --jsonl " + file + " --resume");
        CHECK(resumed.status == 2);
        CHECK(resumed.errLines().size() == 1);
        CHECK(contains(resumed.err, file + ":1: "));
    }
    // A line of another batch, on line 2.
    std::string other = dir.file("other.jsonl");
    Run written = runCommand(Bot + " gallery --bench 1-1 --samples 0 --jsonl " + other);
    REQUIRE(written.status == statusOwed(other));
    writeFile(other, slurp(other) + slurp(other));
    Run r = runCommand(Referee + " gallery --bot 'exit 0' --seeds 1-2 --jsonl " + other + " --resume");
    CHECK(r.status == 2);
    CHECK(contains(r.err, other + ":1: a line of 'bot gallery --bench', not of this batch ('referee gallery')"));
    // A line of ours without a key it needs.
    std::string bad = dir.file("bad.jsonl");
    writeFile(bad, "{\"batch\":\"bot gallery --bench\",\"seed\":1,\"won\":true}\n");
    r = runCommand(Bot + " gallery --bench 1-2 --samples 0 --jsonl " + bad + " --resume");
    CHECK(r.status == 2);
    CHECK(r.errLines().size() == 1);
    CHECK(contains(r.err, bad + ":1: "));
    // An empty file is a fresh start.
    std::string empty = dir.file("empty.jsonl");
    writeFile(empty, "");
    Run fresh = runCommand(Bot + " gallery --bench 1-2 --samples 0 --jsonl " + empty);
    CHECK(fresh.status == statusOwed(empty));
    CHECK(splitLines(slurp(empty)).size() == 2);
}

TEST_CASE("batch: bad --shard, and the batch options without a batch, are one usage line", "[common][batch][e2e]") {
    for (std::string shard : {"0/3", "4/3", "3", "a/b", "1/0", "/", "1/2/3"})
        for (std::string command :
             {Bot + " --bench 1-3", Bot + " calculation --bench 1-3", Referee + " spider --bot 'exit 0' --seeds 1-3",
              Referee + " freecell --bot 'exit 0' --deals 1-3"}) {
            INFO(command << " --shard " << shard);
            Run r = runCommand(command + " --shard " + shard + " </dev/null");
            CHECK(r.status == 2);
            CHECK(contains(r.err, "--shard"));
            CHECK(r.out.empty());
        }
    for (std::string command :
         {Bot + " --deal 5 --shard 1/2", Bot + " calculation --solve --seed 3 --jsonl x.jsonl",
          Bot + " gallery --solve --seed 3 --resume --jsonl x.jsonl", Bot + " gallery --shard 1/2",
          Referee + " calculation --bot 'exit 0' --seed 3 --shard 1/2",
          Referee + " freecell --bot 'exit 0' --deal 3 --jsonl x.jsonl", Bot + " calculation --bench 1-3 --resume"}) {
        INFO(command);
        Run r = runCommand(command + " </dev/null");
        CHECK(r.status == 2);
        CHECK(r.out.empty());
    }
}

TEST_CASE("batch: the shards K/N of every batch cover its range exactly once", "[common][batch][e2e]") {
    if (test_support::releaseOnly()) return;
    struct Kind {
        std::string command, idKey;
    };
    const Kind kinds[] = {
        {Bot + " --bench 1-7 --time-ms 300", "deal"},  // the time to shorten: only the shards matter here
        {Bot + " calculation --bench 1-7 --samples 0", "seed"},
        {Bot + " calculation --solve --seeds 1-7 --time-ms 100", "seed"},
        {Bot + " gallery --bench 1-7 --samples 0", "seed"},
        {Bot + " gallery --solve --seeds 1-7 --time-ms 20 --table-bits 12", "seed"},
        {Referee + " freecell --bot 'exit 0' --deals 1-7", "deal"},
        {Referee + " spider --bot 'exit 0' --seeds 1-7", "seed"},
        {Referee + " calculation --bot 'exit 0' --seeds 1-7", "seed"},
        {Referee + " gallery --bot 'exit 0' --seeds 1-7", "seed"},
    };
    TempDir dir;
    for (const Kind& kind : kinds) {
        std::map<std::uint64_t, int> seen;
        for (int k = 1; k <= 3; ++k) {
            INFO(kind.command << " --shard " << k << "/3");
            std::string file = dir.file("shard" + std::to_string(k) + ".jsonl");
            std::remove(file.c_str());
            Run r = runCommand(kind.command + " --shard " + std::to_string(k) + "/3 --jsonl " + file + " </dev/null");
            // 0 or 1 as the shard's games went (a solve batch's records say
            // no "won"); not a usage error, not a crash (-1).
            CHECK((r.status == 0 || r.status == 1));
            for (std::uint64_t d : dealsIn(file, kind.idKey)) {
                CHECK(d % 3 == std::uint64_t(k - 1));
                ++seen[d];
            }
        }
        INFO(kind.command);
        CHECK(seen.size() == 7);
        for (const auto& [deal, times] : seen) {
            CHECK(deal >= 1);
            CHECK(deal <= 7);
            CHECK(times == 1);
        }
    }
}

TEST_CASE("batch: a progress line on a terminal's stderr, none on a pipe", "[common][batch][e2e]") {
    if (!haveProgram("command -v script")) {
        WARN("skipped: no `script` (util-linux) to give the batch a terminal");
        return;
    }
    const std::string commands[] = {Bot + " calculation --bench 1-3 --samples 5",
                                    Referee + " calculation --bot 'exit 0' --seeds 1-3"};
    const std::string progress[] = {"3/3 seeds, ", "3/3 games, 0 won (0.0%)"};
    for (int i = 0; i < 2; ++i) {
        INFO(commands[i]);
        Run tty = runCommand("script -qfec " + shellQuoted(commands[i]) + " /dev/null </dev/null");
        CHECK(contains(tty.out, progress[i]));
        CHECK(contains(tty.out, " left\033[K"));
        // The line is cleared before the summary.
        CHECK(tty.out.rfind("\r\033[K") > tty.out.rfind(" left\033[K"));
        Run pipe = runCommand(commands[i] + " </dev/null");
        CHECK(!contains(pipe.err, progress[i]));
        CHECK(pipe.err.empty());
        CHECK(!contains(pipe.out, "\033["));
    }
}

TEST_CASE("batch: tools/sweep over local workers prints the summary of one run", "[common][batch][e2e]") {
    if (test_support::releaseOnly()) return;
    if (!haveProgram("parallel --version | grep -q 'GNU parallel'")) {
        WARN("skipped: GNU parallel is not installed (apt-get install parallel)");
        return;
    }
    std::string sweep = std::string(SAMPLES_DIR) + "/../tools/sweep";
    TempDir dir;
    const std::string commands[] = {
        Bot + " calculation --bench 1-6 --samples 10 --json",
        Referee + " gallery --bot " + shellQuoted(Bot + " gallery --samples 0") + " --seeds 1-5 --json"};
    for (int i = 0; i < 2; ++i) {
        INFO(commands[i]);
        std::string out = dir.file("sweep" + std::to_string(i) + ".jsonl");
        Run swept =
            runCommand(shellQuoted(sweep) + " -S 2/: --shards 3 --out " + out + " -- " + commands[i] + " </dev/null");
        Run single = runCommand(commands[i] + " </dev/null");
        CHECK(swept.status == single.status);
        CHECK(figures(swept) == figures(single));
        CHECK(swept.outLines().size() == single.outLines().size());
        CHECK(splitLines(slurp(out)).size() == (i == 0 ? 6u : 5u));
        // The shards' files are gone once gathered.
        CHECK(slurp(dir.file("sweep" + std::to_string(i) + ".shard-1-of-3.jsonl")).empty());
    }
}

}  // namespace test_common_batch
