// The solver's shortcuts must agree exactly with the slow definitions they
// replace: children keyed and estimated from their parent's scan, scans that
// take the cards below each run from the parent's, autoplay after one move,
// and board equality that ignores the unused end of the card array.
#include "catch.hpp"

#include "bot/freecell/best_first.hpp"
#include "games/freecell/deal.hpp"

namespace test_freecell_solver_shortcuts {

using namespace freecell;
using namespace freecell::bot;

namespace {

// Calls f(parent, move, child) along pseudo-random walks through the
// children of many positions of several deals.
template <class F>
void walkChildren(Autoplay mode, F&& f, Capacity rule = Capacity::Doubling) {
    for (std::uint32_t deal = 1; deal <= 30; ++deal) {
        Board b = msDeal(deal);
        autoplay(b, mode);
        std::uint32_t seed = deal * 7919u;
        for (int step = 0; step < 50 && !b.won(); ++step) {
            std::vector<std::pair<Move, int>> moves;
            forEachMove(b, true, rule, [&](Move m, int n) { moves.push_back({m, n}); });
            if (moves.empty()) break;
            Board next = b;
            for (auto [m, n] : moves) {
                Board child = b;
                play(child, m, n);
                autoplay(child, mode);
                f(b, m, child);
            }
            seed = seed * 1103515245u + 12345u;
            auto [m, n] = moves[(seed >> 16) % moves.size()];
            play(next, m, n);
            autoplay(next, mode);
            b = next;
        }
    }
}

}  // namespace

TEST_CASE("autoplayAfter ends where a full autoplay ends", "[freecell][solver][shortcuts]") {
    for (Autoplay mode : {Autoplay::Safe, Autoplay::All}) {
        int checked = 0;
        walkChildren(mode, [&](const Board& parent, Move m, const Board& child) {
            Board quick = parent;
            play(quick, m, carried(parent, m));
            autoplayAfter(quick, m, mode);
            REQUIRE(quick == child);
            ++checked;
        });
        CHECK(checked > 3000);  // the walks really looked at many children
    }
}

TEST_CASE("a child keyed and estimated from its parent's scan equals the child built",
          "[freecell][solver][shortcuts]") {
    SearchWeights w;
    for (Autoplay mode : {Autoplay::Safe, Autoplay::All, Autoplay::None}) {
        int shortcuts = 0, built = 0;
        walkChildren(mode, [&](const Board& parent, Move m, const Board& child) {
            Expansion expansion(parent, mode);
            auto quick = expansion.child(m, carried(parent, m), w);
            if (!quick) {
                // Only a card going home makes the child unknowable from the
                // scan alone; homeChild() plays autoplay out.
                CHECK(child.cardsHome() > parent.cardsHome());
                const auto home = expansion.homeChild(m, carried(parent, m), w);
                REQUIRE(home.key == positionKey(child));
                REQUIRE(home.won == child.won());
                if (!home.won) REQUIRE(home.estimate == estimate(child, w));
                ++built;
                return;
            }
            REQUIRE(child.home == parent.home);
            REQUIRE(quick->key == positionKey(child));
            REQUIRE(quick->estimate == estimate(child, w));
            ++shortcuts;
        });
        CHECK(shortcuts > 1000);
        CHECK(built > 100);
    }
}

TEST_CASE("an expansion that takes its parent's bases scans what a full scan finds", "[freecell][solver][shortcuts]") {
    // The bases one expansion passes to the next, as the search keeps them.
    struct Bases {
        CascadeScan at[Cascades];
    };
    auto basesOf = [](const Expansion& e) {
        Bases b;
        e.bases(b.at);
        return b;
    };
    for (Autoplay mode : {Autoplay::Safe, Autoplay::All, Autoplay::None})
        for (Capacity rule : {Capacity::Doubling, Capacity::Linear, Capacity::Cells, Capacity::Cautious}) {
            INFO("autoplay " << autoplayName(mode) << ", rule " << capacityName(rule));
            int reused = 0, runLeft = 0, homeMoved = 0;
            walkChildren(
                mode,
                [&](const Board& parent, Move m, const Board& child) {
                    const Bases bases = basesOf(Expansion(parent, mode));
                    const Expansion after(child, mode, parent, bases.at);
                    REQUIRE(after.agreesWithFullScan());
                    // And the bases it passes on, to each grandchild.
                    const Bases next = basesOf(after);
                    forEachMove(child, true, rule, [&](Move g, int n) {
                        Board grandchild = child;
                        play(grandchild, g, n);
                        autoplay(grandchild, mode);
                        REQUIRE(Expansion(grandchild, mode, child, next.at).agreesWithFullScan());
                    });
                    if (child.home != parent.home)
                        ++homeMoved;
                    else if (isCascade(m.from) && child.len[m.from] <= bases.at[m.from].n)
                        ++runLeft;
                    else
                        ++reused;
                },
                rule);
            // Every way a scan is reused or made again really happened.
            CHECK(reused > 1000);
            CHECK(runLeft > 100);
            CHECK(homeMoved > 100);
        }
}

TEST_CASE("position keys ignore the order of cascades and cells, nothing else", "[freecell][solver][shortcuts]") {
    Board a = msDeal(617);
    Board b;  // the same cascades in reverse order
    for (int col = 0; col < Cascades; ++col)
        for (int i = 0; i < a.len[Cascades - 1 - col]; ++i) b.push(col, a.at(Cascades - 1 - col, i));
    CHECK(positionKey(a) == positionKey(b));
    Board c = a, d = a;
    c.cell[0] = c.pop(0);
    d.cell[3] = d.pop(0);
    CHECK(positionKey(c) == positionKey(d));
    CHECK(positionKey(c) != positionKey(a));
    Board e = a;  // one card moved from cascade 1's top onto cascade 2's
    e.push(1, e.pop(0));
    CHECK(positionKey(e) != positionKey(a));
}

TEST_CASE("board equality ignores leftovers past the last card", "[freecell][solver][shortcuts][board]") {
    Board a = msDeal(1), b = a;
    Card run[3];
    b.take(7, 3, run);  // the freed slots keep stale cards
    b.put(7, run, 3);
    CHECK(a == b);
    b.cell[0] = b.pop(0);
    CHECK(a != b);
}

TEST_CASE("forEachMove lists exactly the moves check() accepts, on many positions, under each capacity rule",
          "[freecell][solver][shortcuts][legal]") {
    int positions = 0;
    walkChildren(Autoplay::Safe, [&](const Board&, Move, const Board& b) {
        for (Capacity rule : {Capacity::Doubling, Capacity::Linear, Capacity::Cells, Capacity::Cautious}) {
            INFO("rule " << capacityName(rule));
            std::vector<std::pair<Move, int>> listed;
            forEachMove(b, false, rule, [&](Move m, int n) { listed.push_back({m, n}); });
            std::size_t next = 0;  // check() order: by source, then home, cascades, cells
            for (int f = 0; f < HomeLoc; ++f)
                for (int t = 0; t <= HomeLoc; ++t) {
                    Move m{std::uint8_t(f), std::uint8_t(t == 0 ? HomeLoc : t - 1)};
                    Check c = check(b, m, rule);
                    if (!c) continue;
                    REQUIRE(next < listed.size());
                    REQUIRE(moveName(listed[next].first) == moveName(m));
                    REQUIRE(listed[next].second == c.count);
                    ++next;
                }
            REQUIRE(next == listed.size());
        }
        ++positions;
    });
    CHECK(positions > 3000);
}

}  // namespace test_freecell_solver_shortcuts
