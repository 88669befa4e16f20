// The difficulty grade (bot/common/grade.hpp, grade_check.hpp): the score,
// the cuts, Spearman's rho, and `bot GAME --grade` as a batch.
#include "catch.hpp"

#include <string>
#include <vector>

#include "bot/common/grade_check.hpp"
#include "support.hpp"

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
          "[common][grade][calculation]") {
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

TEST_CASE("grade: a keeper's --difficulty deals the first seed the bot grades so, and a bad name is one line",
          "[common][grade][calculation]") {
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
    Run bad = runWithInput(dir, REFEREE_PATH " calculation --difficulty brutal", "q\n");
    CHECK(bad.status == 2);
    CHECK(bad.errLines().size() == 1);
    CHECK(contains(bad.err, "--difficulty wants easy, medium, hard, harder or hardest"));
}
