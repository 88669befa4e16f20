// Helpers for the replay page tests: the page's data read back, and the page
// opened in headless Chromium to read what it shows (its hidden #state).
// Any game's replay test may use them.
#pragma once

#include "catch.hpp"

#include <cstdlib>
#include <string>
#include <vector>

#include "common/json.hpp"
#include "support.hpp"

namespace replay_test {

using test_support::contains;
using test_support::runCommand;
using test_support::shellQuoted;

// The JSON a page keeps its frames in.
inline patience::json::Value pageData(const std::string& html) {
    const std::string open = "<script id=\"data\" type=\"application/json\">";
    std::size_t a = html.find(open);
    REQUIRE(a != std::string::npos);
    a += open.size();
    std::size_t b = html.find("</script>", a);
    REQUIRE(b != std::string::npos);
    return patience::json::parse(html.substr(a, b - a));
}

// Frame `n` of a page's data as its #state would show it, read back here from
// the data alone (a pile written 0 is as in the frame before).
inline std::string dataState(const patience::json::Value& data, std::size_t n) {
    const auto& layout = data["layout"].array;
    const auto& frames = data["frames"].array;
    REQUIRE(n < frames.size());
    std::vector<std::string> piles(layout.size());
    for (std::size_t f = 0; f <= n; ++f)
        for (std::size_t p = 0; p < layout.size(); ++p)
            if (frames[f].array[0].array[p].type == patience::json::Value::String)
                piles[p] = frames[f].array[0].array[p].string;
    std::string s;
    for (std::size_t p = 0; p < layout.size(); ++p) {
        s += (p ? "\n" : "") + layout[p].array[0].string + ":";
        for (std::size_t i = 0; i + 1 < piles[p].size(); i += 2) s += " " + piles[p].substr(i, 2);
    }
    return s;
}

// The text inside the first <tag ... id="ID" ...>...</tag>, with &amp; &lt;
// &gt; &quot; undone; "" if there is none.
inline std::string elementText(const std::string& html, const std::string& tag, const std::string& id) {
    std::size_t at = html.find("id=\"" + id + "\"");
    if (at == std::string::npos) return "";
    std::size_t start = html.rfind("<" + tag, at), open = html.find('>', at);
    std::size_t close = html.find("</" + tag + ">", open);
    if (start == std::string::npos || open == std::string::npos || close == std::string::npos) return "";
    std::string raw = html.substr(open + 1, close - open - 1), out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] != '&') {
            out += raw[i];
            continue;
        }
        std::size_t semi = raw.find(';', i);
        std::string entity = raw.substr(i, semi - i + 1);
        out += entity == "&amp;" ? "&"
            : entity == "&lt;"   ? "<"
            : entity == "&gt;"   ? ">"
            : entity == "&quot;" ? "\""
                                 : entity;
        i = semi;
    }
    return out;
}

// How many times `part` occurs in `s`.
inline int count(const std::string& s, const std::string& part) {
    int n = 0;
    for (std::size_t i = s.find(part); i != std::string::npos; i = s.find(part, i + 1)) ++n;
    return n;
}

// The browser the build's tests/replay-browser.sh found (CHROMIUM in the
// environment); "" when none, and the browser tests are then skipped.
inline std::string chromium() {
    const char* c = std::getenv("CHROMIUM");
    return c ? c : "";
}

// Each browser case starts with it. The cases carry their game's tag, so a
// run of "[freecell]" includes them: without a browser (CHROMIUM unset) they
// say so in a warning and end there, where ctest's replay.browser reports the
// whole set skipped (tests/replay-browser.sh, exit 77) and sets CHROMIUM
// whenever there is one.
inline bool haveBrowser() {
    if (!chromium().empty()) return true;
    WARN("no browser: CHROMIUM is unset (tests/replay-browser.sh sets it), so this case checks nothing");
    return false;
}

// What a page shows at `fragment` ("end", "frame=12") once its script has
// run: the browser's DOM after loading, from --dump-dom.
inline std::string openInBrowser(const std::string& page, const std::string& fragment, const std::string& profileDir) {
    std::string url = "file://" + page + (fragment.empty() ? "" : "#" + fragment);
    // A profile of its own: tests and people may run Chromium at the same time.
    test_support::Run r =
        runCommand("timeout 120 " + shellQuoted(chromium()) +
                   " --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=" + shellQuoted(profileDir) +
                   " --dump-dom " + shellQuoted(url));
    INFO("chromium's stderr: " << r.err);
    REQUIRE(r.status == 0);
    return r.out;
}

}  // namespace replay_test
