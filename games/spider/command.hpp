// One command in Woods's syntax that changes the game: "<n> <m> <k>" (move k
// cards), "<n>" (remove a completed suit), "D" (deal). The bot judge hears
// them from bots, and the solver writes them; columns are 0-based here,
// 1-based in text.
#pragma once

#include <string>
#include <vector>

#include "games/spider/game.hpp"

namespace spider {

struct Command {
    enum Kind { Move, Remove, Deal } kind = Move;
    int from = 0, to = 0, count = 0;
};

std::string commandText(const Command& c);

// Why the command is illegal in `g`; "" if it is legal.
inline std::string whyNot(const Game& g, const Command& c) {
    switch (c.kind) {
    case Command::Move: return g.whyNotMove(c.from, c.to, c.count);
    case Command::Remove: return g.whyNotRemove(c.from);
    case Command::Deal: return g.whyNotDeal();
    }
    return "";
}

// Every legal command, in the order the bot judge lists them: moves by
// source column, then target, then count (every count that is legal, so a
// move into a space appears once per count); then D if dealing is allowed;
// then each column whose completed suit may be removed.
inline std::vector<Command> legalCommands(const Game& g) {
    std::vector<Command> out;
    for (int from = 0; from < Columns; ++from) {
        int run = g.movableRun(from);
        for (int to = 0; to < Columns; ++to)
            for (int k = 1; k <= run && from != to; ++k)
                if (g.whyNotMove(from, to, k).empty()) out.push_back({Command::Move, from, to, k});
    }
    if (g.whyNotDeal().empty()) out.push_back({Command::Deal});
    for (int c = 0; c < Columns; ++c)
        if (g.whyNotRemove(c).empty()) out.push_back({Command::Remove, c});
    return out;
}

// Plays a legal command (see whyNot).
inline void apply(Game& g, const Command& c) {
    switch (c.kind) {
    case Command::Move: g.move(c.from, c.to, c.count); break;
    case Command::Remove: g.remove(c.from); break;
    case Command::Deal: g.deal(); break;
    }
}

}  // namespace spider
