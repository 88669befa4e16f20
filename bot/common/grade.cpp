// `bot GAME --grade SEEDS` (grade.hpp).
#include "bot/common/grade.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "common/json.hpp"
#include "common/options.hpp"
#include "common/parallel.hpp"

namespace patience::bot {

double gradeScore(int wins, int runs, double progress, const GradeSolve& s) {
    double lost = 1 - double(wins) / std::max(runs, 1);
    double effort = std::min(1.0, std::log10(1.0 + double(s.positions)) / 8);
    double length = std::min(1.0, std::log10(1.0 + s.length) / 4);
    return lost + 0.5 / std::max(runs, 1) * (0.6 * (1 - progress) + 0.3 * effort + 0.1 * length);
}

int gradeOf(double score, const GradeCuts& cuts, SolveStatus::Status status) {
    if (status == SolveStatus::Unwinnable) return 0;
    return 1 + int(std::count_if(cuts.begin(), cuts.end(), [&](double c) { return score >= c; }));
}

std::string gradeTableText(const std::map<std::uint64_t, GradeResult>& graded) {
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

batch::Codec<GradeResult> gradeCodec(const std::string& kind) {
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

GradeCuts quintileCuts(std::vector<double> scores) {
    GradeCuts cuts{};
    std::sort(scores.begin(), scores.end());
    for (int q = 1; q <= 4 && !scores.empty(); ++q)
        cuts[std::size_t(q - 1)] = scores[std::min(scores.size() - 1, scores.size() * std::size_t(q) / 5)];
    return cuts;
}

GradeCuts winCuts(const std::vector<double>& scores, int runs) {
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

void regrade(GradeResult& r, const GradeCuts& cuts) {
    r.score = r.solve.status == SolveStatus::Unwinnable ? 2.0 : gradeScore(r.wins, r.runs, r.progress, r.solve);
    r.grade = gradeOf(r.score, cuts, r.solve.status);
}

GradeResult gradeDeal(std::uint64_t seed, const GradeOptions& o, const GradeCuts& cuts,
                      const std::function<FairResult(std::uint64_t luck)>& playRun,
                      const std::function<GradeSolve(std::uint64_t seed)>& solve,
                      const std::function<double(int measure)>& progress) {
    GradeResult r;
    r.solve = solve(seed);
    if (r.solve.status != SolveStatus::Unwinnable)
        for (int run = 0; run < o.runs; ++run) {
            FairResult f = playRun(std::uint64_t(run));
            if (!f.error.empty() && r.error.empty()) r.error = "run " + std::to_string(run) + ": " + f.error;
            r.wins += f.won;
            r.progress += f.won ? 1.0 : progress(f.measure);
            ++r.runs;
        }
    if (r.runs) r.progress /= r.runs;
    regrade(r, cuts);
    return r;
}

int gradeSeeds(const std::string& kind, const std::string& program, const GradeOptions& o, const GradeCuts& cuts,
               const std::function<GradeResult(std::uint64_t seed)>& gradeOne, std::ostream& out, std::ostream& err) {
    batch::Run<GradeResult> run(o.batch, o.seeds, gradeCodec(kind), "seeds", "won at least once");
    std::size_t n = run.size();
    std::vector<GradeResult> results(n);
    int jobs = std::max(1, std::min<int>(o.jobs, int(std::max<std::size_t>(n, 1))));
    double seconds = timedParallel(n, jobs, [&](std::size_t i) {
        results[i] = run.get(i, [&] { return gradeOne(run.id(i)); });
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
