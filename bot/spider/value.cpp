// The learned value of a Spider position as a player sees it (value.hpp).
#include "bot/spider/value.hpp"

#include <cmath>

namespace spider::bot {

double positionLogit(const Table& t, const State& s, ValueKind kind) {
    const Features f = features(t, s);
    const auto& w = valueWeights(t.rules.suits, kind);
    double z = 0;
    for (int i = 0; i < FeatureCount; ++i) z += w[std::size_t(i)] * double(f[std::size_t(i)]);
    return z;
}

double positionValue(const Table& t, const State& s, ValueKind kind) {
    return 1.0 / (1.0 + std::exp(-positionLogit(t, s, kind)));
}

}  // namespace spider::bot
