// The gallery solver's search: solve()'s passes, the depth-first search
// under them and the path as the game's steps (solver.hpp has the design).
#include "bot/gallery/solver.hpp"

namespace gallery::bot {

std::string stepName(const Step& s) { return s.deal ? "deal" : moveName(s.move); }

SolveResult Solver::solve(const Game& g, int timeMs, long maxNodes) {
    failed_.clear();
    compact(g, layout_, pos_);
    copies_ = copiesOf(layout_, pos_);
    limit_.start(timeMs, maxNodes);
    proofCuts_ = 0;
    path_.clear();
    // Limited discrepancy passes (bot/common/discrepancy.hpp) in the
    // move order. Failures are kept with the budget they had; only the
    // last pass's are final.
    auto pass = [&](int budget) {
        std::vector<std::uint8_t> sleep;
        reservations_.clear();
        return dfs(sleep, budget);
    };
    auto stopped = [&] { return limit_.reached(); };
    bool won = exhaustiveOnly ? passes_.passes({Unlimited}, pass, stopped)
                              : passes_.passes({0, 1, 2, 3, 5, 8, Unlimited}, pass, stopped);
    SolveResult res;
    res.nodes = limit_.positions();
    res.ms = limit_.elapsedMs();
    if (won) {
        res.status = SolveResult::Winnable;
        res.moves = steps(g);
    } else
        res.status = limit_.reached() ? SolveResult::Unknown : SolveResult::Unwinnable;
    return res;
}

bool Solver::dfs(std::vector<std::uint8_t>& sleep, int budget) {
    if (limit_.expired()) return false;
    std::size_t mark = path_.size();
    for (bool again = true; again;) {
        again = false;
        forEachMovable([&](int s) {
            Home h = homeAt(s);
            if (pos_.fits(h) && reservations_.allowed(pos_, s, h) && safe(s, h)) play(s, sleep), again = true;
        });
    }
    if (pos_.won()) return true;
    // The dead-end tests, cheapest first; the one by assignments costs up
    // to 96 relaxed games, so only where a deal brought new cards.
    bool afterDeal = mark == 0 || path_[mark - 1] == DealStep;
    if (passes_.failedBefore(failed_, pos_.key, budget) || deadEnds().relaxedDead() ||
        (afterDeal && deadEnds().anyGroupDead())) {
        unwindTo(mark);
        return false;
    }
    // In the exhaustive pass (the proof of a loss), where a subtree not
    // cut is searched to its end, the tests by assignments run at every
    // node (sound anywhere, see docs/gallery-solver.md); in the limited
    // passes they cost more time than the positions they save.
    if (proofTests && budget == Unlimited && !afterDeal && deadEnds().anyGroupDead()) {
        ++proofCuts_;
        failed_.remember(pos_.key, budget);
        unwindTo(mark);
        return false;
    }
    std::vector<std::uint8_t> moves;
    std::vector<Reservations::Saved> saved;
    forEachMovable([&](int s) {
        Home h = homeAt(s);
        if (pos_.fits(h) && reservations_.allowed(pos_, s, h) &&
            std::find(sleep.begin(), sleep.end(), s) == sleep.end())
            moves.push_back(std::uint8_t(s));
    });
    std::vector<std::uint8_t> asleep = sleep, child;
    auto release = [&] { reservations_.restore(saved); };
    // After sending m home failed for good: m sleeps here and is
    // reserved below; false if its twin is reserved too (then one of the
    // two had to take the spot first, and no line is left).
    auto refuted = [&](std::uint8_t m) {
        int t = layout_.twin[m];
        Home h = homeAt(m);
        if (h.level > 0 && t != NoSlot && reservations_.reserved(t)) return false;
        asleep.push_back(m);
        reservations_.reserve(pos_, m, h, saved);
        return true;
    };
    // The children: the moves, those whose twin is farthest first, then
    // the deal; with lookahead, reordered by a play-out after each.
    std::vector<std::uint8_t> children = moves;
    moveOrder().orderByTwinDistance(children);
    if (pos_.canDeal(layout_)) children.push_back(DealStep);
    if (lookahead && children.size() > 1) moveOrder().orderByPlayOut(children);
    int tried = 0;
    for (std::uint8_t c : children) {
        int b = passes_.childBudget(budget, tried++);
        if (b < 0) break;
        std::size_t here = path_.size();
        if (c == DealStep) {
            child.clear();
            for (std::uint8_t z : asleep)
                if (z < Places) child.push_back(z);  // a wrong card's move commutes with a deal
            pos_.deal(layout_);
            path_.push_back(DealStep);
        } else {
            child = asleep;
            play(c, child);
        }
        if (dfs(child, b)) {
            release();
            return true;
        }
        unwindTo(here);
        if (limit_.reached()) break;
        if (c != DealStep && !refuted(c)) {
            release();
            unwindTo(mark);
            return false;
        }
    }
    release();
    if (!limit_.reached()) failed_.remember(pos_.key, budget);
    unwindTo(mark);
    return false;
}

std::vector<Step> Solver::steps(Game g) const {
    std::vector<Step> out;
    for (std::uint8_t s : path_) {
        Step st;
        if (s == DealStep) {
            st.deal = true;
            g.deal();
            out.push_back(st);
            continue;
        }
        if (s < Places)
            st.move = Move{false, 0, Place{std::uint8_t(s / PlacesPerRow), std::uint8_t(s % PlacesPerRow)}, {}};
        else
            st.move = Move{true, layout_.pileOf[s], {}, {}};
        int row = homeAt(s).row;
        bool found = false;
        for (int c = 0; c < PlacesPerRow && !found; ++c) {
            st.move.to = Place{std::uint8_t(row), std::uint8_t(c)};
            found = g.whyNot(st.move).empty();
        }
        out.push_back(st);
        if (!found) break;  // cannot happen; replay() (solve_cli.hpp) then reports it
        g.play(st.move);
    }
    return out;
}

}  // namespace gallery::bot
