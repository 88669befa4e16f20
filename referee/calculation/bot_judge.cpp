#include "calculation/bot_judge.hpp"

#include <algorithm>
#include <csignal>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "calculation/panel.hpp"
#include "calculation/setup.hpp"
#include "common/answer.hpp"
#include "common/batch.hpp"
#include "common/child.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "common/summary.hpp"
#include "common/verdict.hpp"
#include "common/wording.hpp"

namespace calculation::referee {

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
    std::string deckFile;  // a chosen order in place of a seed
    bool batch = false;
    int jobs = 1;
    int turnMs = 1000, maxTurns = 500;
    bool json = false, botStderr = false, help = false;
    RuleSet rules = RuleSet::CoCo;
};

const char* Usage =
    "usage: referee calculation --bot COMMAND [--seed N | --seeds A-B | --deck FILE] [options]\n"
    "Plays Calculation against a program: each turn it reads what a player can see and the\n"
    "legal moves, and answers one move: f2, w3, w1 f4 or w2 w3 (protocol: README, Calculation).\n"
    "  --bot COMMAND       the bot, run as /bin/sh -c COMMAND\n"
    "  --seed N            one game, the deck of seed N (1)\n"
    "  --seeds A-B[,C]     a batch: a verdict line per game, then a summary\n"
    "  --deck FILE         one game with the 48 cards of FILE in that order\n"
    "  --rules classic|coco  coco (default) allows a waste card to an empty waste pile\n"
    "  --jobs J            games played at once in a batch (1)\n"
    "  --turn-ms MS        time for each answer, counted once the turn is sent (1000)\n"
    "  --max-turns N       turns before the game is lost on the turn limit (500)\n"
    "  --json              end with the summary as one line of JSON\n"
    "  --bot-stderr        show the bot's stderr in a batch (a single game always does)\n"
    "Exit status: 0 all games won, 1 some lost, 2 bad options.\n";

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
        } else if (o == "--deck") s.deckFile = args.value();
        else if (o == "--rules") {
            std::string v = args.value();
            auto r = parseRules(v);
            if (!r) throw UsageError("--rules: '" + v + "' is not classic or coco");
            s.rules = *r;
        } else if (o == "--jobs") s.jobs = int(args.integer(1, 1024));
        else if (o == "--turn-ms") s.turnMs = int(args.integer(1, 3'600'000));
        else if (o == "--max-turns") s.maxTurns = int(args.integer(1, 1'000'000));
        else if (o == "--json") args.noValue(), s.json = true;
        else if (o == "--bot-stderr") args.noValue(), s.botStderr = true;
        else if (o == "--help") args.noValue(), s.help = true;
        else throw UsageError("unknown option " + o);
    }
    if (seedGiven + s.batch + !s.deckFile.empty() > 1) throw UsageError("give one of --seed, --seeds, --deck");
    if (!s.help && s.bot.empty()) throw UsageError("--bot needs a command");
    return s;
}

// One game to play and how it ended.
struct Match {
    std::string label, idKey, idJson;
    Game start;
};

struct Played {
    GameRecord record;
    int onFoundations = 0;  // cards on the foundations at the end, bases included
};

std::string progress(const Game& g) { return "(" + std::to_string(cardsOnFoundations(g)) + " of 52 cards on the foundations)"; }

Played play(const Match& match, const Settings& s, ::referee::Stderr botStderr) {
    Played out;
    GameRecord& rec = out.record;
    rec.label = match.label;
    rec.idKey = match.idKey;
    rec.idJson = match.idJson;
    Game g = match.start;
    auto lose = [&](const std::string& kind, const std::string& text) { rec.verdict = {false, kind, text}; };

    Child bot(s.bot, botStderr);
    if (!bot.started()) lose("bot failed to start", "bot failed to start: " + bot.startError());
    for (int turn = 1; bot.started(); ++turn) {
        std::string onTurn = " on turn " + std::to_string(turn);
        if (g.won()) {
            std::string text = "win in " + plural(rec.turns, "turn");
            if (rec.firstTurnMs >= 0) text += " (first turn " + ms(rec.firstTurnMs) + ")";
            rec.verdict = {true, "win", text};
            break;
        }
        if (g.lost() || g.legalMoves().empty()) {
            lose("loss", "loss" + onTurn + ": the deck is out and no card can reach a foundation " + progress(g));
            break;
        }
        if (turn > s.maxTurns) {
            lose("turn limit", "turn limit: not won after " + plural(s.maxTurns, "turn") + " " + progress(g));
            break;
        }
        // Never the deck's order: only what a player sees.
        if (bot.write(turnText(g, turn), ::referee::afterMs(Clock::now(), s.turnMs)) == Child::Write::Timeout) {
            lose("time limit", "time limit" + onTurn + ": the bot did not read its input within " + ms(s.turnMs));
            break;
        }
        Clock::time_point sent = Clock::now();
        ::referee::Answer got = ::referee::readAnswer(bot, sent, s.turnMs, MaxLine, onTurn);
        if (!got.line) {
            lose(got.lossKind, got.loss);
            break;
        }
        rec.turns = turn;
        if (turn == 1) rec.firstTurnMs = got.ms;
        else rec.maxLaterTurnMs = std::max(rec.maxLaterTurnMs, got.ms);
        const std::string& line = *got.line;
        if (line.find_first_not_of(" \t") == std::string::npos) {
            lose("bot printed nothing", "bot printed nothing" + onTurn);
            break;
        }
        std::optional<Move> m = parseMove(line);
        std::string why = m ? g.whyNot(*m) : "not a move (f1-f4, w1-w4, w1 f4, w2 w3)";
        if (!why.empty()) {
            lose("illegal move", "illegal move" + onTurn + " " + printable(line) + ": " + why);
            break;
        }
        g.play(*m);
        ++rec.moves;
    }
    bot.kill();
    out.onFoundations = cardsOnFoundations(g);
    return out;
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    w.key("rules").value(rulesName(s.rules));
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
        std::optional<Match> fromFile;
        if (!s.deckFile.empty())
            fromFile = Match{"deck " + s.deckFile, "deck", ::referee::json::quote(s.deckFile), Game(readDeckFile(s.deckFile), s.rules)};
        auto match = [&](std::size_t i) {
            if (fromFile) return *fromFile;
            std::uint64_t seed = s.seeds[i];
            return Match{"seed " + std::to_string(seed), "seed", std::to_string(seed), newGame(seed, s.rules)};
        };
        ::referee::Summary summary;
        long long onFoundations = 0;
        auto botStderr = !s.batch || s.botStderr ? ::referee::Stderr::Inherit : ::referee::Stderr::Discard;
        ::referee::runBatch<Played>(
            fromFile ? 1 : s.seeds.size(), s.batch ? s.jobs : 1, [&](std::size_t i) { return play(match(i), s, botStderr); },
            [&](std::size_t, const Played& p) {
                std::cout << p.record.line() << "\n" << std::flush;
                summary.add(p.record);
                onFoundations += p.onFoundations;
            });
        double meanOn = summary.games() ? double(onFoundations) / summary.games() : 0;
        if (s.batch) {
            char mean[32];
            std::snprintf(mean, sizeof mean, "%.1f", meanOn);
            std::cout << summary.text() << "cards on the foundations: mean " << mean << " of 52\n";
        }
        if (s.json)
            std::cout << summary.json([&](::referee::json::Writer& w) {
                w.key("mean_cards_on_foundations").value(meanOn);
                writeSettings(w, s);
            }) << "\n";
        return summary.allWon() ? 0 : 1;
    } catch (const UsageError& e) {
        std::cerr << "referee calculation: " << e.what();
        if (e.showHint) std::cerr << " (see: referee calculation --bot CMD --help)";
        std::cerr << "\n";
        return 2;
    }
}

}  // namespace calculation::referee
