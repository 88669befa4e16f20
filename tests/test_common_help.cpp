// `bot --help` and `referee --help` name every game; each game's --help gives its options.
#include "catch.hpp"
#include "support.hpp"

using namespace test_support;

namespace {

const char* const BotGames[] = {"freecell", "calculation", "gallery"};
const char* const RefereeGames[] = {"freecell", "spider", "calculation", "gallery"};

// The lines of `text` that start with two blanks and then `word`.
int listedLines(const std::string& text, const std::string& word) {
    int n = 0;
    for (const auto& l : splitLines(text))
        if (l.rfind("  " + word + " ", 0) == 0) ++n;
    return n;
}

}  // namespace

TEST_CASE("help: bot --help lists every game on one line, then the puzzle agent's options", "[common][help]") {
    Run r = runCommand(BOT_PATH " --help </dev/null");
    CHECK(r.status == 0);
    for (const char* g : BotGames) {
        INFO(g);
        CHECK(listedLines(r.out, g) == 1);
        Run own = runCommand(std::string(BOT_PATH " ") + g + " --help </dev/null");
        CHECK(own.status == 0);
        CHECK(contains(own.out, "--"));
        CHECK(own.err.empty());
    }
    CHECK(contains(r.out, "--solve"));
}

TEST_CASE("help: referee --help lists every game on one line, and each game's --help its options", "[common][help]") {
    Run r = runCommand(REFEREE_PATH " --help");
    CHECK(r.status == 0);
    for (const char* g : RefereeGames) {
        INFO(g);
        CHECK(listedLines(r.out, g) == 1);
        Run own = runCommand(std::string(REFEREE_PATH " ") + g + " --help </dev/null");
        CHECK(own.status == 0);
        CHECK(contains(own.out, "--bot"));
    }
}
