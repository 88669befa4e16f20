// bot/spider/key_set.hpp, the Spider analyser's set of position keys: each
// key numbered in the order it came, the same number for an equal key, never
// one entry for two keys that differ (a proof of impossibility must not merge
// positions), through the table's growth; checked against std::map.
#include "catch.hpp"

#include <cstddef>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "bot/spider/key_set.hpp"

namespace test_spider_analyser_keys {

using spider::bot::KeySet;

namespace {

// insert() that returns (number, added).
std::pair<std::size_t, bool> put(KeySet& keys, std::string_view k) {
    bool added = false;
    std::size_t n = keys.insert(k, added);
    return {n, added};
}

}  // namespace

TEST_CASE("key set: keys numbered in the order they came, an equal key finds its number", "[spider][analyser][keys]") {
    KeySet keys;
    CHECK(keys.size() == 0);
    CHECK(put(keys, "alpha") == std::make_pair(std::size_t(0), true));
    CHECK(put(keys, "beta") == std::make_pair(std::size_t(1), true));
    CHECK(put(keys, "alpha") == std::make_pair(std::size_t(0), false));
    CHECK(put(keys, std::string("be") + "ta") == std::make_pair(std::size_t(1), false));  // equal bytes, other storage
    CHECK(keys.size() == 2);
    CHECK(keys.key(0) == "alpha");
    CHECK(keys.key(1) == "beta");
}

TEST_CASE("key set: keys that differ only in length, in a zero byte or in their last byte are apart",
          "[spider][analyser][keys]") {
    // Keys are bytes, not C strings: zero bytes count, and a key's length is
    // part of it (a zero-padded key is another key).
    const std::vector<std::string> distinct = {
        "",
        std::string(1, '\0'),
        std::string(2, '\0'),
        std::string(8, '\0'),
        std::string(9, '\0'),
        "abcdefgh",                                      // exactly one 8-byte word
        std::string("abcdefgh") + std::string(8, '\0'),  // the same word, then a zero word
        "abcdefgi",                                      // last byte of the word
        "abcdefghijklmnop",
        "abcdefghijklmnoq",   // last byte of the second word
        "abcdefghijklmnopq",  // one byte of tail
        std::string("a\0b", 3),
        std::string("a\0c", 3),
    };
    KeySet keys;
    for (std::size_t i = 0; i < distinct.size(); ++i) {
        INFO("key " << i);
        CHECK(put(keys, distinct[i]) == std::make_pair(i, true));
    }
    for (std::size_t i = 0; i < distinct.size(); ++i) {
        INFO("key " << i);
        CHECK(put(keys, distinct[i]) == std::make_pair(i, false));
        CHECK(keys.key(i) == distinct[i]);
    }
    CHECK(keys.size() == distinct.size());
}

TEST_CASE("key set: long keys are kept whole", "[spider][analyser][keys]") {
    // A Spider position's key is about a hundred bytes; a long one here
    // differs from another only at its end, past many equal words.
    std::string a(5000, 'x'), b = a;
    b.back() = 'y';
    KeySet keys;
    CHECK(put(keys, a).second);
    CHECK(put(keys, b).second);
    CHECK(keys.key(0) == a);
    CHECK(keys.key(1) == b);
    CHECK(put(keys, a) == std::make_pair(std::size_t(0), false));
}

TEST_CASE("key set: through many growths of its table, the same answers as std::map", "[spider][analyser][keys]") {
    // Short keys over a small alphabet with a zero byte: many repeats, many
    // near misses, and tens of thousands of distinct keys where the table
    // starts with 1024 slots (so it grows several times, and probes wrap
    // around its end).
    std::mt19937 rng(2025);
    std::uniform_int_distribution<int> length(0, 12), byte(0, 3);
    std::map<std::string, std::size_t> model;
    KeySet keys;
    for (int i = 0; i < 60000; ++i) {
        std::string k(std::size_t(length(rng)), ' ');
        for (char& c : k) c = "\0ab\xff"[byte(rng)];
        auto found = model.find(k);
        bool isNew = found == model.end();
        std::size_t expected = isNew ? model.size() : found->second;
        if (isNew) model.emplace(k, expected);
        auto [number, added] = put(keys, k);
        if (number != expected || added != isNew) {
            FAIL_CHECK("insert " << i << ": number " << number << " added " << added << ", expected " << expected << " "
                                 << isNew);
            break;
        }
    }
    REQUIRE(keys.size() == model.size());
    CHECK(model.size() > 20000);
    // Every key reads back as it went in, after the arena moved as it grew.
    for (const auto& [k, n] : model) {
        if (keys.key(n) != k) {
            FAIL_CHECK("key " << n << " reads back wrong");
            break;
        }
    }
}

}  // namespace test_spider_analyser_keys
