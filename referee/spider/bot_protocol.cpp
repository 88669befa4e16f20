// `referee spider --bot COMMAND`: games of Spider against a program, judged
// with the same child-process, batch, verdict and summary code as FreeCell.
#include "spider/bot_protocol.hpp"

#include "common/answer.hpp"
#include "common/wording.hpp"

#include <algorithm>
#include <cctype>
#include <csignal>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <optional>
#include <stdexcept>

#include "common/batch.hpp"
#include "common/child.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "common/summary.hpp"
#include "common/verdict.hpp"
#include "spider/rules_options.hpp"

namespace spider::referee {

using ::referee::ms;
using ::referee::plural;
using ::referee::printable;
using ::referee::Child;
using ::referee::Clock;
using ::referee::GameRecord;
using ::referee::UsageError;

namespace {

// A line longer than this is a flood, not a command.
constexpr std::size_t MaxLine = 4096;
constexpr std::size_t MaxBatch = 1'000'000;

struct Settings {
    std::string bot;
    std::vector<std::uint64_t> seeds{1};
    std::string load;  // a position in Woods's format, in place of a seed
    bool batch = false;
    int jobs = 1;
    int turnMs = 1000, maxTurns = 1000;
    bool json = false, botStderr = false, help = false;
    Rules rules;
};

const char* Usage =
    "usage: referee spider --bot COMMAND [--seed N | --seeds A-B] [options] [rule options]\n"
    "Plays Spider against a program: each turn it reads what a player can see and the\n"
    "legal commands, and answers one command in Woods's syntax (protocol: README, Spider).\n"
    "  --bot COMMAND     the bot, run as /bin/sh -c COMMAND\n"
    "  --seed N          one game, the deal of seed N (1)\n"
    "  --seeds A-B[,C]   a batch: a verdict line per game, then a summary\n"
    "  --load FILE       one game from a position in Woods's file format\n"
    "  --jobs J          games played at once in a batch (1)\n"
    "  --turn-ms MS      time for each answer, counted once the turn is sent (1000)\n"
    "  --max-turns N     turns before the game is lost on the turn limit (1000)\n"
    "  --json            end with the summary as one line of JSON\n"
    "  --bot-stderr      show the bot's stderr in a batch (a single game always does)\n"
    "Exit status: 0 all games won, 1 some lost, 2 bad options.\n";


std::uint64_t seedNumber(const std::string& s, const std::string& option) {
    std::int64_t n;
    if (!::referee::parseInteger(s, 0, INT64_MAX, n)) throw UsageError(option + ": bad seed '" + s + "'", false);
    return std::uint64_t(n);
}

// "1-100", "7", "1-10,20": seeds in the order given.
std::vector<std::uint64_t> seedList(const std::string& spec) {
    return ::referee::numberRanges<std::uint64_t>(spec, "--seeds", MaxBatch, [](const std::string& s) { return seedNumber(s, "--seeds"); });
}

Settings parseSettings(int argc, char** argv) {
    // "--name=value" becomes two words, so that the rule options read it too.
    std::vector<std::string> words;
    for (int i = 1; i < argc; ++i) {
        std::string w = argv[i];
        std::size_t eq = w.find('=');
        if (w.compare(0, 2, "--") == 0 && eq != std::string::npos) words.push_back(w.substr(0, eq)), words.push_back(w.substr(eq + 1));
        else words.push_back(w);
    }
    std::vector<char*> av{argv[0]};
    for (auto& w : words) av.push_back(w.data());
    int n = int(av.size());

    Settings s;
    bool seedGiven = false;
    for (int i = 1; i < n; ++i) {
        std::string o = av[std::size_t(i)];
        try {
            if (parseRuleOption(n, av.data(), i, s.rules)) continue;
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
        auto value = [&]() -> std::string {
            if (i + 1 >= n) throw UsageError("option " + o + " needs a value");
            return av[std::size_t(++i)];
        };
        auto integer = [&](std::int64_t lo, std::int64_t hi) {
            std::string v = value();
            std::int64_t x;
            if (!::referee::parseInteger(v, lo, hi, x))
                throw UsageError("option " + o + ": '" + v + "' is not a whole number in " + std::to_string(lo) + ".." + std::to_string(hi));
            return int(x);
        };
        if (o == "--bot") s.bot = value();
        else if (o == "--seed") s.seeds = {seedNumber(value(), o)}, seedGiven = true;
        else if (o == "--seeds") s.seeds = seedList(value()), s.batch = true;
        else if (o == "--load") s.load = value();
        else if (o == "--jobs") s.jobs = integer(1, 1024);
        else if (o == "--turn-ms") s.turnMs = integer(1, 3'600'000);
        else if (o == "--max-turns") s.maxTurns = integer(1, 1'000'000);
        else if (o == "--json") s.json = true;
        else if (o == "--bot-stderr") s.botStderr = true;
        else if (o == "--help" || o == "-h") s.help = true;
        else throw UsageError(o.compare(0, 2, "--") == 0 ? "unknown option " + o : "unexpected argument '" + o + "'");
    }
    if (seedGiven + s.batch + !s.load.empty() > 1) throw UsageError("give one of --seed, --seeds, --load");
    if (!s.help && s.bot.empty()) throw UsageError("--bot needs a command");
    return s;
}

// The bot's line as a command, or why it is not a legal one.
struct Parsed {
    std::optional<BotCommand> command;
    std::string why;
};

Parsed parseCommand(const Game& g, const std::string& line) {
    std::string t = line;
    auto blank = [](char c) { return c == ' ' || c == '\t'; };
    while (!t.empty() && blank(t.back())) t.pop_back();
    std::size_t first = 0;
    while (first < t.size() && blank(t[first])) ++first;
    t.erase(0, first);
    const char* syntax = "not a command (a bot may give <n> <m>, <n> <m> <k>, <n> or D)";
    if (t == "D" || t == "d") {
        std::string why = g.whyNotDeal();
        return why.empty() ? Parsed{BotCommand{BotCommand::Deal}, ""} : Parsed{std::nullopt, why};
    }
    if (!t.empty() && t[0] == '-') return {std::nullopt, "backing up is not allowed in a bot game"};
    std::vector<int> numbers;
    for (std::size_t i = 0; i < t.size();) {
        if (blank(t[i]) || t[i] == ',') {
            ++i;
            continue;
        }
        if (!std::isdigit(static_cast<unsigned char>(t[i]))) return {std::nullopt, syntax};
        std::size_t j = i;
        while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
        numbers.push_back(j - i > 4 ? 99999 : std::stoi(t.substr(i, j - i)));
        i = j;
    }
    if (numbers.empty() || numbers.size() > 3) return {std::nullopt, syntax};
    for (std::size_t i = 0; i < numbers.size() && i < 2; ++i)
        if (numbers[i] < 1 || numbers[i] > Columns) return {std::nullopt, "columns are numbered 1 to 10"};
    int from = numbers[0] - 1;
    if (numbers.size() == 1) {
        std::string why = g.whyNotRemove(from);
        return why.empty() ? Parsed{BotCommand{BotCommand::Remove, from}, ""} : Parsed{std::nullopt, why};
    }
    int to = numbers[1] - 1, count;
    std::string why;
    if (numbers.size() == 3) {
        count = std::min(numbers[2], Cards);
        why = g.whyNotMove(from, to, count);
    } else {
        count = g.cardsFor(from, to);  // "as many cards as possible"
        if (count > 0) why = g.whyNotMove(from, to, count);
        else {
            why = g.whyNotMove(from, to, std::max(g.movableRun(from), 1));
            if (why.empty()) why = "nothing at the bottom of column " + std::to_string(from + 1) + " goes on column " + std::to_string(to + 1);
        }
    }
    if (!why.empty()) return {std::nullopt, why};
    return {BotCommand{BotCommand::Move, from, to, count}, ""};
}

void apply(Game& g, const BotCommand& c) {
    switch (c.kind) {
    case BotCommand::Move: g.move(c.from, c.to, c.count); break;
    case BotCommand::Remove: g.remove(c.from); break;
    case BotCommand::Deal: g.deal(); break;
    }
}

std::string progress(const Game& g) { return "(" + std::to_string(g.removedRuns.size()) + "/8 suits removed)"; }

// One game to play: a seed's deal or a loaded position.
struct Match {
    std::string label, idKey, idJson;
    Game start;
};

Match seedMatch(std::uint64_t seed, const Rules& rules) {
    return {"seed " + std::to_string(seed), "seed", std::to_string(seed), newGame(seed, rules)};
}

Match fileMatch(const std::string& file, const Rules& rules) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw UsageError(file + ": cannot open", false);
    std::ostringstream text;
    text << in.rdbuf();
    try {
        return {"file " + file, "file", ::referee::json::quote(file), readPosition(text.str(), rules)};
    } catch (const FileError& e) {
        throw UsageError(file + ": " + e.where(), false);
    }
}

GameRecord play(const Match& match, const Settings& s, ::referee::Stderr botStderr) {
    GameRecord rec;
    rec.label = match.label;
    rec.idKey = match.idKey;
    rec.idJson = match.idJson;
    auto lose = [&](const std::string& kind, const std::string& text) { rec.verdict = {false, kind, text}; };

    Game g = match.start;
    Child bot(s.bot, botStderr);
    if (!bot.started()) {
        lose("bot failed to start", "bot failed to start: " + bot.startError());
        return rec;
    }
    for (int turn = 1;; ++turn) {
        std::string onTurn = " on turn " + std::to_string(turn);
        if (g.won()) {
            std::string text = "win in " + plural(rec.turns, "turn");
            if (rec.firstTurnMs >= 0) text += " (first turn " + ms(rec.firstTurnMs) + ")";
            rec.verdict = {true, "win", text};
            break;
        }
        std::vector<BotCommand> legal = legalCommands(g);
        if (legal.empty()) {
            lose("no legal move left", "no legal move left" + onTurn + " " + progress(g));
            break;
        }
        if (turn > s.maxTurns) {
            lose("turn limit", "turn limit: not won after " + plural(s.maxTurns, "turn") + " " + progress(g));
            break;
        }
        if (bot.write(turnText(g, turn, legal), ::referee::afterMs(Clock::now(), s.turnMs)) == Child::Write::Timeout) {
            lose("time limit", "time limit" + onTurn + ": the bot did not read its input within " + ms(s.turnMs));
            break;
        }
        Clock::time_point sent = Clock::now();
        ::referee::Answer got = ::referee::readAnswer(bot, sent, s.turnMs, MaxLine, onTurn);
        if (!got.line) {
            lose(got.lossKind, got.loss);
            break;
        }
        const std::string& line = *got.line;
        double took = got.ms;
        rec.turns = turn;
        if (turn == 1) rec.firstTurnMs = took;
        else rec.maxLaterTurnMs = std::max(rec.maxLaterTurnMs, took);
        if (line.find_first_not_of(" \t") == std::string::npos) {
            lose("bot printed nothing", "bot printed nothing" + onTurn);
            break;
        }
        Parsed p = parseCommand(g, line);
        if (!p.command) {
            lose("illegal command", "illegal command" + onTurn + " " + printable(line) + ": " + p.why);
            break;
        }
        apply(g, *p.command);
        ++rec.moves;
    }
    bot.kill();
    return rec;
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    w.key("turn_ms").value(s.turnMs);
    w.key("max_turns").value(s.maxTurns);
    w.key("jobs").value(s.jobs);
    w.key("suits").value(s.rules.suits);
    w.key("auto_remove").value(s.rules.autoRemove);
    w.key("last_deal").value(s.rules.lastDealFour ? 4 : 10);
    w.key("extra_piles").value(s.rules.extraOnCorners ? "1,4,7,10" : "1-4");
    w.key("kings_to_spaces").value(s.rules.kingsOnlyToSpace);
    w.key("any_run_moves").value(s.rules.anyRunMoves);
    w.close('}');
}

}  // namespace

int botMain(int argc, char** argv) {
    // A bot that exits without reading must lose the game, not kill the referee.
    std::signal(SIGPIPE, SIG_IGN);
    ::referee::killChildrenOnSignal();
    try {
        for (int i = 1; i < argc; ++i)
            if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") {
                std::cout << Usage << rulesHelp;
                return 0;
            }
        Settings s = parseSettings(argc, argv);
        if (s.help) {
            std::cout << Usage << rulesHelp;
            return 0;
        }
        ::referee::Summary summary;
        auto botStderr = !s.batch || s.botStderr ? ::referee::Stderr::Inherit : ::referee::Stderr::Discard;
        std::optional<Match> loaded;
        if (!s.load.empty()) loaded = fileMatch(s.load, s.rules);
        ::referee::runBatch<GameRecord>(
            s.seeds.size(), s.batch ? s.jobs : 1,
            [&](std::size_t i) { return play(loaded ? *loaded : seedMatch(s.seeds[i], s.rules), s, botStderr); },
            [&](std::size_t, const GameRecord& game) {
                std::cout << game.line() << "\n" << std::flush;
                summary.add(game);
            });
        if (s.batch) std::cout << summary.text();
        if (s.json) std::cout << summary.json([&](auto& w) { writeSettings(w, s); }) << "\n";
        return summary.allWon() ? 0 : 1;
    } catch (const UsageError& e) {
        std::cerr << "referee spider: " << e.what();
        if (e.showHint) std::cerr << " (see: referee spider --bot CMD --help)";
        std::cerr << "\n";
        return 2;
    }
}

}  // namespace spider::referee
