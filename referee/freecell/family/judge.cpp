// `referee freecell --game NAME`: a bot judged under the rules of a game of
// the FreeCell family other than FreeCell (games/freecell/family*.hpp). Each
// turn the bot reads the board (family/protocol.hpp) and answers one line of
// moves; every move is checked under the game's rules and nothing goes home
// by itself. The shared turn loop keeps the time and turn limits.
#include "referee/freecell/family/judge.hpp"

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/batch.hpp"
#include "common/options.hpp"
#include "common/text_file.hpp"
#include "games/freecell/family/deal.hpp"
#include "games/freecell/family/protocol.hpp"
#include "referee/common/judge_main.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/wording.hpp"

namespace freecell::referee {

using ::referee::GameRecord;
using ::referee::plural;
using ::referee::printable;
using ::referee::Verdict;
using patience::UsageError;

namespace {

struct Settings {
    std::string bot;
    Family family;
    // A turn may carry a whole solution: the first is the solver's (10 s).
    int firstTurnMs = 10000, turnMs = 1000, maxTurns = 200;
    std::uint32_t deal = 1;
    std::string boardFile;
    std::vector<std::uint64_t> deals;
    int jobs = 1;
    bool json = false, botStderr = false, print = false;
    patience::batch::Options log;
    bool batch() const { return !deals.empty(); }
};

const char* Usage = R"(usage: referee freecell --game NAME [rule options] [options]
Plays a game of the FreeCell family against a bot under that game's rules
(fc-solve's names and rule options, as `bot --help` lists them). Each turn the
bot reads a line with the number of board lines, then the board in fc-solve's
format, and answers one line of moves in standard notation (columns 10 and up
as [10], moves into an empty column with their count as "16v3"). Nothing goes
home by itself: foundation moves are the bot's too.

What to play (one of):
  --deal N             PySolFC's deal N of the game, 1..32000 (default 1)
  --board FILE         a board in fc-solve's format
  --deals LIST         a batch of deals; a verdict each, then a summary
  --jobs J, --jsonl FILE, --resume, --shard K/N   as for FreeCell
The bot:
  --bot "COMMAND"      default: the bot next to this referee, given the same --game
  --bot-stderr         in a batch, show the bot's stderr
Limits:
  --first-turn-ms MS   time for the first answer (default 10000)
  --turn-ms MS         time for each later answer (default 1000)
  --max-turns N        turns before the game is lost (default 200)
Output:
  --json               end with one line of JSON
  --print-deal         print the deal's board (--deal N) and exit
Exit status: 0 every game won, 1 some game lost, 2 bad options or input.
)";

Settings parseSettings(const std::vector<std::string>& words, const Family& family) {
    Settings s;
    s.family = family;
    bool dealGiven = false;
    for (patience::OptionReader args(words); args.more();) {
        std::string o = args.option();
        if (o == "--bot") s.bot = args.value();
        else if (o == "--deal") s.deal = std::uint32_t(args.integer(1, MaxFamilyDeal)), dealGiven = true;
        else if (o == "--board") s.boardFile = args.value();
        else if (o == "--deals") s.deals = args.numbers(1, MaxFamilyDeal, MaxFamilyDeal);
        else if (o == "--jobs") s.jobs = int(args.integer(1, 1024));
        else if (o == "--first-turn-ms") s.firstTurnMs = int(args.integer(1, 3'600'000));
        else if (o == "--turn-ms") s.turnMs = int(args.integer(1, 3'600'000));
        else if (o == "--max-turns") s.maxTurns = int(args.integer(1, 1'000'000));
        else if (o == "--json") s.json = true;
        else if (o == "--bot-stderr") s.botStderr = true;
        else if (o == "--print-deal") s.print = true;
        else if (o == "--show" || o == "--replay" || o == "--autoplay" || o == "--capacity" || o == "--color" || o == "--colour")
            throw UsageError(o + " is FreeCell's only: the family's other games have no picture, replay page or autoplay here");
        else if (!patience::batch::readOption<UsageError>(o, [&] { return args.value(); }, s.log)) throw args.unknown();
    }
    if (dealGiven + !s.boardFile.empty() + s.batch() > 1) throw UsageError("give only one of --deal, --board, --deals");
    if (s.print && (s.batch() || !s.boardFile.empty())) throw UsageError("--print-deal goes with --deal N");
    patience::batch::checkOptions<UsageError>(s.log, s.batch(), "--deals");
    return s;
}

using Match = ::referee::Match<FamilyBoard>;

Match dealMatch(const Settings& s, std::uint32_t n) {
    FamilyBoard b;
    std::string why;
    if (!familyDeal(s.family, n, b, why)) throw UsageError(why);
    return {"deal " + std::to_string(n), "deal", std::to_string(n), b};
}

Match boardMatch(const Settings& s) {
    std::string text, why;
    if (!patience::readTextFile(s.boardFile, text, why)) throw UsageError(s.boardFile + ": " + why, false);
    try {
        return {"board " + s.boardFile, "board", ::referee::json::quote(s.boardFile), parseFamilyBoard(text, s.family)};
    } catch (const InputError& e) {
        throw UsageError(s.boardFile + ": " + e.where(), false);
    }
}

class Turns : public ::referee::TurnGame {
public:
    Turns(const FamilyBoard& start, const Family& f) : rules_(f), board_(start) {}

    bool won() const override { return rules_.won(board_); }
    std::string winDetail(const GameRecord& rec) const override { return ", " + plural(rec.moves, "move"); }
    std::optional<Verdict> endedWithoutWin(const std::string& onTurn) override {
        bool any = false;
        rules_.forEachMove(board_, true, [&](FamilyMove) { any = true; });
        if (any) return std::nullopt;
        return Verdict{false, "no legal move left", "no legal move left" + onTurn + progress()};
    }
    std::string progress() const override {
        return " (" + std::to_string(board_.cardsHome()) + "/" + std::to_string(rules_.family().cards()) + " cards home)";
    }
    std::string turnText(int, int) override { return familyTurnText(board_, rules_.family()); }
    std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double, int& moves) override {
        std::vector<std::string> answer = words(line);
        if (answer.empty()) return ::referee::printedNothing(onTurn);
        for (std::size_t i = 0; i < answer.size() && !won(); ++i) {
            std::optional<FamilyMove> m = parseFamilyMove(answer[i], board_, rules_);
            std::string why = "not a move (e.g. 26, 5a, 4h, a[10], 16v3)";
            if (m && rules_.check(board_, *m, &why) == m->count) {
                rules_.play(board_, *m);
                ++moves;
                continue;
            }
            return Verdict{false, "illegal move", "illegal move" + onTurn + ", move " + std::to_string(i + 1) + " " + printable(answer[i]) + ": " + why};
        }
        return std::nullopt;
    }

private:
    FamilyRules rules_;
    FamilyBoard board_;
};

GameRecord play(const Match& match, const Settings& s, ::referee::Stderr botStderr) {
    Turns turns(match.start, s.family);
    ::referee::TurnLimits limits{s.firstTurnMs, s.turnMs, s.maxTurns, 1 << 20};
    return ::referee::playTurns(match.unplayed(), s.bot, botStderr, limits, turns);
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    w.key("game").value(familyLabel(s.family));
    w.key("first_turn_ms").value(s.firstTurnMs);
    w.key("turn_ms").value(s.turnMs);
    w.key("max_turns").value(s.maxTurns);
    w.key("jobs").value(s.jobs);
    w.close('}');
}

}  // namespace

int familyJudge(const std::vector<std::string>& words, const Family& family, const std::string& siblingBot,
                const std::string& familyArguments) {
    Settings s = parseSettings(words, family);
    if (s.print) {
        std::cout << familyBoardText(dealMatch(s, s.deal).start, s.family);
        return 0;
    }
    if (s.bot.empty() && !siblingBot.empty()) s.bot = siblingBot + " " + familyArguments;
    if (s.bot.empty()) throw UsageError("no bot: give --bot COMMAND");
    std::string note = "game: " + familyLabel(s.family) + "\n";
    if (!s.batch()) {
        GameRecord game = play(s.boardFile.empty() ? dealMatch(s, s.deal) : boardMatch(s), s, ::referee::Stderr::Inherit);
        std::cout << game.line() << "\n" << note;
        if (s.json) {
            ::referee::Summary summary;
            summary.add(game);
            std::cout << summary.json([&](auto& w) { writeSettings(w, s); }) << "\n";
        }
        return game.verdict.won ? 0 : 1;
    }
    auto botStderr = s.botStderr ? ::referee::Stderr::Inherit : ::referee::Stderr::Discard;
    ::referee::Batch batch{"referee freecell --game", "deal", s.deals, s.log};
    ::referee::Summary summary = ::referee::playGames<GameRecord>(
        batch, s.jobs, [&](std::size_t i) { return play(dealMatch(s, std::uint32_t(s.deals[i])), s, botStderr); });
    return ::referee::reportSummary(summary, true, s.json, note, [&](::referee::json::Writer& w) { writeSettings(w, s); });
}

const char* familyJudgeUsage() { return Usage; }

}  // namespace freecell::referee
