// `referee spider --bot COMMAND`: a Spider game between the referee and a
// program. Each turn the bot is told what a player can see (never a
// face-down card, never the order of the hand) and the legal commands, and
// answers one command in Woods's syntax. The protocol is in the README
// ("### Bot protocol"). The turn text and the command list are here, inline,
// so that tests and the fair bot's bench (bot/spider/bench.hpp) use them
// without the referee.
#pragma once

#include <string>
#include <vector>

#include "games/spider/spider.hpp"

namespace spider::referee {

// Plays the games the options ask for; argv[0] is "spider". Exit status: 0
// all games won, 1 some lost, 2 bad options.
int botMain(int argc, char** argv);

// One command a bot may give (games/spider/command.hpp).
using BotCommand = Command;

// Every legal command, as the bot is told them (games/spider/command.hpp).
using ::spider::legalCommands;

// One turn's input: "turn T", "deals D", "removed R" and the removed suits'
// cards (King first, a player sees them), "suits K" (the rule: what is one
// suit), ten "column N F cards..." lines (N 1-10, F face-down cards, then the
// face-up cards from the top of the pile down to the bottom card), "moves K"
// and K lines of legal commands.
inline std::string turnText(const Game& g, int turn, const std::vector<BotCommand>& legal) {
    std::string s = "turn " + std::to_string(turn) + "\n";
    s += "deals " + std::to_string(g.dealsLeft()) + "\n";
    s += "removed " + std::to_string(g.removedRuns.size());
    for (const auto& run : g.removedRuns)
        for (Card card : run) s += " " + cardName(card);
    s += "\nsuits " + std::to_string(g.rules.suits) + "\n";
    for (int c = 0; c < Columns; ++c) {
        const Column& col = g.columns[std::size_t(c)];
        s += "column " + std::to_string(c + 1) + " " + std::to_string(col.down.size());
        for (Card card : col.up) s += " " + cardName(card);
        s += "\n";
    }
    s += "moves " + std::to_string(legal.size()) + "\n";
    for (const BotCommand& c : legal) s += commandText(c) + "\n";
    return s;
}

}  // namespace spider::referee
