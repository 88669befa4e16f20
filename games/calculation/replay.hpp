// A game of Calculation as a replay page shows it (common/replay.hpp):
// the four foundations, the card in hand and the deck, the four waste piles;
// one frame for the deal and one a move, each computed by the engine.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "common/replay.hpp"
#include "games/calculation/game.hpp"
#include "games/calculation/protocol.hpp"

namespace calculation {

// The piles of the page, in the layout's order.
constexpr int ReplayFoundation = 0;  // foundations 1-4: piles 0-3
constexpr int ReplayWaste = 4;       // waste piles 1-4: piles 4-7
constexpr int ReplayHand = 8;        // the card in hand
constexpr int ReplayDeck = 9;        // the cards still to turn after it, face down
constexpr int ReplayPiles = 10;

// Foundations along the top, the hand and the deck to their right, the waste
// piles under the foundations, each spread down the table as the terminal
// draws them in full. Labels are the moves' names for the piles (f1, w3).
inline std::vector<replay::PileSpec> replayLayout() {
    std::vector<replay::PileSpec> layout;
    for (int f = 0; f < Foundations; ++f)
        layout.push_back(
            {"f" + std::to_string(f + 1) + "  +" + std::to_string(f + 1), 1.2 * f, 0, replay::Fan::Squared});
    for (int w = 0; w < Wastes; ++w) layout.push_back({"w" + std::to_string(w + 1), 1.2 * w, 1.35, replay::Fan::Down});
    layout.push_back({"hand", 5.2, 0, replay::Fan::Squared});
    layout.push_back({"deck", 6.4, 0, replay::Fan::Squared});
    return layout;
}

// The mark on a foundation: the rank it wants next (the calculator's
// bracketed rank), "done" once it holds its King. Short: the page draws
// marks in a small box.
inline std::string wantsMark(const Game& g, int f) {
    int want = nextRank(f, g.top[std::size_t(f)]);
    return want ? "\xE2\x86\x92" + rankName(want) : "done";  // "→5"
}

inline replay::Card replayCard(Card c) { return {rankOf(c), patience::SuitLetters[suitOf(c)], true}; }

// The cards on each foundation, bottom first. The engine keeps only each
// foundation's top rank and count (suits do not matter to the rules), so the
// page follows the cards as they go home and checks them against it.
using FoundationCards = std::array<std::vector<Card>, Foundations>;

inline FoundationCards baseCards() {
    FoundationCards cards;
    for (int f = 0; f < Foundations; ++f) cards[std::size_t(f)] = {FoundationBase[f]};
    return cards;
}

// One position as the page draws it: every pile, each foundation marked with
// the rank it wants next (the calculator's bracketed rank), and the counts a
// player reads on the terminal's panel.
inline replay::Frame replayFrame(const Game& g, const FoundationCards& home) {
    replay::Frame frame;
    frame.piles.resize(ReplayPiles);
    frame.marks.resize(ReplayPiles);
    for (int f = 0; f < Foundations; ++f) {
        for (Card c : home[std::size_t(f)]) frame.piles[std::size_t(ReplayFoundation + f)].push_back(replayCard(c));
        frame.marks[std::size_t(ReplayFoundation + f)] = wantsMark(g, f);
    }
    for (int w = 0; w < Wastes; ++w)
        for (Card c : g.waste[std::size_t(w)]) frame.piles[std::size_t(ReplayWaste + w)].push_back(replayCard(c));
    if (auto h = g.hand()) frame.piles[ReplayHand].push_back(replayCard(*h));
    // Face down and blank: the page must not tell the deck's order either.
    for (std::size_t i = g.next + 1; i < g.deck.size(); ++i) frame.piles[ReplayDeck].push_back({0, '?', false});
    if (!frame.piles[ReplayDeck].empty())
        frame.marks[ReplayDeck] = std::to_string(frame.piles[ReplayDeck].size());  // a squared pile shows one back

    int onFoundations = g.count[0] + g.count[1] + g.count[2] + g.count[3];
    frame.panel.push_back("rules " +
                          std::string(g.rules == RuleSet::CoCo
                                          ? "coco: a waste pile's top card may move to an empty pile"
                                          : "classic: no moves between waste piles"));
    frame.panel.push_back(std::to_string(onFoundations) + " of 52 cards on the foundations");
    frame.panel.push_back(g.hand() ? std::to_string(g.cardsLeft()) + " cards left, the hand included"
                                   : std::string("the deck is out"));
    std::string toCome = "to come";
    auto unseen = unseenRanks(g);
    for (int r = 1; r <= Ranks; ++r) toCome += " " + rankName(r) + ":" + std::to_string(unseen[std::size_t(r)]);
    frame.panel.push_back(toCome);
    frame.panel.push_back("on each foundation: the rank it wants next (f1 +1 builds by ones, ..., f4 +4 by fours)");
    return frame;
}

// "Qd to foundation 2", as the terminal says it.
inline std::string replayNote(const Game& before, Move m) {
    Card c =
        m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste ? *before.hand() : before.waste[m.from].back();
    bool toFoundation = m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation;
    return cardName(c) + (toFoundation ? " to foundation " : " to waste pile ") + std::to_string(m.to + 1);
}

// The whole game: frame 0 is `start`, then one frame a move. Throws
// std::logic_error on an illegal move: the moves must be a game the engine
// played (a judge's or a table's), never unchecked input.
inline replay::Replay replayOf(const Game& start, const std::vector<Move>& moves, const std::string& title,
                               const std::string& verdict) {
    replay::Replay r{"Calculation", title, verdict, replayLayout(), {}};
    Game g = start;
    FoundationCards home = baseCards();
    // Only a dealt game's foundation cards are known: a position part way
    // (a bot's gameOf) has ranks on them and no suits.
    for (int n : g.count)
        if (n != 1)
            throw std::logic_error("replay: the game must start as dealt, with only the bases on the foundations");
    r.frames.push_back(replayFrame(g, home));
    r.frames.back().note = "the deal: " + std::to_string(g.cardsLeft()) + " cards to turn";
    int number = 0;
    for (Move m : moves) {
        ++number;
        std::string why = g.whyNot(m);
        if (!why.empty())
            throw std::logic_error("replay: move " + std::to_string(number) + " " + moveName(m) +
                                   " is illegal: " + why);
        std::string note = replayNote(g, m);
        Card c = m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste ? *g.hand() : g.waste[m.from].back();
        g.play(m);
        if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) home[m.to].push_back(c);
        replay::Frame frame = replayFrame(g, home);
        frame.move = moveName(m);
        frame.note = note;
        bool fromHand = m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste;
        bool toFoundation = m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation;
        frame.from = {fromHand ? ReplayHand : ReplayWaste + m.from};
        frame.to = {(toFoundation ? ReplayFoundation : ReplayWaste) + m.to};
        r.frames.push_back(std::move(frame));
    }
    return r;
}

}  // namespace calculation
