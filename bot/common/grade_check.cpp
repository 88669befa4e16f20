// `bot GAME --grade-check` (grade_check.hpp).
#include "bot/common/grade_check.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>

#include "common/json.hpp"

namespace patience::bot {

std::map<std::uint64_t, GradeResult> readGrades(const std::string& file) {
    std::ifstream in(file);
    if (!in) throw UsageError("cannot read " + file);
    std::map<std::uint64_t, GradeResult> out;
    auto codec = gradeCodec("");
    int n = 0;
    for (std::string line; std::getline(in, line);) {
        ++n;
        if (line.empty()) continue;
        try {
            json::Value v = json::parse(line);
            out[std::uint64_t(batch::integer(v, "seed"))] = codec.read(v);
        } catch (const std::exception& e) {
            throw UsageError(file + ": line " + std::to_string(n) + ": not a --grade line (" + e.what() + ")");
        }
    }
    return out;
}

std::vector<double> ranks(const std::vector<double>& x) {
    std::vector<std::size_t> order(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return x[a] < x[b]; });
    std::vector<double> r(x.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j < order.size() && x[order[j]] == x[order[i]]) ++j;
        for (std::size_t k = i; k < j; ++k) r[order[k]] = (double(i) + double(j) + 1) / 2;
        i = j;
    }
    return r;
}

double pearson(const std::vector<double>& a, const std::vector<double>& b) {
    double n = double(a.size()), ma = 0, mb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) ma += a[i] / n, mb += b[i] / n;
    double sab = 0, saa = 0, sbb = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sab += (a[i] - ma) * (b[i] - mb), saa += (a[i] - ma) * (a[i] - ma), sbb += (b[i] - mb) * (b[i] - mb);
    return saa > 0 && sbb > 0 ? sab / std::sqrt(saa * sbb) : 0;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) { return pearson(ranks(a), ranks(b)); }

int gradeCheck(const std::string& gradedFile, const std::string& playerFile, const GradeCuts& cuts, std::ostream& out) {
    std::map<std::uint64_t, GradeResult> graded = readGrades(gradedFile), player = readGrades(playerFile);
    for (auto& [seed, g] : graded) regrade(g, cuts);
    std::vector<double> grade, gradeAll, lost, lostAll;
    std::map<int, std::vector<double>> rates;
    for (const auto& [seed, g] : graded) {
        auto p = player.find(seed);
        if (p == player.end() || !p->second.runs) continue;
        double l = 1 - p->second.winRate();
        rates[g.grade].push_back(p->second.winRate());
        gradeAll.push_back(g.grade ? g.grade : 6), lostAll.push_back(l);
        if (g.grade) grade.push_back(g.grade), lost.push_back(l);
    }
    if (gradeAll.empty())
        throw UsageError("no deal is in both " + gradedFile + " and " + playerFile + " (with runs played)");
    out << std::fixed << std::setprecision(3) << "deals in both: " << gradeAll.size()
        << "; Spearman's rho, grade against the player's share of losses: " << spearman(grade, lost)
        << " over grades 1-5 (" << grade.size() << " deals), " << spearman(gradeAll, lostAll)
        << " with grade 0 as the hardest\n";
    out << "| grade | deals | the player's win rate (95% CI) |\n|---|---|---|\n";
    double easiest = -1, hardest = -1;
    for (const auto& [g, r] : rates) {
        double n = double(r.size()), mean = 0, var = 0;
        for (double x : r) mean += x / n;
        for (double x : r) var += (x - mean) * (x - mean) / std::max(1.0, n - 1);
        double half = 1.96 * std::sqrt(var / n);
        out << std::setprecision(1) << "| " << g << " " << gradeName(g) << " | " << r.size() << " | " << 100 * mean
            << "% (" << 100 * std::max(0.0, mean - half) << "-" << 100 * std::min(1.0, mean + half) << ") |\n";
        if (g >= 1 && easiest < 0) easiest = mean;
        if (g >= 1) hardest = mean;
    }
    if (easiest >= 0)
        out << std::setprecision(1) << "easiest grade's win rate minus the hardest's: " << 100 * (easiest - hardest)
            << " points\n";
    return 0;
}

}  // namespace patience::bot
