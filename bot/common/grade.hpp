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

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bot/common/fair_bench.hpp"
#include "bot/common/solve_result.hpp"
#include "common/batch.hpp"
#include "common/difficulty.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "common/parallel.hpp"

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
inline double gradeScore(int wins, int runs, double progress, const GradeSolve& s) {
    double lost = 1 - double(wins) / std::max(runs, 1);
    double effort = std::min(1.0, std::log10(1.0 + double(s.positions)) / 8);
    double length = std::min(1.0, std::log10(1.0 + s.length) / 4);
    return lost + 0.5 / std::max(runs, 1) * (0.6 * (1 - progress) + 0.3 * effort + 0.1 * length);
}

inline int gradeOf(double score, const GradeCuts& cuts, SolveStatus::Status status) {
    if (status == SolveStatus::Unwinnable) return 0;
    return 1 + int(std::count_if(cuts.begin(), cuts.end(), [&](double c) { return score >= c; }));
}

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
inline std::string gradeTableText(const std::map<std::uint64_t, GradeResult>& graded) {
    std::ostringstream out;
    std::uint64_t seed = 1;
    for (const auto& [s, r] : graded) {
        if (s != seed)
            throw UsageError("--grade-table wants seeds 1 to N, each once: seed " + std::to_string(seed) +
                             " is missing");
        long score = r.solve.status == SolveStatus::Unwinnable ? -1 : std::lround(r.score * 1000000);
        out << (seed % 10 == 1 ? "    " : " ") << score << ',' << (seed % 10 == 0 || seed == graded.size() ? "\n" : "");
        ++seed;
    }
    return out.str();
}

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

inline batch::Codec<GradeResult> gradeCodec(const std::string& kind) {
    return {kind, "seed",
            [](json::Writer& w, const GradeResult& r) {
                w.key("grade").value(r.grade);
                w.key("name").value(gradeName(r.grade));
                w.key("runs").value(r.runs);
                w.key("wins").value(r.wins);
                w.key("win_rate").value(r.winRate());
                w.key("progress").value(r.progress, 6);  // 6 decimals: read back, the score is the same
                w.key("solver").value(statusName(r.solve.status));
                w.key("positions").value(r.solve.positions);
                w.key("length").value(r.solve.length);
                w.key("score").value(r.score, 6);
                w.key("error").value(r.error);
            },
            [](const json::Value& v) {
                GradeResult r;
                r.grade = int(batch::integer(v, "grade"));
                r.runs = int(batch::integer(v, "runs"));
                r.wins = int(batch::integer(v, "wins"));
                r.progress = batch::number(v, "progress");
                std::string s = batch::text(v, "solver");
                r.solve.status = s == "winnable" ? SolveStatus::Winnable
                    : s == "unwinnable"          ? SolveStatus::Unwinnable
                                                 : SolveStatus::Unknown;
                r.solve.positions = long(batch::integer(v, "positions"));
                r.solve.length = int(batch::integer(v, "length"));
                r.score = batch::number(v, "score");
                r.error = batch::text(v, "error");
                return r;
            },
            [](const GradeResult& r) { return r.wins > 0; }};
}

// The quintiles of the scores of the deals not proved unwinnable: the cuts
// that put a fifth of them in each grade.
inline GradeCuts quintileCuts(std::vector<double> scores) {
    GradeCuts cuts{};
    std::sort(scores.begin(), scores.end());
    for (int q = 1; q <= 4 && !scores.empty(); ++q)
        cuts[std::size_t(q - 1)] = scores[std::min(scores.size() - 1, scores.size() * std::size_t(q) / 5)];
    return cuts;
}

// Cuts that a win rate can check: each falls between two numbers of runs
// lost (k of `runs`: a score of k / runs or more has lost k runs or more),
// never inside deals that lost the same number, which only the progress and
// the solver's effort tell apart, and no player's wins can confirm. Of those,
// the four that make the grades' sizes closest to a fifth of the deals each.
inline GradeCuts winCuts(const std::vector<double>& scores, int runs) {
    std::vector<int> lost(std::size_t(runs) + 1, 0);  // deals by runs lost
    for (double s : scores) ++lost[std::size_t(std::clamp(int(s * runs + 1e-9), 0, runs))];
    const double fifth = double(scores.size()) / 5;
    GradeCuts best{};
    double bestError = -1;
    // Grade g holds the deals that lost from k[g-1] to k[g] - 1 runs.
    for (int a = 1; a <= runs; ++a)
        for (int b = a + 1; b <= runs; ++b)
            for (int c = b + 1; c <= runs; ++c)
                for (int d = c + 1; d <= runs; ++d) {
                    const int k[6] = {0, a, b, c, d, runs + 1};
                    double error = 0;
                    for (int g = 0; g < 5; ++g) {
                        int n = 0;
                        for (int i = k[g]; i < k[g + 1]; ++i) n += lost[std::size_t(i)];
                        error += (n - fifth) * (n - fifth);
                    }
                    if (bestError < 0 || error < bestError)
                        bestError = error,
                        best = {double(a) / runs, double(b) / runs, double(c) / runs, double(d) / runs};
                }
    return best;
}

// The score and the grade again from what a run found (its wins, progress
// and the solver's verdict), with these cuts: a --grade file read back.
inline void regrade(GradeResult& r, const GradeCuts& cuts) {
    r.score = r.solve.status == SolveStatus::Unwinnable ? 2.0 : gradeScore(r.wins, r.runs, r.progress, r.solve);
    r.grade = gradeOf(r.score, cuts, r.solve.status);
}

// One deal graded: `runs` fair games with luck 0, 1, ..., and the solver.
// `adapterWithLuck(luck)` is the fair bench's adapter whose bot draws its
// randomness from the seed and the luck; `solve(seed)` the solver's verdict;
// `progress(measure)` how far a game got, 0 to 1.
template <class AdapterWithLuck, class Solve, class Progress>
GradeResult gradeDeal(std::uint64_t seed, const GradeOptions& o, const GradeCuts& cuts, AdapterWithLuck adapterWithLuck,
                      Solve solve, Progress progress) {
    GradeResult r;
    r.solve = solve(seed);
    if (r.solve.status != SolveStatus::Unwinnable)
        for (int run = 0; run < o.runs; ++run) {
            FairResult f = playFair(adapterWithLuck(std::uint64_t(run)), seed);
            if (!f.error.empty() && r.error.empty()) r.error = "run " + std::to_string(run) + ": " + f.error;
            r.wins += f.won;
            r.progress += f.won ? 1.0 : progress(f.measure);
            ++r.runs;
        }
    if (r.runs) r.progress /= r.runs;
    regrade(r, cuts);
    return r;
}

// The batch: each seed's line (with --jsonl), a summary line a grade, and
// with --json one JSON line. Exit status 0, or 2 if a bot failed a run.
template <class AdapterWithLuck, class Solve, class Progress>
int gradeBatch(const std::string& kind, const std::string& program, const GradeOptions& o, const GradeCuts& cuts,
               AdapterWithLuck adapterWithLuck, Solve solve, Progress progress, std::ostream& out = std::cout,
               std::ostream& err = std::cerr) {
    batch::Run<GradeResult> run(o.batch, o.seeds, gradeCodec(kind), "seeds", "won at least once");
    std::size_t n = run.size();
    std::vector<GradeResult> results(n);
    int jobs = std::max(1, std::min<int>(o.jobs, int(std::max<std::size_t>(n, 1))));
    double seconds = timedParallel(n, jobs, [&](std::size_t i) {
        results[i] = run.get(i, [&] { return gradeDeal(run.id(i), o, cuts, adapterWithLuck, solve, progress); });
        regrade(results[i], cuts);  // a deal resumed from the file: graded with these cuts
    });
    run.finish();
    std::array<int, 6> count{};
    std::array<double, 6> winRate{};
    std::vector<double> scores;
    int failures = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const GradeResult& r = results[i];
        ++count[std::size_t(r.grade)];
        winRate[std::size_t(r.grade)] += r.winRate();
        if (r.grade) scores.push_back(r.score);
        if (!r.error.empty()) ++failures, err << program << ": seed " << run.id(i) << ": " << r.error << '\n';
        if (n == 1)
            out << "seed " << run.id(i) << ": grade " << r.grade << " (" << gradeName(r.grade) << "): the fair bot won "
                << r.wins << " of " << r.runs << " runs; the solver: " << statusName(r.solve.status) << ", "
                << r.solve.positions << " positions\n";
    }
    out << std::fixed << std::setprecision(1) << "seeds " << listLabel(o.seeds) << o.batch.shardText() << ", " << o.runs
        << " runs a deal:";
    for (int g = 0; g <= 5; ++g)
        if (count[std::size_t(g)])
            out << " grade " << g << " " << count[std::size_t(g)] << " (fair bot "
                << 100 * winRate[std::size_t(g)] / count[std::size_t(g)] << "%)";
    out << "; " << seconds << " s (" << o.jobs << " jobs)\n";
    GradeCuts found = winCuts(scores, o.runs);
    if (o.calibrate)
        out << std::setprecision(4)
            << "cuts (between runs lost, the grades nearest fifths of these seeds): " << found[0] << "," << found[1]
            << "," << found[2] << "," << found[3] << '\n';
    if (o.json) {
        json::Writer w;
        w.open('{');
        w.key("batch").value(kind);
        w.key("seeds").value(listLabel(o.seeds));
        w.key("runs").value(o.runs);
        w.key("deals").value(n);
        w.key("grades").open('[');
        for (int g = 0; g <= 5; ++g) w.value(count[std::size_t(g)]);
        w.close(']');
        w.key("failures").value(failures);
        w.key("seconds").value(seconds);
        w.close('}');
        out << w.str() << '\n';
    }
    return failures ? 2 : 0;
}

}  // namespace patience::bot
