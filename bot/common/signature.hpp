// The bench signature (`bot bench`), as chess engines keep one: every
// solver and fair bot runs a fixed small set, bounded by positions and not
// by the clock, and folds what it decided (answers, positions, moves) into
// one number an engine. A refactor keeps every number; a change to a search
// changes its engine's number, on purpose, and its commit says so. A test
// (tests/test_common_signature.cpp) pins the numbers.
//
// Each game lists its engines in bot/<game>/signature.cpp, each engine
// defined beside its mode; the wall-clock safety nets of the fair bots are
// set out of reach there, so that the numbers do not depend on the machine's
// load.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "bot/common/fair_bench.hpp"
#include "bot/common/solve_result.hpp"

namespace patience::bot {

// FNV-1a over what an engine decided: fixed arithmetic, the same on every machine.
class Signature {
public:
    Signature& add(const std::string& text);
    Signature& add(std::uint64_t n);
    // A solver's answer: its status, positions and moves.
    template <class Move, class Name>
    Signature& add(const SolveResult<Move>& r, Name moveName) {
        add(std::uint64_t(r.status)).add(std::uint64_t(r.nodes));
        for (const Move& m : r.moves) add(moveName(m));
        return *this;
    }
    // Printed as a decimal number below 2^32, short enough to read aloud.
    std::uint32_t value() const { return std::uint32_t(h_ ^ (h_ >> 32)); }

private:
    Signature& byte(std::uint8_t b);
    std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

// 1, 2, ..., n.
std::vector<std::uint64_t> seedsOneTo(std::uint64_t n);

// One engine's part: what it counted (positions for a solver, answers for a
// fair bot) and its number.
struct EngineRun {
    std::uint64_t work = 0;
    const char* workName = "positions";
    Signature signature;
};

struct Engine {
    std::string name;  // "spider solver", "calculation fair bot"
    std::function<EngineRun()> run;
};

// A solver's answers on `seeds` folded into `run` (`solve(seed)` gives a
// SolveResult), its positions counted.
template <class Solve, class Name>
void signSolves(EngineRun& run, const std::vector<std::uint64_t>& seeds, Solve solve, Name moveName) {
    for (std::uint64_t seed : seeds) {
        auto r = solve(seed);
        run.work += std::uint64_t(r.nodes);
        run.signature.add(seed).add(r, moveName);
    }
}

// A fair bot's games, every answer folded in: the adapter's (fair_bench.hpp)
// answer text, then each game's end. `maxTurns` cuts a game short: the
// signature needs the decisions, not whole games.
template <class Adapter>
EngineRun fairSignature(Adapter game, const std::vector<std::uint64_t>& seeds, int maxTurns) {
    struct Signing : Adapter {
        Signature* sig;
        auto answer(decltype(std::declval<Adapter>().bot(0))& b, std::istream& in) const {
            auto a = Adapter::answer(b, in);
            sig->add(Adapter::answerText(a));
            return a;
        }
    };
    EngineRun run;
    run.workName = "answers";
    game.maxTurns = maxTurns;
    Signing signing{game, &run.signature};
    for (std::uint64_t seed : seeds) {
        FairResult r = playFair(signing, seed);
        run.signature.add(seed).add(std::uint64_t(r.won)).add(std::uint64_t(r.measure)).add(r.error);
        run.work += std::uint64_t(r.moves);
    }
    return run;
}

// Runs every engine and prints a line each, then the whole bench's number
// (the engines' numbers folded in order). Returns that number.
std::uint32_t runSignature(const std::vector<Engine>& engines, std::ostream& out);

}  // namespace patience::bot
