// The statistics of a paired A/B bench (bot/common/ab_bench.hpp): two
// settings of a bot played on the same seeds, so that each seed is a pair.
// Pure functions over counts, so that tests can check them on constructed
// outcomes:
//   - the paired difference of win rates with a 95% interval, and the exact
//     sign (McNemar) test on the discordant seeds (one won, the other lost);
//   - the paired difference of the game's measure (suits removed, cards
//     home), with a 95% t interval: when wins are rare it says more;
//   - Wald's SPRT on the discordant seeds, both ways ("is B better?", "is A
//     better?"), so that a bench can stop as soon as the answer is known.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

namespace patience::bot {

// An estimate and its 95% interval.
struct Interval {
    double estimate = 0, low = 0, high = 0;
    bool excludesZero() const { return low > 0 || high < 0; }
};

// Everything the fixed-sample statistics need, added up seed by seed.
struct PairedTally {
    long n = 0;  // seeds (pairs)
    long winsA = 0, winsB = 0;
    long aOnly = 0, bOnly = 0;         // discordant: A won and B lost, B won and A lost
    double sumA = 0, sumB = 0;         // the measures
    double sumDiff = 0, sumDiff2 = 0;  // of measure B - measure A, and its square

    void add(bool wonA, bool wonB, double measureA, double measureB);
    double meanA() const { return n ? sumA / double(n) : 0; }
    double meanB() const { return n ? sumB / double(n) : 0; }
};

// The two-sided 95% quantile of Student's t with `df` degrees of freedom
// (the table to 30, then the Cornish-Fisher series about 1.96, good to 1e-4).
double tQuantile95(long df);

// The paired difference of win rates, B - A, (nB - nA)/n, with the normal
// interval of paired proportions: se = sqrt(nA + nB - (nB - nA)^2/n)/n,
// nA and nB the discordant counts.
Interval winRateDifference(long aOnly, long bOnly, long n);
Interval winRateDifference(const PairedTally& t);

// The mean of measure B - measure A over the seeds, with the t interval of
// the per-seed differences (undefined, NaN, below two seeds).
Interval meanDifference(const PairedTally& t);

// The exact two-sided sign test (McNemar's, exact) on the discordant seeds:
// the chance, were A and B equal, of a split at least as uneven as aOnly to
// bOnly. 1 with no discordant seed.
double signTestP(long aOnly, long bOnly);

// Wald's sequential probability ratio test on the discordant seeds. Each is a
// Bernoulli trial "it went the tested way" with chance p; H0: p = 1/2, H1:
// p = p1. alpha: the chance of accepting H1 when H0 holds; beta: of accepting
// H0 when H1 holds.
struct SprtSettings {
    double p1 = 0.65, alpha = 0.05, beta = 0.05;
    double lower() const { return std::log(beta / (1 - alpha)); }  // at or below: H0 accepted
    double upper() const { return std::log((1 - beta) / alpha); }  // at or above: H1 accepted
};

// The log-likelihood ratio of H1 to H0 after `forIt` trials went the tested
// way and `against` the other.
double sprtLlr(long forIt, long against, double p1);

enum class SprtDecision { Undecided, AcceptH0, AcceptH1 };

SprtDecision sprtDecide(double llr, const SprtSettings& s);

// One direction of the test, fed the discordant seeds in seed order; it keeps
// its decision, and the LLR and seed it was taken at, once a bound is crossed
// (Wald's test ends there: what later seeds do is not part of it).
struct SequentialTest {
    long forIt = 0, against = 0;
    double llr = 0;
    SprtDecision decision = SprtDecision::Undecided;
    std::uint64_t decidedAt = 0;  // the seed; meaningful once decided

    void add(bool wentItsWay, std::uint64_t seed, const SprtSettings& s);
    bool decided() const { return decision != SprtDecision::Undecided; }
};

// Both directions: "is B better than A?" (H1: B wins a discordant seed with
// chance p1) and "is A better than B?" (the same for A), so that a harmful
// change is called harmful, not merely "no gain".
struct PairedSprt {
    SprtSettings settings;
    SequentialTest bBetter, aBetter;
    std::uint64_t decidedAt = 0;  // the seed that decided it (a bench stops there)

    // One seed's outcome; concordant seeds say nothing.
    void add(bool wonA, bool wonB, std::uint64_t seed);
    // Decided: one side is better, or neither is (both tests accepted H0).
    bool decided() const;
    // "B better", "no gain" or "undecided": the test of B against A.
    std::string verdict() const { return words(bBetter, "B better", "no gain"); }
    // "A better", "no loss" or "undecided": the same the other way.
    std::string reverseVerdict() const { return words(aBetter, "A better", "no loss"); }

private:
    static std::string words(const SequentialTest& t, const char* h1, const char* h0);
};

}  // namespace patience::bot
