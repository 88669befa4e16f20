// Every fair bot's command line (fair_cli.hpp).
#include "bot/common/fair_cli.hpp"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <sstream>

namespace patience::bot {

int safetyMs(OptionReader& args) { return int(args.integer(0, 1 << 30)); }

std::string safetyUsage(const std::string& byDefault) {
    return "  --safety-ms N          a decision's wall-clock safety net, ms (" + byDefault +
        "; 0: none, for\n"
        "                         figures that do not depend on the machine's load)\n";
}

bool readModeOption(const std::string& option, OptionReader& args, FairModeOptions& o) {
    if (option == "--bench")
        o.bench = true, o.seeds = args.numbers(0, 1ULL << 62, MaxSeeds);
    else if (option == "--grade")
        o.grade = true, o.grading.seeds = args.numbers(0, 1ULL << 62, MaxSeeds);
    else if (option == "--runs")
        o.grading.runs = int(args.integer(1, 10000));
    else if (option == "--grade-positions")
        o.grading.solverPositions = long(args.integer(1, 1LL << 40));
    else if (option == "--calibrate")
        o.grading.calibrate = true;
    else if (option == "--graded-ahead")
        o.gradedAhead = true;
    else if (option == "--cuts") {
        std::string v = args.value();
        std::vector<double> c;
        std::istringstream in(v);
        for (std::string part; std::getline(in, part, ',');) {
            char* end = nullptr;
            double x = std::strtod(part.c_str(), &end);
            if (part.empty() || *end || !(x >= 0 && x <= 3))
                throw UsageError("--cuts wants 4 scores from 0 to 3 (e.g. 0.25,0.44,0.57,0.76), got '" + v + "'");
            c.push_back(x);
        }
        if (c.size() != 4 || !std::is_sorted(c.begin(), c.end()))
            throw UsageError("--cuts wants 4 scores in increasing order, got '" + v + "'");
        o.cuts = GradeCuts{c[0], c[1], c[2], c[3]};
    } else if (option == "--jobs")
        o.jobs = int(args.integer(1, 256));
    else if (option == "--json")
        o.json = true;
    else
        return batch::readOption<UsageError>(
            option, [&] { return args.value(); }, o.batch);
    return true;
}

void checkModeOptions(FairModeOptions& o) {
    if (o.gradedAhead &&
        (!o.grade || o.grading.seeds.size() != 1 || o.settingsGiven || o.grading.runs || o.cuts ||
         o.grading.solverPositions != GradeOptions{}.solverPositions || o.grading.calibrate || o.ab.on || o.json ||
         o.batch.any()))
        throw UsageError("--graded-ahead goes with --grade SEED alone: the table holds the game's own grader's grades");
    checkAbOptions(o.ab, o.bench || o.grade, "--bench or --grade");
    if (o.bench && o.grade) throw UsageError("--bench and --grade are two batches: give one");
    o.grading.jobs = o.jobs, o.grading.json = o.json, o.grading.batch = o.batch;
}

void checkBatchOptions(const FairModeOptions& o) {
    if (o.json && !o.bench && !o.ab.on && !o.grade)
        throw UsageError("--json goes with --bench SEEDS, --ab SEEDS or --grade SEEDS");
    batch::checkOptions<UsageError>(o.batch, o.bench || o.ab.on || o.grade, "--bench SEEDS, --ab SEEDS, --grade SEEDS");
}

char** gradeFilesFirst(int argc, char** argv, std::vector<char*>& moved) {
    for (int i = 2; i < argc; ++i)
        if (std::string(argv[i]) == "--grade-check" || std::string(argv[i]) == "--grade-table") {
            std::rotate(moved.begin() + 1, moved.begin() + i, moved.end());
            argv = moved.data();
            break;
        }
    return argv;
}

std::vector<char*> gradeCheckRest(int argc, char** argv) {
    if (argc < 4 || std::string(argv[2]).rfind("--", 0) == 0 || std::string(argv[3]).rfind("--", 0) == 0)
        throw UsageError("--grade-check wants two files: GRADED.jsonl PLAYER.jsonl (--grade --jsonl of each)");
    std::vector<char*> rest{argv[0]};
    rest.insert(rest.end(), argv + 4, argv + argc);
    return rest;
}

void checkGradeCheckOptions(const FairModeOptions& o) {
    if (o.bench || o.grade || o.ab.on || o.json)
        throw UsageError("--grade-check takes the two files, the rules and --cuts: nothing is played");
}

int gradeTableMain(int argc, char** argv) {
    if (argc < 3 || std::string(argv[2]).rfind("--", 0) == 0)
        throw UsageError("--grade-table wants a file: GRADED.jsonl (--grade 1-N --jsonl)");
    std::cout << gradeTableText(readGrades(argv[2]));
    return 0;
}

void printGradedAhead(std::uint64_t seed, int grade) {
    std::cout << "seed " << seed << ": grade " << grade << " (" << gradeName(grade)
              << "), graded ahead (without --graded-ahead the grader plays it)\n";
}

}  // namespace patience::bot
