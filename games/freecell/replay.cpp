// FreeCell games as replay pages (games/freecell/replay.hpp).
#include "games/freecell/replay.hpp"

namespace freecell {

std::vector<replay::PileSpec> replayLayout() {
    std::vector<replay::PileSpec> layout;
    for (int i = 0; i < Cells; ++i)
        layout.push_back({std::string("cell ") + char('a' + i), 1.1 * i, 0, replay::Fan::Squared});
    for (int s = 0; s < Suits; ++s)
        layout.push_back({std::string("home ") + SuitLetters[s], 4.5 + 1.1 * s, 0, replay::Fan::Squared});
    for (int c = 0; c < Cascades; ++c) layout.push_back({std::to_string(c + 1), 1.1 * c, 1.3, replay::Fan::Down});
    return layout;
}

std::vector<std::vector<replay::Card>> replayPiles(const Board& b) {
    std::vector<std::vector<replay::Card>> piles(std::size_t(Cells + Suits + Cascades));
    for (int i = 0; i < Cells; ++i)
        if (b.cell[i] != NoCard) piles[std::size_t(i)].push_back(replayCard(b.cell[i]));
    for (int s = 0; s < Suits; ++s)
        for (int r = 1; r <= b.home[s]; ++r)
            piles[std::size_t(ReplayFirstHome + s)].push_back(replayCard(makeCard(r, s)));
    for (int c = 0; c < Cascades; ++c)
        for (int i = 0; i < b.len[c]; ++i) piles[std::size_t(ReplayFirstCascade + c)].push_back(replayCard(b.at(c, i)));
    return piles;
}

int replayPile(int loc, Card moved) {
    if (isCascade(loc)) return ReplayFirstCascade + loc;
    if (isCell(loc)) return loc - FirstCell;
    return ReplayFirstHome + suitOf(moved);
}

namespace replay_detail {

// The cards autoplay sent home between two positions ("AH 2H"), and the
// foundations it filled (highlighted with the move's target).
std::string sentHome(const Board& before, const Board& after, std::vector<int>& homes) {
    std::string sent;
    for (int r = 1; r <= Ranks; ++r)
        for (int s = 0; s < Suits; ++s)
            if (before.home[s] < r && after.home[s] >= r) sent += (sent.empty() ? "" : " ") + cardName(makeCard(r, s));
    for (int s = 0; s < Suits; ++s)
        if (after.home[s] != before.home[s]) homes.push_back(ReplayFirstHome + s);
    return sent;
}

}  // namespace replay_detail

replay::Replay replayOf(const Board& dealt, const std::vector<Move>& moves, Autoplay mode, Capacity rule,
                        const std::string& title, const std::string& verdict) {
    replay::Replay r{"FreeCell", title, verdict, replayLayout(), {}};
    replay::Frame first;
    first.piles = replayPiles(dealt);
    r.frames.push_back(first);

    Board b = dealt;
    autoplay(b, mode);
    if (b != dealt) {
        replay::Frame f;
        f.piles = replayPiles(b);
        f.move = "autoplay";
        f.note = replay_detail::sentHome(dealt, b, f.to) + " home";
        f.counted = false;
        r.frames.push_back(f);
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Move m = moves[i];
        Check c = check(b, m, rule);
        if (!c) {
            r.frames.back().note += (r.frames.back().note.empty() ? "" : "; ") + std::string("next move ") +
                moveName(m) + " is illegal: " + c.why;
            break;
        }
        Card moved = isCell(m.from) ? b.cell[m.from - FirstCell] : b.at(m.from, b.len[m.from] - c.count);
        play(b, m, c.count);
        Board placed = b;
        autoplay(b, mode);
        replay::Frame f;
        f.piles = replayPiles(b);
        f.move = moveName(m);
        f.from = {replayPile(m.from, moved)};
        f.to = {replayPile(m.to, moved)};
        std::string note = c.count > 1 ? std::to_string(c.count) + " cards" : "";
        std::string autoplayed = replay_detail::sentHome(placed, b, f.to);
        if (!autoplayed.empty()) note += (note.empty() ? "" : ", ") + std::string("autoplay ") + autoplayed;
        f.note = note;
        r.frames.push_back(f);
    }
    return r;
}

}  // namespace freecell
