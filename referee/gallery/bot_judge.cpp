#include "gallery/bot_judge.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/answer.hpp"
#include "common/batch.hpp"
#include "common/child.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "common/summary.hpp"
#include "common/verdict.hpp"
#include "common/wording.hpp"
#include "games/gallery/deal.hpp"
#include "games/gallery/protocol.hpp"

namespace gallery::referee {

using ::referee::Child;
using ::referee::Clock;
using ::referee::GameRecord;
using ::referee::ms;
using ::referee::plural;
using ::referee::printable;
using ::referee::UsageError;

namespace {

constexpr std::size_t MaxLine = 4096;  // a longer line is a flood, not a move
constexpr std::size_t MaxBatch = 1'000'000;

struct Settings {
    std::string bot;
    std::vector<std::uint64_t> seeds{1};
    bool batch = false;
    int jobs = 1;
    int turnMs = 1000, maxTurns = 500;
    bool json = false, botStderr = false, help = false;
};

const char* Usage =
    "usage: referee gallery --bot COMMAND [--seed N | --seeds A-B] [options]\n"
    "Plays the gallery (Royal Parade) against a program: each turn it reads what a player can\n"
    "see and the legal moves, and answers one: 3 B5, A4 C2 or deal (protocol: README, Gallery).\n"
    "  --bot COMMAND       the bot, run as /bin/sh -c COMMAND\n"
    "  --seed N            one game, the deal of seed N (1)\n"
    "  --seeds A-B[,C]     a batch: a verdict line per game, then a summary\n"
    "  --jobs J            games played at once in a batch (1)\n"
    "  --turn-ms MS        time for each answer, counted once the turn is sent (1000)\n"
    "  --max-turns N       turns before the game ends on the turn limit (500)\n"
    "  --json              end with the summary as one line of JSON\n"
    "  --bot-stderr        show the bot's stderr in a batch (a single game always does)\n"
    "Exit status: 0 all games won, 1 some not won, 2 bad options.\n";

std::uint64_t seedNumber(const std::string& s, const std::string& option) {
    std::int64_t n;
    if (!::referee::parseInteger(s, 0, INT64_MAX, n)) throw UsageError(option + ": bad seed '" + s + "'", false);
    return std::uint64_t(n);
}

Settings parseSettings(int argc, char** argv) {
    Settings s;
    ::referee::Args args(argc, argv);
    bool seedGiven = false;
    while (args.more()) {
        std::string o = args.option();
        if (o == "--bot") s.bot = args.value();
        else if (o == "--seed") s.seeds = {seedNumber(args.value(), o)}, seedGiven = true;
        else if (o == "--seeds") {
            s.seeds = ::referee::numberRanges<std::uint64_t>(args.value(), o, MaxBatch, [&](const std::string& v) { return seedNumber(v, o); });
            s.batch = true;
        } else if (o == "--jobs") s.jobs = int(args.integer(1, 1024));
        else if (o == "--turn-ms") s.turnMs = int(args.integer(1, 3'600'000));
        else if (o == "--max-turns") s.maxTurns = int(args.integer(1, 1'000'000));
        else if (o == "--json") args.noValue(), s.json = true;
        else if (o == "--bot-stderr") args.noValue(), s.botStderr = true;
        else if (o == "--help") args.noValue(), s.help = true;
        else throw UsageError("unknown option " + o);
    }
    if (seedGiven && s.batch) throw UsageError("give one of --seed, --seeds");
    if (!s.help && s.bot.empty()) throw UsageError("--bot needs a command");
    return s;
}

struct Played {
    GameRecord record;
    int score = GalleryCards;  // cards not in their gallery place at the end (0: won)
};

// "; score 12 (84 of 96 cards in the gallery)": every verdict ends with it.
std::string scoreText(const Game& g) {
    return "score " + std::to_string(g.score()) + " (" + std::to_string(g.placed()) + " of " + std::to_string(GalleryCards) +
           " cards in the gallery)";
}

// One game. The judge plays no move for the bot: no computer-aided play.
Played play(std::uint64_t seed, const Settings& s, ::referee::Stderr botStderr) {
    Played out;
    GameRecord& rec = out.record;
    rec.label = "seed " + std::to_string(seed);
    rec.idKey = "seed";
    rec.idJson = std::to_string(seed);
    Game g = newGame(seed);
    auto end = [&](bool won, const std::string& kind, const std::string& text) { rec.verdict = {won, kind, text + "; " + scoreText(g)}; };

    Child bot(s.bot, botStderr);
    if (!bot.started()) end(false, "bot failed to start", "bot failed to start: " + bot.startError());
    for (int turn = 1; bot.started(); ++turn) {
        std::string onTurn = " on turn " + std::to_string(turn);
        if (g.won()) {
            std::string text = "win in " + plural(rec.turns, "turn");
            if (rec.firstTurnMs >= 0) text += " (first turn " + ms(rec.firstTurnMs) + ")";
            end(true, "win", text);
            break;
        }
        // The game ends by itself: every move puts a card in its place for good.
        std::vector<Action> legal = legalActions(g);
        if (legal.empty()) {
            end(false, "finished", "finished" + onTurn + ": the stock is out and no card can move");
            break;
        }
        if (turn > s.maxTurns) {
            end(false, "turn limit", "turn limit: not won after " + plural(s.maxTurns, "turn"));
            break;
        }
        // Never the stock's order: only what a player sees.
        if (bot.write(turnText(g, turn), ::referee::afterMs(Clock::now(), s.turnMs)) == Child::Write::Timeout) {
            end(false, "time limit", "time limit" + onTurn + ": the bot did not read its input within " + ms(s.turnMs));
            break;
        }
        Clock::time_point sent = Clock::now();
        ::referee::Answer got = ::referee::readAnswer(bot, sent, s.turnMs, MaxLine, onTurn);
        if (!got.line) {
            end(false, got.lossKind, got.loss);
            break;
        }
        rec.turns = turn;
        if (turn == 1) rec.firstTurnMs = got.ms;
        else rec.maxLaterTurnMs = std::max(rec.maxLaterTurnMs, got.ms);
        const std::string& line = *got.line;
        if (line.find_first_not_of(" \t\r") == std::string::npos) {
            end(false, "bot printed nothing", "bot printed nothing" + onTurn);
            break;
        }
        std::optional<Action> a = parseAction(line);
        std::string why = a ? whyNot(g, *a) : "not a move (3 B5, A4 C2 or deal)";
        if (!why.empty()) {
            end(false, "illegal move", "illegal move" + onTurn + " " + printable(line) + ": " + why);
            break;
        }
        playAction(g, *a);
        ++rec.moves;
    }
    bot.kill();
    out.score = g.score();
    return out;
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    w.key("turn_ms").value(s.turnMs);
    w.key("max_turns").value(s.maxTurns);
    w.key("jobs").value(s.jobs);
    w.close('}');
}

}  // namespace

int botMain(int argc, char** argv) {
    // A bot that exits without reading must lose the game, not kill the referee.
    std::signal(SIGPIPE, SIG_IGN);
    ::referee::killChildrenOnSignal();
    try {
        Settings s = parseSettings(argc, argv);
        if (s.help) {
            std::cout << Usage;
            return 0;
        }
        ::referee::Summary summary;
        std::vector<std::pair<std::uint64_t, int>> scores;
        long long scoreTotal = 0;
        auto botStderr = !s.batch || s.botStderr ? ::referee::Stderr::Inherit : ::referee::Stderr::Discard;
        ::referee::runBatch<Played>(
            s.seeds.size(), s.batch ? s.jobs : 1, [&](std::size_t i) { return play(s.seeds[i], s, botStderr); },
            [&](std::size_t i, const Played& p) {
                std::cout << p.record.line() << "\n" << std::flush;
                summary.add(p.record);
                scores.push_back({s.seeds[i], p.score});
                scoreTotal += p.score;
            });
        double meanScore = summary.games() ? double(scoreTotal) / summary.games() : 0;
        if (s.batch) {
            char mean[32];
            std::snprintf(mean, sizeof mean, "%.2f", meanScore);
            std::cout << summary.text() << "score (cards not in the gallery, 0: won): mean " << mean << " of 96\n";
        }
        if (s.json)
            std::cout << summary.json([&](::referee::json::Writer& w) {
                w.key("mean_score").value(meanScore);
                w.key("scores").open('[');
                for (const auto& [seed, score] : scores) {
                    w.open('{');
                    w.key("seed").value(seed);
                    w.key("score").value(score);
                    w.close('}');
                }
                w.close(']');
                writeSettings(w, s);
            }) << "\n";
        return summary.allWon() ? 0 : 1;
    } catch (const UsageError& e) {
        std::cerr << "referee gallery: " << e.what();
        if (e.showHint) std::cerr << " (see: referee gallery --bot CMD --help)";
        std::cerr << "\n";
        return 2;
    }
}

}  // namespace gallery::referee
