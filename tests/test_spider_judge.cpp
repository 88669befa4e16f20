// `referee spider --bot` end to end: the real binary against bots written as
// shell scripts, each checked for what it was told and the verdict it got.
#include "catch.hpp"

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "common/json.hpp"
#include "games/spider/spider.hpp"
#include "games/spider/protocol.hpp"
#include "support.hpp"

namespace test_spider_judge {

using namespace test_support;
namespace sp = spider;

namespace {

Run runSpider(const std::string& args) { return runCommand("timeout 60 " REFEREE_PATH " spider " + args); }

Run withBot(const std::string& bot, const std::string& more = "") {
    return runSpider("--bot " + shellQuoted(bot) + " " + more);
}

// A bot that reads each turn, appends it to `log` (if given) and answers the
// first listed command ("first") or the last ("last").
std::string listBot(const std::string& which, const std::string& log = "/dev/null") {
    return "while IFS= read -r line; do echo \"$line\" >> " + shellQuoted(log) +
        "; case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=;"
        " while [ $i -lt $n ]; do IFS= read -r c; echo \"$c\" >> " +
        shellQuoted(log) + "; if [ " + (which == "first" ? "-z \"$pick\"" : "1 = 1") +
        " ]; then pick=$c; fi; i=$((i+1)); done;"
        " echo \"$pick\";; esac; done";
}

}  // namespace

TEST_CASE("spider bot: the first turn shows what a player sees, and every legal command", "[spider][judge][e2e]") {
    TempDir tmp;
    std::string log = tmp.file("turns");
    Run r = withBot(listBot("first", log), "--seed 7 --max-turns 1");
    CHECK(r.status == 1);
    CHECK(contains(r.out, "seed 7: turn limit: not won after 1 turn (0/8 suits removed)"));

    sp::Game g = sp::newGame(7);
    auto lines = splitLines(slurp(log));
    REQUIRE(lines.size() >= 15u);
    CHECK(lines[0] == "turn 1");
    CHECK(lines[1] == "deals 5");
    CHECK(lines[2] == "removed 0");
    CHECK(lines[3] == "suits 4");
    for (int c = 0; c < sp::Columns; ++c) {
        // Only the face-down count and the one face-up card: never a hidden card.
        std::string expected = "column " + std::to_string(c + 1) + " " + (c < 4 ? "5" : "4") + " " +
            sp::cardName(g.columns[std::size_t(c)].up[0]);
        CHECK(lines[std::size_t(4 + c)] == expected);
    }
    REQUIRE(lines[14].compare(0, 6, "moves ") == 0);
    std::size_t k = std::stoul(lines[14].substr(6));
    REQUIRE(lines.size() == 15 + k);

    // The list is exactly the legal commands the engine knows, each once.
    std::set<std::string> listed(lines.begin() + 15, lines.end());
    CHECK(listed.size() == k);
    std::set<std::string> legal;
    for (int from = 0; from < sp::Columns; ++from)
        for (int to = 0; to < sp::Columns; ++to)
            for (int n = 1; n <= 13; ++n)
                if (g.whyNotMove(from, to, n).empty())
                    legal.insert(std::to_string(from + 1) + " " + std::to_string(to + 1) + " " + std::to_string(n));
    legal.insert("D");
    CHECK(listed == legal);
    CHECK(slurp(log) == sp::turnText(g, 1, sp::legalCommands(g)));
}

TEST_CASE("spider bot: the turn text of a later position: spaces, runs, removable suits", "[spider][judge]") {
    sp::Game g;
    for (int c = 0; c < sp::Columns; ++c) g.columns[std::size_t(c)].up = {sp::makeCard(13, 0)};
    g.columns[0].down = {sp::makeCard(5, 1), sp::makeCard(6, 1)};
    g.columns[0].up = {sp::makeCard(9, 2), sp::makeCard(8, 2)};
    g.columns[1].up.clear();  // a space
    g.columns[2].up.clear();
    for (int r = 13; r >= 1; --r) g.columns[2].up.push_back(sp::makeCard(r, 3));
    auto legal = sp::legalCommands(g);
    std::string text = sp::turnText(g, 12, legal);
    CHECK(contains(
        text,
        "turn 12\ndeals 0\nremoved 0\nsuits 4\ncolumn 1 2 9h 8h\ncolumn 2 0\ncolumn 3 0 Ks Qs Js 10s 9s 8s 7s 6s 5s 4s 3s 2s As\n"));
    // Into the space every count; no D (a space, and no hand); "3" removes the spades.
    CHECK(contains(text, "\n1 2 1\n1 2 2\n"));
    CHECK(contains(text, "\n3 2 13\n"));
    CHECK(!contains(text, "\nD\n"));
    CHECK(text.substr(text.size() - 3) == "\n3\n");
}

TEST_CASE("spider bot: illegal commands and empty lines end the game with the reason", "[spider][judge][e2e]") {
    Run same = withBot("echo '1 1'", "--seed 1");
    CHECK(same.status == 1);
    CHECK(same.out == "seed 1: illegal command on turn 1 \"1 1\": a column cannot move onto itself\n");

    Run far = withBot("echo '11 2'", "--seed 1");
    CHECK(far.out == "seed 1: illegal command on turn 1 \"11 2\": columns are numbered 1 to 10\n");

    Run word = withBot("echo 'Q'", "--seed 1");
    CHECK(contains(word.out, "illegal command on turn 1 \"Q\": not a command"));

    Run back = withBot("echo '-1'", "--seed 1");
    CHECK(back.out == "seed 1: illegal command on turn 1 \"-1\": backing up is not allowed in a bot game\n");

    Run remove = withBot("echo 3", "--seed 1");
    CHECK(remove.out == "seed 1: illegal command on turn 1 \"3\": column 3 has no King-to-Ace run at its bottom\n");

    // Seed 1 shows Js on column 1 and 10d on column 2: "2 1" is legal, "1 2" is not.
    Run wrong = withBot("echo '1 2'", "--seed 1 --max-turns 1");
    CHECK(wrong.out == "seed 1: illegal command on turn 1 \"1 2\": Js does not go on 10d\n");
    Run right = withBot("echo '2 1'; sleep 5", "--seed 1 --max-turns 1");
    CHECK(right.out == "seed 1: turn limit: not won after 1 turn (0/8 suits removed)\n");

    // Six deals: the sixth is refused.
    Run deals = withBot("yes D", "--seed 4");
    CHECK(deals.out == "seed 4: illegal command on turn 6 \"D\": no deals are left\n");

    Run empty = withBot("echo", "--seed 1");
    CHECK(empty.status == 1);
    CHECK(empty.out == "seed 1: bot printed nothing on turn 1\n");

    Run quits = withBot("true", "--seed 1");
    CHECK(quits.out == "seed 1: bot exited on turn 1 (exit status 0)\n");
}

TEST_CASE("spider bot: a silent bot hits the time limit on time", "[spider][judge][e2e]") {
    // The bot outlives runSpider's `timeout 60`: the verdict shows the judge
    // stopped on its own limit, not early, whatever the machine's load.
    Run r = withBot("sleep 300", "--seed 2 --turn-ms 200");
    CHECK(r.status == 1);
    CHECK(contains(r.out, "seed 2: time limit on turn 1: no answer after "));
    CHECK(contains(r.out, "(limit 200 ms)"));
    CHECK(waitedMs(r.out) >= 200);
}

TEST_CASE("spider bot: a bot playing the first listed command gets a verdict", "[spider][judge][e2e]") {
    Run r = withBot(listBot("first"), "--seed 5 --max-turns 300 --json");
    CHECK(r.status == 1);
    auto lines = r.outLines();
    REQUIRE(lines.size() == 2u);
    bool ended = contains(lines[0], "seed 5: turn limit: not won after 300 turns") ||
        contains(lines[0], "seed 5: no legal move left");
    CHECK(ended);
    auto j = referee::json::parse(lines[1]);
    CHECK(j["games"].number == 1);
    CHECK(j["wins"].number == 0);
    CHECK(j["results"].array[0]["seed"].number == 5);
}

TEST_CASE("spider bot: a batch over --seeds, with a JSON summary last", "[spider][judge][e2e]") {
    Run r = withBot(listBot("last"), "--seeds 1-3 --jobs 2 --max-turns 50 --json --suits 1");
    CHECK(r.status == 1);
    auto lines = r.outLines();
    REQUIRE(lines.size() >= 4u);
    CHECK(lines[0].compare(0, 8, "seed 1: ") == 0);
    CHECK(lines[1].compare(0, 8, "seed 2: ") == 0);
    CHECK(lines[2].compare(0, 8, "seed 3: ") == 0);
    CHECK(contains(r.out, "3 games: 0 won, 3 lost"));
    auto j = referee::json::parse(r.lastLine());
    CHECK(j["games"].number == 3);
    CHECK(j["wins"].number == 0);
    CHECK(j["failures"].size() == 3u);
    CHECK(j["settings"]["suits"].number == 1);
    CHECK(j["results"].size() == 3u);
}

TEST_CASE("spider bot: bad options", "[spider][judge][e2e]") {
    Run noBot = runSpider("--bot '' --seed 1");
    CHECK(noBot.status == 2);
    Run badSeed = withBot("true", "--seed x");
    CHECK(badSeed.status == 2);
    CHECK(contains(badSeed.err, "--seed wants a number from 0 to 9223372036854775807, got 'x'"));
    Run backwards = withBot("true", "--seeds 1-3,9-7");
    CHECK(backwards.status == 2);
    CHECK(contains(backwards.err, "--seeds: the range '9-7' runs backwards"));
    Run both = withBot("true", "--seed 1 --seeds 1-2");
    CHECK(both.status == 2);
    Run badRule = withBot("true", "--suits 3");
    CHECK(badRule.status == 2);
    CHECK(contains(badRule.err, "--suits wants 1, 2 or 4"));
    Run help = runSpider("--bot x --help");
    CHECK(help.status == 0);
    CHECK(contains(help.out, "--turn-ms"));
    CHECK(contains(help.out, "--suits"));
}

TEST_CASE("spider bot: --load plays a position file, removing the eighth suit wins", "[spider][judge][e2e]") {
    TempDir tmp;
    // Seven suits removed; the hearts from King to Ace are all that is left.
    std::string file = tmp.file("last-suit.txt");
    std::ofstream(file) << "0 0\ngfedcba`_^]\\[" << std::string(20, ',') << "\n";
    Run win = withBot(listBot("last"), "--load " + shellQuoted(file) + " --json");
    CHECK(win.status == 0);
    auto lines = win.outLines();
    REQUIRE(lines.size() == 2u);
    CHECK(lines[0] == "file " + file + ": win in 1 turn" + lines[0].substr(lines[0].find(" (first turn")));
    auto j = referee::json::parse(lines[1]);
    CHECK(j["wins"].number == 1);
    CHECK(j["results"].array[0]["file"].string == file);

    Run notYet = withBot("echo '1 2 1'; sleep 5", "--load " + shellQuoted(file) + " --max-turns 1");
    CHECK(notYet.out == "file " + file + ": turn limit: not won after 1 turn (7/8 suits removed)\n");

    std::string bad = tmp.file("bad.txt");
    std::ofstream(bad) << "0 0\ngfedcba`_^]\\[" << std::string(19, ',') << "\n";
    Run refused = withBot("true", "--load " + shellQuoted(bad));
    CHECK(refused.status == 2);
    CHECK(contains(refused.err, bad + ": line 2: expected 21 comma-separated fields"));
    CHECK(refused.out.empty());
}

}  // namespace test_spider_judge
