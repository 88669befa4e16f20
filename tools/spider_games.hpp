// The fair bot's games as tools/spider-positions and tools/spider-labels
// play them: exactly as its bench does (the judge's turn text, read back by
// parseTurn, answered by Agent::choose), with each turn shown to the tool.
#pragma once

#include <algorithm>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "bot/spider/fair_cli.hpp"

namespace spider::bot::tools {

// One turn as the bot met it: the judge's text, the view read from it, the
// bot's answer, and whether the bot has given up (stuck: what follows is any
// legal command) by now.
struct Turn {
    int number;
    const std::string& text;
    const View& view;
    const Command& answer;
    bool gaveUp;
};

// Plays `seed` to the judge's end, calling onTurn(const Turn&) each turn;
// the table at the end.
template <class OnTurn>
Game playGame(const BenchGame& game, std::uint64_t seed, OnTurn onTurn) {
    Game table = game.deal(seed);
    Agent agent = game.bot(seed);
    bool gaveUp = false;
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
        onTurn(Turn{turn, *text, *v, c, gaveUp});
        std::string why = game.whyNot(table, c);
        if (!why.empty())
            throw std::runtime_error("seed " + std::to_string(seed) + " turn " + std::to_string(turn) + ": " + why);
        game.play(table, c);
    }
    return table;
}

// The options both tools read: --csv FILE (required) and --cases FILE, --seeds
// LIST (the bench's list), and `own` flags with a value each (`onOwn(flag,
// value)` returns false for a bad value, having said why); the rest are the
// fair bot's. Empty if the command line is wrong (said on stderr).
struct ToolOptions {
    patience::bot::FairOptions<FairBot> fair;
    std::string csvPath, casesPath;
};

template <class OnOwn>
std::optional<ToolOptions> readToolOptions(const char* tool, const std::string& usage, int argc, char** argv,
                                           const std::vector<std::string>& own, OnOwn onOwn) {
    ToolOptions o;
    std::vector<char*> rest{argv[0]};
    std::string benchFlag = "--bench";
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        bool ours = std::find(own.begin(), own.end(), a) != own.end();
        if ((a == "--csv" || a == "--cases") && i + 1 < argc)
            (a == "--csv" ? o.csvPath : o.casesPath) = argv[++i];
        else if (ours && i + 1 < argc) {
            if (!onOwn(a, std::string(argv[++i]))) return std::nullopt;
        } else if (a == "--seeds")
            rest.push_back(&benchFlag[0]);
        else
            rest.push_back(argv[i]);
    }
    try {
        o.fair = patience::bot::parseFairOptions<FairBot>(int(rest.size()), rest.data());
    } catch (const patience::UsageError& e) {
        std::cerr << tool << ": " << e.what() << '\n';
        return std::nullopt;
    }
    if (!o.fair.bench || o.csvPath.empty()) {
        std::cerr << tool << ": usage: " << usage << '\n';
        return std::nullopt;
    }
    return o;
}

// A positive count for one of a tool's own options, or false (said).
inline bool readCount(const char* tool, const std::string& flag, const std::string& text, long& out) {
    try {
        std::size_t used = 0;
        out = std::stol(text, &used);
        if (used == text.size() && out > 0) return true;
    } catch (const std::exception&) {}
    std::cerr << tool << ": " << flag << " wants a positive count, not '" << text << "'\n";
    return false;
}

// The CSV and, if asked for, the cases file, opened for writing; false (said) if either cannot be.
inline bool openOutputs(const char* tool, const ToolOptions& o, std::ofstream& csv, std::ofstream& cases) {
    csv.open(o.csvPath);
    if (!csv) return std::cerr << tool << ": cannot write " << o.csvPath << '\n', false;
    if (!o.casesPath.empty()) {
        cases.open(o.casesPath);
        if (!cases) return std::cerr << tool << ": cannot write " << o.casesPath << '\n', false;
    }
    return true;
}

}  // namespace spider::bot::tools
