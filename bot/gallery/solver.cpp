// The gallery solver's search: solve()'s passes, the depth-first search under
// them and the path as the game's steps (solver.hpp has the design). What dfs()
// calls at every node is defined here too, beside it: the moves on the compact
// position (state.hpp), the reservations (reservations.hpp), the dead-end tests
// (dead_ends.hpp), the move order (move_order.hpp) and the solver's safe moves,
// sleep sets and undo.
#include "bot/gallery/solver.hpp"

#include <algorithm>
#include <utility>

namespace gallery::bot {

// The moves on the compact position (state.hpp).

void Position::sendHome(const Layout& l, int slot) {
    flip(slot);
    if (slot < Places) {
        --wrong[std::size_t(slot / PlacesPerRow)];
        ++empty[std::size_t(slot / PlacesPerRow)];
    } else
        --len[l.pileOf[std::size_t(slot)]];
    Home h = l.home[std::size_t(slot)];
    ++placed[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)];
    if (h.level == 0) --empty[std::size_t(h.row)];
    ++home;
}

void Position::undoHome(const Layout& l, int slot) {
    Home h = l.home[std::size_t(slot)];
    --home;
    if (h.level == 0) ++empty[std::size_t(h.row)];
    --placed[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)];
    if (slot < Places) {
        --empty[std::size_t(slot / PlacesPerRow)];
        ++wrong[std::size_t(slot / PlacesPerRow)];
    } else {
        int p = l.pileOf[std::size_t(slot)];
        pile[std::size_t(p)][len[std::size_t(p)]++] = std::uint8_t(slot);
    }
    flip(slot);
}

void Position::deal(const Layout& l) {
    for (int p = 0; p < Piles; ++p) {
        std::uint8_t s = l.dealt[std::size_t(dealsDone)][std::size_t(p)];
        if (s != NoSlot) pile[std::size_t(p)][len[std::size_t(p)]++] = s;
    }
    ++dealsDone;
    key.hi += std::uint64_t(1) << 56;
}

void Position::undoDeal(const Layout& l) {
    --dealsDone;
    key.hi -= std::uint64_t(1) << 56;
    for (int p = 0; p < Piles; ++p)
        if (l.dealt[std::size_t(dealsDone)][std::size_t(p)] != NoSlot) --len[std::size_t(p)];
}

void Position::flip(int slot) {
    if (slot < 64)
        key.lo ^= std::uint64_t(1) << slot;
    else
        key.hi ^= std::uint64_t(1) << (slot - 64);
}

// The reservations (reservations.hpp).

bool Reservations::allowed(const Position& pos, int slot, Home h) const {
    if (!mark_[std::size_t(slot)]) return true;
    if (h.level == 0) return pos.baseHome(h.row) + 1 >= mark_[std::size_t(slot)];
    return pos.room(h) == 2 || pos.placed[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)] == 1;
}

void Reservations::reserve(const Position& pos, int slot, Home h, std::vector<Saved>& saved) {
    saved.push_back(Saved{std::uint8_t(slot), mark_[std::size_t(slot)]});
    mark_[std::size_t(slot)] = std::uint8_t(h.level ? 1 : 1 + pos.baseHome(h.row) + pos.empty[std::size_t(h.row)]);
}

void Reservations::restore(const std::vector<Saved>& saved) {
    for (auto i = saved.rbegin(); i != saved.rend(); ++i) mark_[i->slot] = i->mark;
}

// The dead-end tests (dead_ends.hpp).

bool DeadEndTests::relaxedDead(int group, unsigned mask, int first) const {
    // With a group (row * Suits + suit) and an assignment of its copies
    // to its two sequences (see groupDead()), its cards wait for the card
    // below them on their own sequence.
    std::array<std::array<std::uint8_t, Levels>, 2> chain;
    chain[0].fill(NoSlot), chain[1].fill(NoSlot);
    std::array<std::uint64_t, 2> sentSlots{};
    int gh[2] = {0, 0};
    if (group >= 0 && !chainsOf(group, mask, chain, gh)) return true;  // a mirror image: tried as the other
    std::array<std::array<std::array<std::uint8_t, Levels>, Suits>, Rows> sent{};
    std::array<std::uint8_t, Rows> freed{};
    std::array<std::array<std::uint8_t, MaxPile>, Piles> pile = pos.pile;
    std::array<std::uint8_t, Piles> len = pos.len;
    // Cards out here, and how many the relaxed game sent home.
    int out = __builtin_popcountll(pos.key.lo) + __builtin_popcountll(pos.key.hi & ((std::uint64_t(1) << 56) - 1)),
        left = 0;
    std::uint32_t wrongLeft = std::uint32_t(pos.key.lo & 0xffffffULL);
    std::array<int, Rows> bases{};  // base cards home, here and sent since
    for (int r = 0; r < Rows; ++r) bases[std::size_t(r)] = pos.baseHome(r);
    auto enabled = [&](int slot) {
        Home h = homeAt(slot);
        if (h.level == 0)
            return ((pos.empty[std::size_t(h.row)] > 0 && (first < 0 || slot == first || homeAt(first).row != h.row)) ||
                    freed[std::size_t(h.row)] > 0) &&
                bases[std::size_t(h.row)] + 1 >= reservations.mark(slot);
        const auto& c = pos.placed[std::size_t(h.row)][std::size_t(h.suit)];
        const auto& d = sent[std::size_t(h.row)][std::size_t(h.suit)];
        if (reservations.reserved(slot) && !d[std::size_t(h.level)] &&
            c[std::size_t(h.level - 1)] + d[std::size_t(h.level - 1)] < 2)
            return false;
        if (h.row * Suits + h.suit == group) {
            int k = chain[0][std::size_t(h.level)] == slot ? 0 : 1;
            for (int j = gh[k]; j < h.level; ++j)
                if (!((sentSlots[chain[std::size_t(k)][std::size_t(j)] >> 6] >>
                       (chain[std::size_t(k)][std::size_t(j)] & 63)) &
                      1))
                    return false;
            return true;
        }
        int need = c[std::size_t(h.level)] > 0 ? 2 : 1;  // copies each lower level must have
        for (int j = h.level - 1; j >= 0 && c[std::size_t(j)] < need; --j)
            if (c[std::size_t(j)] + d[std::size_t(j)] < need) return false;
        return true;
    };
    auto send = [&](int slot) {
        Home h = homeAt(slot);
        ++sent[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)];
        if (h.level == 0) ++bases[std::size_t(h.row)];
        sentSlots[std::size_t(slot >> 6)] |= std::uint64_t(1) << (slot & 63);
        ++left;
    };
    for (int d = pos.dealsDone;; ++d) {
        for (bool again = true; again;) {
            again = false;
            for (int p = 0; p < Piles; ++p)
                while (len[std::size_t(p)] && enabled(pile[std::size_t(p)][len[std::size_t(p)] - 1u]))
                    send(pile[std::size_t(p)][--len[std::size_t(p)]]), again = true;
            for (std::uint32_t w = wrongLeft; w; w &= w - 1) {
                int slot = __builtin_ctz(w);
                if (!enabled(slot)) continue;
                send(slot);
                ++freed[std::size_t(slot / PlacesPerRow)];
                wrongLeft &= ~(std::uint32_t(1) << slot);
                again = true;
            }
        }
        if (left == out) return false;
        if (d >= layout.dealsLeft) return true;
        for (int p = 0; p < Piles; ++p) {
            std::uint8_t s = layout.dealt[std::size_t(d)][std::size_t(p)];
            if (s != NoSlot) pile[std::size_t(p)][len[std::size_t(p)]++] = s;
        }
    }
}

bool DeadEndTests::chainsOf(int group, unsigned mask, std::array<std::array<std::uint8_t, Levels>, 2>& chain,
                            int* gh) const {
    int row = group / Suits, suit = group % Suits;
    const auto& c = pos.placed[std::size_t(row)][std::size_t(suit)];
    for (int j = 0; j < Levels; ++j) gh[0] += c[std::size_t(j)] >= 1, gh[1] += c[std::size_t(j)] == 2;
    if (gh[0] == gh[1] && gh[0] < Levels && ((mask >> gh[0]) & 1)) return false;
    for (int j = 0; j < Levels; ++j) {
        const auto& cp = copies[cardAt(row, suit, j)];
        std::uint8_t a = cp[0] != NoSlot && pos.present(cp[0]) ? cp[0] : NoSlot,
                     b = cp[1] != NoSlot && pos.present(cp[1]) ? cp[1] : NoSlot;
        if (a == NoSlot) std::swap(a, b);
        if (c[std::size_t(j)] == 1)
            chain[1][std::size_t(j)] = a;
        else if (c[std::size_t(j)] == 0) {
            if ((mask >> j) & 1) std::swap(a, b);
            chain[0][std::size_t(j)] = a, chain[1][std::size_t(j)] = b;
        }
    }
    return true;
}

bool DeadEndTests::groupDead(int group) const {
    const auto& c = pos.placed[std::size_t(group / Suits)][std::size_t(group % Suits)];
    unsigned free = 0;  // levels with both copies out
    for (int j = 0; j < Levels; ++j)
        if (!c[std::size_t(j)]) free |= 1u << j;
    if (!free) return false;
    for (unsigned m = free;; m = (m - 1) & free) {
        if (!relaxedDead(group, m)) return false;
        if (!m) break;
    }
    return true;
}

bool DeadEndTests::anyGroupDead() const {
    for (int g = 0; g < Rows * Suits; ++g)
        if (groupDead(g)) return true;
    for (int r = 0; r < Rows; ++r)
        if (firstDead(r)) return true;
    return false;
}

bool DeadEndTests::firstDead(int row) const {
    if (pos.empty[std::size_t(row)] != 1 || !pos.wrong[std::size_t(row)]) return false;
    int tried = 0;
    for (int s = 0; s < layout.slots; ++s) {
        Home h = homeAt(s);
        if (h.level || h.row != row || !pos.present(s)) continue;
        if (!relaxedDead(-1, 0, s)) return false;
        ++tried;
    }
    return tried > 0;
}

// The move order (move_order.hpp).

int MoveOrder::twinDistance(int slot) const {
    int t = layout.twin[std::size_t(slot)];
    if (t == NoSlot || !pos.present(t) || t < Places) return t == NoSlot || !pos.present(t) ? 100 : 0;
    int p = layout.pileOf[std::size_t(t)];
    for (int i = pos.len[std::size_t(p)] - 1, above = 0; i >= 0; --i, ++above)
        if (pos.pile[std::size_t(p)][std::size_t(i)] == t) return above;
    for (int d = pos.dealsDone; d < layout.dealsLeft; ++d)
        if (layout.dealt[std::size_t(d)][std::size_t(p)] == t) return 2 * (d - pos.dealsDone + 1);
    return 100;
}

void MoveOrder::orderByTwinDistance(std::vector<std::uint8_t>& moves) const {
    std::array<int, MaxSlots> key{};
    for (std::uint8_t m : moves) key[m] = twinDistance(m);
    std::stable_sort(moves.begin(), moves.end(), [&](std::uint8_t a, std::uint8_t b) { return key[a] > key[b]; });
}

int MoveOrder::playOut(Position p) const {
    for (;;) {
        bool moved = false;
        for (int q = 0; q < Piles; ++q)
            while (p.len[std::size_t(q)]) {
                int t = p.top(q);
                Home h = homeAt(t);
                if (!p.fits(h) || reservations.reserved(t)) break;
                p.sendHome(layout, t);
                moved = true;
            }
        for (std::uint32_t w = std::uint32_t(p.key.lo & 0xffffffULL); w; w &= w - 1) {
            int t = __builtin_ctz(w);
            Home h = homeAt(t);
            if (p.fits(h) && !reservations.reserved(t)) p.sendHome(layout, t), moved = true;
        }
        if (moved) continue;
        if (!p.canDeal(layout)) return p.home;
        p.deal(layout);
    }
}

void MoveOrder::orderByPlayOut(std::vector<std::uint8_t>& children) const {
    std::vector<std::pair<int, int>> score;
    for (std::size_t i = 0; i < children.size(); ++i) {
        std::uint8_t c = children[i];
        Position p = pos;
        if (c == DealStep)
            p.deal(layout);
        else
            p.sendHome(layout, c);
        score.push_back({-playOut(p), int(i)});
    }
    std::stable_sort(score.begin(), score.end());
    std::vector<std::uint8_t> sorted;
    for (auto& sc : score) sorted.push_back(children[std::size_t(sc.second)]);
    children = sorted;
}

// The solver's moves (solver.hpp).

template <class F>
void Solver::forEachMovable(F&& f) const {
    for (int p = 0; p < Piles; ++p)
        if (pos_.len[std::size_t(p)]) f(pos_.top(p));
    if (pos_.key.lo & 0xffffffULL)
        for (int s = 0; s < Places; ++s)
            if (pos_.present(s)) f(s);
}

bool Solver::safe(int slot, Home h) const {
    if (h.level == 0) return pos_.wrong[std::size_t(h.row)] == 0;
    if (pos_.room(h) == 2 || pos_.placed[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)] == 1)
        return true;
    int t = layout_.twin[std::size_t(slot)];
    if (t == NoSlot || !pos_.present(t)) return false;
    return reservations_.reserved(t) ||
        (slot >= Places && t < slot && layout_.pileOf[std::size_t(t)] == layout_.pileOf[std::size_t(slot)]);
}

bool Solver::independent(int z, int t) const {
    Home a = homeAt(z), b = homeAt(t);
    if (a.row != b.row) return true;
    bool compete = (a.level == 0 && b.level == 0) || (a.suit == b.suit && a.level == b.level);
    return !compete || pos_.room(b) >= 2;
}

void Solver::play(int slot, std::vector<std::uint8_t>& sleep) {
    std::size_t k = 0;
    for (std::uint8_t z : sleep)
        if (z != slot && independent(z, slot)) sleep[k++] = z;
    sleep.resize(k);
    pos_.sendHome(layout_, slot);
    path_.push_back(std::uint8_t(slot));
}

void Solver::unwindTo(std::size_t mark) {
    while (path_.size() > mark) {
        std::uint8_t s = path_.back();
        path_.pop_back();
        if (s == DealStep)
            pos_.undoDeal(layout_);
        else
            pos_.undoHome(layout_, s);
    }
}

std::string stepName(const Step& s) { return s.deal ? "deal" : moveName(s.move); }

SolveResult Solver::solve(const Game& g, const SearchLimit& limit) {
    failed_.clear();
    compact(g, layout_, pos_);
    copies_ = copiesOf(layout_, pos_);
    limit_ = limit.countedBefore();
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
