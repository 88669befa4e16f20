// The data of the learned Spider value (docs/spider-value.md): plays seeds
// with the fair bot exactly as its bench does (the judge's turn text, read
// back by parseTurn, answered by Agent::choose) and writes one CSV row per
// turn the bot has not given up: the seed, the turn, the features of the
// position as the bot sees it (features.hpp), the planner's hand-set score
// of it, and at the game's end whether it was won and how many suits were
// removed. Rows stop at the first turn the bot is stuck (it has given up:
// what follows is any legal command). With --cases FILE, one position a
// game (a turn drawn from the seed) is also written as the judge's turn
// text, for the value's check cases.
//
//   spider-positions --seeds 1000001-1003000 --suits 2 --jobs 2 --csv two.csv --cases two-cases.txt
//
// Every other option is the fair bot's (bot spider: --weights, --expansions, ...).
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bot/spider/evaluate.hpp"
#include "bot/spider/features.hpp"
#include "bot/spider/fair_cli.hpp"
#include "tools/spider_games.hpp"

using namespace spider;
using namespace spider::bot;

namespace {

struct GameRows {
    std::string rows, cases;
    bool won = false;
    int removed = 0;
};

std::string number(float x) {
    std::ostringstream out;
    out << x;  // the features are small integers
    return out.str();
}

// One game to the judge's end, its rows kept until the outcome is known.
GameRows play(const BenchGame& game, std::uint64_t seed, bool withCase) {
    std::vector<std::string> lines;
    std::string caseText;
    GameRows out;
    std::uint64_t pick = patience::mix64(seed ^ 0xca5e);
    Game end = tools::playGame(game, seed, [&](const tools::Turn& turn) {
        if (turn.gaveUp) return;
        Game seen = gameOf(turn.view, game.rules);
        Table t(seen);
        State s = Table::stateOf(seen);
        std::string row =
            std::to_string(game.rules.suits) + "," + std::to_string(seed) + "," + std::to_string(turn.number);
        for (float f : features(t, s)) row += "," + number(f);
        row += "," + std::to_string(evaluate(t, s, game.agent.planner.weights));
        lines.push_back(row);
        // Reservoir of one: each recorded turn is the case with chance 1/k.
        pick = patience::mix64(pick);
        if (withCase && pick % lines.size() == 0)
            caseText = "case " + std::to_string(seed) + " " + std::to_string(turn.number) + "\n" + turn.text;
    });
    out.won = game.won(end);
    out.removed = game.measure(end);
    for (const std::string& r : lines)
        out.rows += r + "," + std::to_string(out.won) + "," + std::to_string(out.removed) + "\n";
    out.cases = caseText;
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    const char* usage = "spider-positions --seeds LIST --csv FILE [--cases FILE] [--jobs N] [bot spider options]";
    std::optional<tools::ToolOptions> opts = tools::readToolOptions(
        "spider-positions", usage, argc, argv, {}, [](const std::string&, const std::string&) { return true; });
    if (!opts) return 2;
    const auto& o = opts->fair;
    std::ofstream csv, cases;
    if (!tools::openOutputs("spider-positions", *opts, csv, cases)) return 2;
    csv << "suits,seed,turn";
    for (const char* name : FeatureNames) csv << ',' << name;
    csv << ",hand_score,won,removed_end\n";
    BenchGame game{o.rules, o.settings};
    long wins = 0, removed = 0, rows = 0;
    std::size_t done = 0, n = o.seeds.size();
    try {
        patience::forEachInOrder<GameRows>(
            n, o.jobs, [&](std::size_t i) { return play(game, o.seeds[i], cases.is_open()); },
            [&](std::size_t, const GameRows& g) {
                csv << g.rows;
                if (cases.is_open()) cases << g.cases;
                wins += g.won, removed += g.removed, ++done;
                rows += long(std::count(g.rows.begin(), g.rows.end(), '\n'));
                if (done % 50 == 0 || done == n)
                    std::cerr << "\rspider-positions: " << done << "/" << n << " games, " << wins << " won, " << rows
                              << " rows" << std::flush;
            });
    } catch (const std::exception& e) {
        std::cerr << "\nspider-positions: " << e.what() << '\n';
        return 2;
    }
    std::cerr << "\nspider-positions: " << n << " games, " << wins << " won, "
              << double(removed) / double(std::max<std::size_t>(n, 1)) << " suits removed a game, " << rows
              << " rows\n";
    return 0;
}
