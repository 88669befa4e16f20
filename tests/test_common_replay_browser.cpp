// Replay pages in a real browser: headless Chromium opens pages the programs
// wrote, runs their script, and the board each shows (its #state, filled as
// it draws) is compared with the position the rules engine reaches here on
// its own. Hidden from the usual run ([.]): ctest runs them through
// tests/replay-browser.sh, which skips them, with a reason, without Chromium.
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "common/replay_page.hpp"
#include "games/freecell/freecell.hpp"
#include "games/spider/replay.hpp"
#include "games/spider/spider.hpp"
#include "replay_games.hpp"
#include "replay_support.hpp"
#include "support.hpp"

namespace test_common_replay_browser {

using namespace test_support;
using namespace replay_test;

namespace {

struct Shown {
    std::string state;
    std::string frame;    // the frame the page ended on
    std::string where;    // "move N of M" beside the buttons
    double readyMs = -1;  // from navigation to the first frame drawn
};

std::string attribute(const std::string& dom, const std::string& name) {
    std::size_t pre = dom.find("id=\"state\"");
    if (pre == std::string::npos) return "";
    std::size_t end = dom.find('>', pre), at = dom.rfind("<pre", pre);
    std::string tag = dom.substr(at, end - at);
    std::size_t a = tag.find(name + "=\"");
    if (a == std::string::npos) return "";
    a += name.size() + 2;
    return tag.substr(a, tag.find('"', a) - a);
}

// What the page at `path` shows once opened at `fragment`. --virtual-time-budget
// lets #play run to its end at once, in the browser's virtual time.
Shown show(const TempDir& dir, const std::string& path, const std::string& fragment) {
    REQUIRE_FALSE(chromium().empty());
    std::string url = "file://" + path + "#" + fragment;
    Run r = runCommand(
        "timeout 120 " + shellQuoted(chromium()) +
        " --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=" + shellQuoted(dir.file("profile")) +
        " --virtual-time-budget=1000000 --dump-dom " + shellQuoted(url));
    INFO("chromium on " << url << ": " << r.err);
    REQUIRE(r.status == 0);
    Shown s;
    s.state = elementText(r.out, "pre", "state");
    s.frame = attribute(r.out, "data-frame");
    s.where = elementText(r.out, "span", "where");
    std::string ready = attribute(r.out, "data-ready-ms");
    if (!ready.empty()) s.readyMs = std::stod(ready);
    return s;
}

}  // namespace

TEST_CASE("browser: referee freecell's page ends on the board the game ended on",
          "[.][common][replay_browser][freecell][e2e]") {
    if (!haveBrowser()) return;
    TempDir dir;
    // Four legal moves, then one the referee refuses: a board far from won.
    std::string bot = "read x; echo 53 8a 68 65 zz; cat >/dev/null";
    std::string page = dir.file("game.html");
    Run r = runCommand(std::string(REFEREE_PATH) + " freecell --deal 5 --bot " + shellQuoted(bot) + " --replay " +
                       shellQuoted(page));
    REQUIRE(r.status == 1);
    freecell::Board b = freecell::msDeal(5);
    CHECK(show(dir, page, "start").state == freecellState(b));
    freecell::autoplay(b, freecell::Autoplay::Safe);
    for (const char* m : {"53", "8a", "68", "65"})
        REQUIRE(freecell::apply(b, *freecell::parseMove(m), freecell::Autoplay::Safe));
    Shown end = show(dir, page, "end");
    CHECK(end.state == freecellState(b));
    CHECK_FALSE(end.frame.empty());
}

TEST_CASE("browser: a FreeCell-family game's page, two decks, ends on the board the game ended on",
          "[.][common][replay_browser][freecell][e2e]") {
    if (!haveBrowser()) return;
    using namespace freecell;
    TempDir dir;
    const Family& f = findFamilyGame("der_katzenschwanz")->rules;  // two decks, nine columns, eight cells
    FamilyBoard b;
    std::string why;
    REQUIRE(familyDeal(f, 4, b, why));
    std::string start = familyState(b, f), line;
    FamilyRules rules(f);
    for (int i = 0; i < 6; ++i) {  // each time the first legal move
        std::vector<FamilyMove> legal;
        rules.forEachMove(b, true, [&](FamilyMove m) { legal.push_back(m); });
        REQUIRE_FALSE(legal.empty());
        line += familyMoveName(b, legal[0]) + " ";
        rules.play(b, legal[0]);
    }
    std::string page = dir.file("family.html");
    Run r = runCommand(std::string(REFEREE_PATH) + " freecell -g der_katzenschwanz --deal 4 --bot " +
                       shellQuoted("read x; echo " + line + "zz; cat >/dev/null") + " --replay " + shellQuoted(page));
    INFO(r.out << r.err);
    REQUIRE(r.status == 1);
    CHECK(show(dir, page, "start").state == start);
    Shown end = show(dir, page, "end");
    CHECK(end.state == familyState(b, f));
    CHECK(end.frame == "6");
}

TEST_CASE("browser: bot --deal's page, played to its end and at a chosen move",
          "[.][common][replay_browser][freecell][e2e]") {
    if (!haveBrowser()) return;
    TempDir dir;
    std::string page = dir.file("deal5.html");
    Run r = runCommand(std::string(BOT_PATH) + " --deal 5 --first --replay " + shellQuoted(page));
    REQUIRE(r.status == 0);
    std::vector<freecell::Move> moves = parseLine(r.lastLine());
    freecell::Board dealt = freecell::msDeal(5), b = dealt;
    freecell::autoplay(b, freecell::Autoplay::Safe);
    int offset = b != dealt;  // the page shows the deal's own autoplay as a frame
    std::string afterTen;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        REQUIRE(freecell::apply(b, moves[i], freecell::Autoplay::Safe));
        if (i + 1 == 10) afterTen = freecellState(b);
    }
    REQUIRE(b.won());
    CHECK(show(dir, page, "frame=" + std::to_string(10 + offset)).state == afterTen);
    // #play steps through every frame with the play button's timer.
    Shown played = show(dir, page, "play");
    CHECK(played.state == freecellState(b));
    CHECK(played.frame == std::to_string(moves.size() + std::size_t(offset)));
    // The numbers shown are the moves', the deal's own autoplay not counted.
    REQUIRE(offset == 1);  // deal 5 starts with an autoplay: the case that needs it
    CHECK(played.where == "move " + std::to_string(moves.size()) + " of " + std::to_string(moves.size()));
}

TEST_CASE("browser: the Spider keeper's R page, back-up included", "[.][common][replay_browser][spider][e2e]") {
    if (!haveBrowser()) return;
    TempDir dir;
    spider::Game g = spider::newGame(7);
    std::string start = spiderState(g);
    std::vector<spider::Command> legal = spider::legalCommands(g);
    auto move = std::find_if(legal.begin(), legal.end(),
                             [](const spider::Command& c) { return c.kind == spider::Command::Move; });
    REQUIRE(move != legal.end());
    std::string input = "D\n-1\ny\n" + std::to_string(move->from + 1) + " " + std::to_string(move->to + 1) + " " +
        std::to_string(move->count) + "\nR game.html\n";
    Run keeper = runCommand("cd " + shellQuoted(dir.path) + " && printf '%s' " + shellQuoted(input) +
                            " | timeout 30 " REFEREE_PATH " spider --seed 7");
    REQUIRE(contains(keeper.out, "replay page written to game.html"));
    // The same commands on the engine here: a deal, backed up, then the move.
    g.deal();
    std::string dealt = spiderState(g);
    g.backUp();
    spider::apply(g, *move);
    std::string page = dir.file("game.html");
    CHECK(show(dir, page, "frame=1").state == dealt);
    CHECK(show(dir, page, "frame=2").state == start);  // the back-up
    CHECK(show(dir, page, "end").state == spiderState(g));
}

TEST_CASE("browser: a 300-move Spider page opens at once and ends right", "[.][common][replay_browser][spider][e2e]") {
    if (!haveBrowser()) return;
    TempDir dir;
    std::vector<spider::Game> positions = randomSpiderGame(11, 300);
    std::string page = dir.file("spider300.html"), error;
    REQUIRE(replay::writePage(page, spider::replayOf(positions.back(), "seed 11", ""), error));
    CHECK(slurp(page).size() < 1000000);
    Shown end = show(dir, page, "end");
    CHECK(end.state == spiderState(positions.back()));
    CHECK(end.frame == "300");
    INFO("opened and drawn in " << end.readyMs << " ms");
    CHECK(end.readyMs >= 0);
    CHECK(end.readyMs < 1000);
}

TEST_CASE("browser: keys, buttons and the move list step through the frames", "[.][common][replay_browser][e2e]") {
    if (!haveBrowser()) return;
    TempDir dir;
    std::vector<spider::Game> positions = randomSpiderGame(5, 12);
    std::string html = replay::page(spider::replayOf(positions.back(), "seed 5", ""));
    // A script of the test's, after the page's: presses keys, clicks, and
    // writes down the frame shown after each.
    const std::string presses = R"(<script>
var log=[];
function now(){return document.getElementById("state").getAttribute("data-frame");}
function key(k){document.dispatchEvent(new KeyboardEvent("keydown",{key:k,cancelable:true}));log.push(k+"="+now());}
key("ArrowRight");key("ArrowRight");key("ArrowLeft");key("End");key("ArrowRight");key("Home");key("ArrowLeft");key("ArrowDown");key("ArrowUp");
document.getElementById("last").click();log.push("last="+now());
document.getElementById("back").click();log.push("back="+now());
document.getElementById("moves").children[7].click();log.push("list7="+now());
key(" ");log.push("play:"+document.getElementById("play").textContent);
key(" ");log.push("pause:"+document.getElementById("play").textContent);
document.body.setAttribute("data-log",log.join(","));
</script></body>)";
    std::size_t body = html.rfind("</body>");
    REQUIRE(body != std::string::npos);
    html.replace(body, 7, presses);
    std::string page = dir.file("keys.html");
    {
        std::ofstream f(page, std::ios::binary);
        f << html;
    }
    Run r = runCommand("timeout 120 " + shellQuoted(chromium()) +
                       " --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=" +
                       shellQuoted(dir.file("profile")) + " --dump-dom " + shellQuoted("file://" + page));
    REQUIRE(r.status == 0);
    std::size_t at = r.out.find("data-log=\"");
    REQUIRE(at != std::string::npos);
    at += 10;
    CHECK(r.out.substr(at, r.out.find('"', at) - at) ==
          "ArrowRight=1,ArrowRight=2,ArrowLeft=1,End=12,ArrowRight=12,Home=0,ArrowLeft=0,ArrowDown=1,ArrowUp=0,"
          "last=12,back=11,list7=7, =7,play:Pause, =7,pause:Play");
}

}  // namespace test_common_replay_browser
