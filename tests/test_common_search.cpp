// The search pieces the Calculation and gallery solvers share: the table of
// failed positions (bot/common/failed_table.hpp), the limited discrepancy
// passes (bot/common/discrepancy.hpp) and the limit on positions and time
// (bot/common/search_limit.hpp, every solver's), each checked on its own.
#include "catch.hpp"

#include <chrono>
#include <vector>

#include "bot/common/discrepancy.hpp"
#include "bot/common/failed_table.hpp"
#include "bot/common/search_limit.hpp"

namespace test_common_search {

using patience::bot::Discrepancy;
using patience::bot::FailedTable;
using patience::bot::Key128;
using patience::bot::SearchLimit;

TEST_CASE("failed table: keeps each key's largest budget, keys compared whole", "[common][search]") {
    FailedTable t(10);
    Key128 a{1, 2}, b{2, 1}, zero{0, 0};
    CHECK(t.budgetOf(a) == FailedTable::Absent);
    t.remember(a, 3);
    CHECK(t.budgetOf(a) == 3);
    CHECK(t.budgetOf(b) == FailedTable::Absent);  // the same words, the other way round
    t.remember(a, 1);
    CHECK(t.budgetOf(a) == 3);  // a smaller budget does not replace a larger one
    t.remember(a, 255);
    CHECK(t.budgetOf(a) == 255);
    t.remember(zero, 0);  // no key value is taken to mean an empty slot
    CHECK(t.budgetOf(zero) == 0);
    CHECK(t.size() == 2);
    t.clear();
    CHECK(t.size() == 0);
    CHECK(t.budgetOf(a) == FailedTable::Absent);
    CHECK(t.budgetOf(zero) == FailedTable::Absent);
}

TEST_CASE("failed table: stops taking keys at three quarters full, and still finds those it took", "[common][search]") {
    FailedTable t(4);  // 16 slots: every key probes past others
    for (std::uint64_t i = 0; i < 40; ++i) t.remember(Key128{i, i * 7}, int(i % 5));
    CHECK(t.size() == 12);
    int found = 0;
    for (std::uint64_t i = 0; i < 40; ++i) {
        int b = t.budgetOf(Key128{i, i * 7});
        if (b != FailedTable::Absent) {
            CHECK(b == int(i % 5));
            ++found;
        }
    }
    CHECK(found == 12);
    for (std::uint64_t i = 0; i < 12; ++i) CHECK(t.budgetOf(Key128{i, i * 7}) == int(i % 5));  // the first ones came in
    t.clear();
    t.remember(Key128{39, 39 * 7}, 2);  // room again after clear()
    CHECK(t.budgetOf(Key128{39, 39 * 7}) == 2);
}

TEST_CASE("discrepancy: the first child keeps the budget, each other spends one, none when it is gone",
          "[common][search]") {
    Discrepancy d;
    CHECK(d.childBudget(2, 0) == 2);
    CHECK(d.childBudget(2, 1) == 1);
    CHECK(d.childBudget(2, 5) == 1);
    CHECK(d.cuts() == 0);
    CHECK(d.childBudget(0, 0) == 0);
    CHECK(d.cuts() == 0);
    CHECK(d.childBudget(0, 1) == -1);
    CHECK(d.cuts() == 1);
    CHECK(d.childBudget(Discrepancy::Unlimited, 3) == Discrepancy::Unlimited);
    CHECK(d.childBudget(Discrepancy::Unlimited - 1, 3) == Discrepancy::Unlimited - 2);  // only Unlimited is never spent
    CHECK(d.cuts() == 1);
}

TEST_CASE("discrepancy: a failure cuts a visit with no more budget, leaning on one that is not final is a cut",
          "[common][search]") {
    Discrepancy d;
    FailedTable t(8);
    Key128 k{5, 6}, proof{7, 8};
    CHECK_FALSE(d.failedBefore(t, k, 0));
    t.remember(k, 2);
    CHECK_FALSE(d.failedBefore(t, k, 3));  // more budget now: search again
    CHECK(d.cuts() == 0);
    CHECK(d.failedBefore(t, k, 2));
    CHECK(d.failedBefore(t, k, 0));
    CHECK(d.cuts() == 2);
    t.remember(proof, Discrepancy::Unlimited);
    CHECK(d.failedBefore(t, proof, Discrepancy::Unlimited));
    CHECK(d.cuts() == 2);  // a final failure: still a proof
}

namespace {

// A complete binary tree of depth `Depth` whose one winning leaf is reached
// by taking the second child at the depths in `departures`.
struct ToyTree {
    static constexpr int Depth = 6;
    std::vector<bool> departures = std::vector<bool>(Depth, false);
    Discrepancy d;
    long leaves = 0;

    bool search(int depth, bool onWinningLine, int budget) {
        if (depth == Depth) {
            ++leaves;
            return onWinningLine;
        }
        for (int child = 0; child < 2; ++child) {
            int b = d.childBudget(budget, child);
            if (b < 0) break;
            if (search(depth + 1, onWinningLine && (child == 1) == departures[std::size_t(depth)], b)) return true;
        }
        return false;
    }
};

}  // namespace

TEST_CASE("discrepancy: passes run until one wins, one is exhaustive, or the search stops", "[common][search]") {
    SECTION("a win two departures away is found in the pass with budget 2") {
        ToyTree t;
        t.departures[1] = t.departures[4] = true;
        std::vector<int> ran;
        bool won = t.d.passes(
            {0, 1, 2, 3, Discrepancy::Unlimited}, [&](int b) { return ran.push_back(b), t.search(0, true, b); },
            [] { return false; });
        CHECK(won);
        CHECK(ran == std::vector<int>{0, 1, 2});
    }
    SECTION("no win: the passes end with the first one that cut nothing") {
        ToyTree t;
        std::vector<int> ran;
        bool won = t.d.passes(
            {0, 1, 2, 100}, [&](int b) { return ran.push_back(b), t.search(0, false, b); }, [] { return false; });
        CHECK_FALSE(won);
        CHECK(ran == std::vector<int>{0, 1, 2, 100});
        CHECK(t.d.cuts() == 0);  // budget 100 exceeds the depth: exhaustive
        std::vector<int> once;
        ToyTree u;
        CHECK_FALSE(u.d.passes(
            {Discrepancy::Unlimited, 0}, [&](int b) { return once.push_back(b), u.search(0, false, b); },
            [] { return false; }));
        CHECK(once == std::vector<int>{Discrepancy::Unlimited});
        CHECK(u.leaves == 64);
    }
    SECTION("stopped() ends the passes after the one that ran out") {
        ToyTree t;
        t.departures[0] = t.departures[1] = t.departures[2] = true;
        std::vector<int> ran;
        bool won = t.d.passes(
            {0, 1, 2, 3}, [&](int b) { return ran.push_back(b), t.search(0, true, b); },
            [&] { return ran.size() == 2; });
        CHECK_FALSE(won);
        CHECK(ran == std::vector<int>{0, 1});
    }
}

TEST_CASE("search limit: positions past the limit, or the time read every 1024 positions", "[common][search]") {
    SearchLimit limit = SearchLimit::positionsOnly(5).countedBefore();
    for (int i = 0; i < 5; ++i) CHECK_FALSE(limit.expired());
    CHECK_FALSE(limit.reached());
    CHECK(limit.expired());  // the sixth position is one too many
    CHECK(limit.reached());
    CHECK(limit.positions() == 6);
    limit = SearchLimit::positionsOnly(0).countedBefore();  // afresh; 0: no limit on positions
    CHECK_FALSE(limit.reached());
    int early = 0;
    for (int i = 0; i < 5000; ++i) early += limit.expired();
    CHECK(early == 0);
    CHECK(limit.positions() == 5000);
    limit = SearchLimit(SearchLimit::Clock::now(), 0);  // no time at all: found out when the clock is read
    early = 0;
    for (int i = 1; i < 1024; ++i) early += limit.expired();
    CHECK(early == 0);
    CHECK(limit.expired());
    CHECK(limit.positions() == 1024);
}

TEST_CASE("search limit: a deadline and positions counted over several searches, reached at the limit",
          "[common][search]") {
    using Clock = SearchLimit::Clock;
    SearchLimit limit(Clock::now() + std::chrono::hours(1), 10);
    limit.add(4);
    CHECK(limit.positionsLeft() == 6);
    limit.add(5);
    CHECK_FALSE(limit.reached());
    limit.add();  // the tenth: Spider's searches stop once the count reaches the limit
    CHECK(limit.reached());
    CHECK(limit.positions() == 10);
    CHECK(limit.positionsLeft() == 0);
    SearchLimit none;  // no limit at all
    none.add(1 << 20);
    CHECK_FALSE(none.reachedNow());
    CHECK(none.positionsLeft() > (1L << 40));
    // No clock: no deadline, the positions alone.
    SearchLimit byPositions = SearchLimit::after(SearchLimit::NoClock, 3);
    CHECK(SearchLimit::deadlineAfter(SearchLimit::NoClock) == Clock::time_point::max());
    CHECK_FALSE(byPositions.reachedNow());
    byPositions.add(3);
    CHECK(byPositions.reached());
    CHECK(SearchLimit::deadlineAfter(5, Clock::time_point()) == Clock::time_point() + std::chrono::milliseconds(5));
    SearchLimit past(Clock::now(), 0);  // the deadline now: found when the clock is read
    past.add(SearchLimit::ClockEvery - 1);
    CHECK_FALSE(past.reached());
    CHECK(past.reachedNow());  // a loop that counts nothing reads it itself
    SearchLimit counted(Clock::now(), 0);
    counted.add(SearchLimit::ClockEvery);  // or ClockEvery positions read it
    CHECK(counted.reached());
}

}  // namespace test_common_search
