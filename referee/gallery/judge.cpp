#include "referee/gallery/judge.hpp"

#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "referee/common/judge_main.hpp"
#include "referee/common/judge_options.hpp"
#include "referee/common/replay_output.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/wording.hpp"
#include "games/gallery/deal.hpp"
#include "games/gallery/player.hpp"
#include "games/gallery/protocol.hpp"
#include "games/gallery/replay.hpp"

namespace gallery::referee {

using ::referee::GameRecord;
using ::referee::Verdict;

namespace {

const char* JudgeUsage =
    "usage: referee gallery --bot COMMAND [--seed N | --seeds LIST] [options]\n"
    "Plays the gallery (Royal Parade) against a program: each turn it reads what a player can\n"
    "see and the legal moves, and answers one: 3 B5, A4 C2 or deal (protocol: README, Gallery).\n"
    "  --bot COMMAND       the bot, run as /bin/sh -c COMMAND\n"
    "  --seed N            one game, the deal of seed N (1)\n"
    "  --seeds LIST        a batch (7, 1-100 or 1-10,20): a verdict line per game, then a summary\n"
    "  --jobs J            games played at once in a batch (1)\n"
    "  --turn-ms MS        time for each answer, counted once the turn is sent (1000)\n"
    "  --max-turns N       turns before the game ends on the turn limit (500)\n"
    "  --json              end with the summary as one line of JSON\n"
    "  --bot-stderr        show the bot's stderr in a batch (a single game always does)\n"
    "  --jsonl FILE        a batch: one JSON line per game in FILE as it ends\n"
    "  --resume            ... skipping the games FILE holds already; the summary counts them\n"
    "  --shard K/N         a batch: only the seeds s with s mod N = K-1 (one of N machines)\n"
    "  --replay FILE.html  a single game: write it as a replay page (every position, the moves, the\n"
    "                      verdict, CAP's marks and the squares of the computer's 20 plays of the\n"
    "                      same start against the bot's score) once it is judged\n"
    "Exit status: 0 all games won, 1 some not won, 2 bad options or the replay page not written.\n";

// The computer's plays of the start drawn as squares on a --replay page, as
// many as a person's game shows at its end by default.
constexpr int ReplayEvaluationPlays = 20;

struct Settings : ::referee::JudgeOptions {
    std::string replayFile;  // a single game's replay page, written once it is judged
};

Settings parseSettings(int argc, char** argv) {
    Settings s;
    ::referee::parseJudgeOptions(argc, argv, s, [&](const std::string& o, patience::OptionReader& args) {
        if (o != "--replay") return false;
        s.replayFile = args.value();
        return true;
    });
    ::referee::checkJudgeOptions(s);
    if (s.batch && !s.replayFile.empty())
        throw patience::UsageError("--replay writes a single game: give --seed N, not --seeds");
    return s;
}

struct Played : GameRecord {
    int score = GalleryCards;  // cards not in their gallery place at the end (0: won)
};

// Its --jsonl line's own key (judge_main.hpp's gameCodec).
void writeMore(::referee::json::Writer& w, const Played& p) { w.key("score").value(p.score); }
void readMore(const ::referee::json::Value& v, Played& p) { p.score = int(patience::batch::integer(v, "score")); }

// "; score 12 (84 of 96 cards in the gallery)": every verdict ends with it.
std::string scoreText(const Game& g) {
    return "score " + std::to_string(g.score()) + " (" + std::to_string(g.placed()) + " of " +
        std::to_string(GalleryCards) + " cards in the gallery)";
}

// The gallery's side of the turn loop: one move an answer. The judge plays no
// move for the bot: no computer-aided play.
class Turns : public ::referee::GameTurns<Game> {
public:
    using GameTurns::GameTurns;

    // The game ends by itself: every move puts a card in its place for good.
    std::optional<Verdict> endedWithoutWin(const std::string& onTurn) override {
        if (!legalActions(game_).empty()) return std::nullopt;
        return Verdict{false, "finished", "finished" + onTurn + ": the stock is out and no card can move"};
    }
    // Never the stock's order: only what a player sees.
    std::string turnText(int turn, int) override { return gallery::turnText(game_, turn); }
    std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double, int& moves) override {
        if (line.find_first_not_of(" \t\r") == std::string::npos) return ::referee::printedNothing(onTurn);
        std::optional<Action> a = parseAction(line);
        std::string why = a ? whyNot(game_, *a) : "not a move (3 B5, A4 C2 or deal)";
        if (!why.empty())
            return Verdict{false, "illegal move",
                           "illegal move" + onTurn + " " + ::referee::printable(line) + ": " + why};
        playAction(game_, *a);
        steps_.push_back({*a, ""});
        ++moves;
        return std::nullopt;
    }
    const std::vector<ReplayStep>& steps() const { return steps_; }

private:
    std::vector<ReplayStep> steps_;  // every answer played, for the replay page
};

// One game judged; with `page`, the game as a replay page too, with the
// computer's evaluation of the same start.
Played play(std::uint64_t seed, const Settings& s, std::optional<replay::Replay>* page = nullptr) {
    ::referee::Match<Game> match{"seed " + std::to_string(seed), "seed", std::to_string(seed), newGame(seed)};
    ::referee::TurnLimits limits{s.turnMs, s.turnMs, s.maxTurns};
    Turns turns(match.start);
    GameRecord record = ::referee::playTurns(match.unplayed(), s.bot, s.botStderrMode(), limits, turns);
    record.verdict.text += "; " + scoreText(turns.game());
    if (page)
        *page = replayOf(match.start, turns.steps(), match.label + ", bot " + s.bot, record.verdict.text,
                         evaluate(match.start, ReplayEvaluationPlays, seed));
    return Played{record, turns.game().score()};
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    ::referee::writeJudgeLimits(w, s);
    w.close('}');
}

}  // namespace

int judgeMain(int argc, char** argv) {
    return ::referee::runJudge(argc, argv, {"referee gallery", "referee gallery --bot CMD --help", JudgeUsage}, [&] {
        Settings s = parseSettings(argc, argv);
        std::vector<std::pair<std::uint64_t, int>> scores;
        long long scoreTotal = 0;
        std::optional<replay::Replay> page;  // --replay: the one game
        ::referee::Summary summary = ::referee::playGames<Played>(
            ::referee::judgeBatch(s, "referee gallery"), s.gamesAtOnce(),
            [&](std::size_t i) { return play(s.seeds[i], s, s.replayFile.empty() ? nullptr : &page); },
            [&](std::size_t i, const Played& p) {
                scores.push_back({s.seeds[i], p.score});
                scoreTotal += p.score;
            });
        double meanScore = summary.games() ? double(scoreTotal) / summary.games() : 0;
        std::string moreText =
            "score (cards not in the gallery, 0: won): mean " + ::referee::decimal(meanScore, 2) + " of 96\n";
        int status = ::referee::reportSummary(summary, s.batch, s.json, moreText, [&](::referee::json::Writer& w) {
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
        });
        // After the verdict: a page that cannot be written loses nothing else.
        if (page && !::referee::writeReplayFile(s.replayFile, *page, "referee gallery")) return 2;
        return status;
    });
}

}  // namespace gallery::referee
