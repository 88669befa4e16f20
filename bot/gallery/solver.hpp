// The gallery's perfect-information solver: knows the stock's order, answers
// winnable (with the whole game as moves), unwinnable (the search was
// exhaustive) or unknown (time ran out). docs/gallery-solver.md has the
// design and the proof of each shortcut; the comments here name them.
//
// A depth-first search on the compact position (state.hpp). A move sends a
// pile top or a wrong card home (where exactly does not matter, see
// state.hpp), or deals. At each node: the *safe* moves are played (they keep
// a winnable position winnable); then the table of positions that failed
// (exact 128-bit keys); then the dead-end tests (a relaxed game played to
// the end, and after a deal the same per suit and row for each way its
// copies can split between its two sequences); then each other move that
// fits and the deal, ordered by a greedy play-out after each (ties: the
// moves whose twin is farthest first, the deal last). A move refuted at a node is *reserved* below it (it
// may not take the spot it had), and moves that commute with it are not
// tried again below it (sleep sets). The passes are a limited discrepancy
// search, the last one exhaustive.
#pragma once

#include <algorithm>
#include <vector>

#include "common/hash.hpp"
#include "bot/common/solve_result.hpp"
#include "bot/common/discrepancy.hpp"
#include "bot/common/failed_table.hpp"
#include "bot/common/search_limit.hpp"
#include "bot/gallery/state.hpp"

namespace gallery::bot {

using patience::bot::Discrepancy;
using patience::bot::FailedTable;
using patience::bot::SearchLimit;

// One step of a game: a move, or a deal.
struct Step {
    bool deal = false;
    Move move;
};
inline std::string stepName(const Step& s) { return s.deal ? "deal" : moveName(s.move); }

using SolveResult = patience::bot::SolveResult<Step>;  // winnable, unwinnable or unknown: bot/common/solve_result.hpp

class Solver {
public:
    // Off: children in the twin-distance order alone, without play-outs (to compare).
    bool lookahead = true;
    // Off: the tests by assignments and of the first base card only at the
    // root and after deals, in the exhaustive pass too (to compare).
    bool proofTests = true;
    // Only the exhaustive pass, no limited discrepancy passes (for the tests).
    bool exhaustiveOnly = false;
    // Nodes of the last solve() that only proofTests cut (for the tests).
    long proofCuts() const { return proofCuts_; }

    explicit Solver(int tableBits = 22) : failed_(tableBits) {}

    // Gives up (unknown) after timeMs or, if maxNodes > 0, after that many
    // positions, whichever comes first: the position limit makes an answer
    // independent of the machine's load.
    SolveResult solve(const Game& g, int timeMs, long maxNodes = 0) {
        failed_.clear();
        compact(g, layout_, pos_);
        for (auto& cp : copies_) cp = {NoSlot, NoSlot};
        for (int s = 0; s < layout_.slots; ++s)
            if (pos_.present(s)) copies_[layout_.card[std::size_t(s)]][copies_[layout_.card[std::size_t(s)]][0] != NoSlot] = std::uint8_t(s);
        limit_.start(timeMs, maxNodes);
        proofCuts_ = 0;
        path_.clear();
        // Limited discrepancy passes (bot/common/discrepancy.hpp) in the
        // move order. Failures are kept with the budget they had; only the
        // last pass's are final.
        auto pass = [&](int budget) {
            std::vector<std::uint8_t> sleep;
            mark_.fill(0);
            return dfs(sleep, budget);
        };
        auto stopped = [&] { return limit_.reached(); };
        bool won = exhaustiveOnly ? passes_.passes({Unlimited}, pass, stopped) : passes_.passes({0, 1, 2, 3, 5, 8, Unlimited}, pass, stopped);
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

private:
    static constexpr std::uint8_t DealStep = NoSlot;
    static constexpr int Unlimited = Discrepancy::Unlimited;
    FailedTable failed_;  // positions that failed, by their exact keys
    Discrepancy passes_;
    Layout layout_;
    Position pos_;
    std::vector<std::uint8_t> path_;  // slots sent home, DealStep for a deal
    SearchLimit limit_;
    long proofCuts_ = 0;

    Home homeAt(int slot) const { return layout_.home[std::size_t(slot)]; }

    // The cards that could move: pile tops, then wrong cards.
    template <class F>
    void forEachMovable(F&& f) const {
        for (int p = 0; p < Piles; ++p)
            if (pos_.len[std::size_t(p)]) f(pos_.top(p));
        if (pos_.key.lo & 0xffffffULL)
            for (int s = 0; s < Places; ++s)
                if (pos_.present(s)) f(s);
    }

    // A move that keeps a winnable position winnable (proofs in docs/gallery-solver.md):
    //  - a base card, when its row has no wrong card: every base card still
    //    out then has an empty place of its own;
    //  - a card whose level has room for both copies (both sequences at its
    //    height), or whose twin is home already: no other card can take its spot;
    //  - a card whose twin lies below it in the same pile: the twin cannot take
    //    the spot first.
    //  - a card whose twin is reserved (see dfs()): the twin may not take the spot.
    bool safe(int slot, Home h) const {
        if (h.level == 0) return pos_.wrong[std::size_t(h.row)] == 0;
        if (pos_.room(h) == 2 || pos_.placed[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)] == 1) return true;
        int t = layout_.twin[std::size_t(slot)];
        if (t == NoSlot || !pos_.present(t)) return false;
        return reserved(t) || (slot >= Places && t < slot && layout_.pileOf[std::size_t(t)] == layout_.pileOf[std::size_t(slot)]);
    }

    // Reserved cards: below a node N where sending card X home failed
    // (exhaustively), every line that could have sent X to where it went at
    // N is refuted, so X waits:
    //  - not a base card: S was the one sequence at X's height, the other
    //    lower. X goes home only once its twin is home or both sequences
    //    stand at its height. Sound: until then X's spot is still S, unfilled
    //    since N, and a winning line sending X there could have sent it at N
    //    (its pile lacked X earlier, which never hurts; nothing else went on
    //    S), which failed.
    //  - a base card: X goes home only once the places empty at N are all
    //    taken (its row then holds `mark` - 1 base cards). Sound: while one
    //    of them is still empty, a line sending X anywhere could have sent
    //    it to that place at N instead (nothing else used it meanwhile).
    std::array<std::uint8_t, MaxSlots> mark_{};  // 0: free; 1: reserved; a base card: 1 + the count it waits for
    bool reserved(int slot) const { return mark_[std::size_t(slot)] != 0; }
    int baseHome(int row) const {
        int n = 0;
        for (int s = 0; s < Suits; ++s) n += pos_.placed[std::size_t(row)][std::size_t(s)][0];
        return n;
    }
    // May the card go home as far as its reservation goes?
    bool allowed(int slot, Home h) const {
        if (!mark_[std::size_t(slot)]) return true;
        if (h.level == 0) return baseHome(h.row) + 1 >= mark_[std::size_t(slot)];
        return pos_.room(h) == 2 || pos_.placed[std::size_t(h.row)][std::size_t(h.suit)][std::size_t(h.level)] == 1;
    }
    struct Saved {
        std::uint8_t slot, mark;
    };
    void reserve(int slot, Home h, std::vector<Saved>& saved) {
        saved.push_back(Saved{std::uint8_t(slot), mark_[std::size_t(slot)]});
        mark_[std::size_t(slot)] = std::uint8_t(h.level ? 1 : 1 + baseHome(h.row) + pos_.empty[std::size_t(h.row)]);
    }

    // Does z stay possible after t, and t after z, with the same result?
    // Only cards competing for the same spots (copies of one card, or base
    // cards of one row for the empty places) can disable each other.
    bool independent(int z, int t) const {
        Home a = homeAt(z), b = homeAt(t);
        if (a.row != b.row) return true;
        bool compete = (a.level == 0 && b.level == 0) || (a.suit == b.suit && a.level == b.level);
        return !compete || pos_.room(b) >= 2;
    }

    // The dead-end test: a relaxed game that every real line of play stays
    // within, played greedily to its end. Relaxed: a card of level l may go
    // home once, for each level its sequence still lacks, *one* copy of that
    // card went home since this position (for the second copy of a card,
    // two sequences must grow: at the levels where only one copy was home
    // here, the other one must go home); a base card once its row had an
    // empty place here or a wrong card left the row. Piles, deals and wrong
    // places are as in the game. Everything the real game does the relaxed
    // one allows at the same moment, and sending a card home there never
    // disables another (the conditions only ask for cards home), so playing
    // everything possible before each deal is its best line. If even that
    // leaves a card out, no real line wins. Reservations hold there too:
    // a reserved card waits for its twin or for two copies below it (or, a
    // base card, for its row's count of base cards).
    // With `first` (a base card of a row with one empty place, see
    // firstDead()), only that card may use the place; the row's other base
    // cards wait for a wrong card of the row to leave.
    bool relaxedDead(int group = -1, unsigned mask = 0, int first = -1) {
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
        std::array<std::array<std::uint8_t, MaxPile>, Piles> pile = pos_.pile;
        std::array<std::uint8_t, Piles> len = pos_.len;
        // Cards out here, and how many the relaxed game sent home.
        int out = __builtin_popcountll(pos_.key.lo) + __builtin_popcountll(pos_.key.hi & ((std::uint64_t(1) << 56) - 1)), left = 0;
        std::uint32_t wrongLeft = std::uint32_t(pos_.key.lo & 0xffffffULL);
        std::array<int, Rows> bases{};  // base cards home, here and sent since
        for (int r = 0; r < Rows; ++r) bases[std::size_t(r)] = baseHome(r);
        auto enabled = [&](int slot) {
            Home h = homeAt(slot);
            if (h.level == 0)
                return ((pos_.empty[std::size_t(h.row)] > 0 && (first < 0 || slot == first || homeAt(first).row != h.row)) ||
                        freed[std::size_t(h.row)] > 0) &&
                       bases[std::size_t(h.row)] + 1 >= mark_[std::size_t(slot)];
            const auto& c = pos_.placed[std::size_t(h.row)][std::size_t(h.suit)];
            const auto& d = sent[std::size_t(h.row)][std::size_t(h.suit)];
            if (reserved(slot) && !d[std::size_t(h.level)] && c[std::size_t(h.level - 1)] + d[std::size_t(h.level - 1)] < 2) return false;
            if (h.row * Suits + h.suit == group) {
                int k = chain[0][std::size_t(h.level)] == slot ? 0 : 1;
                for (int j = gh[k]; j < h.level; ++j)
                    if (!((sentSlots[chain[std::size_t(k)][std::size_t(j)] >> 6] >> (chain[std::size_t(k)][std::size_t(j)] & 63)) & 1)) return false;
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
        for (int d = pos_.dealsDone;; ++d) {
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
            if (d >= layout_.dealsLeft) return true;
            for (int p = 0; p < Piles; ++p) {
                std::uint8_t s = layout_.dealt[std::size_t(d)][std::size_t(p)];
                if (s != NoSlot) pile[std::size_t(p)][len[std::size_t(p)]++] = s;
            }
        }
    }

    // The group's copies not home, placed on its two sequences: sequence 0
    // (the taller here, height gh[0]) and 1. A level with one copy home
    // leaves the other to sequence 1; a level with both out is split by the
    // mask's bit (0: the copy in the lower slot on sequence 0). False if the
    // mask only mirrors another one (sequences of equal height).
    bool chainsOf(int group, unsigned mask, std::array<std::array<std::uint8_t, Levels>, 2>& chain, int* gh) const {
        int row = group / Suits, suit = group % Suits;
        const auto& c = pos_.placed[std::size_t(row)][std::size_t(suit)];
        for (int j = 0; j < Levels; ++j) gh[0] += c[std::size_t(j)] >= 1, gh[1] += c[std::size_t(j)] == 2;
        if (gh[0] == gh[1] && gh[0] < Levels && ((mask >> gh[0]) & 1)) return false;
        for (int j = 0; j < Levels; ++j) {
            const auto& cp = copies_[cardAt(row, suit, j)];
            std::uint8_t a = cp[0] != NoSlot && pos_.present(cp[0]) ? cp[0] : NoSlot, b = cp[1] != NoSlot && pos_.present(cp[1]) ? cp[1] : NoSlot;
            if (a == NoSlot) std::swap(a, b);
            if (c[std::size_t(j)] == 1) chain[1][std::size_t(j)] = a;
            else if (c[std::size_t(j)] == 0) {
                if ((mask >> j) & 1) std::swap(a, b);
                chain[0][std::size_t(j)] = a, chain[1][std::size_t(j)] = b;
            }
        }
        return true;
    }
    // A group whose every assignment of copies to sequences is a dead end
    // (each real line places each copy on one sequence: one of the
    // assignments, under which the relaxed game is a relaxation again).
    bool groupDead(int group) {
        const auto& c = pos_.placed[std::size_t(group / Suits)][std::size_t(group % Suits)];
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
    std::array<std::array<std::uint8_t, 2>, 52> copies_{};  // each card's slots
    bool anyGroupDead() {
        for (int g = 0; g < Rows * Suits; ++g)
            if (groupDead(g)) return true;
        for (int r = 0; r < Rows; ++r)
            if (firstDead(r)) return true;
        return false;
    }
    // A row with one empty place and a wrong card: until the wrong card
    // leaves, one base card at most goes in, so some base card goes first.
    // If the relaxed game is dead for each choice of that card, so is the
    // position (the real line's first one is among them).
    bool firstDead(int row) {
        if (pos_.empty[std::size_t(row)] != 1 || !pos_.wrong[std::size_t(row)]) return false;
        int tried = 0;
        for (int s = 0; s < layout_.slots; ++s) {
            Home h = homeAt(s);
            if (h.level || h.row != row || !pos_.present(s)) continue;
            if (!relaxedDead(-1, 0, s)) return false;
            ++tried;
        }
        return tried > 0;
    }

    void play(int slot, std::vector<std::uint8_t>& sleep) {
        std::size_t k = 0;
        for (std::uint8_t z : sleep)
            if (z != slot && independent(z, slot)) sleep[k++] = z;
        sleep.resize(k);
        pos_.sendHome(layout_, slot);
        path_.push_back(std::uint8_t(slot));
    }
    void unwindTo(std::size_t mark) {
        while (path_.size() > mark) {
            std::uint8_t s = path_.back();
            path_.pop_back();
            if (s == DealStep) pos_.undoDeal(layout_);
            else pos_.undoHome(layout_, s);
        }
    }

    // How soon the card's twin could compete for its spot: the cards above
    // it, or the deals before it comes (a twin already free: 0).
    int twinDistance(int slot) const {
        int t = layout_.twin[std::size_t(slot)];
        if (t == NoSlot || !pos_.present(t) || t < Places) return t == NoSlot || !pos_.present(t) ? 100 : 0;
        int p = layout_.pileOf[std::size_t(t)];
        for (int i = pos_.len[std::size_t(p)] - 1, above = 0; i >= 0; --i, ++above)
            if (pos_.pile[std::size_t(p)][std::size_t(i)] == t) return above;
        for (int d = pos_.dealsDone; d < layout_.dealsLeft; ++d)
            if (layout_.dealt[std::size_t(d)][std::size_t(p)] == t) return 2 * (d - pos_.dealsDone + 1);
        return 100;
    }
    // Moves whose twin is far first: they are the least likely to be wrong.
    void order(std::vector<std::uint8_t>& moves) const {
        std::array<int, MaxSlots> key{};
        for (std::uint8_t m : moves) key[m] = twinDistance(m);
        std::stable_sort(moves.begin(), moves.end(), [&](std::uint8_t a, std::uint8_t b) { return key[a] > key[b]; });
    }

    // A greedy play-out of the real stock from pos_: every card that fits
    // (and is not reserved) goes home, pile tops and wrong cards alike; a
    // deal when none does. Its score: the cards home at the end.
    int playOut(Position p) const {
        for (;;) {
            bool moved = false;
            for (int q = 0; q < Piles; ++q)
                while (p.len[std::size_t(q)]) {
                    int t = p.top(q);
                    Home h = homeAt(t);
                    if (!p.fits(h) || mark_[std::size_t(t)]) break;
                    p.sendHome(layout_, t);
                    moved = true;
                }
            for (std::uint32_t w = std::uint32_t(p.key.lo & 0xffffffULL); w; w &= w - 1) {
                int t = __builtin_ctz(w);
                Home h = homeAt(t);
                if (p.fits(h) && !mark_[std::size_t(t)]) p.sendHome(layout_, t), moved = true;
            }
            if (moved) continue;
            if (!p.canDeal(layout_)) return p.home;
            p.deal(layout_);
        }
    }
    // Children ordered by that play-out after each, best first (ties: the
    // order given).
    void lookaheadOrder(std::vector<std::uint8_t>& children) {
        std::vector<std::pair<int, int>> score;
        for (std::size_t i = 0; i < children.size(); ++i) {
            std::uint8_t c = children[i];
            Position p = pos_;
            if (c == DealStep) p.deal(layout_);
            else p.sendHome(layout_, c);
            score.push_back({-playOut(p), int(i)});
        }
        std::stable_sort(score.begin(), score.end());
        std::vector<std::uint8_t> sorted;
        for (auto& sc : score) sorted.push_back(children[std::size_t(sc.second)]);
        children = sorted;
    }

    // Searches on from pos_; `sleep`: moves that need not be tried here
    // (each leads to a position known to fail). True: won, the path kept.
    bool dfs(std::vector<std::uint8_t>& sleep, int budget) {
        if (limit_.expired()) return false;
        std::size_t mark = path_.size();
        for (bool again = true; again;) {
            again = false;
            forEachMovable([&](int s) {
                Home h = homeAt(s);
                if (pos_.fits(h) && allowed(s, h) && safe(s, h)) play(s, sleep), again = true;
            });
        }
        if (pos_.won()) return true;
        // The dead-end tests, cheapest first; the one by assignments costs up
        // to 96 relaxed games, so only where a deal brought new cards.
        bool afterDeal = mark == 0 || path_[mark - 1] == DealStep;
        if (passes_.failedBefore(failed_, pos_.key, budget) || relaxedDead() || (afterDeal && anyGroupDead())) {
            unwindTo(mark);
            return false;
        }
        // In the exhaustive pass (the proof of a loss), where a subtree not
        // cut is searched to its end, the tests by assignments run at every
        // node (sound anywhere, see docs/gallery-solver.md); in the limited
        // passes they cost more time than the positions they save.
        if (proofTests && budget == Unlimited && !afterDeal && anyGroupDead()) {
            ++proofCuts_;
            failed_.remember(pos_.key, budget);
            unwindTo(mark);
            return false;
        }
        std::vector<std::uint8_t> moves;
        std::vector<Saved> saved;
        forEachMovable([&](int s) {
            Home h = homeAt(s);
            if (pos_.fits(h) && allowed(s, h) && std::find(sleep.begin(), sleep.end(), s) == sleep.end()) moves.push_back(std::uint8_t(s));
        });
        std::vector<std::uint8_t> asleep = sleep, child;
        auto release = [&] {
            for (auto i = saved.rbegin(); i != saved.rend(); ++i) mark_[i->slot] = i->mark;
        };
        // After sending m home failed for good: m sleeps here and is
        // reserved below; false if its twin is reserved too (then one of the
        // two had to take the spot first, and no line is left).
        auto refuted = [&](std::uint8_t m) {
            int t = layout_.twin[m];
            Home h = homeAt(m);
            if (h.level > 0 && t != NoSlot && reserved(t)) return false;
            asleep.push_back(m);
            reserve(m, h, saved);
            return true;
        };
        // The children: the moves, those whose twin is farthest first, then
        // the deal; with lookahead, reordered by a play-out after each.
        std::vector<std::uint8_t> children = moves;
        order(children);
        if (pos_.canDeal(layout_)) children.push_back(DealStep);
        if (lookahead && children.size() > 1) lookaheadOrder(children);
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
            if (dfs(child, b)) return release(), true;
            unwindTo(here);
            if (limit_.reached()) break;
            if (c != DealStep && !refuted(c)) return release(), unwindTo(mark), false;
        }
        release();
        if (!limit_.reached()) failed_.remember(pos_.key, budget);
        unwindTo(mark);
        return false;
    }

    // The path as the game's moves: each card to the first place of its row
    // that takes it (any such place will do, see state.hpp).
    std::vector<Step> steps(Game g) const {
        std::vector<Step> out;
        for (std::uint8_t s : path_) {
            Step st;
            if (s == DealStep) {
                st.deal = true;
                g.deal();
                out.push_back(st);
                continue;
            }
            if (s < Places) st.move = Move{false, 0, Place{std::uint8_t(s / PlacesPerRow), std::uint8_t(s % PlacesPerRow)}, {}};
            else st.move = Move{true, layout_.pileOf[s], {}, {}};
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
};

}  // namespace gallery::bot
