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

// One game to the judge's end (bench.hpp's loop, with the view kept).
GameRows play(const BenchGame& game, std::uint64_t seed, bool withCase) {
    Game table = game.deal(seed);
    Agent agent = game.bot(seed);
    std::vector<std::string> lines;
    std::string caseText;
    bool gaveUp = false;
    GameRows out;
    std::uint64_t pick = patience::mix64(seed ^ 0xca5e);
    for (int turn = 1; turn <= game.maxTurns; ++turn) {
        std::optional<std::string> text = game.turnText(table, turn);
        if (!text) break;
        std::istringstream in(*text);
        int line = 0;
        std::optional<View> v = parseTurn(in, line, game.rules);
        if (!v)
            throw std::runtime_error("seed " + std::to_string(seed) + " turn " + std::to_string(turn) +
                                     ": an empty turn block");
        Command c = agent.choose(*v);
        gaveUp = gaveUp || agent.lastReason() == Reason::Stuck;
        if (!gaveUp) {
            Game seen = gameOf(*v, game.rules);
            Table t(seen);
            State s = Table::stateOf(seen);
            std::string row =
                std::to_string(game.rules.suits) + "," + std::to_string(seed) + "," + std::to_string(turn);
            for (float f : features(t, s)) row += "," + number(f);
            row += "," + std::to_string(evaluate(t, s, game.agent.planner.weights));
            lines.push_back(row);
            // Reservoir of one: each recorded turn is the case with chance 1/k.
            pick = patience::mix64(pick);
            if (withCase && pick % lines.size() == 0)
                caseText = "case " + std::to_string(seed) + " " + std::to_string(turn) + "\n" + *text;
        }
        std::string why = game.whyNot(table, c);
        if (!why.empty())
            throw std::runtime_error("seed " + std::to_string(seed) + " turn " + std::to_string(turn) + ": " + why);
        game.play(table, c);
    }
    out.won = game.won(table);
    out.removed = game.measure(table);
    for (const std::string& r : lines)
        out.rows += r + "," + std::to_string(out.won) + "," + std::to_string(out.removed) + "\n";
    out.cases = caseText;
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    // Our own options out, --seeds read as the bench's list; the rest is the fair bot's.
    std::string csvPath, casesPath;
    std::vector<char*> rest{argv[0]};
    std::string benchFlag = "--bench";
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if ((a == "--csv" || a == "--cases") && i + 1 < argc)
            (a == "--csv" ? csvPath : casesPath) = argv[++i];
        else if (a == "--seeds")
            rest.push_back(&benchFlag[0]);
        else
            rest.push_back(argv[i]);
    }
    patience::bot::FairOptions<FairBot> o;
    try {
        o = patience::bot::parseFairOptions<FairBot>(int(rest.size()), rest.data());
    } catch (const patience::UsageError& e) {
        std::cerr << "spider-positions: " << e.what() << '\n';
        return 2;
    }
    if (!o.bench || csvPath.empty()) {
        std::cerr
            << "spider-positions: usage: spider-positions --seeds LIST --csv FILE [--cases FILE] [--jobs N] [bot spider options]\n";
        return 2;
    }
    std::ofstream csv(csvPath);
    std::ofstream cases;
    if (!csv) return std::cerr << "spider-positions: cannot write " << csvPath << '\n', 2;
    if (!casesPath.empty()) {
        cases.open(casesPath);
        if (!cases) return std::cerr << "spider-positions: cannot write " << casesPath << '\n', 2;
    }
    csv << "suits,seed,turn";
    for (const char* name : FeatureNames) csv << ',' << name;
    csv << ",hand_score,won,removed_end\n";
    BenchGame game{o.rules, o.settings};
    long wins = 0, removed = 0, rows = 0;
    std::size_t done = 0, n = o.seeds.size();
    try {
        patience::forEachInOrder<GameRows>(
            n, o.jobs, [&](std::size_t i) { return play(game, o.seeds[i], !casesPath.empty()); },
            [&](std::size_t, const GameRows& g) {
                csv << g.rows;
                if (cases) cases << g.cases;
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
