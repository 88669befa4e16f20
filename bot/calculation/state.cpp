// A State from a view or a game.
#include "bot/calculation/state.hpp"

namespace calculation::bot {

State stateOf(const View& v) {
    State s;
    s.coco = v.rules == RuleSet::CoCo;
    for (int f = 0; f < Foundations; ++f) s.top[std::size_t(f)] = std::uint8_t(v.top[std::size_t(f)]);
    for (int w = 0; w < Wastes; ++w)
        for (Card c : v.waste[std::size_t(w)]) s.push(w, rankOf(c));
    return s;
}

State stateOf(const Game& g) {
    State s;
    s.coco = g.rules == RuleSet::CoCo;
    for (int f = 0; f < Foundations; ++f) s.top[std::size_t(f)] = std::uint8_t(g.top[std::size_t(f)]);
    for (int w = 0; w < Wastes; ++w)
        for (Card c : g.waste[std::size_t(w)]) s.push(w, rankOf(c));
    return s;
}

}  // namespace calculation::bot
