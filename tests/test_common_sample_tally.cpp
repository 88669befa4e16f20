// bot/common/sample_tally.hpp, the fair bots' bookkeeping over sampled
// orders (Calculation's and the gallery's samplers), on tallies built by hand:
// what it counts, who leads, and exactly when prune() drops a candidate.
#include "catch.hpp"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "bot/common/sample_tally.hpp"

namespace test_common_sample_tally {

using patience::bot::SampleTally;

namespace {

// Adds one sample to each candidate: outcomes[c] = {won, score}.
void addSample(SampleTally& t, const std::vector<std::pair<bool, long>>& outcomes) {
    for (std::size_t c = 0; c < outcomes.size(); ++c) t.add(c, outcomes[c].first, outcomes[c].second);
}

// Two candidates over `leadOnly + otherOnly + bothWon` samples: the first wins
// `leadOnly` alone, the second `otherOnly` alone, both win `bothWon`. Each
// sample scores 1 for a win, 0 for a loss.
SampleTally pair(int leadOnly, int otherOnly, int bothWon) {
    SampleTally t(2);
    for (int i = 0; i < leadOnly; ++i) addSample(t, {{true, 1}, {false, 0}});
    for (int i = 0; i < otherOnly; ++i) addSample(t, {{false, 0}, {true, 1}});
    for (int i = 0; i < bothWon; ++i) addSample(t, {{true, 1}, {true, 1}});
    return t;
}

}  // namespace

TEST_CASE("sample tally: a new tally has every candidate in, nothing counted, the first leading",
          "[common][sample_tally]") {
    SampleTally t(3);
    CHECK(t.aliveCount() == 3);
    for (std::size_t c = 0; c < 3; ++c) {
        CHECK(t.alive(c));
        CHECK(t.wins(c) == 0);
        CHECK(t.total(c) == 0);
    }
    CHECK(t.leader() == 0);

    SampleTally one(1);
    CHECK(one.leader() == 0);
    one.prune(1, 1.0, 1);  // nobody to compare with: nothing changes
    CHECK(one.aliveCount() == 1);
}

TEST_CASE("sample tally: add counts wins and scores, skip counts nothing", "[common][sample_tally]") {
    SampleTally t(2);
    t.add(0, true, 52);
    t.add(0, false, 30);
    t.add(0, true, -4);  // a score may be negative (the gallery's is not, a bonus may be)
    t.add(1, false, 7);
    t.skip(1);
    t.skip(1);
    CHECK(t.wins(0) == 2);
    CHECK(t.total(0) == 78);
    CHECK(t.wins(1) == 0);
    CHECK(t.total(1) == 7);
}

TEST_CASE("sample tally: the leader has the most wins, then the best total, then the lowest number",
          "[common][sample_tally]") {
    SampleTally t(4);
    addSample(t, {{false, 10}, {true, 1}, {false, 50}, {true, 1}});
    CHECK(t.leader() == 1);  // wins before total: 50 without a win does not lead
    addSample(t, {{false, 10}, {false, 0}, {false, 0}, {false, 5}});
    CHECK(t.leader() == 3);  // one win each for 1 and 3: the better total
    addSample(t, {{false, 0}, {false, 5}, {false, 0}, {false, 0}});
    CHECK(t.total(1) == t.total(3));
    CHECK(t.leader() == 1);  // all equal: the first
}

TEST_CASE("sample tally: prune waits for a whole round, and prune 0 never drops", "[common][sample_tally]") {
    SampleTally t = pair(6, 0, 0);  // the second lost all six the first won
    t.prune(6, 0.0, 1);             // sigmas 0: pruning off
    CHECK(t.aliveCount() == 2);
    t.prune(6, 1.0, 4);  // 6 samples is not a whole number of rounds of 4
    CHECK(t.aliveCount() == 2);
    t.prune(6, 1.0, 3);
    CHECK(t.aliveCount() == 1);
    CHECK_FALSE(t.alive(1));
    CHECK(t.leader() == 0);
}

TEST_CASE(
    "sample tally: a candidate drops out only when it trails by more than sigmas x sqrt(samples that differ) + 1/2",
    "[common][sample_tally]") {
    // Sigmas 2: with 9 samples that differ the bar is 2 x 3 + 0.5 = 6.5 wins.
    SampleTally at = pair(8, 1, 0);  // trails by 7 over 9 that differ
    at.prune(9, 2.0, 1);
    CHECK_FALSE(at.alive(1));
    SampleTally under = pair(7, 2, 0);  // trails by 5 over 9
    under.prune(9, 2.0, 1);
    CHECK(under.alive(1));

    // The same lead of 5 wins, over samples both won (they do not count as
    // differing): bar 2 x sqrt(5) + 0.5 = 4.97, so the trailing one drops.
    SampleTally paired = pair(5, 0, 4);
    CHECK(paired.wins(0) - paired.wins(1) == under.wins(0) - under.wins(1));
    paired.prune(9, 2.0, 1);
    CHECK_FALSE(paired.alive(1));

    // On the bar exactly it stays (more than the bar drops): 4 samples
    // differ, so sigmas 1.75 make the bar 1.75 x 2 + 0.5 = 4, the lead.
    SampleTally onBar = pair(4, 0, 0);
    onBar.prune(4, 1.75, 1);
    CHECK(onBar.alive(1));
    SampleTally overBar = pair(4, 0, 0);
    overBar.prune(4, 1.7, 1);  // bar 3.9
    CHECK_FALSE(overBar.alive(1));
}

TEST_CASE(
    "sample tally: never differing in wins, from two rounds on, the one behind in total drops, a tie only if alike",
    "[common][sample_tally]") {
    auto tied = [](long secondScore) {
        SampleTally t(2);
        for (int i = 0; i < 4; ++i) addSample(t, {{false, 10}, {false, secondScore}});
        return t;
    };
    SampleTally oneRound = tied(9);
    oneRound.prune(2, 1.0, 2);  // one round only: too early to tell
    CHECK(oneRound.alive(1));
    oneRound.prune(4, 1.0, 2);  // two rounds: same wins, lower total
    CHECK_FALSE(oneRound.alive(1));

    SampleTally equal = tied(10);
    equal.prune(4, 1.0, 2);
    CHECK(equal.alive(1));  // same wins, same total, alike not asked

    std::vector<std::pair<std::size_t, std::size_t>> asked;
    SampleTally notAlike = tied(10);
    notAlike.prune(4, 1.0, 2, [&](std::size_t c, std::size_t lead) {
        asked.emplace_back(c, lead);
        return false;
    });
    CHECK(notAlike.alive(1));
    CHECK(asked == std::vector<std::pair<std::size_t, std::size_t>>{{1, 0}});  // (candidate, leader)

    SampleTally alike = tied(10);
    alike.prune(4, 1.0, 2, [](std::size_t, std::size_t) { return true; });
    CHECK_FALSE(alike.alive(1));
    CHECK(alike.aliveCount() == 1);

    // Ahead in total with the same wins: it leads, so the other one is judged.
    SampleTally ahead = tied(11);
    CHECK(ahead.leader() == 1);
    ahead.prune(4, 1.0, 2);
    CHECK_FALSE(ahead.alive(0));
    CHECK(ahead.alive(1));
}

TEST_CASE("sample tally: a dropped candidate is counted out once, skipped after, and never leads",
          "[common][sample_tally]") {
    SampleTally t(3);
    for (int i = 0; i < 4; ++i) addSample(t, {{false, 0}, {true, 1}, {i < 2, 1}});
    t.prune(4, 1.0, 1);  // 0 trails by 4 over 4 that differ (bar 2.5); 2 by 2 over 2 (bar 1.91)
    CHECK_FALSE(t.alive(0));
    CHECK_FALSE(t.alive(2));
    CHECK(t.aliveCount() == 1);
    t.prune(4, 1.0, 1);  // already out: not counted out again
    CHECK(t.aliveCount() == 1);

    // Later samples: the dropped ones are skipped and their counts stay.
    t.skip(0);
    t.skip(2);
    t.add(1, false, 0);
    CHECK(t.wins(2) == 2);
    CHECK(t.total(2) == 4);
    CHECK(t.wins(1) == 4);
    CHECK(t.total(1) == 4);
    CHECK(t.leader() == 1);

    SampleTally firstOut(2);
    for (int i = 0; i < 3; ++i) addSample(firstOut, {{false, 0}, {true, 1}});
    firstOut.prune(3, 1.0, 1);
    CHECK_FALSE(firstOut.alive(0));
    CHECK(firstOut.leader() == 1);  // candidate 0 out: the leader is not the first slot
}

}  // namespace test_common_sample_tally
