#include "referee/calculation/judge.hpp"

#include <iostream>
#include <optional>
#include <string>

#include "referee/calculation/picture.hpp"
#include "referee/calculation/deck_file.hpp"
#include "referee/common/judge_main.hpp"
#include "referee/common/judge_options.hpp"
#include "referee/common/replay_output.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/wording.hpp"
#include "games/calculation/replay.hpp"
#include "games/calculation/rules_options.hpp"

namespace calculation::referee {

using patience::UsageError;
using ::referee::GameRecord;
using ::referee::Verdict;

namespace {

struct Settings : ::referee::JudgeOptions {
    std::string deckFile;  // a chosen order in place of a seed
    RuleSet rules = RuleSet::CoCo;
    std::string replayFile;  // a single game's replay page, written once it is judged
};

const char* JudgeUsage =
    "usage: referee calculation --bot COMMAND [--seed N | --seeds LIST | --deck FILE] [options]\n"
    "Plays Calculation against a program: each turn it reads what a player can see and the\n"
    "legal moves, and answers one move: f2, w3, w1 f4 or w2 w3 (protocol: README, Calculation).\n"
    "  --bot COMMAND       the bot, run as /bin/sh -c COMMAND\n"
    "  --seed N            one game, the deck of seed N (1)\n"
    "  --seeds LIST        a batch (7, 1-100 or 1-10,20): a verdict line per game, then a summary\n"
    "  --deck FILE         one game with the 48 cards of FILE in that order\n"
    "  --rules classic|coco  coco (default) allows a waste card to an empty waste pile\n"
    "  --jobs J            games played at once in a batch (1)\n"
    "  --turn-ms MS        time for each answer, counted once the turn is sent (1000)\n"
    "  --max-turns N       turns before the game is lost on the turn limit (500)\n"
    "  --json              end with the summary as one line of JSON\n"
    "  --bot-stderr        show the bot's stderr in a batch (a single game always does)\n"
    "  --jsonl FILE        a batch: one JSON line per game in FILE as it ends\n"
    "  --resume            ... skipping the games FILE holds already; the summary counts them\n"
    "  --shard K/N         a batch: only the seeds s with s mod N = K-1 (one of N machines)\n"
    "  --replay FILE.html  a single game: write it as a replay page (every position, the moves,\n"
    "                      the verdict) once it is judged\n"
    "Exit status: 0 all games won, 1 some lost, 2 bad options or the replay page not written.\n";

Settings parseSettings(int argc, char** argv) {
    Settings s;
    ::referee::parseJudgeOptions(argc, argv, s, [&](const std::string& o, patience::OptionReader& args) {
        if (o == "--deck")
            s.deckFile = args.value();
        else if (o == "--replay")
            s.replayFile = args.value();
        else
            return patience::readRuleOption<RuleOptions>(o, args, s.rules);
        return true;
    });
    ::referee::checkJudgeOptions(s, "--deck", !s.deckFile.empty());
    if (s.batch && !s.replayFile.empty())
        throw UsageError("--replay writes a single game: give --seed N or --deck FILE, not --seeds");
    return s;
}

// One game to play: a seed's deck or a deck file's.
using Match = ::referee::Match<Game>;

struct Played : GameRecord {
    int onFoundations = 0;  // cards on the foundations at the end, bases included
};

// Its --jsonl line's own key (judge_main.hpp's gameCodec).
void writeMore(::referee::json::Writer& w, const Played& p) { w.key("on_foundations").value(p.onFoundations); }
void readMore(const ::referee::json::Value& v, Played& p) {
    p.onFoundations = int(patience::batch::integer(v, "on_foundations"));
}

std::string progressText(const Game& g) {
    return "(" + std::to_string(cardsOnFoundations(g)) + " of 52 cards on the foundations)";
}

// Calculation's side of the turn loop: one move an answer.
class Turns : public ::referee::GameTurns<Game> {
public:
    using GameTurns::GameTurns;

    std::optional<Verdict> endedWithoutWin(const std::string& onTurn) override {
        if (!game_.lost() && !game_.legalMoves().empty()) return std::nullopt;
        return Verdict{false, "loss",
                       "loss" + onTurn + ": the deck is out and no card can reach a foundation " + progressText(game_)};
    }
    std::string progress() const override { return " " + progressText(game_); }
    // Never the deck's order: only what a player sees.
    std::string turnText(int turn, int) override { return calculation::turnText(game_, turn); }
    std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double, int& moves) override {
        if (line.find_first_not_of(" \t") == std::string::npos) return ::referee::printedNothing(onTurn);
        std::optional<Move> m = parseMove(line);
        std::string why = m ? game_.whyNot(*m) : "not a move (f1-f4, w1-w4, w1 f4, w2 w3)";
        if (!why.empty())
            return Verdict{false, "illegal move",
                           "illegal move" + onTurn + " " + ::referee::printable(line) + ": " + why};
        game_.play(*m);
        moves_.push_back(*m);
        ++moves;
        return std::nullopt;
    }
    const std::vector<Move>& moves() const { return moves_; }

private:
    std::vector<Move> moves_;  // every move played, for the replay page
};

// One game judged; with `page`, the game as a replay page too.
Played play(const Match& match, const Settings& s, std::optional<replay::Replay>* page = nullptr) {
    ::referee::TurnLimits limits{s.turnMs, s.turnMs, s.maxTurns};
    Turns turns(match.start);
    GameRecord record = ::referee::playTurns(match.unplayed(), s.bot, s.botStderrMode(), limits, turns);
    if (page)
        *page = replayOf(match.start, turns.moves(), match.label + ", " + rulesName(s.rules) + " rules, bot " + s.bot,
                         record.verdict.text);
    return Played{record, cardsOnFoundations(turns.game())};
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    w.key("rules").value(rulesName(s.rules));
    ::referee::writeJudgeLimits(w, s);
    w.close('}');
}

}  // namespace

int judgeMain(int argc, char** argv) {
    return ::referee::runJudge(
        argc, argv, {"referee calculation", "referee calculation --bot CMD --help", JudgeUsage}, [&] {
            Settings s = parseSettings(argc, argv);
            std::optional<Match> fromFile;
            if (!s.deckFile.empty())
                fromFile = Match{"deck " + s.deckFile, "deck", ::referee::json::quote(s.deckFile),
                                 Game(readDeckFile(s.deckFile), s.rules)};
            auto match = [&](std::size_t i) {
                if (fromFile) return *fromFile;
                std::uint64_t seed = s.seeds[i];
                return Match{"seed " + std::to_string(seed), "seed", std::to_string(seed), newGame(seed, s.rules)};
            };
            long long onFoundations = 0;
            std::optional<replay::Replay> page;  // --replay: the one game
            ::referee::Summary summary = ::referee::playGames<Played>(
                ::referee::judgeBatch(s, std::string("referee calculation ") + rulesName(s.rules)), s.gamesAtOnce(),
                [&](std::size_t i) { return play(match(i), s, s.replayFile.empty() ? nullptr : &page); },
                [&](std::size_t, const Played& p) { onFoundations += p.onFoundations; });
            double meanOn = summary.games() ? double(onFoundations) / summary.games() : 0;
            std::string moreText = "cards on the foundations: mean " + ::referee::decimal(meanOn, 1) + " of 52\n";
            int status = ::referee::reportSummary(summary, s.batch, s.json, moreText, [&](::referee::json::Writer& w) {
                w.key("mean_cards_on_foundations").value(meanOn);
                writeSettings(w, s);
            });
            // After the verdict: a page that cannot be written loses nothing else.
            if (page && !::referee::writeReplayFile(s.replayFile, *page, "referee calculation")) return 2;
            return status;
        });
}

}  // namespace calculation::referee
