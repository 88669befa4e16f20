// A written replay page read back frame by frame, each frame in full: its
// piles, move, note and highlights, so a test can compare what a program
// wrote with what the engine computes. (replay_support.hpp reads the data.)
#pragma once

#include "catch.hpp"

#include <string>
#include <vector>

#include "common/json.hpp"
#include "common/replay.hpp"
#include "common/replay_page.hpp"
#include "replay_support.hpp"

namespace test_support {

struct PageFrame {
    std::vector<std::string> piles;  // each pile as the page's card codes ("Ah2h##")
    std::string move, note;
    std::vector<int> from, to;
};

struct PageData {
    std::string game, title, verdict;
    std::size_t piles = 0;  // in the layout
    std::vector<PageFrame> frames;
};

// The page's data script parsed, each frame in full (a pile the page writes
// as 0, unchanged, is the previous frame's).
inline PageData readPage(const std::string& html) {
    patience::json::Value data = replay_test::pageData(html);
    PageData out;
    out.game = data["game"].string;
    out.title = data["title"].string;
    out.verdict = data["verdict"].string;
    out.piles = data["layout"].size();
    std::vector<std::string> previous(out.piles);
    for (const auto& f : data["frames"].array) {
        PageFrame frame;
        REQUIRE(f.size() == 7u);
        REQUIRE(f.array[0].size() == out.piles);
        for (std::size_t p = 0; p < out.piles; ++p)
            frame.piles.push_back(f.array[0].array[p].type == patience::json::Value::String ? f.array[0].array[p].string
                                                                                            : previous[p]);
        previous = frame.piles;
        frame.move = f.array[1].string;
        frame.note = f.array[2].string;
        for (const auto& i : f.array[3].array) frame.from.push_back(int(i.number));
        for (const auto& i : f.array[4].array) frame.to.push_back(int(i.number));
        out.frames.push_back(frame);
    }
    return out;
}

// A frame's piles as the page writes them.
inline std::vector<std::string> pileCodes(const replay::Frame& f) {
    std::vector<std::string> out;
    for (const auto& pile : f.piles) out.push_back(replay::page_detail::pileCode(pile));
    return out;
}

// One file that needs nothing else: no script, style, image or font fetched.
inline bool selfContained(const std::string& html) {
    // (The SVG's xmlns names a namespace, it fetches nothing.)
    for (const char* outside : {"src=", "<link", "href=\"http", "url(http", "@import"})
        if (html.find(outside) != std::string::npos) return false;
    return true;
}

}  // namespace test_support
