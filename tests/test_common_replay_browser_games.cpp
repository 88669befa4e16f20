// Calculation's and the gallery's replay pages in a real browser, as
// test_common_replay_browser.cpp opens FreeCell's and Spider's: headless Chromium
// runs the page's script, and the board it shows (#state) and its panel are
// compared with the positions the rules engine reaches here by itself.
// Hidden from the usual run ([.]): ctest's replay.browser runs them through
// tests/replay-browser.sh, which skips them, with a reason, without Chromium.
#include "catch.hpp"

#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"
#include "games/calculation/replay.hpp"
#include "common/replay_page.hpp"
#include "games/gallery/gallery.hpp"
#include "games/gallery/replay.hpp"
#include "replay_support.hpp"
#include "support.hpp"

namespace test_common_replay_browser_games {

using namespace test_support;
using namespace replay_test;

namespace {

// A bot that answers the first line each turn lists: the engine here can then
// play the same game (turnText lists the legal moves in the engine's order).
const char* FirstListedBot =
    "while IFS= read -r line; do case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=;"
    " while [ $i -lt $n ]; do IFS= read -r c; [ -z \"$pick\" ] && pick=$c; i=$((i+1)); done; echo \"$pick\";; esac; done";

struct Shown {
    std::string state, panel;
};

Shown show(const TempDir& dir, const std::string& page, const std::string& fragment) {
    REQUIRE_FALSE(chromium().empty());
    std::string dom = openInBrowser(page, fragment, dir.file("profile"));
    return {elementText(dom, "pre", "state"), elementText(dom, "pre", "panel")};
}

// A line of #state: "w1: 3d Kh".
std::string stateLine(const std::string& label, const std::vector<patience::Card>& cards) {
    std::string s = label + ":";
    for (patience::Card c : cards)
        s += " " +
            replay::page_detail::cardCode({patience::rankOf(c), patience::SuitLetters[patience::suitOf(c)], true});
    return s;
}

}  // namespace

TEST_CASE("browser: referee calculation's page shows the engine's positions",
          "[.][common][replay_browser][calculation][e2e]") {
    if (!haveBrowser()) return;
    TempDir dir;
    std::string page = dir.file("calculation.html");
    Run r = runCommand("timeout 60 " REFEREE_PATH " calculation --bot " + shellQuoted(FirstListedBot) +
                       " --seed 2 --rules classic --max-turns 200 --replay " + shellQuoted(page));
    INFO(r.out << r.err);
    REQUIRE(r.status == 1);
    calculation::Game g = calculation::newGame(2, calculation::RuleSet::Classic), start = g;
    std::vector<calculation::Move> moves;
    std::string afterTen;
    while (!g.lost() && !g.legalMoves().empty() && moves.size() < 200) {
        moves.push_back(g.legalMoves()[0]);
        g.play(moves.back());
        if (moves.size() == 10) afterTen = stateLine("w1", g.waste[0]);
    }
    replay::Replay expected = calculation::replayOf(start, moves, "", "");
    Shown at10 = show(dir, page, "frame=10");
    CHECK(at10.state == replay::stateText(expected, 10));
    CHECK(contains(at10.state, afterTen));
    Shown end = show(dir, page, "end");
    CHECK(end.state == replay::stateText(expected, moves.size()));
    for (int w = 0; w < calculation::Wastes; ++w)
        CHECK(contains(end.state, stateLine("w" + std::to_string(w + 1), g.waste[std::size_t(w)])));
    CHECK(contains(
        end.panel,
        std::to_string(g.count[0] + g.count[1] + g.count[2] + g.count[3]) + " of 52 cards on the foundations"));
    CHECK(contains(end.panel, "the deck is out"));
}

TEST_CASE("browser: referee gallery's page shows the engine's positions and the evaluation squares",
          "[.][common][replay_browser][gallery][e2e]") {
    if (!haveBrowser()) return;
    TempDir dir;
    std::string page = dir.file("gallery.html");
    Run r = runCommand("timeout 60 " REFEREE_PATH " gallery --bot " + shellQuoted(FirstListedBot) +
                       " --seed 4 --replay " + shellQuoted(page));
    INFO(r.out << r.err);
    REQUIRE(r.status == 1);
    gallery::Game g = gallery::newGame(4), start = g;
    std::vector<gallery::ReplayStep> steps;
    while (!g.won() && !gallery::legalActions(g).empty()) {
        steps.push_back({gallery::legalActions(g)[0], ""});
        gallery::playAction(g, steps.back().action);
    }
    replay::Replay expected = gallery::replayOf(start, steps, "", "");
    Shown first = show(dir, page, "start");
    CHECK(first.state == replay::stateText(expected, 0));
    Shown end = show(dir, page, "end");
    CHECK(end.state == replay::stateText(expected, steps.size()));
    for (int p = 0; p < gallery::Piles; ++p)
        CHECK(contains(end.state, stateLine("pile " + std::to_string(p + 1), g.piles[std::size_t(p)])));
    // The squares: the computer's 20 plays of the start against the bot's score.
    gallery::Evaluation e = gallery::evaluate(start, 20, 4);
    std::string letters;
    for (int s : e.scores) letters += gallery::replaySquare(gallery::compare(s, g.score())).letter;
    CHECK(contains(end.panel, "score " + std::to_string(g.score()) + " ("));
    CHECK(contains(
        end.panel,
        "the computer played this deal's start 20 times, against the score here (" + std::to_string(g.score()) + ")"));
    std::string shownLetters;
    std::size_t squares = end.panel.find("):\n");
    REQUIRE(squares != std::string::npos);
    bool inTag = false;  // each square is a coloured <span>, then its letter
    for (std::size_t i = squares + 3; i < end.panel.size() && end.panel[i] != '\n'; ++i) {
        char c = end.panel[i];
        if (c == '<' || c == '>')
            inTag = c == '<';
        else if (!inTag && c >= 'a' && c <= 'z')
            shownLetters += c;
    }
    CHECK(contains(end.panel, "<span style=\"color:"));  // drawn as coloured boxes, not left to an emoji font
    CHECK(shownLetters == letters);
}

}  // namespace test_common_replay_browser_games
