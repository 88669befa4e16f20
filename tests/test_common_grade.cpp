// The difficulty grade (bot/common/grade.hpp, grade_check.hpp): the score,
// the cuts, Spearman's rho, and `bot GAME --grade` as a batch.
#include "catch.hpp"

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "bot/calculation/grade_table.hpp"
#include "bot/common/grade_check.hpp"
#include "bot/gallery/grade_table.hpp"
#include "bot/spider/grade_table.hpp"
#include "support.hpp"

namespace test_common_grade {

using namespace test_support;
using namespace patience::bot;

TEST_CASE("grade: more lost runs is harder, and within a step the progress, the solver's effort and length break ties",
          "[common][grade]") {
    GradeSolve easy{SolveStatus::Winnable, 100, 80}, hard{SolveStatus::Winnable, 1000000, 300};
    CHECK(gradeScore(12, 16, 1.0, easy) < gradeScore(11, 16, 1.0, easy));
    CHECK(gradeScore(11, 16, 1.0, hard) < gradeScore(10, 16, 1.0, easy));  // the tie-breaks stay within the step
    CHECK(gradeScore(0, 16, 0.6, easy) < gradeScore(0, 16, 0.3, easy));    // lost games that got further
    CHECK(gradeScore(5, 16, 0.8, easy) < gradeScore(5, 16, 0.8, hard));
    GradeCuts cuts{0.2, 0.4, 0.6, 0.8};
    CHECK(gradeOf(0.1, cuts, SolveStatus::Winnable) == 1);
    CHECK(gradeOf(0.5, cuts, SolveStatus::Unknown) == 3);
    CHECK(gradeOf(0.95, cuts, SolveStatus::Winnable) == 5);
    CHECK(gradeOf(0.1, cuts, SolveStatus::Unwinnable) == 0);
    CHECK(quintileCuts({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}) == GradeCuts{3, 5, 7, 9});
    CHECK(difficultyGrade("--difficulty", "hard") == 3);
    CHECK(difficultyGrade("--difficulty", "5") == 5);
    CHECK_THROWS_WITH(difficultyGrade("--difficulty", "brutal"),
                      Catch::Contains("--difficulty wants easy, medium, hard, harder or hardest"));
}

TEST_CASE("grade: Spearman's rho with ties", "[common][grade]") {
    CHECK(ranks({10, 20, 20, 30}) == std::vector<double>{1, 2.5, 2.5, 4});
    CHECK(spearman({1, 2, 3, 4}, {10, 20, 30, 40}) == Approx(1));
    CHECK(spearman({1, 2, 3, 4}, {40, 30, 20, 10}) == Approx(-1));
    CHECK(spearman({1, 1, 2, 2}, {0.1, 0.2, 0.3, 0.4}) == Approx(0.894).epsilon(0.001));
}

TEST_CASE("grade: bot calculation --grade is a batch: a line a seed, --resume, and --grade-check",
          "[common][grade][calculation][e2e]") {
    TempDir dir;
    std::string file = dir.file("g.jsonl");
    Run r = runCommand(BOT_PATH " calculation --grade 1-4 --runs 4 --jsonl " + shellQuoted(file) + " --json");
    REQUIRE(r.status == 0);
    std::vector<patience::json::Value> lines = jsonlRecords(file);
    REQUIRE(lines.size() == 4);
    for (const auto& v : lines) {
        long long grade = patience::batch::integer(v, "grade");
        CHECK(grade >= 0);
        CHECK(grade <= 5);
        CHECK(patience::batch::integer(v, "runs") == 4);
        CHECK(patience::batch::text(v, "solver") == "winnable");
    }
    CHECK(contains(r.lastLine(), "\"grades\":["));
    // Resumed, nothing is played again and the summary is the same.
    Run again =
        runCommand(BOT_PATH " calculation --grade 1-4 --runs 4 --jsonl " + shellQuoted(file) + " --resume --json");
    CHECK(again.outLines().front().substr(0, 40) == r.outLines().front().substr(0, 40));
    CHECK(jsonlRecords(file).size() == 4);
    // A file against itself: the grades order the deals as its own runs do.
    Run check = runCommand(BOT_PATH " calculation --grade-check " + shellQuoted(file) + " " + shellQuoted(file));
    CHECK(check.status == 0);
    CHECK(contains(check.out, "deals in both: 4"));
    Run cut = runCommand(BOT_PATH " calculation --grade 1 --runs 2 --cuts 0.1,0.2,0.3,0.4");
    CHECK(cut.status == 0);
    Run bad = runCommand(BOT_PATH " calculation --grade-check " + shellQuoted(file));
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
}

// The grade `bot GAME --grade SEED` prints ("seed 3: grade 2 (medium)..."), or -1.
int printedGrade(const Run& r) {
    std::size_t at = r.out.find(": grade ");
    return at == std::string::npos ? -1 : std::atoi(r.out.c_str() + at + 8);
}

TEST_CASE("grade: --graded-ahead answers from the table what the grader finds, and goes with one seed alone",
          "[common][grade][e2e]") {
    // Every table holds the seeds a keeper draws from.
    for (std::size_t size :
         {std::size(calculation::bot::gradedAheadCoco), std::size(calculation::bot::gradedAheadClassic),
          std::size(gallery::bot::gradedAheadScores), std::size(spider::bot::gradedAheadOneSuit),
          std::size(spider::bot::gradedAheadTwoSuits), std::size(spider::bot::gradedAheadFourSuits)})
        CHECK(size >= std::size_t(patience::GradedAheadSeeds));
    // The table's grade is the grader's, played again (the cheaper graders;
    // two and four suits take 10 s a seed). Under the sanitizers only coco's
    // (classic's took 9 s there): it is the grader's figures that are checked.
    std::vector<std::string> games = {"calculation"};
    if (!SanitizerBuild) games.insert(games.end(), {"calculation --rules classic", "spider --suits 1", "gallery"});
    for (const std::string& game : games)
        for (int seed : {2, 7}) {
            if (game != "calculation" && seed == 2) continue;  // one seed of the slower graders
            INFO(game << ", seed " << seed);
            Run ahead = runCommand(BOT_PATH " " + game + " --grade " + std::to_string(seed) + " --graded-ahead");
            CHECK(contains(ahead.out, "graded ahead"));
            Run played = runCommand(BOT_PATH " " + game + " --grade " + std::to_string(seed));
            CHECK(printedGrade(ahead) == printedGrade(played));
            CHECK(printedGrade(ahead) >= 0);
        }
    // Beyond the table the grader plays.
    Run beyond = runCommand(BOT_PATH " calculation --grade 100000 --graded-ahead");
    CHECK(beyond.status == 0);
    CHECK(contains(beyond.out, "the fair bot won"));
    // The table's text from a --grade file: the scores of seeds 1-N.
    TempDir dir;
    std::string file = dir.file("g.jsonl");
    REQUIRE(runCommand(BOT_PATH " calculation --grade 1-3 --jsonl " + shellQuoted(file)).status == 0);
    Run table = runCommand(BOT_PATH " calculation --grade-table " + shellQuoted(file));
    CHECK(table.out ==
          "    " + std::to_string(calculation::bot::gradedAheadCoco[0]) + ", " +
              std::to_string(calculation::bot::gradedAheadCoco[1]) + ", " +
              std::to_string(calculation::bot::gradedAheadCoco[2]) + ",\n");
    // The rules may come first.
    CHECK(runCommand(BOT_PATH " calculation --rules coco --grade-table " + shellQuoted(file)).out == table.out);
    // Refused with one line: with another grader's settings, or many seeds; a file with a gap.
    for (const char* bad :
         {" calculation --grade 1 --graded-ahead --samples 3", " calculation --grade 1-2 --graded-ahead",
          " calculation --graded-ahead", " spider --grade 1 --graded-ahead --runs 2"}) {
        Run r = runCommand(std::string(BOT_PATH) + bad);
        INFO(bad);
        CHECK(r.status == 2);
        CHECK(r.errLines().size() == 1);
    }
    std::ofstream(dir.file("gap.jsonl")) << slurp(file).substr(slurp(file).find('\n') + 1);
    Run gap = runCommand(BOT_PATH " calculation --grade-table " + shellQuoted(dir.file("gap.jsonl")));
    CHECK(gap.status == 2);
    CHECK(contains(gap.err, "seed 1 is missing"));
}

TEST_CASE("grade: a keeper's --difficulty deals the first seed the bot grades so, and a bad name is one line",
          "[common][grade][calculation][e2e]") {
    TempDir dir;
    // Seed 4 is graded medium and seed 5 easy: one seed skipped, two graded.
    Run r = runWithInput(dir, "timeout 120 " REFEREE_PATH " calculation --difficulty easy --seed 4", "q\n");
    INFO(r.out);
    std::string at = "Difficulty easy: seed ";
    std::size_t i = r.out.find(at);
    REQUIRE(i != std::string::npos);
    std::string seed = r.out.substr(i + at.size(), r.out.find(',', i) - i - at.size());
    Run graded = runCommand(BOT_PATH " calculation --grade " + seed);
    CHECK(contains(graded.out, "seed " + seed + ": grade 1 (easy)"));
    // No seed: it starts among the seeds graded ahead (1-60), and deals from the table.
    Run clock = runWithInput(dir, "timeout 120 " REFEREE_PATH " calculation --difficulty hardest", "q\n");
    INFO(clock.out);
    std::string hardest = "Difficulty hardest: seed ";
    std::size_t h = clock.out.find(hardest);
    REQUIRE(h != std::string::npos);
    long long chosen = std::atoll(clock.out.c_str() + h + hardest.size());
    CHECK(chosen >= 1);
    CHECK(chosen <= long(std::size(calculation::bot::gradedAheadCoco)));
    Run bad = runWithInput(dir, REFEREE_PATH " calculation --difficulty brutal", "q\n");
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
    CHECK(contains(bad.err, "--difficulty wants easy, medium, hard, harder or hardest"));
}

TEST_CASE("grade: cuts fall between numbers of runs lost, nearest fifths", "[common][grade]") {
    // 8 runs; deals by runs lost: 40 won every run, then 10, 10, 0, 0, 0, 10, 10, 20.
    std::vector<double> scores;
    auto add = [&](int lost, int n) {
        for (int i = 0; i < n; ++i) scores.push_back(gradeScore(8 - lost, 8, 0.5, {SolveStatus::Winnable, 1000, 100}));
    };
    add(0, 40), add(1, 10), add(2, 10), add(6, 10), add(7, 10), add(8, 20);
    GradeCuts cuts = winCuts(scores, 8);
    // Grades of 40, 10, 10, 20 and 20 deals (a fifth is 20): no cut splits
    // the 40 deals won every run, whatever their progress.
    std::vector<int> sizes(6, 0);
    for (double x : scores) ++sizes[std::size_t(gradeOf(x, cuts, SolveStatus::Winnable))];
    CHECK(sizes == std::vector<int>{0, 40, 10, 10, 20, 20});
    CHECK(cuts[0] == 1.0 / 8);
    CHECK(cuts[3] == 1.0);  // grade 5: never won
}

TEST_CASE("grade: --grade-check regrades with the game's cuts or --cuts, and rho and the intervals are as by hand",
          "[common][grade][calculation][e2e]") {
    TempDir dir;
    // Five deals of 4 runs, won 4, 3, 2, 1 and 0 times, and one proved lost.
    // The file says grade 3 for all: --grade-check grades them again.
    auto line = [](int seed, int wins, const char* solver) {
        return "{\"seed\":" + std::to_string(seed) +
            ",\"grade\":3,\"name\":\"hard\",\"runs\":4,\"wins\":" + std::to_string(wins) +
            ",\"win_rate\":0,\"progress\":0.5,\"solver\":\"" + solver +
            "\",\"positions\":100,\"length\":50,\"score\":0,\"error\":\"\"}\n";
    };
    std::string graded = dir.file("graded.jsonl"), player = dir.file("player.jsonl");
    std::ofstream(graded) << line(1, 4, "winnable") << line(2, 3, "winnable") << line(3, 2, "winnable")
                          << line(4, 1, "winnable") << line(5, 0, "winnable") << line(6, 0, "unwinnable");
    // The player won 4, 4, 2, 0 and 1 of 4: losses 0, 0, 0.5, 1, 0.75. Ranked
    // against grades 1-5: rho = 8.5 / sqrt(10 x 9.5) = 0.872.
    std::ofstream(player) << line(1, 4, "winnable") << line(2, 4, "winnable") << line(3, 2, "winnable")
                          << line(4, 0, "winnable") << line(5, 1, "winnable") << line(6, 0, "unwinnable");
    Run r = runCommand(BOT_PATH " calculation --grade-check " + shellQuoted(graded) + " " + shellQuoted(player) +
                       " --cuts 0.25,0.5,0.75,1");
    INFO(r.out << r.err);
    REQUIRE(r.status == 0);
    CHECK(contains(r.out, "deals in both: 6"));
    CHECK(contains(r.out, "0.872 over grades 1-5 (5 deals)"));
    CHECK(contains(r.out, "| 0 "));  // the deal proved lost: grade 0
    CHECK(contains(r.out, "| 1 easy | 1 | 100.0% (100.0-100.0) |"));
    CHECK(contains(r.out, "| 3 hard | 1 | 50.0% (50.0-50.0) |"));
    CHECK(contains(r.out, "| 5 hardest | 1 | 25.0% (25.0-25.0) |"));
    CHECK(contains(r.out, "easiest grade's win rate minus the hardest's: 75.0 points"));
    // Other cuts, other grades: everything won sometimes is grade 1 below 1.0.
    Run other = runCommand(BOT_PATH " calculation --grade-check " + shellQuoted(graded) + " " + shellQuoted(player) +
                           " --cuts 1,1.1,1.2,1.3");
    CHECK(contains(other.out, "| 1 easy | 4 |"));
    // Bad input: one line, exit 2.
    for (std::string bad : {" --cuts 0.5,0.4,0.6,0.7", " --bench 1-3", " --cuts x"}) {
        Run b =
            runCommand(BOT_PATH " calculation --grade-check " + shellQuoted(graded) + " " + shellQuoted(player) + bad);
        CHECK(b.status == 2);
        CHECK(b.errLines().size() == 1);
    }
    std::ofstream(dir.file("broken.jsonl")) << "{\"seed\":1}\n";
    Run broken = runCommand(BOT_PATH " calculation --grade-check " + shellQuoted(dir.file("broken.jsonl")) + " " +
                            shellQuoted(player));
    CHECK(broken.status == 2);
    CHECK(contains(broken.err, "broken.jsonl: line 1"));
}

}  // namespace test_common_grade
