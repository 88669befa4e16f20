// The labels of the search-learned Spider value (docs/spider-value.md,
// "Labels from search"): plays seeds with the fair bot exactly as its bench
// does and, every --every turns, labels the position by search rather than
// by how the one game ended.
//
// At a labelled turn, --worlds worlds are drawn that fit the view (the
// unseen cards shuffled into the face-down places and the hand). Two
// children of the position are played in each world: the bot's own command
// (child 0) and another legal command drawn at random (child 1), so that
// each labelled turn also gives a pair of siblings judged on the same
// worlds. From each child in each world the solver's guided search, which
// knows that world's cards, gets --world-positions positions. One row is
// written per child and world:
//   - the child's features as a player sees it (features.hpp; a card the
//     command turned up is the world's),
//   - the planner's score of it and the old value's logit,
//   - won: 1 if the search won the world;
//   - where the search got furthest if it did not win (the most dealt, then
//     the best score: the f_ columns), for the bootstrap: a position is
//     worth what a search reaches from it (train_search.py).
// Child -1 is the parent itself (world -1), for the check cases. With
// --cases FILE, one labelled turn a game is written as the judge's turn text.
//
//   spider-labels --seeds 2000001-2000200 --suits 4 --every 20 --worlds 8 --world-positions 20000
//                 --jobs 2 --csv four.csv --cases four-cases.txt
//
// Every other option is the fair bot's (bot spider: --expansions, ...).
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bot/spider/evaluate.hpp"
#include "bot/spider/fair_cli.hpp"
#include "bot/spider/features.hpp"
#include "bot/spider/value.hpp"
#include "tools/spider_games.hpp"

using namespace spider;
using namespace spider::bot;

namespace {

struct LabelConfig {
    int every = 20;
    int worlds = 8;
    long worldPositions = 20000;
};

struct GameRows {
    std::string rows, cases;
    bool won = false;
    long labelled = 0, positions = 0;
};

std::string number(double x) {
    std::ostringstream out;
    out << x;
    return out.str();
}

std::string featureText(const Table& t, const State& s) {
    std::string out;
    for (float f : features(t, s)) out += "," + number(f);
    return out;
}

std::string zeros() {
    std::string out;
    for (int i = 0; i < FeatureCount; ++i) out += ",0";
    return out;
}

// The rows of one labelled turn: the parent, then each child in each world.
std::string labelTurn(const BenchGame& game, const LabelConfig& lc, const View& v, const Command& played,
                      std::uint64_t rng, long& positions) {
    std::string head = std::to_string(game.rules.suits) + "," + std::to_string(v.turn);
    Game seen = gameOf(v, game.rules);
    Table pt(seen);
    State ps = Table::stateOf(seen);
    const auto& weights = game.agent.planner.weights;
    std::string out = head + ",-1,-1" + featureText(pt, ps) + "," + std::to_string(evaluate(pt, ps, weights)) + "," +
        number(positionLogit(pt, ps)) + ",-1" + zeros() + ",0\n";
    std::vector<Command> children{played};
    std::vector<Command> others;
    for (const Command& c : v.moves)
        if (c.kind != Command::Remove &&
            !(c.kind == played.kind && c.from == played.from && c.to == played.to && c.count == played.count))
            others.push_back(c);
    rng = patience::mix64(rng);
    if (!others.empty()) children.push_back(others[std::size_t(rng % others.size())]);
    std::vector<Card> unseen = unseenCards(v);
    for (int w = 0; w < lc.worlds; ++w) {
        Game world = drawWorld(v, game.rules, unseen, patience::nextRandom(rng));  // the last world's order, shuffled
        for (std::size_t k = 0; k < children.size(); ++k) {
            Game child = world;
            apply(child, children[k]);
            Table t(child);
            State s = Table::stateOf(child);
            SearchLimit limit(Clock::now() + std::chrono::hours(1), lc.worldPositions);
            GuidedSearch search(t, limit);
            State furthest = s;
            search.furthest = &furthest;
            std::vector<Step> path;
            bool won = child.won() || search.solve(s, path);
            positions += limit.positions();
            out += head + "," + std::to_string(k) + "," + std::to_string(w) + featureText(t, s) + "," +
                std::to_string(evaluate(t, s, weights)) + "," + number(positionLogit(t, s)) + "," +
                std::to_string(int(won)) + (won ? zeros() : featureText(t, furthest)) + "," +
                std::to_string(limit.positions()) + "\n";
        }
    }
    return out;
}

// One game to the judge's end, labelling every lc.every-th turn before the bot gives up.
GameRows play(const BenchGame& game, const LabelConfig& lc, std::uint64_t seed) {
    GameRows out;
    std::uint64_t rng = patience::mix64(seed ^ 0x1abe15);
    int offset = int(rng % std::uint64_t(lc.every));
    std::uint64_t pick = rng;
    Game end = tools::playGame(game, seed, [&](const tools::Turn& turn) {
        if (turn.gaveUp || turn.number % lc.every != offset) return;
        std::string rows = labelTurn(game, lc, turn.view, turn.answer, rng ^ std::uint64_t(turn.number), out.positions);
        std::istringstream lines(rows);
        for (std::string r; std::getline(lines, r);) out.rows += std::to_string(seed) + "," + r + "\n";
        ++out.labelled;
        pick = patience::mix64(pick);  // reservoir of one: each labelled turn is the case with chance 1/k
        if (pick % std::uint64_t(out.labelled) == 0)
            out.cases = "case " + std::to_string(seed) + " " + std::to_string(turn.number) + "\n" + turn.text;
    });
    out.won = game.won(end);
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    LabelConfig lc;
    const char* usage =
        "spider-labels --seeds LIST --csv FILE [--cases FILE] [--every N] [--worlds N] [--world-positions N] "
        "[--jobs N] [bot spider options]";
    auto own = [&](const std::string& flag, const std::string& value) {
        long n = 0;
        if (!tools::readCount("spider-labels", flag, value, n)) return false;
        if (flag == "--every")
            lc.every = int(std::min(n, 100000L));
        else if (flag == "--worlds")
            lc.worlds = int(std::min(n, 1000L));
        else
            lc.worldPositions = n;
        return true;
    };
    std::optional<tools::ToolOptions> opts =
        tools::readToolOptions("spider-labels", usage, argc, argv, {"--every", "--worlds", "--world-positions"}, own);
    if (!opts) return 2;
    const auto& o = opts->fair;
    std::ofstream csv, cases;
    if (!tools::openOutputs("spider-labels", *opts, csv, cases)) return 2;
    csv << "seed,suits,turn,child,world";
    for (const char* name : FeatureNames) csv << ',' << name;
    csv << ",hand_score,old_logit,won";
    for (const char* name : FeatureNames) csv << ",f_" << name;
    csv << ",positions\n";
    BenchGame game{o.rules, o.settings};
    long wins = 0, labelled = 0, positions = 0;
    std::size_t done = 0, n = o.seeds.size();
    try {
        patience::forEachInOrder<GameRows>(
            n, o.jobs, [&](std::size_t i) { return play(game, lc, o.seeds[i]); },
            [&](std::size_t, const GameRows& g) {
                csv << g.rows << std::flush;
                if (cases.is_open()) cases << g.cases << std::flush;
                wins += g.won, labelled += g.labelled, positions += g.positions, ++done;
                std::cerr << "\rspider-labels: " << done << "/" << n << " games, " << wins << " won, " << labelled
                          << " turns labelled, " << positions / 1000000 << "M positions" << std::flush;
            });
    } catch (const std::exception& e) {
        std::cerr << "\nspider-labels: " << e.what() << '\n';
        return 2;
    }
    std::cerr << "\nspider-labels: " << n << " games, " << wins << " won, " << labelled << " turns labelled, "
              << positions << " solver positions\n";
    return 0;
}
