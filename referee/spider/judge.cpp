// `referee spider --bot COMMAND`: games of Spider against a program, judged
// with the same child-process, turn loop, batch, verdict and summary code as
// the other games.
#include "referee/spider/judge.hpp"
#include "games/spider/protocol.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "referee/common/judge_main.hpp"
#include "referee/common/judge_options.hpp"
#include "common/text_file.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/wording.hpp"
#include "common/replay_page.hpp"
#include "games/spider/replay.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::referee {

using patience::UsageError;
using ::referee::GameRecord;
using ::referee::Verdict;

namespace {

struct Settings : ::referee::JudgeOptions {
    std::string load;    // a position in Woods's format, in place of a seed
    std::string replay;  // --replay: the single game as a replay page
    Rules rules;
    Settings() { maxTurns = 1000; }
};

const char* JudgeUsage =
    "usage: referee spider --bot COMMAND [--seed N | --seeds LIST] [options] [rule options]\n"
    "Plays Spider against a program: each turn it reads what a player can see and the\n"
    "legal commands, and answers one command in Woods's syntax (protocol: README, Spider).\n"
    "  --bot COMMAND     the bot, run as /bin/sh -c COMMAND\n"
    "  --seed N          one game, the deal of seed N (1)\n"
    "  --seeds LIST      a batch (7, 1-100 or 1-10,20): a verdict line per game, then a summary\n"
    "  --load FILE       one game from a position in Woods's file format\n"
    "  --jobs J          games played at once in a batch (1)\n"
    "  --turn-ms MS      time for each answer, counted once the turn is sent (1000)\n"
    "  --max-turns N     turns before the game is lost on the turn limit (1000)\n"
    "  --json            end with the summary as one line of JSON\n"
    "  --bot-stderr      show the bot's stderr in a batch (a single game always does)\n"
    "  --replay FILE     one game: write it as a replay page (HTML; docs/replay.md)\n"
    "  --jsonl FILE      a batch: one JSON line per game in FILE as it ends\n"
    "  --resume          ... skipping the games FILE holds already; the summary counts them\n"
    "  --shard K/N       a batch: only the seeds s with s mod N = K-1 (one of N machines)\n"
    "Exit status: 0 all games won, 1 some lost, 2 bad options.\n";

Settings parseSettings(int argc, char** argv) {
    Settings s;
    ::referee::parseJudgeOptions(argc, argv, s, [&](const std::string& o, patience::OptionReader& args) {
        if (o == "--load")
            s.load = args.value();
        else if (o == "--replay")
            s.replay = args.value();
        else
            return patience::readRuleOption<RuleOptions>(o, args, s.rules);
        return true;
    });
    ::referee::checkJudgeOptions(s, "--load", !s.load.empty());
    if (!s.replay.empty() && s.batch) throw UsageError("--replay writes one game: use --seed or --load, not --seeds");
    return s;
}

// The bot's line as a command, or why it is not a legal one.
struct Parsed {
    std::optional<Command> command;
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
        return why.empty() ? Parsed{Command{Command::Deal}, ""} : Parsed{std::nullopt, why};
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
        return why.empty() ? Parsed{Command{Command::Remove, from}, ""} : Parsed{std::nullopt, why};
    }
    int to = numbers[1] - 1, count;
    std::string why;
    if (numbers.size() == 3) {
        count = std::min(numbers[2], Cards);
        why = g.whyNotMove(from, to, count);
    } else {
        count = g.cardsFor(from, to);  // "as many cards as possible"
        if (count > 0)
            why = g.whyNotMove(from, to, count);
        else {
            why = g.whyNotMove(from, to, std::max(g.movableRun(from), 1));
            if (why.empty())
                why = "nothing at the bottom of column " + std::to_string(from + 1) + " goes on column " +
                    std::to_string(to + 1);
        }
    }
    if (!why.empty()) return {std::nullopt, why};
    return {Command{Command::Move, from, to, count}, ""};
}

std::string progressText(const Game& g) { return "(" + std::to_string(g.removedRuns.size()) + "/8 suits removed)"; }

// One game to play: a seed's deal or a loaded position.
using Match = ::referee::Match<Game>;

Match seedMatch(std::uint64_t seed, const Rules& rules) {
    return {"seed " + std::to_string(seed), "seed", std::to_string(seed), newGame(seed, rules)};
}

Match fileMatch(const std::string& file, const Rules& rules) {
    std::string text, why;
    if (!patience::readTextFile(file, text, why)) throw UsageError(file + ": " + why, false);
    try {
        return {"file " + file, "file", ::referee::json::quote(file), readPosition(text, rules)};
    } catch (const FileError& e) {
        throw UsageError(file + ": " + e.where(), false);
    }
}

// Spider's side of the turn loop: one command an answer.
class Turns : public ::referee::GameTurns<Game> {
public:
    using GameTurns::GameTurns;

    std::optional<Verdict> endedWithoutWin(const std::string& onTurn) override {
        legal_ = legalCommands(game_);
        if (!legal_.empty()) return std::nullopt;
        return Verdict{false, "no legal move left", "no legal move left" + onTurn + " " + progressText(game_)};
    }
    std::string progress() const override { return " " + progressText(game_); }
    std::string turnText(int turn, int) override { return spider::turnText(game_, turn, legal_); }
    std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double, int& moves) override {
        if (line.find_first_not_of(" \t") == std::string::npos) return ::referee::printedNothing(onTurn);
        Parsed p = parseCommand(game_, line);
        if (!p.command)
            return Verdict{false, "illegal command",
                           "illegal command" + onTurn + " " + ::referee::printable(line) + ": " + p.why};
        apply(game_, *p.command);
        ++moves;
        return std::nullopt;
    }

private:
    std::vector<Command> legal_;  // this turn's, as the bot is told them
};

// Plays the match to its end; `last`, if given, receives the game as it ended
// (its history is every command the bot played).
GameRecord play(const Match& match, const Settings& s, Game* last = nullptr) {
    ::referee::TurnLimits limits{s.turnMs, s.turnMs, s.maxTurns};
    Turns turns(match.start);
    GameRecord record = ::referee::playTurns(match.unplayed(), s.bot, s.botStderrMode(), limits, turns);
    if (last) *last = turns.game();
    return record;
}

// --replay: the game as a page, its frames the game's own history.
void writeReplay(const Settings& s, const GameRecord& record, const Game& last) {
    replay::Replay page = replayOf(last, record.label, record.verdict.text);
    std::string error;
    if (!replay::writePage(s.replay, page, error)) throw UsageError(error, false);
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    ::referee::writeJudgeLimits(w, s);
    w.key("suits").value(s.rules.suits);
    w.key("auto_remove").value(s.rules.autoRemove);
    w.key("last_deal").value(s.rules.lastDealFour ? 4 : 10);
    w.key("extra_piles").value(s.rules.extraOnCorners ? "1,4,7,10" : "1-4");
    w.key("kings_to_spaces").value(s.rules.kingsOnlyToSpace);
    w.key("any_run_moves").value(s.rules.anyRunMoves);
    w.close('}');
}

}  // namespace

int judgeMain(int argc, char** argv) {
    patience::Program program{"referee spider", "referee spider --bot CMD --help", std::string(JudgeUsage) + rulesHelp};
    return ::referee::runJudge(argc, argv, program, [&] {
        Settings s = parseSettings(argc, argv);
        std::optional<Match> loaded;
        if (!s.load.empty()) loaded = fileMatch(s.load, s.rules);
        // --replay is for one game (parseSettings sees to it), so one `last`.
        Game last;
        GameRecord record;
        ::referee::Summary summary = ::referee::playGames<GameRecord>(
            ::referee::judgeBatch(s, "referee spider"), s.gamesAtOnce(), [&](std::size_t i) {
                if (s.replay.empty()) return play(loaded ? *loaded : seedMatch(s.seeds[i], s.rules), s);
                record = play(loaded ? *loaded : seedMatch(s.seeds[i], s.rules), s, &last);
                return record;
            });
        int status = ::referee::reportSummary(summary, s.batch, s.json, "",
                                              [&](::referee::json::Writer& w) { writeSettings(w, s); });
        if (!s.replay.empty()) writeReplay(s, record, last);
        return status;
    });
}

}  // namespace spider::referee
