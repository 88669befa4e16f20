// Spider games as replay pages (games/spider/replay.hpp).
#include "games/spider/replay.hpp"

namespace spider {

std::vector<replay::PileSpec> replayLayout() {
    std::vector<replay::PileSpec> layout;
    layout.push_back({"hand", 0, 0, replay::Fan::Squared});
    for (int i = 0; i < SuitsToWin; ++i)
        layout.push_back({"suit " + std::to_string(i + 1), 2.2 + 1.1 * i, 0, replay::Fan::Squared});
    for (int c = 0; c < Columns; ++c) layout.push_back({std::to_string(c + 1), 1.1 * c, 1.3, replay::Fan::Down});
    return layout;
}

std::vector<std::vector<replay::Card>> replayPiles(const Game& g) {
    std::vector<std::vector<replay::Card>> piles(std::size_t(ReplayFirstColumn + Columns));
    const replay::Card back{0, '?', false};
    piles[ReplayHand].assign(g.hand.size(), back);
    // A removed suit is drawn with its King on top, as it lay in the column.
    for (std::size_t i = 0; i < g.removedRuns.size() && i < std::size_t(SuitsToWin); ++i)
        for (auto c = g.removedRuns[i].rbegin(); c != g.removedRuns[i].rend(); ++c)
            piles[std::size_t(ReplayFirstRemoved) + i].push_back(replayCard(*c));
    for (int c = 0; c < Columns; ++c) {
        auto& pile = piles[std::size_t(ReplayFirstColumn + c)];
        pile.assign(g.columns[std::size_t(c)].down.size(), back);
        for (Card k : g.columns[std::size_t(c)].up) pile.push_back(replayCard(k));
    }
    return piles;
}

std::vector<std::string> replayPanel(const Game& g) {
    return {"deals left " + std::to_string(g.dealsLeft()),
            "suits removed " + std::to_string(g.removedRuns.size()) + " of 8"};
}

namespace replay_detail {

const char* suitName(Card c) {
    static const char* names[] = {"clubs", "diamonds", "hearts", "spades"};
    return names[suitOf(c)];
}

// The frame for history step `a`, which led to position `after`.
replay::Frame stepFrame(const Action& a, const Game& after) {
    replay::Frame f;
    f.piles = replayPiles(after);
    f.panel = replayPanel(after);
    std::string turned = a.turned ? "turns a card up" : "";
    switch (a.kind) {
    case Action::Move:
        f.move = std::to_string(a.from + 1) + " " + std::to_string(a.to + 1);
        f.note = a.count > 1 ? std::to_string(a.count) + " cards" : "";
        f.from = {ReplayFirstColumn + a.from};
        f.to = {ReplayFirstColumn + a.to};
        break;
    case Action::Remove:
        f.move = std::to_string(a.from + 1);
        f.note = std::string("removes a suit of ") + suitName(after.removedRuns.back()[0]) +
            (a.automatic ? " (automatic)" : "");
        f.from = {ReplayFirstColumn + a.from};
        f.to = {ReplayFirstRemoved + int(after.removedRuns.size()) - 1};
        break;
    case Action::Deal:
        f.move = "D";
        f.note = "deal";
        f.from = {ReplayHand};
        for (int c = 0; c < a.count; ++c) f.to.push_back(ReplayFirstColumn + c);
        break;
    }
    if (!turned.empty()) f.note += (f.note.empty() ? "" : ", ") + turned;
    return f;
}

}  // namespace replay_detail

std::vector<replay::Frame> replaySteps(const Game& g, std::size_t steps, Game* before) {
    std::vector<replay::Frame> frames;
    Game work = g;
    for (std::size_t i = 0; i < steps && !work.history.empty(); ++i) {
        frames.push_back(replay_detail::stepFrame(work.history.back(), work));
        work.backUp();
    }
    if (before) *before = std::move(work);
    return std::vector<replay::Frame>(frames.rbegin(), frames.rend());
}

replay::Frame replayBackUp(const Game& after, int moves) {
    replay::Frame f;
    f.piles = replayPiles(after);
    f.panel = replayPanel(after);
    f.move = "-" + std::to_string(moves);
    f.note = "back-up";
    return f;
}

replay::Replay replayOf(const Game& g, const std::string& title, const std::string& verdict) {
    replay::Replay r{"Spider", title, verdict, replayLayout(), {}};
    Game start;
    std::vector<replay::Frame> steps = replaySteps(g, g.history.size(), &start);
    replay::Frame first;
    first.piles = replayPiles(start);
    first.panel = replayPanel(start);
    r.frames.push_back(first);
    r.frames.insert(r.frames.end(), steps.begin(), steps.end());
    return r;
}

}  // namespace spider
