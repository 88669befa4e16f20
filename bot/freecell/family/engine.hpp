// The family's one-deck games on the FreeCell puzzle's best-first search
// (best_first.hpp, with the game's EngineRules): its incremental scans and
// its children sent home make a position several times cheaper than the
// family solver's (family/solver.hpp). It only finds solutions: its keys are
// 64-bit hashes and it moves a run into a space whole or as far as it fits,
// so its running out of positions proves nothing (family/solve.hpp then runs
// the exact proof).
#pragma once

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

#include "bot/common/solve_result.hpp"
#include "bot/freecell/best_first.hpp"
#include "bot/freecell/solver.hpp"
#include "games/freecell/family/engine_rules.hpp"
#include "games/freecell/family/moves.hpp"

namespace freecell::bot {

template <class R>
BasicBoard<R> engineBoard(const FamilyBoard& b) {
    BasicBoard<R> e;
    for (int s = 0; s < Suits; ++s) e.home[std::size_t(s)] = b.home[std::size_t(s)];
    for (int i = 0; i < R::Cells; ++i) e.cell[std::size_t(i)] = b.cell[std::size_t(i)];
    for (int c = 0; c < R::Cascades; ++c) e.len[std::size_t(c)] = b.len[std::size_t(c)];
    std::copy(b.cards.begin(), b.cards.begin() + b.onBoard(), e.cards.begin());
    return e;
}

// An engine move's place (cascades, cells, home) as the family's move names it.
template <class R>
int familyLocOf(int loc) {
    using B = BasicBoard<R>;
    return B::isCascade(loc) ? loc : B::isCell(loc) ? FamilyCell0 + loc - B::FirstCell : FamilyHome;
}
template <class R>
FamilyMove familyMoveOf(Move m, int count) {
    return {std::uint8_t(familyLocOf<R>(m.from)), std::uint8_t(familyLocOf<R>(m.to)), std::uint8_t(count)};
}

// The engine's moves as the family's, with the cards that go home by
// themselves after each written out; nullopt if one is not legal there
// (never, unless the two rule books disagree: the caller then searches again).
template <class R>
std::optional<std::vector<FamilyMove>> familyMovesOf(const FamilyBoard& start, const Family& f,
                                                     const std::vector<Move>& moves) {
    using B = BasicBoard<R>;
    FamilyRules rules(f);
    FamilyBoard b = start;
    B e = engineBoard<R>(start);
    std::vector<FamilyMove> out;
    rules.autoplay(b, &out);
    autoplay(e, Autoplay::Safe);
    for (Move m : moves) {
        int count = carried(e, m);
        FamilyMove fm = familyMoveOf<R>(m, count);
        if (!count || rules.check(b, fm) != count) return std::nullopt;
        out.push_back(fm);
        rules.play(b, fm);
        rules.autoplay(b, &out);
        play(e, m, count);
        autoplay(e, Autoplay::Safe);
    }
    if (!rules.won(b)) return std::nullopt;
    return out;
}

// The weights the puzzle's two best-first searches run with (SolverConfig's
// "best" and "other").
inline std::vector<SearchWeights> puzzleWeights() {
    const SolverConfig puzzle;
    return {puzzle.scans[0].weights, puzzle.scans[1].weights};
}

// The game's name as the family's list has it; "" for rules of one's own.
inline std::string familyGameName(const Family& f) {
    const FamilyGame* g = f.custom ? nullptr : findFamilyGame(f.name);
    return g ? g->name : "";
}

// The weights a game's searches run with: the first chosen for the game by
// tools/family-weights on deals apart from 1-1000 (5001-5400 unless said;
// docs/freecell-family.md), the second the puzzle's insurance; the puzzle's
// two where none was chosen.
inline std::vector<SearchWeights> engineWeights(const Family& f) {
    std::vector<SearchWeights> w = puzzleWeights();
    const std::string name = familyGameName(f);
    if (name == "seahaven_towers") w[0] = {4, 4, 28, 7, 2, 4, 1, 4};
    if (name == "forecell") w[0] = {2, 2, 18, 7, 4, 4, 7, 4};
    if (name == "ko_bakers_game") w[0] = {4, 7, 43, 7, 4, 8, 11, 4};
    // Built by rank with no cells, wins lie deep: chosen on deals 1001-1400
    // and 1001-1200 at 300,000 positions, both greedier (a card not home
    // weighs 11, not 4) and care less for an emptied column (3, not 15),
    // which neither game lets a card into.
    if (name == "bakers_dozen") w[0] = {11, 4, 18, 11, 4, 2, 3, 4};
    if (name == "good_measure") w[0] = {11, 1, 18, 7, 4, 2, 3, 2};
    // Simple Simon, on deals 5001-5400: its runs of one suit weigh 13, not
    // 8, a card not home 1 (cards go home only by whole suits). Its insurance
    // is the puzzle's first set, which wanders less here than its second.
    if (name == "simple_simon") w = {{1, 1, 18, 7, 1, 13, 7, 4}, w[0]};
    return w;
}

// The positions the engine may expand before the exact proof or the family
// solver take over. Built by rank, wins lie deep and the family solver finds
// few of those the engine misses, so the engine goes on: at 3,000,000 instead
// of 200,000, deals 1-1000 at 10 s left 2 of Beleaguered Castle's undecided
// instead of 5 (in 60% of the time), and 39 of Good Measure's first 346
// instead of 54; Fan lost with it (docs/freecell-family.md). Forecell's
// wins lie just past 200,000: at 1,000,000 its deals 5001-8000 took 34% less
// CPU (chosen on 1-4000: 18%), two more won and one lost deal left undecided.
inline std::uint64_t engineBudget(const Family& f) {
    if (f.builtBy == BuiltBy::Rank) return 3000000;
    return familyGameName(f) == "forecell" ? 1000000 : 200000;
}

// Best-first searches in turn, one a set of weights, each round twice as
// long, as the puzzle's solver runs its portfolio, until one wins, one runs
// out of positions (the others would too: they share the moves), `positions`
// are expanded in all, or the deadline. The first runs alone for its first
// `solo` positions: a deal lost is then often found out (its positions run
// out) for the cost of one search.
struct EngineResult {
    patience::bot::SolveResult<FamilyMove> found;  // Winnable with its moves, or Unknown
    bool exhausted = false;  // a search ran out of positions: the deal is likely lost (not a proof)
};

template <class R>
EngineResult engineSolve(const FamilyBoard& start, const Family& f, std::chrono::steady_clock::time_point deadline,
                         std::uint64_t positions, const std::vector<SearchWeights>& weights = puzzleWeights(),
                         std::uint64_t solo = 50000) {
    EngineResult e;
    patience::bot::SolveResult<FamilyMove>& r = e.found;
    BasicBoard<R> root = engineBoard<R>(start);
    std::vector<BasicBestFirst<R>> searches;
    searches.reserve(weights.size());
    for (const SearchWeights& w : weights) searches.emplace_back(root, Autoplay::Safe, w);
    auto spent = [&] {
        std::uint64_t n = 0;
        for (const auto& s : searches) n += s.stats().expanded;
        return n;
    };
    // Runs search s until it has expanded `until`; false when the engine is done.
    auto go = [&](BasicBestFirst<R>& s, std::uint64_t until) {
        std::uint64_t left = positions - std::min(positions, spent());
        if (!left || std::chrono::steady_clock::now() >= deadline) return false;
        Outcome o = s.run(deadline, std::min(until, s.stats().expanded + left));
        if (o == Outcome::Winnable)
            if (auto moves = familyMovesOf<R>(start, f, s.solution())) r.moves = *moves, r.status = o;
        e.exhausted = o == Outcome::Unwinnable;
        return o == Outcome::Unknown;
    };
    bool going = go(searches[0], solo);
    for (std::uint64_t budget = 2000; going; budget *= 2)
        for (auto& s : searches)
            if (!(going = go(s, budget))) break;
    r.nodes = long(spent());
    return e;
}

}  // namespace freecell::bot
