// The learned value of a Spider position as a player sees it: the chance,
// roughly, that the fair bot goes on to win from here (docs/spider-value.md).
// A logistic regression of features.hpp's features, one set of weights per
// suit count (value_weights.hpp, written by tools/spider-value/train.py from
// the fair bot's own games), so it is a dot product and a sigmoid: cheap
// enough for a search's leaves. It never looks at a face-down card.
#pragma once

#include <cmath>

#include "bot/spider/features.hpp"
#include "bot/spider/value_weights.hpp"

namespace spider::bot {

inline const std::array<double, FeatureCount>& valueWeights(int suits) {
    return suits == 1 ? ValueWeightsOneSuit : suits == 2 ? ValueWeightsTwoSuits : ValueWeightsFourSuits;
}

// The value's logit, w . features: what a search ranks by (the same order
// as positionValue, without the exp).
inline double positionLogit(const Table& t, const State& s) {
    const Features f = features(t, s);
    const auto& w = valueWeights(t.rules.suits);
    double z = 0;
    for (int i = 0; i < FeatureCount; ++i) z += w[std::size_t(i)] * double(f[std::size_t(i)]);
    return z;
}

// In (0, 1): higher is better. Trained on targets 1 for a win and 0.4 x
// suits removed / 8 for a loss, so on four suits it also ranks the losses.
inline double positionValue(const Table& t, const State& s) { return 1.0 / (1.0 + std::exp(-positionLogit(t, s))); }

}  // namespace spider::bot
