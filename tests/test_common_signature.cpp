// The bench signature (`bot bench`, bot/common/signature.hpp): every solver
// and fair bot on a fixed small set, one number an engine. The numbers are
// pinned here. A refactor keeps them; a change to a search changes its
// engine's number, and the commit that makes it updates the number below
// and says why.
#include "catch.hpp"

#include <map>
#include <sstream>

#include "support.hpp"

namespace test_common_signature {

using namespace test_support;

namespace {

// The engines' numbers: change one only with a change of behaviour, on purpose.
const std::map<std::string, std::string> Pinned = {
    {"freecell solver", "3319044622"},     {"freecell shortening", "1455923497"}, {"spider solver", "1270076529"},
    {"spider fair bot", "2516234409"},     {"spider analyser", "2038727083"},     {"calculation solver", "3632861923"},
    {"calculation fair bot", "786045303"}, {"gallery solver", "2474545489"},      {"gallery fair bot", "3478421973"},
    {"signature", "3980911216"},
};

// "spider fair bot   3369064771   120 answers   0.90 s": the name (words
// up to the first number) and the number after it.
std::pair<std::string, std::string> nameAndNumber(const std::string& line) {
    std::istringstream words(line);
    std::string name, w;
    while (words >> w && w.find_first_not_of("0123456789") != std::string::npos) name += (name.empty() ? "" : " ") + w;
    return {name, w};
}

}  // namespace

TEST_CASE("bot bench: every engine's signature is the pinned one", "[common][signature][e2e]") {
    if (SanitizerBuild) {
        // The Release suite pins the numbers; under the sanitizers the same run takes about a minute.
        SUCCEED("skipped under the sanitizers");
        return;
    }
    Run r = runCommand(std::string(BOT_PATH) + " bench");
    REQUIRE(r.status == 0);
    std::map<std::string, std::string> got;
    for (const std::string& line : r.outLines()) got.insert(nameAndNumber(line));
    for (const auto& [engine, number] : Pinned) {
        INFO(
            "engine '"
            << engine
            << "': a different number is a change of behaviour; if it is meant, pin the new one and say so in the commit");
        CHECK(got[engine] == number);
    }
    CHECK(got.size() == Pinned.size());
}

TEST_CASE("bot bench: --help, and anything else refused with one line", "[common][signature][e2e]") {
    Run help = runCommand(std::string(BOT_PATH) + " bench --help");
    CHECK(help.status == 0);
    CHECK(contains(help.out, "usage: bot bench"));
    Run bad = runCommand(std::string(BOT_PATH) + " bench 1-10");
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
    CHECK(contains(bad.err, "bot bench: takes no options, got '1-10'"));
}

}  // namespace test_common_signature
