// The learned value of a Spider position as a player sees it: the chance,
// roughly, that the fair bot goes on to win from here (docs/spider-value.md).
// A logistic regression of features.hpp's features, one set of weights per
// suit count (value_weights.hpp, written by tools/spider-value/train.py from
// the fair bot's own games), so it is a dot product and a sigmoid: cheap
// enough for a search's leaves. It never looks at a face-down card.
#pragma once

#include <cmath>

#include "bot/spider/features.hpp"
#include "bot/spider/search_value_weights.hpp"
#include "bot/spider/value_weights.hpp"

namespace spider::bot {

// Which weights: fitted to the outcomes of the bot's games (value_weights.hpp),
// or to what search says of a position (search_value_weights.hpp, written by
// tools/spider-value/train_search.py from tools/spider-labels' sampled worlds).
enum class ValueKind { Outcome, Search };

inline const std::array<double, FeatureCount>& valueWeights(int suits, ValueKind kind = ValueKind::Outcome) {
    if (kind == ValueKind::Search)
        return suits == 1 ? SearchValueWeightsOneSuit
            : suits == 2  ? SearchValueWeightsTwoSuits
                          : SearchValueWeightsFourSuits;
    return suits == 1 ? ValueWeightsOneSuit : suits == 2 ? ValueWeightsTwoSuits : ValueWeightsFourSuits;
}

// The value's logit, w . features: what a search ranks by (the same order
// as positionValue, without the exp).
double positionLogit(const Table& t, const State& s, ValueKind kind = ValueKind::Outcome);

// In (0, 1): higher is better. Trained on targets 1 for a win and 0.4 x
// suits removed / 8 for a loss, so on four suits it also ranks the losses.
double positionValue(const Table& t, const State& s, ValueKind kind = ValueKind::Outcome);

}  // namespace spider::bot
