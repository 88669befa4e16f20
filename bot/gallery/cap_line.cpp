// The solver's line as a keeper with CAP on plays it (cap_line.hpp).
#include "bot/gallery/cap_line.hpp"

#include <set>
#include <utility>

namespace gallery::bot {

std::string replayWithCap(Game g, const std::vector<Step>& steps) {
    playSafeMoves(g);
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& s = steps[i];
        std::string why = s.deal ? (g.stock.empty() ? "the stock is empty" : "") : g.whyNot(s.move);
        if (!why.empty()) return "move " + std::to_string(i + 1) + " (" + stepName(s) + "), CAP on: " + why;
        s.deal ? void(g.deal()) : g.play(s.move);
        playSafeMoves(g);
    }
    return g.won() ? "" : "the moves do not win with CAP on";
}

CardIds::CardIds(const Game& g) {
    for (int p = 0; p < Piles; ++p)
        for (std::size_t k = 0; k < g.piles[std::size_t(p)].size(); ++k)
            piles[std::size_t(p)].push_back(1000 + 100 * p + int(k));
    for (int slot = 0; slot < Rows * PlacesPerRow; ++slot)
        wrong[std::size_t(slot)] =
            g.wrong(Place{std::uint8_t(slot / PlacesPerRow), std::uint8_t(slot % PlacesPerRow)}) ? slot : -1;
}
void CardIds::deal(const Game& before) {
    for (std::size_t p = 0; p < std::size_t(Piles) && p < before.stock.size(); ++p, ++dealt)
        if (rankOf(before.stock[p]) != 1) piles[p].push_back(10000 + dealt);
}
int CardIds::take(const Move& m) {
    if (m.fromPile) {
        int id = piles[m.pile].back();
        piles[m.pile].pop_back();
        return id;
    }
    return std::exchange(wrong[std::size_t(m.from.row * PlacesPerRow + m.from.col)], -1);
}
int CardIds::at(const Move& m) const {
    if (m.fromPile) return piles[m.pile].empty() ? -1 : piles[m.pile].back();
    return wrong[std::size_t(m.from.row * PlacesPerRow + m.from.col)];
}

std::vector<Step> capLine(const Game& start, const std::vector<Step>& steps, std::string& why) {
    Game solver = start, keeper = start;
    CardIds solverIds(start), keeperIds(start);
    std::set<int> byCap;  // the copies CAP sent home in the keeper's game
    auto cap = [&] {
        for (const SafeMove& m : playSafeMoves(keeper)) byCap.insert(keeperIds.take(m.move));
    };
    cap();
    std::vector<Step> out;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& s = steps[i];
        if (s.deal) {
            solverIds.deal(solver), keeperIds.deal(keeper);
            solver.deal(), keeper.deal();
            out.push_back(s);
            cap();
            continue;
        }
        Card c = *solver.moving(s.move);
        int id = solverIds.take(s.move);
        solver.play(s.move);
        if (byCap.count(id)) continue;  // CAP sent this copy home already: the keeper has nothing to do
        // Else it waits where the solver takes it from: on top of the same
        // pile (the keeper's piles only lack what CAP took), or on the same
        // wrong place.
        std::optional<Place> to = homeOf(keeper, c);
        std::string stop = keeperIds.at(s.move) != id ? " is not there" : !to ? " has no place" : "";
        if (!stop.empty()) {
            why = "move " + std::to_string(i + 1) + " (" + stepName(s) + "): " + cardName(c) + stop +
                " in the keeper's game";
            return out;
        }
        Step copy = s;
        copy.move.to = *to;
        keeperIds.take(copy.move);
        keeper.play(copy.move);
        out.push_back(copy);
        cap();
    }
    return out;
}

}  // namespace gallery::bot
