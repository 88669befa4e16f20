// `bot --help` and `referee --help` name every game; `bot GAME --help` lists its modes, and each mode its options.
#include "catch.hpp"
#include "support.hpp"

namespace test_common_help {

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

// Each game's modes (bot/<game>/cli.cpp's table): the name --help MODE
// takes, and an option that selects the mode ("" for the default mode).
struct ModeOf {
    const char* name;
    const char* option;
};
struct GameModeList {
    const char* game;
    std::vector<ModeOf> modes;
};
const std::vector<ModeOf> FairModes = {
    {"play", ""}, {"bench", "--bench"}, {"ab", "--ab"}, {"grade", "--grade"}, {"grade-check", "--grade-check"}};
std::vector<ModeOf> fairModesAnd(std::vector<ModeOf> more) {
    std::vector<ModeOf> all = FairModes;
    all.insert(all.end(), more.begin(), more.end());
    return all;
}
const GameModeList BotModes[] = {
    {"freecell",
     {{"play", ""},
      {"solve", "--solve"},
      {"solve", "--deal"},
      {"bench", "--bench"},
      {"replay", "--replay"},
      {"family", "-g"},
      {"family", "--game"}}},
    {"spider", fairModesAnd({{"solve", "--solve"}, {"analyse", "--analyse"}, {"losses", "--losses"}})},
    {"calculation", fairModesAnd({{"solve", "--solve"}})},
    {"gallery", fairModesAnd({{"solve", "--solve"}})},
};

Run bot(const std::string& arguments) { return runCommand(std::string(BOT_PATH " ") + arguments + " </dev/null"); }

}  // namespace

TEST_CASE("help: bot --help lists every game on one line, then the puzzle agent's options", "[common][help][e2e]") {
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

TEST_CASE("help: referee --help lists every game on one line, and each game's --help its options",
          "[common][help][e2e]") {
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

TEST_CASE("help: bot GAME --help lists every mode, in at most 25 lines", "[common][help][e2e]") {
    for (const GameModeList& g : BotModes) {
        INFO(g.game);
        Run r = bot(std::string(g.game) + " --help");
        CHECK(r.status == 0);
        CHECK(r.err.empty());
        CHECK(r.outLines().size() <= 25);
        for (const ModeOf& m : g.modes) {
            INFO(m.name);
            CHECK(listedLines(r.out, m.name) == 1);
            if (*m.option) CHECK(contains(r.out, m.option));
        }
    }
}

TEST_CASE("help: bot GAME --help MODE and bot GAME --MODE --help print the same help, starting with usage:",
          "[common][help][e2e]") {
    for (const GameModeList& g : BotModes) {
        std::string list = bot(std::string(g.game) + " --help").out;
        for (const ModeOf& m : g.modes) {
            INFO(g.game << " " << m.name << " " << m.option);
            Run named = bot(std::string(g.game) + " --help " + m.name);
            CHECK(named.status == 0);
            CHECK(named.err.empty());
            CHECK(named.out.rfind("usage: ", 0) == 0);
            CHECK(named.out != list);
            if (!*m.option) continue;
            Run selected = bot(std::string(g.game) + " " + m.option + " --help");
            CHECK(selected.status == 0);
            CHECK(selected.out == named.out);
        }
    }
}

TEST_CASE("help: bot GAME --help with an unknown mode lists the modes", "[common][help][e2e]") {
    for (const GameModeList& g : BotModes) {
        INFO(g.game);
        Run r = bot(std::string(g.game) + " --help nosuchmode");
        CHECK(r.status == 0);
        CHECK(r.out == bot(std::string(g.game) + " --help").out);
        for (const ModeOf& m : g.modes) CHECK(listedLines(r.out, m.name) == 1);
    }
}

}  // namespace test_common_help
