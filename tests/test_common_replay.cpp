// The replay page writer (common/replay_page.hpp) without a browser: one file,
// text escaped, one entry per pile a frame, face-down cards as backs, bad
// paths. Each game's frames: test_<game>_replay.cpp; pages in Chromium:
// test_common_replay_browser.cpp.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "common/replay_page.hpp"
#include "replay_support.hpp"
#include "support.hpp"

namespace test_common_replay {

using namespace test_support;
using namespace replay_test;

namespace {

// Three piles, three frames; pile 2 never changes.
replay::Replay smallReplay() {
    replay::Replay r;
    r.game = "Test";
    r.title = "a <b> & \"c\" </script><script>alert(1)</script>";
    r.verdict = "won </script>";
    r.layout = {{"one", 0, 0, replay::Fan::Down},
                {"two & <three>", 1.1, 0, replay::Fan::Right},
                {"four", 2.2, 0, replay::Fan::Squared}};
    replay::Frame f;
    f.piles = {{{1, 'h'}, {13, 's', false}}, {}, {{10, 'd'}}};
    f.panel = {"score 1"};
    r.frames.push_back(f);
    f.piles[1].push_back(f.piles[0].back());
    f.piles[0].pop_back();
    f.move = "1 2";
    f.note = "</script> note";
    f.from = {0};
    f.to = {1};
    f.marks = {"", "+3", ""};
    r.frames.push_back(f);
    f.piles[0].clear();
    f.move = "x";
    r.frames.push_back(f);
    return r;
}

}  // namespace

TEST_CASE("replay page: one file, nothing fetched, text escaped", "[common][replay]") {
    std::string html = replay::page(smallReplay());
    CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
    // Only the page's own two scripts end a <script>: the data cannot.
    CHECK(count(html, "</script>") == 2);
    CHECK_FALSE(contains(html, "alert(1)</script>"));
    CHECK(contains(html, "<h1>Test — a &lt;b&gt; &amp; &quot;c&quot; &lt;/script&gt;"));
    // No network: no links, no sources, no URL but SVG's namespace name.
    CHECK_FALSE(contains(html, "<link"));
    CHECK_FALSE(contains(html, " src="));
    CHECK(count(html, "http") == count(html, "http://www.w3.org/2000/svg"));
    CHECK(contains(html, "name=\"viewport\""));
    // The keys, the fragment and the state a browser test reads.
    for (const char* part : {"\"ArrowLeft\"", "\"ArrowRight\"", "\"Home\"", "\"End\"", "k===\" \"", "h===\"end\"",
                             "frame=", "id=\"state\""})
        CHECK(contains(html, part));
}

TEST_CASE("replay page: the data holds every frame, one entry per pile", "[common][replay]") {
    replay::Replay r = smallReplay();
    patience::json::Value data = pageData(replay::page(r));
    CHECK(data["title"].string == r.title);
    CHECK(data["verdict"].string == "won </script>");
    REQUIRE(data["layout"].size() == 3);
    CHECK(data["layout"].array[1].array[0].string == "two & <three>");
    const auto& frames = data["frames"].array;
    REQUIRE(frames.size() == r.frames.size());
    for (const auto& f : frames) {
        REQUIRE(f.size() == 7);
        CHECK(f.array[0].size() == r.layout.size());
    }
    // Two characters a card, "##" face down; a pile as before is 0.
    CHECK(frames[0].array[0].array[0].string == "Ah##");
    CHECK(frames[1].array[0].array[0].string == "Ah");
    CHECK(frames[1].array[0].array[1].string == "##");
    CHECK(frames[1].array[0].array[2].type == patience::json::Value::Number);  // "four" unchanged
    CHECK(frames[2].array[0].array[1].type == patience::json::Value::Number);
    CHECK(frames[1].array[1].string == "1 2");
    CHECK(frames[1].array[2].string == "</script> note");
    CHECK(frames[1].array[5].array[1].string == "+3");
    CHECK(frames[2].array[6].type == patience::json::Value::Number);  // the panel as before
}

TEST_CASE("replay page: face-down cards reach the page as backs only", "[common][replay]") {
    replay::Replay r = smallReplay();  // the King of spades is face down
    CHECK(replay::stateText(r, 0) == "one: Ah ##\ntwo & <three>:\nfour: Td");
    CHECK_FALSE(contains(replay::page(r), "Ks"));
    r.frames[0].piles[0][1].faceUp = true;
    CHECK(replay::stateText(r, 0) == "one: Ah Ks\ntwo & <three>:\nfour: Td");
}

TEST_CASE("replay page: a bad path or a malformed replay is one line naming the file", "[common][replay]") {
    TempDir dir;
    std::string error;
    CHECK_FALSE(replay::writePage(dir.file("no/such/dir/x.html"), smallReplay(), error));
    CHECK(contains(error, dir.file("no/such/dir/x.html")));
    CHECK(contains(error, "No such file or directory"));
    CHECK(error.find('\n') == std::string::npos);
    CHECK_FALSE(replay::writePage(dir.path, smallReplay(), error));  // a directory
    CHECK(contains(error, dir.path));

    replay::Replay r = smallReplay();
    r.frames[1].piles.pop_back();
    CHECK_FALSE(replay::writePage(dir.file("x.html"), r, error));
    CHECK(error == "replay page " + dir.file("x.html") + ": frame 1 has 2 piles, the layout 3");
    r = smallReplay();
    r.frames[2].to = {3};
    CHECK_FALSE(replay::writePage(dir.file("x.html"), r, error));
    CHECK(contains(error, "frame 2 highlights no pile 3"));
    CHECK_FALSE(replay::writePage(dir.file("x.html"), replay::Replay{}, error));

    REQUIRE(replay::writePage(dir.file("x.html"), smallReplay(), error));
    CHECK(slurp(dir.file("x.html")) == replay::page(smallReplay()));
}

}  // namespace test_common_replay
