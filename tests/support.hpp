// Helpers shared by the test files: sample files, text lines, move lines, and
// running a real program. Kept here once so the copies cannot drift apart.
#pragma once

#include "catch.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "common/json.hpp"
#include "games/freecell/freecell.hpp"

namespace test_support {

// --- Slow tests under the sanitizers ----------------------------------------

#if defined(__SANITIZE_ADDRESS__)
constexpr bool SanitizerBuild = true;
#else
constexpr bool SanitizerBuild = false;
#endif

// How many cases a slow loop runs: all of them in the Release build, a
// quarter in the sanitizer build (ten to twenty times slower), whose point
// is memory and undefined behaviour, not coverage: both suites run in CI.
inline int casesFor(int all) { return SanitizerBuild ? (all + 3) / 4 : all; }

// A case that checks how a batch is driven (shards, tools/sweep's gathering,
// a summary's keys) from outside, by the programs' output: the Release suite
// runs it; under the sanitizers it would only run the same programs again,
// ten times slower, that other cases there already run (35 s of the suite).
inline bool releaseOnly() {
    if (SanitizerBuild) SUCCEED("Release only: batch plumbing, run by the Release suite");
    return SanitizerBuild;
}

// --- Files -----------------------------------------------------------------

// The whole file, or "" if it cannot be read (callers that need it check).
inline std::string slurp(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A file under samples/freecell/, for tests that hand the path to a program.
inline std::string samplePath(const std::string& name) { return std::string(SAMPLES_DIR) + "/freecell/" + name; }

// A sample's text; a missing sample fails the test rather than reading as "".
inline std::string readSample(const std::string& name) {
    std::string path = samplePath(name);
    std::ifstream in(path, std::ios::binary);
    INFO("sample file " << path);
    REQUIRE(in.good());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// --- Text ------------------------------------------------------------------

// The lines of `text`, without their '\n'; nothing else is trimmed.
inline std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The view a game's parseTurn (games/<game>/view.hpp) reads back from a turn
// text, as a bot would: the test fails if it reads none.
template <class Parse>
auto readTurn(const std::string& text, Parse parseTurn) {
    std::istringstream in(text);
    int line = 0;
    auto view = parseTurn(in, line);
    REQUIRE(view);
    return *view;
}

// --- Moves -----------------------------------------------------------------

// The moves of one answer line; every word must be a move.
inline std::vector<freecell::Move> parseLine(const std::string& line) {
    std::vector<freecell::Move> moves;
    for (const auto& w : freecell::words(line)) {
        auto m = freecell::parseMove(w);
        INFO("word '" << w << "' of line '" << line << "'");
        REQUIRE(m);
        moves.push_back(*m);
    }
    return moves;
}

// Moves in the puzzle's notation, one space apart: the inverse of parseLine.
inline std::string moveList(const std::vector<freecell::Move>& moves) {
    std::string s;
    for (std::size_t i = 0; i < moves.size(); ++i) s += (i ? " " : "") + freecell::moveName(moves[i]);
    return s;
}

// --- Processes -------------------------------------------------------------

// One word for /bin/sh, whatever it holds. (Not named `quoted`: ADL would find
// std::quoted for a std::string argument and prefer it.)
inline std::string shellQuoted(const std::string& s) {
    std::string out = "'";
    for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// A scratch directory, removed at the end of the test.
struct TempDir {
    std::string path;
    TempDir() {
        char tmpl[] = "/tmp/patience-test.XXXXXX";
        REQUIRE(mkdtemp(tmpl) != nullptr);
        path = tmpl;
    }
    ~TempDir() { std::system(("rm -rf " + shellQuoted(path)).c_str()); }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    std::string file(const std::string& name) const { return path + "/" + name; }
};

// What a command printed, how it exited (-1 if not normally) and how long it took.
struct Run {
    std::string out, err;
    int status = -1;
    double seconds = 0;
    std::vector<std::string> outLines() const { return splitLines(out); }
    std::vector<std::string> errLines() const { return splitLines(err); }
    // The last line of stdout, trailing newlines aside: e.g. a closing JSON summary.
    std::string lastLine() const {
        std::string t = out;
        while (!t.empty() && t.back() == '\n') t.pop_back();
        return t.substr(t.rfind('\n') == std::string::npos ? 0 : t.rfind('\n') + 1);
    }
};

// Runs `command` under /bin/sh. Its stderr goes to a scratch file, so a program
// that fills stderr cannot block while stdout is read through the pipe.
inline Run runCommand(const std::string& command) {
    TempDir tmp;
    std::string cmd = command + " 2>" + shellQuoted(tmp.file("err"));
    auto t0 = std::chrono::steady_clock::now();
    FILE* p = popen(cmd.c_str(), "r");
    REQUIRE(p != nullptr);
    Run r;
    char buf[4096];
    for (std::size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) r.out.append(buf, n);
    int st = pclose(p);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    r.err = slurp(tmp.file("err"));
    return r;
}

// The records a batch wrote with --jsonl FILE, one JSON object a line.
// Runs `command` in `dir` with `input` on its stdin (through a file): a
// keeper played by a script, as a person would type.
inline Run runWithInput(const TempDir& dir, const std::string& command, const std::string& input) {
    static int n = 0;
    std::string in = dir.file("input" + std::to_string(++n));
    {
        std::ofstream f(in, std::ios::binary);
        f << input;
    }
    return runCommand("cd " + shellQuoted(dir.path) + " && " + command + " <" + shellQuoted(in));
}

// The lines of `r`'s output that ring the bell: a keeper's refusals.
inline std::vector<std::string> bells(const Run& r) {
    std::vector<std::string> out;
    for (const auto& l : r.outLines())
        if (contains(l, "\a")) out.push_back(l);
    return out;
}

inline std::vector<patience::json::Value> jsonlRecords(const std::string& file) {
    std::vector<patience::json::Value> records;
    for (const auto& line : splitLines(slurp(file))) records.push_back(patience::json::parse(line));
    return records;
}

// The exit status a batch of games owes the records it wrote: 1 if one was
// not won, else 0.
inline int statusOwed(const std::string& jsonlFile) {
    for (const auto& r : jsonlRecords(jsonlFile))
        if (!r["won"].boolean) return 1;
    return 0;
}

// How long a judge says it waited before its time limit verdict ("no answer
// after N ms"); -1 without one. Timing checks use it as a lower bound only:
// a judge may be late on a busy machine, never early.
inline double waitedMs(const std::string& verdicts) {
    const std::string before = "no answer after ";
    std::size_t at = verdicts.find(before);
    return at == std::string::npos ? -1 : std::atof(verdicts.c_str() + at + before.size());
}

// The verdicts referee/common's turn loop gives in every game, checked on
// seed 1 of a judge run by `withBot(bot, options)` (under a `timeout` shorter
// than 300 s): an empty answer, silence past the turn limit, an exit.
template <class WithBot>
void checkTurnLoopVerdicts(WithBot withBot) {
    Run blank = withBot("echo", "--seed 1");
    CHECK(contains(blank.out, "seed 1: bot printed nothing on turn 1"));
    // On time without the wall clock: the bot outlives withBot's timeout, so a
    // judge that waited for it would be killed (no verdict, status 124); the
    // verdict says the judge stopped on its own limit, and not before it.
    Run silent = withBot("sleep 300", "--seed 1 --turn-ms 200");
    CHECK(silent.status == 1);
    CHECK(contains(silent.out, "seed 1: time limit on turn 1"));
    CHECK(waitedMs(silent.out) >= 200);
    Run gone = withBot("exit 3", "--seed 1");
    CHECK(contains(gone.out, "seed 1: bot exited on turn 1 (exit status 3)"));
}

}  // namespace test_support
