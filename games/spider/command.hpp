// One command in Woods's syntax that changes the game: "<n> <m> <k>" (move k
// cards), "<n>" (remove a completed suit), "D" (deal). The bot judge hears
// them from bots, and the solver writes them; columns are 0-based here,
// 1-based in text.
#pragma once

#include <string>

#include "game.hpp"

namespace spider {

struct Command {
    enum Kind { Move, Remove, Deal } kind = Move;
    int from = 0, to = 0, count = 0;
};

inline std::string commandText(const Command& c) {
    switch (c.kind) {
    case Command::Move: return std::to_string(c.from + 1) + " " + std::to_string(c.to + 1) + " " + std::to_string(c.count);
    case Command::Remove: return std::to_string(c.from + 1);
    case Command::Deal: return "D";
    }
    return "";
}

// Why the command is illegal in `g`; "" if it is legal.
inline std::string whyNot(const Game& g, const Command& c) {
    switch (c.kind) {
    case Command::Move: return g.whyNotMove(c.from, c.to, c.count);
    case Command::Remove: return g.whyNotRemove(c.from);
    case Command::Deal: return g.whyNotDeal();
    }
    return "";
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
