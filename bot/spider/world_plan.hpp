// The vote of sampled worlds: several worlds that fit the view, each won
// by the solver, and the plan whose first stretch the most of them share.
//
// A plan made in one world knows that world's face-down cards, so which
// column it digs first is chosen for cards that may not be there (what
// game-tree search calls strategy fusion). Its first stretch (every step
// before the first that turns up a card or deals, and that step) depends
// only on face-up cards, so it can be compared across worlds: the stretch
// chosen by most worlds is the one good for most fillings of the unseen
// cards, not only for the one drawn first.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "bot/spider/state.hpp"
#include "common/hash.hpp"

namespace spider::bot {

// A sampled world: its table (the hand), its start, and the solver's win
// of it (empty: not won within the budget).
struct WorldPlan {
    Table table;
    State start;
    std::vector<Step> path;
    bool won() const { return !path.empty(); }
};

// What a player sees of `s`: the face-down counts and the face-up cards.
inline std::uint64_t visibleKey(const State& s) {
    std::uint64_t k = patience::mix64(s.dealt + 0x51d3u);
    for (int c = 0; c < Columns; ++c) {
        std::uint64_t h = patience::mix64(std::uint64_t(c) * 131 + s.down[std::size_t(c)]);
        for (int i = s.down[std::size_t(c)]; i < s.len[std::size_t(c)]; ++i) h = patience::mix64(h + s.at(c, i) + 1);
        k += h;
    }
    return k;
}

// The steps of the plan's first stretch: up to and with its first step
// that turns up a card or deals (all of it).
inline std::size_t stretchLength(const WorldPlan& w) {
    State s = w.start;
    for (std::size_t i = 0; i < w.path.size(); ++i) {
        State next = s;
        w.table.play(next, w.path[i]);
        if (w.path[i].kind == Step::Deal || next.down != s.down) return i + 1;
        s = next;
    }
    return w.path.size();
}

// The plan's first stretch, as a key: the position before its last step
// and that step (a card turned up or a deal), or where the plan ends.
inline std::uint64_t firstStretch(const WorldPlan& w) {
    std::size_t n = stretchLength(w);
    State s = w.start;
    for (std::size_t i = 0; i + 1 < n; ++i) w.table.play(s, w.path[i]);
    const Step& st = w.path[n - 1];
    State end = s;
    w.table.play(end, st);
    if (st.kind != Step::Deal && end.down == s.down) return visibleKey(end);
    return visibleKey(s) ^ patience::mix64(0x57e9u + st.kind + 4u * st.from + 64u * st.to + 4096u * st.count);
}

// The won world whose plan's first stretch wins the most worlds (the
// first such among equals), or plans.size() if none is won. A world counts
// for a stretch if its own plan begins so; with `cross` and two stretches
// or more, also if `solveAfter` (a world and a position in it: won or not)
// wins it after that stretch is played in it.
template <class SolveAfter>
std::size_t mostVoted(const std::vector<WorldPlan>& plans, SolveAfter&& solveAfter, bool cross) {
    std::vector<std::uint64_t> keys;
    std::vector<std::size_t> stretches;  // the first won plan of each first stretch
    for (const WorldPlan& w : plans) {
        keys.push_back(w.won() ? firstStretch(w) : 0);
        if (w.won() && std::find(keys.begin(), keys.end() - 1, keys.back()) == keys.end() - 1)
            stretches.push_back(keys.size() - 1);
    }
    cross = cross && stretches.size() >= 2;
    std::size_t best = plans.size();
    int bestVotes = 0;
    for (std::size_t i : stretches) {
        int votes = 0;
        std::size_t n = stretchLength(plans[i]);
        for (std::size_t j = 0; j < plans.size(); ++j) {
            if (plans[j].won() && keys[j] == keys[i]) {
                ++votes;
            } else if (cross) {
                State x = plans[j].start;  // the stretch is on face-up cards: legal in every world
                for (std::size_t k = 0; k < n; ++k) plans[j].table.play(x, plans[i].path[k]);
                votes += solveAfter(plans[j], x);
            }
        }
        if (votes > bestVotes) best = i, bestVotes = votes;
    }
    return best;
}

}  // namespace spider::bot
