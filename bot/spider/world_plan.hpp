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

#include <cstdint>
#include <vector>

#include "bot/spider/state.hpp"
#include "common/hash.hpp"

namespace spider::bot {

// A sampled world the solver won: its table (the hand), its start, the win.
struct WorldPlan {
    Table table;
    State start;
    std::vector<Step> path;
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

// The plan's first stretch, as a key: the position before its first step
// that turns up a card or deals, and that step; or, when none does, where
// the plan ends.
inline std::uint64_t firstStretch(const WorldPlan& w) {
    State s = w.start;
    for (const Step& st : w.path) {
        State next = s;
        w.table.play(next, st);
        if (st.kind == Step::Deal || next.down != s.down)
            return visibleKey(s) ^ patience::mix64(0x57e9u + st.kind + 4u * st.from + 64u * st.to + 4096u * st.count);
        s = next;
    }
    return visibleKey(s);
}

// The world whose plan's first stretch the most worlds share (the first
// such among equals); `plans` must not be empty.
inline std::size_t mostVoted(const std::vector<WorldPlan>& plans) {
    std::vector<std::uint64_t> keys;
    for (const WorldPlan& w : plans) keys.push_back(firstStretch(w));
    std::size_t best = 0;
    int bestVotes = 0;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        int votes = 0;
        for (std::uint64_t k : keys) votes += k == keys[i];
        if (votes > bestVotes) best = i, bestVotes = votes;
    }
    return best;
}

}  // namespace spider::bot
