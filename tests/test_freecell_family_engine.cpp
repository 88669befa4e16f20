// The family's one-deck games on the puzzle's engine (family/engine_rules.hpp,
// family/engine.hpp, exact_proof.hpp): the engine's rules are the family's,
// move for move; its wins replay; its proofs agree with the family solver's.
#include "catch.hpp"

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "bot/freecell/exact_proof.hpp"
#include "bot/freecell/family/solve.hpp"
#include "games/freecell/family/replay.hpp"
#include "freecell_family_support.hpp"
#include "support.hpp"

namespace test_freecell_family_engine {

using namespace freecell;
using namespace test_support;

namespace {

// The one-deck games the engine plays; the two decks it does not.
std::vector<std::string> engineGames() {
    std::vector<std::string> names;
    for (const auto& g : familyGames())
        if (withEngineRules(g.rules, [](auto) {})) names.push_back(g.name);
    return names;
}

std::uint32_t code(FamilyMove m) { return std::uint32_t(m.from) << 16 | std::uint32_t(m.to) << 8 | m.count; }

std::set<std::uint32_t> moveSet(const std::vector<FamilyMove>& moves) {
    std::set<std::uint32_t> s;
    for (FamilyMove m : moves) s.insert(code(m));
    return s;
}

}  // namespace

TEST_CASE("family engine: fourteen games, not the two decks", "[freecell][family][engine]") {
    CHECK(engineGames().size() == 14);
    for (const char* name : {"die_schlange", "der_katzenschwanz"})
        CHECK_FALSE(withEngineRules(game(name), [](auto) {}));
    Family custom = game("bakers_game");
    REQUIRE(FamilyOptions::set(custom, "--freecells-num", "3") == "");
    CHECK_FALSE(withEngineRules(custom, [](auto) {}));  // no game has those rules together
    Family simon = game("simple_simon");
    REQUIRE(FamilyOptions::set(simon, "--sequence-move", "unlimited") == "");
    CHECK_FALSE(withEngineRules(simon, [](auto) {}));
}

TEST_CASE("family engine: the engine's moves and autoplay are the family's", "[freecell][family][engine]") {
    std::mt19937 rng(49);
    for (const std::string& name : engineGames()) {
        Family f = game(name);
        FamilyRules rules(f);
        INFO(name);
        withEngineRules(f, [&](auto r) {
            using R = decltype(r);
            for (std::uint32_t n = 1; n <= std::uint32_t(casesFor(6)); ++n)
                randomWalk(deal(f, n), rules, 80, rng, [&](const FamilyBoard& b, const std::vector<FamilyMove>& all) {
                    const BasicBoard<R> e = bot::engineBoard<R>(b);
                    // Every move, parts of runs into spaces included.
                    std::vector<FamilyMove> mine;
                    forEachMove<true>(e, false, Capacity::Doubling,
                                      [&](Move m, int count) { mine.push_back(bot::familyMoveOf<R>(m, count)); });
                    CHECK(moveSet(mine) == moveSet(all));
                    CHECK(mine.size() == all.size());
                    // The moves a search tries lead to every position the others do.
                    std::set<std::uint32_t> distinct;
                    rules.forEachMove(b, true, [&](FamilyMove m) { distinct.insert(code(m)); });
                    std::vector<FamilyMove> tried;
                    forEachMove<true>(e, true, Capacity::Doubling,
                                      [&](Move m, int count) { tried.push_back(bot::familyMoveOf<R>(m, count)); });
                    CHECK(moveSet(tried) == distinct);
                    // The cards that go home by themselves.
                    FamilyBoard home = b;
                    BasicBoard<R> engineHome = e;
                    rules.autoplay(home);
                    autoplay(engineHome, Autoplay::Safe);
                    CHECK(bot::engineBoard<R>(home) == engineHome);
                });
        });
    }
}

TEST_CASE("family engine: one position whatever the order of its cascades and cells", "[freecell][family][engine]") {
    using R = EngineRules<10, 4, BuiltBy::Suit, SpaceTakes::Kings, RunsMove::Limited>;  // Seahaven Towers
    Family f = game("seahaven_towers");
    FamilyBoard b = deal(f, 1977);
    bot::ExactSet<R> seen;
    BasicBoard<R> e = bot::engineBoard<R>(b);
    CHECK(seen.insert(e));
    CHECK_FALSE(seen.insert(e));
    // Cascades 1 and 2 swapped, and the cells turned round: the same game.
    BasicBoard<R> swapped;
    swapped.home = e.home;
    std::reverse_copy(e.cell.begin(), e.cell.end(), swapped.cell.begin());
    int order[10] = {1, 0, 2, 3, 4, 5, 6, 7, 8, 9};
    for (int col : order)
        for (int i = 0; i < e.len[std::size_t(col)]; ++i) swapped.push(col == 1 ? 0 : col == 0 ? 1 : col, e.at(col, i));
    CHECK_FALSE(seen.insert(swapped));
    // A card moved is another position.
    BasicBoard<R> moved = e;
    play(moved, Move{0, std::uint8_t(BasicBoard<R>::FirstCell)}, 1);
    CHECK(seen.insert(moved));
    CHECK(seen.size() == 2);
}

TEST_CASE("family engine: wins replay, and the exact proof agrees with the family solver",
          "[freecell][family][engine]") {
    // The family's tests' deals, of the games the engine plays.
    for (auto [name, n] : winnableDeals) {
        Family f = game(name);
        if (!withEngineRules(f, [](auto) {})) continue;
        INFO(name << " " << n);
        FamilyBoard b = deal(f, n);
        auto found = bot::engineSolveFor(b, f, bot::FamilySolver::Clock::now() + std::chrono::seconds(30), 2000000,
                                         bot::puzzleWeights())
                         ->found;
        REQUIRE(found.status == bot::FamilySolver::Result::Winnable);
        CHECK(replayFamily(b, f, found.moves) == "");
    }
    for (auto [name, n] : lostDeals) {
        Family f = game(name);
        if (!withEngineRules(f, [](auto) {})) continue;
        INFO(name << " " << n);
        FamilyBoard b = deal(f, n);
        CHECK(bot::exactProofFor(b, f, 8000000, bot::FamilySolver::Clock::now() + std::chrono::seconds(30))->status ==
              bot::FamilySolver::Result::Unwinnable);
        bot::FamilySolverConfig config;
        auto decided = bot::solveFamilyBoard(b, f, config, bot::EngineConfig{},
                                             bot::FamilySolver::Clock::now() + std::chrono::seconds(30));
        CHECK(decided.status == bot::FamilySolver::Result::Unwinnable);
    }
}

}  // namespace test_freecell_family_engine
