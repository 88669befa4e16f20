// The statistics of a paired A/B bench (paired_stats.hpp).
#include "bot/common/paired_stats.hpp"

#include <algorithm>
#include <cmath>

namespace patience::bot {

void PairedTally::add(bool wonA, bool wonB, double measureA, double measureB) {
    ++n;
    winsA += wonA, winsB += wonB;
    aOnly += wonA && !wonB, bOnly += wonB && !wonA;
    sumA += measureA, sumB += measureB;
    double d = measureB - measureA;
    sumDiff += d, sumDiff2 += d * d;
}

double tQuantile95(long df) {
    static const double table[] = {0,     12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                                   2.201, 2.179,  2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080,
                                   2.074, 2.069,  2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    if (df < 1) return NAN;
    if (df <= 30) return table[df];
    double z = 1.959964, v = double(df);
    double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z;
    return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v) +
        (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v);
}

Interval winRateDifference(long aOnly, long bOnly, long n) {
    if (n <= 0) return {};
    double d = double(bOnly - aOnly) / double(n);
    double se =
        std::sqrt(std::max(0.0, double(aOnly + bOnly) - double(bOnly - aOnly) * double(bOnly - aOnly) / double(n))) /
        double(n);
    return {d, d - 1.959964 * se, d + 1.959964 * se};
}

Interval winRateDifference(const PairedTally& t) { return winRateDifference(t.aOnly, t.bOnly, t.n); }

Interval meanDifference(const PairedTally& t) {
    if (t.n <= 0) return {};
    double n = double(t.n), mean = t.sumDiff / n;
    if (t.n < 2) return {mean, NAN, NAN};
    double variance = std::max(0.0, (t.sumDiff2 - n * mean * mean) / (n - 1));
    double half = tQuantile95(t.n - 1) * std::sqrt(variance / n);
    return {mean, mean - half, mean + half};
}

double signTestP(long aOnly, long bOnly) {
    long m = aOnly + bOnly, k = std::min(aOnly, bOnly);
    if (m == 0) return 1;
    // 2 * P(X <= k), X ~ Binomial(m, 1/2), summed in logs (m may be large).
    double logHalfM = double(m) * std::log(0.5), tail = 0;
    for (long i = 0; i <= k; ++i)
        tail += std::exp(std::lgamma(double(m) + 1) - std::lgamma(double(i) + 1) - std::lgamma(double(m - i) + 1) +
                         logHalfM);
    return std::min(1.0, 2 * tail);
}

double sprtLlr(long forIt, long against, double p1) {
    return double(forIt) * std::log(p1 / 0.5) + double(against) * std::log((1 - p1) / 0.5);
}

SprtDecision sprtDecide(double llr, const SprtSettings& s) {
    return llr >= s.upper() ? SprtDecision::AcceptH1
        : llr <= s.lower()  ? SprtDecision::AcceptH0
                            : SprtDecision::Undecided;
}

void SequentialTest::add(bool wentItsWay, std::uint64_t seed, const SprtSettings& s) {
    if (decision != SprtDecision::Undecided) return;
    (wentItsWay ? forIt : against) += 1;
    llr = sprtLlr(forIt, against, s.p1);
    decision = sprtDecide(llr, s);
    if (decision != SprtDecision::Undecided) decidedAt = seed;
}

void PairedSprt::add(bool wonA, bool wonB, std::uint64_t seed) {
    if (wonA == wonB) return;
    bool before = decided();
    bBetter.add(wonB, seed, settings);
    aBetter.add(wonA, seed, settings);
    if (!before && decided()) decidedAt = seed;
}

bool PairedSprt::decided() const {
    return bBetter.decision == SprtDecision::AcceptH1 || aBetter.decision == SprtDecision::AcceptH1 ||
        (bBetter.decision == SprtDecision::AcceptH0 && aBetter.decision == SprtDecision::AcceptH0);
}

std::string PairedSprt::words(const SequentialTest& t, const char* h1, const char* h0) {
    return t.decision == SprtDecision::AcceptH1 ? h1 : t.decision == SprtDecision::AcceptH0 ? h0 : "undecided";
}

}  // namespace patience::bot
