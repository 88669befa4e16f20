// The one option reader (common/options.hpp): --name value and --name=value,
// flags, -h, empty values, whole numbers, and lists of seeds or deals.
#include "catch.hpp"

#include <sstream>
#include <string>
#include <vector>

#include "common/options.hpp"

namespace test_common_options {

using patience::OptionReader;
using patience::UsageError;

namespace {

OptionReader words(std::vector<std::string> w) { return OptionReader(std::move(w)); }

// The message of the UsageError `f` throws, or "" if it throws none.
template <class F>
std::string errorOf(F f) {
    try {
        f();
    } catch (const UsageError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("options: --name value and --name=value read alike", "[common][options]") {
    for (auto w :
         {std::vector<std::string>{"--jobs", "4", "--bot", "a b"}, std::vector<std::string>{"--jobs=4", "--bot=a b"}}) {
        OptionReader args = words(w);
        REQUIRE(args.more());
        CHECK(args.option() == "--jobs");
        CHECK(args.integer(1, 8) == 4);
        CHECK(args.option() == "--bot");
        CHECK(args.value() == "a b");
        CHECK_FALSE(args.more());
    }
    // Only the first '=' splits: a value may hold more.
    OptionReader eq = words({"--bot=x=y"});
    eq.option();
    CHECK(eq.value() == "x=y");
}

TEST_CASE("options: argv[0] is skipped, -h is --help", "[common][options]") {
    std::string w0 = "bot", w1 = "-h";
    char* argv[] = {w0.data(), w1.data()};
    OptionReader args(2, argv);
    CHECK(args.option() == "--help");
    CHECK_FALSE(args.more());
    CHECK(patience::asksHelp(2, argv));
    CHECK_FALSE(patience::asksHelp(1, argv));
}

TEST_CASE("options: a flag given a value, a missing or empty value, a stray word", "[common][options]") {
    CHECK(errorOf([] {
              auto a = words({"--json=yes"});
              while (a.more()) a.option();
          }) == "--json takes no value");
    CHECK(errorOf([] {
              auto a = words({"--json=yes", "--jobs", "2"});
              a.option();
              a.option();
          }) == "--json takes no value");
    CHECK(errorOf([] {
              auto a = words({"--deal"});
              a.option();
              a.value();
          }) == "--deal needs a value");
    CHECK(errorOf([] {
              auto a = words({"--board="});
              a.option();
              a.value();
          }) == "--board needs a value, got an empty one");
    CHECK(errorOf([] {
              auto a = words({"--board", ""});
              a.option();
              a.value();
          }) == "--board needs a value, got an empty one");
    CHECK(errorOf([] { words({"7"}).option(); }) == "unexpected argument '7'");
    CHECK(errorOf([] { words({"-x"}).option(); }) == "unexpected argument '-x'");
    auto a = words({"--frob"});
    a.option();
    CHECK(std::string(a.unknown().what()) == "unknown option '--frob'");
    CHECK(a.unknown().showHint);
}

TEST_CASE("options: whole numbers in a range", "[common][options]") {
    CHECK(patience::wholeNumber("--jobs", "256", 1, 256) == 256);
    CHECK(patience::wholeNumber("--w", "-12", -100, 100) == -12);
    CHECK(patience::wholeNumber("--w", "0", -100, 100) == 0);
    for (std::string bad : {"0", "257", "", "3x", "+3", " 3", "-1", "99999999999999999999"})
        CHECK(errorOf([&] { patience::wholeNumber("--jobs", bad, 1, 256); }) ==
              "--jobs wants a number from 1 to 256, got '" + bad + "'");
    CHECK_FALSE(errorOf([] { patience::wholeNumber("--w", "-101", -100, 100); }).empty());
}

TEST_CASE("options: an optional value (--solve [FILE|-])", "[common][options]") {
    auto a = words({"--solve", "--time-ms", "5"});
    a.option();
    CHECK_FALSE(a.optionalValue());
    CHECK(a.option() == "--time-ms");
    auto b = words({"--solve", "-"});
    b.option();
    CHECK(b.optionalValue() == std::string("-"));
    auto c = words({"--solve=board.txt"});
    c.option();
    CHECK(c.optionalValue() == std::string("board.txt"));
    auto d = words({"--solve", "board.txt"});
    d.option();
    CHECK(d.optionalValue() == std::string("board.txt"));
    CHECK_FALSE(d.more());
    auto e = words({"--solve"});
    e.option();
    CHECK_FALSE(e.optionalValue());
}

TEST_CASE("options: seed and deal lists", "[common][options]") {
    auto list = [](const std::string& text, std::uint64_t max = 1000) {
        auto a = words({"--seeds", text});
        a.option();
        return a.numbers(0, 1000, max);
    };
    using V = std::vector<std::uint64_t>;
    CHECK(list("7") == V{7});
    CHECK(list("1-4") == V{1, 2, 3, 4});
    CHECK(list("1-3,20,30-32") == V{1, 2, 3, 20, 30, 31, 32});
    CHECK(list("5-5") == V{5});
    CHECK(list("0") == V{0});
    CHECK(list("9,3") == V{9, 3});  // the order given
    CHECK(errorOf([&] { list("9-3"); }) == "--seeds: the range '9-3' runs backwards");
    CHECK(errorOf([&] { list("1-10", 9); }) == "--seeds: at most 9 deals at a time, got 10");
    CHECK(errorOf([&] { list("1-5,6-10", 9); }) == "--seeds: at most 9 deals at a time, got 10");
    CHECK(list("1-5,6-9", 9).size() == 9);
    CHECK(errorOf([&] { list(""); }) == "--seeds needs a value, got an empty one");
    for (std::string bad : {"x", "1-", "-3", "1--3", "1,,2", "1,", "1-1001", "2 "})
        CHECK(errorOf([&] { list(bad); }).rfind("--seeds wants numbers from 0 to 1000", 0) == 0);
    auto a = words({"--bench", "1-10,20"});
    a.option();
    auto ranges = a.ranges(1, 100);
    REQUIRE(ranges.size() == 2);
    CHECK(patience::numberCount(ranges) == 11);
}

TEST_CASE("options: a list's label for summaries", "[common][options]") {
    using V = std::vector<std::uint64_t>;
    CHECK(patience::listLabel(V{}) == "");
    CHECK(patience::listLabel(V{7}) == "7");
    CHECK(patience::listLabel(V{1, 2, 3}) == "1-3");
    CHECK(patience::listLabel(V{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20}) == "1-10,20");
    CHECK(patience::listLabel(V{1, 2, 20, 30, 31, 32}) == "1-2,20,30-32");
    CHECK(patience::listLabel(V{9, 3}) == "9,3");
    // Ranges as written, joined where they meet, never expanded.
    using R = std::vector<patience::NumberRange>;
    CHECK(patience::rangesLabel(R{{1, 5}, {6, 10}, {20, 20}}) == "1-10,20");
    CHECK(patience::rangesLabel(R{{1, 2000000000}}) == "1-2000000000");
}

TEST_CASE("options: a usage error is one line, with the hint where it helps", "[common][options]") {
    std::ostringstream err;
    auto* old = std::cerr.rdbuf(err.rdbuf());
    int status = patience::reportUsageError(UsageError("--jobs needs a value"), "bot", "bot --help");
    patience::reportUsageError(UsageError("deal.txt: cannot be opened", false), "bot", "bot --help");
    std::cerr.rdbuf(old);
    CHECK(status == 2);
    CHECK(err.str() == "bot: --jobs needs a value (see: bot --help)\nbot: deal.txt: cannot be opened\n");
}

}  // namespace test_common_options
