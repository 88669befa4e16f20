// The computer's randomised player (the document's "let the computer play
// out the same starting situation a few times"), and the evaluation of a
// deal by K such play-outs.
//
// Fair: it reads only what a player sees (places, piles, aces, the stock's
// size); never g.stock's cards or order.
//
// Each step: a safe move (cap.hpp) if there is one; otherwise every card
// that can go home is valued and the best (with some noise) is played, or
// the player deals when even the best is not worth it. Values:
//  - a card home is worth `place`;
//  - it lets cards go home that could not (the card three higher on a tableau
//    top, `enable`, or on a wrong place, `enableWrong`; the card it uncovers),
//    and stops others (`lose`: the last empty place of a row, the one ready
//    sequence its free twin wanted);
//  - `dig`: cards further down its pile that could go home, nearer ones more;
//  - emptying a wrong place: `free`, more (`freeWanted`) when base cards of
//    that row wait for a place;
//  - committing c to the one ready sequence while the other lags: `doom` if
//    its twin lies on a lower card of its suit and row (a hopeless jam), else
//    `commit` per card the lagging sequence still needs (plus `unseen` if the
//    twin may yet land on one of them; less if it rests on a wrong place);
//  - a base card into a row with fewer empty places than base cards to come:
//    `contest` per missing place.
// Holding a card back costs more than it saves: weights that hold more (see
// `hold`) lost in every trial. Once the stock is out, it plays until nothing
// can move.
//
// Its strength and speed, measured by a hidden bench case of the tests:
// docs/gallery-bot.md.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "games/gallery/cap.hpp"
#include "common/random.hpp"

namespace gallery {

// The player's generator, and the gallery bot's (common/random.hpp).
using patience::Rng;

struct PlayerWeights {
    double place = 10, doom = 60, commit = 2, unseen = 2, restingTwin = 0.5, dig = 3;
    double enable = 4, enableWrong = 6, lose = 4, free = 1, freeWanted = 6, contest = 1;
    double hold = -30;  // deal rather than play when the best value is below this
    double noise = 4;   // uniform noise added to each value
};

// What the player sees of each card (52 kinds, two copies each): copies in
// the tableau (pile and index of up to two), copies free to move (tableau
// tops and wrong places), copies on wrong places.
struct Sightings {
    struct Spot {
        std::int8_t pile, index;
    };
    std::array<std::array<Spot, 2>, 52> inPile{};
    std::array<std::uint8_t, 52> piles{}, onWrong{}, free{};

    explicit Sightings(const Game& g) {
        for (int p = 0; p < Piles; ++p) {
            const std::vector<Card>& pile = g.piles[std::size_t(p)];
            for (int i = 0; i < int(pile.size()); ++i) {
                Card c = pile[std::size_t(i)];
                if (piles[c] < 2) inPile[c][piles[c]] = Spot{std::int8_t(p), std::int8_t(i)};
                ++piles[c];
            }
            if (!pile.empty()) ++free[pile.back()];
        }
        for (int r = 0; r < Rows; ++r)
            for (const auto& place : g.places[std::size_t(r)])
                if (!place.empty() && rankOf(place.front()) != baseRank(r))
                    ++onWrong[place.front()], ++free[place.front()];
    }
    // Free base cards of a row (tableau tops and wrong places).
    int freeBases(int row) const {
        int n = 0;
        for (int s = 0; s < Suits; ++s) n += free[makeCard(baseRank(row), s)];
        return n;
    }
};

// Cards a sequence standing at `top` still needs before the card of `rank`.
inline int stepsBetween(int top, int rank) { return std::max(0, (rank - top) / 3 - 1); }

namespace detail {

// True when pile[0..below) holds a card of c's suit and row lower than c.
inline bool coversLower(const std::vector<Card>& pile, int below, Card c) {
    int row = rowOf(rankOf(c));
    for (int i = 0; i < below; ++i) {
        Card y = pile[std::size_t(i)];
        if (suitOf(y) == suitOf(c) && rowOf(rankOf(y)) == row && rankOf(y) < rankOf(c)) return true;
    }
    return false;
}

// The cost of committing c to the one ready sequence (takers 1, twin not
// placed): its twin must then take the other, lagging one.
inline double commitCost(const Game& g, const Builds& b, const Sightings& s, const Move& m, Card c,
                         const PlayerWeights& w) {
    int rank = rankOf(c), row = rowOf(rank), suit = suitOf(c);
    const auto n = b.count[std::size_t(suit)][std::size_t(row)];
    int other = baseRank(row) - 3;  // a sequence not yet begun
    if (n == 2)
        other = std::min(b.top[std::size_t(suit)][std::size_t(row)][0], b.top[std::size_t(suit)][std::size_t(row)][1]);
    int steps = stepsBetween(other, rank);
    for (int k = 0; k < std::min<int>(s.piles[c], 2); ++k) {
        auto spot = s.inPile[c][std::size_t(k)];
        const auto& pile = g.piles[std::size_t(spot.pile)];
        bool moving = m.fromPile && spot.pile == m.pile && spot.index + 1 == int(pile.size());
        if (!moving && coversLower(pile, spot.index, c)) return w.doom;
    }
    int seen = s.piles[c] + s.onWrong[c] - 1;  // the moving copy is one of them
    if (seen <= 0) return (w.commit + w.unseen) * steps;
    bool twinResting = s.onWrong[c] - (m.fromPile ? 0 : 1) > 0;  // it waits on a wrong place, never covered
    return w.commit * steps * (twinResting ? w.restingTwin : 1.0);
}

inline double moveValue(const Game& g, const Builds& b, const Sightings& s, const Move& m, Card c,
                        const PlayerWeights& w) {
    int rank = rankOf(c), row = rowOf(rank), suit = suitOf(c);
    double v = w.place;
    bool base = rank == baseRank(row);
    // Cards this move lets go home, and cards it stops.
    if (int next = nextRank(rank); next && b.takers(makeCard(next, suit)) == 0) {
        Card up = makeCard(next, suit);
        int onWrong = s.onWrong[up];
        v += w.enableWrong * onWrong + w.enable * (s.free[up] - onWrong);
    }
    if (base) {
        if (b.empty[std::size_t(row)] == 1) v -= w.lose * (s.freeBases(row) - 1);
        int unplaced = 2 * Suits;
        for (int su = 0; su < Suits; ++su) unplaced -= b.count[std::size_t(su)][std::size_t(row)];
        v -= w.contest * std::max(0, unplaced - b.empty[std::size_t(row)]);
    } else if (b.takers(c) == 1 && b.placed(c) == 0) {
        v -= commitCost(g, b, s, m, c, w);
        if (s.free[c] > 1) v -= w.lose;  // its free twin can no longer go
    }
    if (m.fromPile) {
        const auto& pile = g.piles[m.pile];
        int n = int(pile.size());
        if (n >= 2) {
            Card under = pile[std::size_t(n - 2)];
            if (b.takers(under) || (suitOf(under) == suit && rankOf(under) == rank + 3)) v += w.enable;
            double d = 0;
            for (int i = n - 3; i >= 0; --i)
                if (b.takers(pile[std::size_t(i)])) d += 1.0 / (n - 1 - i);
            v += w.dig * d;
        }
    } else {
        int r = m.from.row;
        int waiting = b.empty[std::size_t(r)] == 0 ? s.freeBases(r) : 0;
        v += waiting ? w.freeWanted + w.enable * waiting : w.free;
    }
    return v;
}

}  // namespace detail

// The player's next move: a safe one first, then the best valued; nothing
// when it would rather deal (only while the stock lasts) or nothing can move.
inline std::optional<Move> chooseMove(const Game& g, Rng& rng, const PlayerWeights& w = {}) {
    std::vector<Move> moves = homeMoves(g);
    if (moves.empty()) return std::nullopt;
    Builds b(g);
    for (const Move& m : moves)  // safeMove(g), without reading the gallery twice
        if (safeKindOf(g, b, m)) return m;
    Sightings seen(g);
    double best = -1e9;
    std::optional<Move> choice;
    for (const Move& m : moves) {
        double v = detail::moveValue(g, b, seen, m, *g.moving(m), w) + w.noise * rng.unit();
        if (v > best) best = v, choice = m;
    }
    if (best < w.hold && !g.stock.empty()) return std::nullopt;
    return choice;
}

// Plays g to its end; the final score (0: won).
inline int playOut(Game g, Rng& rng, const PlayerWeights& w = {}) {
    for (;;) {
        if (auto m = chooseMove(g, rng, w))
            g.play(*m);
        else if (!g.deal())
            break;
    }
    return g.score();
}
inline int playOut(Game g, std::uint64_t seed) {
    Rng rng(seed);
    return playOut(std::move(g), rng);
}

// K play-outs of the same starting situation.
struct Evaluation {
    std::vector<int> scores;
    int min = 0;
    double median = 0;
    double mean = 0;
    int solved = 0;  // play-outs that won
};

// How one computer play compares with a person's score (lower is better; a
// computer's 0 is "solved" whatever the person scored): the colour of its
// square in the evaluation, on the terminal (report.hpp) and on a replay page.
enum class Comparison { PersonBetter, Equal, ComputerBetter, Solved };

inline Comparison compare(int computer, int person) {
    if (computer == 0) return Comparison::Solved;
    if (person < computer) return Comparison::PersonBetter;
    return person == computer ? Comparison::Equal : Comparison::ComputerBetter;
}

Evaluation evaluate(const Game& start, int plays, std::uint64_t seed);

}  // namespace gallery
