// The solver for the FreeCell family's other games (standard FreeCell has
// its own, solver.hpp). One best-first search over exact positions: it finds
// a solution, or visits every position reachable and so proves there is none.
//
// Positions are told apart by what they hold, whatever the order of columns
// and cells: a 64-bit key finds the candidates and samePosition() decides,
// so "unwinnable" is a proof, not a guess from keys. Cards no other card
// could ever need go home at once (FamilyRules::safeHome), and the solution
// lists those moves too.
#pragma once

#include <chrono>
#include <cstdint>
#include <queue>
#include <string>
#include <vector>

#include "bot/common/solve_result.hpp"
#include "bot/freecell/position_key.hpp"
#include "games/freecell/family/moves.hpp"

namespace freecell::bot {

struct FamilySolverConfig {
    std::uint64_t positions = 8000000;  // positions kept by all searches together (about 170 bytes each)
    // The searches run in turn, each with its priority weight x estimate +
    // moves made: 1 finds what 3 misses on most games, 3 is quicker where it
    // works (Simple Simon, Forecell). Empty: the default portfolio.
    std::vector<int> weights;
    std::uint64_t firstRound = 2000;  // positions each search expands in its first turn; doubled each round
    // The first search alone first: most deals of the family are decided in
    // a few thousand positions, and a second search would double that.
    std::uint64_t solo = 50000;
};

// The estimate of moves left: every card still out goes home once, a card
// lying above a lower card of its own suit must move before that one can go
// home, and a break in a column's order costs a move too.
inline int familyEstimate(const FamilyBoard& b, const FamilyRules& rules) {
    const Family& f = rules.family();
    int left = f.cards() - b.cardsHome(), blocked = 0, breaks = 0;
    const Card* p = b.cards.data();
    for (int col = 0; col < f.columns; ++col) {
        int n = b.len[std::size_t(col)];
        std::uint8_t lowest[Suits] = {Ranks + 1, Ranks + 1, Ranks + 1, Ranks + 1};
        for (int i = 0; i < n; ++i) {
            Card c = p[i];
            if (lowest[suitOf(c)] < rankOf(c))
                ++blocked;
            else
                lowest[suitOf(c)] = std::uint8_t(rankOf(c));
            if (i && !rules.sameRun(c, p[i - 1])) ++breaks;
        }
        p += n;
    }
    return left + 2 * blocked + breaks;
}

// One best-first search, run a turn at a time.
class FamilySearch {
public:
    using Status = patience::bot::SolveStatus::Status;

    FamilySearch(const FamilyBoard& start, const FamilyRules& rules, int weight) : rules_(rules), weight_(weight) {
        FamilyBoard root = start;
        rules_.autoplay(root);
        insert(root, 0, {}, 0);
        if (rules_.won(root))
            status_ = Status::Winnable;
        else
            open_.push({0, 0});
    }

    // Expands up to `budget` positions, while the search keeps under `room`
    // positions and the deadline is not passed: Winnable, Unwinnable (every
    // position reachable visited) or Unknown (not finished yet, or out of room).
    template <class Clock>
    Status run(std::uint64_t budget, std::uint64_t room, typename Clock::time_point deadline) {
        for (std::uint64_t expanded = 0; status_ == Status::Unknown && expanded < budget; ++expanded) {
            if (open_.empty()) return status_ = Status::Unwinnable;
            if ((expanded & 1023) == 0 && Clock::now() >= deadline) break;
            if (nodes_.size() >= room) break;
            expand();
        }
        return status_;
    }
    std::size_t size() const { return nodes_.size(); }

    // The moves from the start to the won position, with the cards sent home
    // by themselves after each written out.
    std::vector<FamilyMove> path(const FamilyBoard& start) const {
        std::vector<FamilyMove> chosen;
        for (std::uint32_t n = won_; n != 0; n = nodes_[n].parent) chosen.push_back(nodes_[n].move);
        std::vector<FamilyMove> out;
        FamilyBoard b = start;
        rules_.autoplay(b, &out);
        for (auto it = chosen.rbegin(); it != chosen.rend(); ++it) {
            out.push_back(*it);
            rules_.play(b, *it);
            rules_.autoplay(b, &out);
        }
        return out;
    }

private:
    struct Node {
        FamilyBoard board;
        std::uint32_t parent;
        FamilyMove move;
        std::uint16_t depth;
    };

    std::uint64_t key(const FamilyBoard& b) const {
        std::uint64_t k = 0;
        const Card* p = b.cards.data();
        for (int col = 0; col < rules_.family().columns; ++col) {
            k += cascadeKey(p, b.len[std::size_t(col)]);
            p += b.len[std::size_t(col)];
        }
        for (int i = 0; i < rules_.family().cells; ++i) k += cellKey(b.cell[std::size_t(i)]);
        return k;
    }

    // Adds the position unless it is known: its index, or -1.
    long insert(const FamilyBoard& b, std::uint32_t parent, FamilyMove m, std::uint16_t depth) {
        if (nodes_.size() * 2 >= table_.size()) grow();
        std::uint64_t k = key(b);
        std::size_t mask = table_.size() - 1;
        for (std::size_t i = std::size_t(k) & mask;; i = (i + 1) & mask) {
            std::uint32_t at = table_[i];
            if (at == 0) {
                table_[i] = std::uint32_t(nodes_.size() + 1);
                keys_.push_back(k);
                nodes_.push_back({b, parent, m, depth});
                return long(nodes_.size() - 1);
            }
            if (keys_[at - 1] == k && samePosition(nodes_[at - 1].board, b, rules_.family())) return -1;
        }
    }
    void grow() {
        std::vector<std::uint32_t> bigger(std::max<std::size_t>(1024, table_.size() * 2), 0);
        std::size_t mask = bigger.size() - 1;
        for (std::size_t n = 0; n < nodes_.size(); ++n) {
            std::size_t i = std::size_t(keys_[n]) & mask;
            while (bigger[i]) i = (i + 1) & mask;
            bigger[i] = std::uint32_t(n + 1);
        }
        table_.swap(bigger);
    }

    void expand() {
        std::uint32_t at = open_.top().second;
        open_.pop();
        const FamilyBoard parent = nodes_[at].board;  // a copy: insert() may move the nodes
        const std::uint16_t depth = std::uint16_t(nodes_[at].depth + 1);
        rules_.forEachMove(parent, true, [&](FamilyMove m) {
            if (status_ == Status::Winnable) return;
            FamilyBoard child = parent;
            rules_.play(child, m);
            rules_.autoplay(child);
            long n = insert(child, at, m, depth);
            if (n < 0) return;
            if (rules_.won(child))
                won_ = std::uint32_t(n), status_ = Status::Winnable;
            else
                open_.push({weight_ * familyEstimate(child, rules_) + depth, std::uint32_t(n)});
        });
    }

    FamilyRules rules_;
    int weight_;
    using Entry = std::pair<int, std::uint32_t>;  // priority (lower first), node
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open_;
    std::vector<Node> nodes_;
    std::vector<std::uint64_t> keys_;
    std::vector<std::uint32_t> table_;
    std::uint32_t won_ = 0;
    Status status_ = Status::Unknown;
};

// The portfolio: the searches in turn, each round twice as long as the last.
// A search that finishes answers for all: a solution, or every position seen.
class FamilySolver {
public:
    using Clock = std::chrono::steady_clock;
    using Result = patience::bot::SolveResult<FamilyMove>;

    FamilySolver(const FamilyBoard& start, const Family& family, FamilySolverConfig config = {})
        : rules_(family), start_(start), config_(std::move(config)) {
        if (config_.weights.empty()) config_.weights = {5, 1};
    }

    Result solve(Clock::time_point deadline) {
        auto t0 = Clock::now();
        Result r;
        std::vector<FamilySearch> searches;
        for (int w : config_.weights) searches.emplace_back(start_, rules_, w);
        auto total = [&] {
            std::uint64_t n = 0;
            for (const auto& s : searches) n += s.size();
            return n;
        };
        auto finished = [&](FamilySearch& s, Result::Status st) {
            if (st == Result::Unknown) return false;
            r.status = st;
            if (st == Result::Winnable) r.moves = s.path(start_);
            return true;
        };
        finished(searches[0], searches[0].run<Clock>(config_.solo, config_.positions, deadline));
        for (std::uint64_t budget = config_.firstRound; r.status == Result::Unknown; budget *= 2) {
            bool room = true;
            for (auto& s : searches) {
                std::uint64_t used = total() - s.size();
                room = used < config_.positions && Clock::now() < deadline;
                if (!room) break;
                if (finished(s, s.run<Clock>(budget, config_.positions - used, deadline))) break;
            }
            if (!room) break;
        }
        r.nodes = long(total());
        r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        return r;
    }

private:
    FamilyRules rules_;
    FamilyBoard start_;
    FamilySolverConfig config_;
};

}  // namespace freecell::bot
