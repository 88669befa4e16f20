// The fair judge of lines, offline (bot/spider/line_judge.hpp): plays seeds
// with the fair bot exactly as its bench does and, every --every turns with
// at least --min-deals deals to go, judges the lines that differ in the
// decision they make (decisionLines) in --worlds shared worlds, each played
// to the game's end by the fair play-out. One CSV row a line and world:
//
//   seed,suits,turn,deals,down,line,kind,world,removed,won,down_end,steps
//
// (down: the cards face down then; down_end: those the play-out left face
// down; steps: the line's length). Each game's rows are written when it
// ends, so --resume goes on after the seeds the CSV has. These rows are the judge's labels (same-world sibling pairs)
// and the gate of docs/spider-bot.md (tools/spider-judge-gate reads them).
//
//   spider-judge --seeds 5001-5100 --every 25 --min-deals 3 --worlds 32 --jobs 2 --csv gate1.csv
//
// Every other option is the fair bot's (bot spider: --expansions, ...);
// --rollout-expansions N sets the play-out's planner.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "bot/spider/line_judge.hpp"
#include "tools/spider_games.hpp"

using namespace spider;
using namespace spider::bot;

namespace {

struct JudgeRun {
    int every = 25, minDeals = 3;
    JudgeConfig judge;
};

struct GameRows {
    std::string rows;
    bool won = false;
    long judged = 0, positions = 0;
};

// The rows of one judged turn (none if fewer than two lines differ).
std::string judgeTurn(const BenchGame& game, const JudgeRun& run, const View& v, std::uint64_t seed, std::uint64_t rng,
                      long& positions) {
    Game seen = gameOf(v, game.rules);
    Table t(seen);
    State s = Table::stateOf(seen);
    PlannerConfig pc = bySuits(game.agent, game.rules.suits).planner;
    pc.decisions = true;
    Planner::Result r = Planner(t, pc).search(s);
    positions += r.positions;
    std::vector<Candidate> lines = decisionLines(t, s, r, pc.weights);
    if (lines.size() < 2) return "";
    auto endings = judgeLines(v, game.rules, lines, run.judge, rng, positions);
    int down = faceDownCount(s);
    std::string head = std::to_string(seed) + "," + std::to_string(game.rules.suits) + "," + std::to_string(v.turn) +
        "," + std::to_string(v.deals) + "," + std::to_string(down) + ",";
    std::string out;
    for (std::size_t k = 0; k < lines.size(); ++k)
        for (std::size_t w = 0; w < endings[k].size(); ++w)
            out += head + std::to_string(k) + "," + lineKindName(lines[k].kind) + "," + std::to_string(w) + "," +
                std::to_string(endings[k][w].removed) + "," + std::to_string(int(endings[k][w].won())) + "," +
                std::to_string(endings[k][w].faceDown) + "," + std::to_string(lines[k].plan.steps.size()) + "\n";
    return out;
}

GameRows play(const BenchGame& game, const JudgeRun& run, std::uint64_t seed) {
    GameRows out;
    std::uint64_t rng = patience::mix64(seed ^ 0x7a63e);
    int offset = int(rng % std::uint64_t(run.every));
    Game end = tools::playGame(game, seed, [&](const tools::Turn& turn) {
        if (turn.gaveUp || turn.number % run.every != offset || turn.view.deals < run.minDeals) return;
        std::string rows = judgeTurn(game, run, turn.view, seed, rng ^ std::uint64_t(turn.number), out.positions);
        out.judged += !rows.empty();
        out.rows += rows;
    });
    out.won = game.won(end);
    return out;
}

// The seeds a CSV already has rows for (a game's rows are written together).
std::set<std::uint64_t> seedsIn(const std::string& path) {
    std::set<std::uint64_t> seeds;
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);  // the header
    while (std::getline(in, line))
        if (!line.empty()) seeds.insert(std::stoull(line.substr(0, line.find(','))));
    return seeds;
}

}  // namespace

int main(int argc, char** argv) {
    JudgeRun run;
    bool resume = false;
    std::vector<char*> args;
    for (int i = 0; i < argc; ++i)
        if (std::string(argv[i]) == "--resume")
            resume = true;
        else
            args.push_back(argv[i]);
    const char* usage =
        "spider-judge --seeds LIST --csv FILE [--resume] [--every N] [--min-deals N] [--worlds N] "
        "[--rollout-expansions N] [--jobs N] [bot spider options]";
    auto own = [&](const std::string& flag, const std::string& value) {
        long n = 0;
        if (!tools::readCount("spider-judge", flag, value, n)) return false;
        if (flag == "--every")
            run.every = int(std::min(n, 100000L));
        else if (flag == "--min-deals")
            run.minDeals = int(std::min(n, 5L));
        else if (flag == "--worlds")
            run.judge.worlds = int(std::min(n, 10000L));
        else
            run.judge.rollout.expansions = int(std::min(n, 10000000L));
        return true;
    };
    std::optional<tools::ToolOptions> opts =
        tools::readToolOptions("spider-judge", usage, int(args.size()), args.data(),
                               {"--every", "--min-deals", "--worlds", "--rollout-expansions"}, own);
    if (!opts) return 2;
    const auto& o = opts->fair;
    std::set<std::uint64_t> done;
    try {
        if (resume) done = seedsIn(opts->csvPath);
    } catch (const std::exception&) {
        return std::cerr << "spider-judge: " << opts->csvPath << " is not this tool's CSV (a row without a seed)\n", 2;
    }
    std::vector<std::uint64_t> seeds;
    for (std::uint64_t s : o.seeds)
        if (!done.count(s)) seeds.push_back(s);
    std::ofstream csv(opts->csvPath, resume && !done.empty() ? std::ios::app : std::ios::trunc);
    if (!csv) return std::cerr << "spider-judge: cannot write " << opts->csvPath << '\n', 2;
    if (!resume || done.empty()) csv << "seed,suits,turn,deals,down,line,kind,world,removed,won,down_end,steps\n";
    BenchGame game{o.rules, o.settings};
    long wins = 0, judged = 0, positions = 0;
    std::size_t played = 0, n = seeds.size();
    try {
        patience::forEachInOrder<GameRows>(
            n, o.jobs, [&](std::size_t i) { return play(game, run, seeds[i]); },
            [&](std::size_t, const GameRows& g) {
                csv << g.rows << std::flush;
                wins += g.won, judged += g.judged, positions += g.positions, ++played;
                std::cerr << "\rspider-judge: " << played << "/" << n << " games, " << wins << " won, " << judged
                          << " turns judged, " << positions / 1000000 << "M positions" << std::flush;
            });
    } catch (const std::exception& e) {
        std::cerr << "\nspider-judge: " << e.what() << '\n';
        return 2;
    }
    std::cerr << "\nspider-judge: " << n << " games (" << done.size() << " already in the CSV), " << wins << " won, "
              << judged << " turns judged, " << positions << " positions\n";
    return 0;
}
