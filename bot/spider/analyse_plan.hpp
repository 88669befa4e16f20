// An analyser's plan (bot/spider/analyser.hpp) as text, and its check: every
// branch replayed by the rules engine the keeper uses.
#pragma once

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "bot/spider/analyser.hpp"
#include "games/spider/command.hpp"

namespace spider::bot {

// The moves one a line in Woods's syntax; after a move that turns a card up,
// "if column N turns up 2h or 5c:" and that plan indented, the largest group
// of cards last as "anything else".
inline std::string planText(const Strategy& plan, const std::string& indent = "") {
    std::string out;
    for (const Command& c : plan.moves) out += indent + commandText(c) + "\n";
    if (plan.reveal < 0) return out;
    std::map<std::string, std::vector<Card>> groups;  // the same plan for several cards: written once
    for (const auto& [card, next] : plan.branches) groups[planText(*next, indent + "  ")].push_back(card);
    std::vector<std::pair<std::string, std::vector<Card>>> order(groups.begin(), groups.end());
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.second.size() < b.second.size(); });
    std::string column = "column " + std::to_string(plan.reveal + 1);
    for (std::size_t g = 0; g < order.size(); ++g) {
        const auto& [text, cards] = order[g];
        std::string names;
        for (Card c : cards) names += (names.empty() ? "" : g + 1 < order.size() ? " or " : " ") + cardName(c);
        if (order.size() == 1) out += indent + "whatever " + column + " turns up (" + names + "):\n";
        else if (g + 1 < order.size()) out += indent + "if " + column + " turns up " + names + ":\n";
        else out += indent + "if " + column + " turns up anything else (" + names + "):\n";
        out += text.empty() ? indent + "  (done)\n" : text;
    }
    return out;
}

// The cards a face-down card may be in `g` when column `col`'s only face-up
// card has just been turned up: those neither in view nor removed.
inline std::vector<Card> unseenCards(const Game& g, int col) {
    std::array<int, DeckSize> count;
    count.fill(2);
    for (const auto& run : g.removedRuns)
        for (Card c : run) --count[c];
    for (int c = 0; c < Columns; ++c)
        for (std::size_t i = c == col ? 1 : 0; i < g.columns[std::size_t(c)].up.size(); ++i) --count[g.columns[std::size_t(c)].up[i]];
    std::vector<Card> out;
    for (int c = 0; c < DeckSize; ++c)
        if (count[std::size_t(c)] > 0) out.push_back(Card(c));
    return out;
}

// Replays every branch of `plan` from `g` in the engine, checking the
// query's constraints on the way and its goal at each end; "" if all hold,
// else where and why not. With `known`, the face-down cards are the
// position's own (and a plan has no branches); otherwise each branch sets the
// turned-up card, and the branches must cover every card it may be.
inline std::string checkPlan(const Game& start, const Strategy& plan, const Query& q, bool known) {
    std::size_t removedBefore = start.removedRuns.size();
    int spacesAtStart = spacesIn(start);
    auto progress = [&](const Game& g) {
        Progress p;
        for (std::size_t i = removedBefore; i < g.removedRuns.size(); ++i) p.removedKings.push_back(g.removedRuns[i][0]);
        p.turnedUp = g.faceDown() < start.faceDown();
        return p;
    };
    using Downs = std::array<std::size_t, Columns>;
    auto downs = [](const Game& g) {
        Downs d;
        for (int c = 0; c < Columns; ++c) d[std::size_t(c)] = g.columns[std::size_t(c)].down.size();
        return d;
    };
    // `before`: each column's face-down cards before the last move.
    std::function<std::string(Game, const Strategy&, Downs, const std::string&)> walk = [&](Game g, const Strategy& p, Downs before, const std::string& where) -> std::string {
        for (const Command& c : p.moves) {
            std::string at = where + "'" + commandText(c) + "': ";
            std::string why = whyNot(g, c);
            if (!why.empty()) return at + why;
            int spaces = spacesIn(g), down = g.faceDown();
            before = downs(g);
            apply(g, c);
            Progress now = progress(g);
            if (q.noTurnUp && g.faceDown() < down) return at + "turns up a card (--no-turn-up)";
            if (q.noSpace && spacesIn(g) > spaces && !goalHolds(q, now, spacesIn(g), spacesAtStart)) return at + "makes a space before the goal (--no-space)";
            if (q.maxRemovals >= 0 && otherRemovals(q.goal, now) > q.maxRemovals) return at + "removes too many other suits (--max-removals)";
        }
        if (p.reveal < 0) return goalHolds(q, progress(g), spacesIn(g), spacesAtStart) ? "" : where + "the plan ends without the goal";
        const auto& up = g.columns[std::size_t(p.reveal)].up;
        if (up.size() != 1 || g.columns[std::size_t(p.reveal)].down.size() >= before[std::size_t(p.reveal)])
            return where + "column " + std::to_string(p.reveal + 1) + " has not just turned a card up";
        if (known) return where + "a plan with known cards has no branches";
        std::vector<Card> may = unseenCards(g, p.reveal), given;
        for (const auto& b : p.branches) given.push_back(b.first);
        std::sort(given.begin(), given.end());
        if (given != may) return where + "the branches after column " + std::to_string(p.reveal + 1) + " turns up do not cover each card it may be, once";
        for (const auto& [card, next] : p.branches) {
            Game branch = g;
            branch.columns[std::size_t(p.reveal)].up[0] = card;
            std::string why = walk(branch, *next, before, where + "(column " + std::to_string(p.reveal + 1) + " turns up " + cardName(card) + ") ");
            if (!why.empty()) return why;
        }
        return "";
    };
    return walk(start, plan, downs(start), "");
}

}  // namespace spider::bot
