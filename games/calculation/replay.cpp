// Calculation games as replay pages (games/calculation/replay.hpp).
#include "games/calculation/replay.hpp"

namespace calculation {

std::vector<replay::PileSpec> replayLayout() {
    std::vector<replay::PileSpec> layout;
    for (int f = 0; f < Foundations; ++f)
        layout.push_back(
            {"f" + std::to_string(f + 1) + "  +" + std::to_string(f + 1), 1.2 * f, 0, replay::Fan::Squared});
    for (int w = 0; w < Wastes; ++w) layout.push_back({"w" + std::to_string(w + 1), 1.2 * w, 1.35, replay::Fan::Down});
    layout.push_back({"hand", 5.2, 0, replay::Fan::Squared});
    layout.push_back({"deck", 6.4, 0, replay::Fan::Squared});
    return layout;
}

std::string wantsMark(const Game& g, int f) {
    int want = nextRank(f, g.top[std::size_t(f)]);
    return want ? "\xE2\x86\x92" + rankName(want) : "done";  // "→5"
}

FoundationCards baseCards() {
    FoundationCards cards;
    for (int f = 0; f < Foundations; ++f) cards[std::size_t(f)] = {FoundationBase[f]};
    return cards;
}

replay::Frame replayFrame(const Game& g, const FoundationCards& home) {
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

std::string replayNote(const Game& before, Move m) {
    Card c =
        m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste ? *before.hand() : before.waste[m.from].back();
    bool toFoundation = m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation;
    return cardName(c) + (toFoundation ? " to foundation " : " to waste pile ") + std::to_string(m.to + 1);
}

replay::Replay replayOf(const Game& start, const std::vector<Move>& moves, const std::string& title,
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
