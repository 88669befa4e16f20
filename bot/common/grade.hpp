// `bot GAME --grade SEEDS`: a difficulty grade for every deal, for a person.
// A solver's win is not a person's (PySolFC's maintainer, issue 399), so the
// grade comes from the fair bot, which sees what a person sees: it plays the
// same deal `--runs` times, each run with its own randomness (its "luck"),
// and the share it wins orders the deals. Within one step of that share, how
// far its lost games got (suits removed, cards home: where few games are won,
// as in four-suit Spider, this orders most deals), the solver's effort and
// its solution's length break the tie. A deal the solver proves unwinnable is
// grade 0 whatever else; else 1 (easy) to 5 (hardest), cut at four scores
// chosen on calibration deals (docs/grade.md): between numbers of runs lost,
// the grades nearest fifths of the deals (Calculation: the quintiles).
//
// The batch is every batch's: --jobs, --jsonl FILE, --resume, --shard K/N,
// --json; one JSON line a seed with its grade and the figures it came from.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "bot/common/fair_bench.hpp"
#include "bot/common/solve_result.hpp"
#include "common/batch.hpp"
#include "common/difficulty.hpp"

namespace patience::bot {

// What the solver says of a deal, for the grade.
struct GradeSolve {
    SolveStatus::Status status = SolveStatus::Unknown;
    long positions = 0;
    int length = 0;  // the solution's moves when winnable
};

// The four scores between the five grades: a score below cuts[0] is grade 1.
using GradeCuts = std::array<double, 4>;

struct GradeResult {
    int runs = 0, wins = 0;
    double progress = 0;  // the runs' mean progress, 0 to 1 (Bot::gradeProgress of the game's measure)
    GradeSolve solve;
    double score = 0;  // higher is harder
    int grade = 0;
    std::string error;  // a run the bot failed (refused a turn, illegal move)
    double winRate() const { return runs ? double(wins) / runs : 0; }
};

// The difficulty score: the share of runs lost, then, within half a step of
// it, the progress the runs fell short by, the solver's positions (log
// scale) and the solution's length.
double gradeScore(int wins, int runs, double progress, const GradeSolve& s);

int gradeOf(double score, const GradeCuts& cuts, SolveStatus::Status status);

// The grader's scores of seeds 1, 2, ... computed ahead (bot/<game>/
// grade_table.hpp, written by `bot GAME --grade-table FILE`), x10^6; -1: the
// solver proved the deal not winnable. Empty for rules without a table.
struct GradedAhead {
    const int* scores = nullptr;
    std::size_t size = 0;
    bool has(std::uint64_t seed) const { return seed >= 1 && seed <= size; }
    // The grade with these cuts, as gradeOf gives it from the score.
    int grade(std::uint64_t seed, const GradeCuts& cuts) const {
        int s = scores[seed - 1];
        return gradeOf(s / 1000000.0, cuts, s < 0 ? SolveStatus::Unwinnable : SolveStatus::Unknown);
    }
};
template <std::size_t N>
GradedAhead gradedAheadOf(const int (&scores)[N]) {
    return {scores, N};
}

// `bot GAME --grade-table FILE`: a --grade file of seeds 1 to N as the
// table's text (the scores, ten a line), to paste into grade_table.hpp.
std::string gradeTableText(const std::map<std::uint64_t, GradeResult>& graded);

using patience::difficultyGrade;
using patience::gradeName;

struct GradeOptions {
    std::vector<std::uint64_t> seeds;
    int runs = 0;                   // games a deal; 0: the game's (Bot::gradeRuns)
    long solverPositions = 200000;  // the solver's budget a deal (a limit of work: the same grade everywhere)
    bool calibrate = false;         // also print the quintile cuts of these seeds' scores
    int jobs = 1;
    bool json = false;
    batch::Options batch;
};

batch::Codec<GradeResult> gradeCodec(const std::string& kind);

// The quintiles of the scores of the deals not proved unwinnable: the cuts
// that put a fifth of them in each grade.
GradeCuts quintileCuts(std::vector<double> scores);

// Cuts that a win rate can check: each falls between two numbers of runs
// lost (k of `runs`: a score of k / runs or more has lost k runs or more),
// never inside deals that lost the same number, which only the progress and
// the solver's effort tell apart, and no player's wins can confirm. Of those,
// the four that make the grades' sizes closest to a fifth of the deals each.
GradeCuts winCuts(const std::vector<double>& scores, int runs);

// The score and the grade again from what a run found (its wins, progress
// and the solver's verdict), with these cuts: a --grade file read back.
void regrade(GradeResult& r, const GradeCuts& cuts);

// One deal graded: `runs` fair games with luck 0, 1, ..., and the solver.
// `playRun(luck)` plays the deal with the fair bench's adapter whose bot
// draws its randomness from the seed and the luck; `solve(seed)` the
// solver's verdict; `progress(measure)` how far a game got, 0 to 1.
GradeResult gradeDeal(std::uint64_t seed, const GradeOptions& o, const GradeCuts& cuts,
                      const std::function<FairResult(std::uint64_t luck)>& playRun,
                      const std::function<GradeSolve(std::uint64_t seed)>& solve,
                      const std::function<double(int measure)>& progress);

// The batch: each seed's line (with --jsonl), a summary line a grade, and
// with --json one JSON line. Exit status 0, or 2 if a bot failed a run.
// `gradeOne(seed)` grades one deal; it is called on --jobs threads at once.
int gradeSeeds(const std::string& kind, const std::string& program, const GradeOptions& o, const GradeCuts& cuts,
               const std::function<GradeResult(std::uint64_t seed)>& gradeOne, std::ostream& out = std::cout,
               std::ostream& err = std::cerr);

// The batch with each deal graded by gradeDeal: `adapterWithLuck(luck)` is
// the fair bench's adapter whose bot draws its randomness from the seed and
// the luck.
template <class AdapterWithLuck, class Solve, class Progress>
int gradeBatch(const std::string& kind, const std::string& program, const GradeOptions& o, const GradeCuts& cuts,
               AdapterWithLuck adapterWithLuck, Solve solve, Progress progress, std::ostream& out = std::cout,
               std::ostream& err = std::cerr) {
    return gradeSeeds(
        kind, program, o, cuts,
        [&](std::uint64_t seed) {
            return gradeDeal(
                seed, o, cuts, [&](std::uint64_t luck) { return playFair(adapterWithLuck(luck), seed); }, solve,
                progress);
        },
        out, err);
}

}  // namespace patience::bot
