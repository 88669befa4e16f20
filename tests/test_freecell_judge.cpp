// `referee freecell` end to end: the real binary against fake bots written as
// shell commands, each checked for the verdict the online judge would give.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "common/json.hpp"
#include "games/freecell/freecell.hpp"
#include "support.hpp"

namespace test_freecell_judge {

using namespace test_support;

namespace {

const std::string Example = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b";

// Runs `referee freecell ARGS`; `timeout` only guards the test suite itself
// against a referee that hangs, which would be the bug under test.
Run runReferee(const std::string& args) { return runCommand("timeout 30 " REFEREE_PATH " freecell " + args); }

Run withBot(const std::string& bot, const std::string& more = "") {
    return runReferee("--bot " + shellQuoted(bot) + " " + more);
}

int lineCount(const std::string& s) { return int(std::count(s.begin(), s.end(), '\n')); }

freecell::Board startOf(std::uint32_t deal, freecell::Autoplay mode = freecell::Autoplay::Safe) {
    freecell::Board b = freecell::msDeal(deal);
    freecell::autoplay(b, mode);
    return b;
}

}  // namespace

TEST_CASE("referee: the statement's example wins deal 10913 under safe autoplay", "[freecell][judge][e2e]") {
    Run r = withBot("echo " + Example);
    CHECK(r.status == 0);
    CHECK(r.out.rfind("deal 10913: win in 1 turn, 19 moves (first turn ", 0) == 0);
    CHECK(lineCount(r.out) == 1);
}

TEST_CASE("referee: the example fails at move 12 with autoplay all, at move 4 with none", "[freecell][judge][e2e]") {
    Run all = withBot("echo " + Example, "--autoplay all");
    CHECK(all.status == 1);
    CHECK(contains(all.out, "deal 10913: illegal move on turn 1, move 12 \"4h\": "));
    Run none = withBot("echo " + Example, "--autoplay none");
    CHECK(none.status == 1);
    CHECK(contains(none.out, "deal 10913: illegal move on turn 1, move 4 \"72\": "));
}

TEST_CASE("referee: the project's bot wins under --autoplay none from a start with cards autoplay would move",
          "[freecell][judge][autoplay][e2e]") {
    // A deal with an ace or two on a cascade's top as dealt: a judge without
    // autoplay shows it there, and the bot must not plan as if it were home.
    std::uint32_t deal = 1;
    while (startOf(deal, freecell::Autoplay::None) == startOf(deal)) ++deal;
    Run r = runReferee("--deal " + std::to_string(deal) + " --autoplay none --bot " + shellQuoted(BOT_PATH));
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(contains(r.out, "deal " + std::to_string(deal) + ": win in "));
}

TEST_CASE("referee: a win part-way through a line ignores the rest", "[freecell][judge][e2e]") {
    Run r = withBot("echo " + Example + " 12 zz");
    CHECK(r.status == 0);
    CHECK(contains(r.out, "win in 1 turn, 19 moves, 2 trailing moves ignored"));
}

TEST_CASE("referee: an illegal move names the turn, its place on the line and why", "[freecell][judge][e2e]") {
    freecell::Board b = startOf(10913);
    freecell::Check c = freecell::check(b, *freecell::parseMove("27"));
    REQUIRE(!c);
    REQUIRE(!c.why.empty());
    Run r = withBot("echo 26 27");  // 26 is legal, then 27 is checked on the board after it
    freecell::apply(b, *freecell::parseMove("26"), freecell::Autoplay::Safe);
    std::string why = freecell::check(b, *freecell::parseMove("27")).why;
    CHECK(r.status == 1);
    CHECK(r.out == "deal 10913: illegal move on turn 1, move 2 \"27\": " + why + "\n");
}

TEST_CASE("referee: a word that is not a move is an illegal move", "[freecell][judge][e2e]") {
    Run r = withBot("echo 26 9x");
    CHECK(r.status == 1);
    CHECK(contains(r.out, "illegal move on turn 1, move 2 \"9x\": not a move"));
}

TEST_CASE("referee: an empty line, a bot that exits, a bot that crashes", "[freecell][judge][e2e]") {
    Run empty = withBot("echo");
    CHECK(empty.status == 1);
    CHECK(empty.out == "deal 10913: bot printed nothing on turn 1\n");

    Run quits = withBot("true");  // exits without reading: must not kill the referee with SIGPIPE
    CHECK(quits.status == 1);
    CHECK(quits.out == "deal 10913: bot exited on turn 1 (exit status 0)\n");

    Run fails = withBot("exit 3");
    CHECK(fails.out == "deal 10913: bot exited on turn 1 (exit status 3)\n");

    Run later = withBot("echo 26; exit 4");
    CHECK(later.out == "deal 10913: bot exited on turn 2 (exit status 4)\n");

    Run killed = withBot("kill -KILL $$");
    CHECK(contains(killed.out, "bot exited on turn 1 (killed by signal 9"));
}

TEST_CASE("referee: a silent bot gets the time limit, on time", "[freecell][judge][e2e]") {
    // The bot outlives runReferee's `timeout 30`: a referee that waited for it
    // would be killed there (status 124, no verdict). The verdict shows it
    // stopped on its own limit, whatever the machine's load, and not early.
    Run r = withBot("sleep 300", "--first-turn-ms 200");
    CHECK(r.status == 1);
    CHECK(contains(r.out, "deal 10913: time limit on turn 1: no answer after "));
    CHECK(contains(r.out, "(limit 200 ms)"));
    CHECK(waitedMs(r.out) >= 200);
}

TEST_CASE("referee: a bot that answers too late", "[freecell][judge][e2e]") {
    Run first = withBot("sleep 0.5; echo 26", "--first-turn-ms 150");
    // How long the referee waited depends on the machine's load; the limit does not.
    CHECK(contains(first.out, "time limit on turn 1: no answer after "));
    CHECK(contains(first.out, "(limit 150 ms)"));
    CHECK(waitedMs(first.out) >= 150);

    // The later turns have their own, shorter limit.
    Run second = withBot("read x; echo 26; sleep 0.5; echo 76", "--turn-ms 100");
    CHECK(second.status == 1);
    CHECK(contains(second.out, "time limit on turn 2: no answer after "));
    CHECK(contains(second.out, "(limit 100 ms)"));
    CHECK(waitedMs(second.out) >= 100);
}

TEST_CASE("referee: a bot flooding its output without a newline", "[freecell][judge][e2e]") {
    Run r = withBot("yes 26 | tr -d '\\n'", "--first-turn-ms 3000");
    CHECK(r.status == 1);
    // The output cap ended it, not the 3 s limit (that verdict would be "time limit").
    CHECK(contains(r.out, "output too long on turn 1"));
}

TEST_CASE("referee: turn limit, and the bot's whole process group dies with the game", "[freecell][judge][e2e]") {
    // A child of the bot's waits for `go`, which the test writes only once the
    // referee has returned, then leaves a marker: only a child the referee
    // left alive can. (It waited a second before, which a slow referee on a
    // busy machine could outlast.)
    TempDir tmp;
    std::string go = tmp.file("go"), marker = tmp.file("still-alive");
    Run r = withBot("(while [ ! -e " + shellQuoted(go) + " ]; do sleep 0.02; done; touch " + shellQuoted(marker) +
                        ") & echo 26; sleep 30",
                    "--max-turns 1");
    CHECK(r.status == 1);
    freecell::Board after = startOf(10913);
    freecell::apply(after, *freecell::parseMove("26"), freecell::Autoplay::Safe);
    CHECK(r.out ==
          "deal 10913: turn limit: not won after 1 turn (" + std::to_string(after.cardsHome()) + "/52 cards home)\n");
    std::ofstream(go) << "go\n";
    // A live child polls every 20 ms: a second is 50 of its polls. Load can
    // only hide a live child (a wrong pass), never make a dead one write.
    for (int i = 0; i < 50 && access(marker.c_str(), F_OK) != 0; ++i) usleep(20'000);
    CHECK(access(marker.c_str(), F_OK) != 0);
}

TEST_CASE("referee: the first turn's input is exactly the statement's 14 lines", "[freecell][judge][e2e]") {
    TempDir tmp;
    std::string turn1 = tmp.file("turn1"), turn2 = tmp.file("turn2");
    Run r =
        withBot("head -n 14 > " + shellQuoted(turn1) + "; echo 26; head -n 14 > " + shellQuoted(turn2) + "; sleep 30",
                "--turn-ms 300");
    CHECK(contains(r.out, "time limit on turn 2"));

    freecell::Board b = startOf(10913);
    std::string expected = freecell::turnInput(b, freecell::legalMoves(b));
    CHECK(lineCount(expected) == 14);
    CHECK(slurp(turn1) == expected);
    // The second input shows the move played, autoplay included.
    freecell::apply(b, *freecell::parseMove("26"), freecell::Autoplay::Safe);
    CHECK(slurp(turn2) == freecell::turnInput(b, freecell::legalMoves(b)));
}

TEST_CASE("referee: --board plays a file, a bad file is one line naming the line", "[freecell][judge][e2e]") {
    TempDir tmp;
    std::string good = tmp.file("good.txt"), bad = tmp.file("bad.txt");
    std::string text = freecell::toFcSolve(freecell::msDeal(10913));
    std::ofstream(good) << text;
    Run won = withBot("echo " + Example, "--board " + shellQuoted(good));
    CHECK(won.status == 0);
    CHECK(contains(won.out, "board " + good + ": win in 1 turn, 19 moves"));

    // Line 3 is the first cascade: its first card replaced by the second cascade's first.
    auto lines = freecell::numberLines(text);
    std::string second = freecell::words(lines[3].text)[1];
    std::string first = freecell::words(lines[2].text)[1];
    std::string broken = text;
    broken.replace(broken.find(": " + first), 2 + first.size(), ": " + second);
    std::ofstream(bad) << broken;
    Run r = runReferee("--bot true --board " + shellQuoted(bad));
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(lineCount(r.err) == 1);
    CHECK(r.err.rfind("referee: " + bad + ": line 4: card " + second + " appears twice", 0) == 0);

    Run missing = runReferee("--bot true --board " + shellQuoted(tmp.file("none.txt")));
    CHECK(missing.status == 2);
    CHECK(lineCount(missing.err) == 1);
}

TEST_CASE("referee: bad deal numbers and options", "[freecell][judge][e2e]") {
    for (const char* deal : {"0", "-3", "x", "2147483648", "12abc"}) {
        Run r = runReferee(std::string("--bot true --deal ") + shellQuoted(deal));
        CHECK(r.status == 2);
        CHECK(lineCount(r.err) == 1);
        CHECK(contains(r.err, "--deal wants a number from 1 to 2147483647, got '" + std::string(deal) + "'"));
    }
    // The batch takes a list of deals, and refuses a range that runs backwards.
    for (const char* deals : {"0-3", "5-3", "1-10,x"}) {
        Run r = runReferee(std::string("--bot true --deals ") + deals);
        INFO(deals);
        CHECK(r.status == 2);
        CHECK(lineCount(r.err) == 1);
        CHECK(contains(r.err, "--deals"));
    }
    // A flag given a value is refused, not taken as the flag.
    Run flagValue = runReferee("--bot true --deal 5 --json=yes");
    CHECK(flagValue.status == 2);
    CHECK(contains(flagValue.err, "--json takes no value"));
    Run unknown = runReferee("--bot true --frobnicate");
    CHECK(unknown.status == 2);
    CHECK(lineCount(unknown.err) == 1);
    CHECK(contains(unknown.err, "--frobnicate"));
    CHECK(contains(unknown.err, "--help"));

    Run noValue = runReferee("--bot true --turn-ms");
    CHECK(noValue.status == 2);
    CHECK(contains(noValue.err, "needs a value"));
    // A board that is not one: one line, never an abort or the memory eaten.
    for (const char* file : {"/dev/zero", "/"}) {
        Run r = runReferee(std::string("--bot true --board ") + file);
        INFO(file);
        CHECK(r.status == 2);
        CHECK(lineCount(r.err) == 1);
        CHECK(contains(r.err, file + std::string(": ")));
    }
    // An unset variable in a script (--board "$F") is refused, not taken for "not given".
    for (const char* empty : {"--board ''", "--bot ''", "--board="}) {
        Run r = runReferee(std::string("--deal 5 ") + empty);
        INFO(empty);
        CHECK(r.status == 2);
        CHECK(lineCount(r.err) == 1);
        CHECK(contains(r.err, "got an empty one"));
    }

    Run help = runReferee("--help");
    CHECK(help.status == 0);
    CHECK(contains(help.out, "--deals"));
    CHECK(contains(help.out, "--autoplay"));
}

TEST_CASE("referee: --print-deal prints the deal in fc-solve format", "[freecell][judge][e2e]") {
    Run r = runReferee("--print-deal 1");
    CHECK(r.status == 0);
    CHECK(r.out == freecell::toFcSolve(freecell::msDeal(1)));
    CHECK(contains(r.out, ": JD KD 2S 4C 3S 6D 6S\n"));  // make-microsoft-freecell-board -t 1, first column
}

TEST_CASE("referee: --json ends a single game with one JSON object", "[freecell][judge][e2e]") {
    Run r = withBot("echo " + Example, "--json");
    CHECK(r.status == 0);
    auto j = referee::json::parse(r.lastLine());
    CHECK(j["games"].number == 1);
    CHECK(j["wins"].number == 1);
    CHECK(j["failures"].type == referee::json::Value::Array);
    CHECK(j["failures"].size() == 0);
    REQUIRE(j["results"].size() == 1);
    CHECK(j["results"].array[0]["deal"].number == 10913);
    CHECK(j["results"].array[0]["moves"].number == 19);
    CHECK(j["results"].array[0]["verdict"].string == "win");
}

TEST_CASE("referee: a batch plays every deal in parallel and reports them in order", "[freecell][judge][e2e]") {
    Run r = withBot("echo " + Example, "--deals 10912-10914 --jobs 2 --json");
    CHECK(r.status == 1);
    std::vector<std::string> got = r.outLines();
    REQUIRE(got.size() >= 5);
    CHECK(got[0].rfind("deal 10912: illegal move on turn 1, move 1 \"26\"", 0) == 0);
    CHECK(got[1].rfind("deal 10913: win in 1 turn, 19 moves", 0) == 0);
    CHECK(got[2].rfind("deal 10914: illegal move on turn 1, move 1 \"26\"", 0) == 0);
    CHECK(got[3] == "3 games: 1 won, 2 lost (illegal move 2)");

    auto j = referee::json::parse(r.lastLine());
    CHECK(j["games"].number == 3);
    CHECK(j["wins"].number == 1);
    CHECK(j["losses"]["illegal move"].number == 2);
    REQUIRE(j["failures"].size() == 2);
    CHECK(j["failures"].array[0]["deal"].number == 10912);
    CHECK(j["failures"].array[1]["deal"].number == 10914);
    CHECK(j["failures"].array[1]["verdict"].string == "illegal move");
    CHECK(contains(j["failures"].array[1]["detail"].string, "move 1 \"26\""));
}

TEST_CASE("referee: a batch of losing bots, and of bots too slow for their limit", "[freecell][judge][e2e]") {
    Run quits = withBot("true", "--deals 1-3 --jobs 2");
    CHECK(quits.status == 1);
    CHECK(contains(quits.out,
                   "deal 1: bot exited on turn 1 (exit status 0)\ndeal 2: bot exited on turn 1 (exit status 0)\n"
                   "deal 3: bot exited on turn 1 (exit status 0)\n3 games: 0 won, 3 lost (bot exited 3)\n"));

    // The bots outlive runReferee's `timeout 30`: the verdicts show each game
    // was stopped on its limit (see "a silent bot gets the time limit").
    Run slow = withBot("echo Hello >&2; sleep 300", "--deals 1-4 --jobs 4 --first-turn-ms 200");
    CHECK(slow.status == 1);
    CHECK(contains(slow.out, "4 games: 0 won, 4 lost (time limit 4)"));
    CHECK(slow.err.empty());  // a batch keeps the bots' stderr away unless --bot-stderr
}

TEST_CASE("referee: --show draws the board with labels and suits, coloured only when asked", "[freecell][judge][e2e]") {
    Run plain = withBot("echo " + Example, "--show --color never");
    CHECK(plain.status == 0);
    CHECK(contains(plain.out, "   a     b     c     d     \u2663     \u2666     \u2665     \u2660\n"));
    CHECK(contains(plain.out, "   1     2     3     4     5     6     7     8\n"));
    CHECK(contains(plain.out, "turn 1"));
    CHECK(contains(plain.out, "26 76 72"));
    CHECK(!contains(plain.out, "\033["));
    CHECK(contains(plain.lastLine(), "deal 10913: win in 1 turn"));

    Run color = withBot("echo " + Example, "--show --color always");
    CHECK(contains(color.out, "\033[31"));  // red suits
}

}  // namespace test_freecell_judge
