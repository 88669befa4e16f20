// `referee freecell --game NAME`: a bot judged under the rules of a game of
// the FreeCell family other than FreeCell (games/freecell/family*.hpp). Each
// turn the bot reads the board (family/protocol.hpp) and answers one line of
// moves; every move is checked under the game's rules and nothing goes home
// by itself. The shared turn loop keeps the time and turn limits. As for
// FreeCell, --show draws the game and --replay writes it as a page.
#include "referee/freecell/family/judge.hpp"

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/options.hpp"
#include "common/text_file.hpp"
#include "games/freecell/family/deal.hpp"
#include "games/freecell/family/protocol.hpp"
#include "games/freecell/family/replay.hpp"
#include "common/replay_page.hpp"
#include "referee/freecell/game_options.hpp"
#include "referee/freecell/picture.hpp"
#include "referee/common/bot_command.hpp"
#include "referee/common/judge_main.hpp"
#include "referee/common/judge_options.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/wording.hpp"

namespace freecell::referee {

using patience::UsageError;
using ::referee::GameRecord;
using ::referee::plural;
using ::referee::printable;
using ::referee::Verdict;

// The family judge's own names, apart from judge.cpp's (a unity build puts
// both files in one unit).
namespace family_judge {
namespace {

struct Settings : ::referee::JudgeOptions, OneGameOptions {
    Family family;
    bool print = false;  // --print-deal

    explicit Settings(const Family& f) : family(f) {
        seedOptions = {"--deal", "--deals", 1, MaxFamilyDeal, MaxFamilyDeal, "deal"};
        // A turn may carry a whole solution: the first is the solver's (10 s).
        firstTurnMs = 10000;
        turnMs = 1000;
        maxTurns = 200;
    }
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
  --show               draw the board and the moves every turn
  --color WHEN         colour in --show: auto (a terminal), always, never
  --replay FILE.html   write the game as a replay page: the board after every
                       move, to step through in a browser
  --json               end with one line of JSON
  --print-deal         print the deal's board (--deal N) and exit
Exit status: 0 every game won, 1 some game lost, 2 bad options or input.
)";

Settings parseSettings(const std::vector<std::string>& words, const Family& family) {
    Settings s(family);
    ::referee::parseJudgeOptions(
        patience::OptionReader(words), s, [&](const std::string& o, patience::OptionReader& args) {
            if (readOneGameOption(o, args, s)) return true;
            if (o == "--print-deal")
                s.print = true;
            else if (o == "--autoplay" || o == "--capacity")
                throw UsageError(o + " is FreeCell's only: in the family's other games nothing goes home by itself");
            else
                return false;
            return true;
        });
    checkOneGameOptions(s, s.seedGiven, s.batch);
    if (s.print && (s.batch || !s.boardFile.empty())) throw UsageError("--print-deal goes with --deal N");
    ::referee::checkBatchOptions(s);
    return s;
}

using Match = ::referee::Match<FamilyBoard>;

// Deal n (of s.seeds, 1..MaxFamilyDeal).
Match dealMatch(const Settings& s, std::uint64_t n) {
    FamilyBoard b;
    std::string why;
    if (!familyDeal(s.family, std::uint32_t(n), b, why)) throw UsageError(why);
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
    Turns(const FamilyBoard& start, const Family& f, Display* show) : rules_(f), board_(start), show_(show) {}

    bool won() const override { return rules_.won(board_); }
    std::string winDetail(const GameRecord& rec) const override { return ", " + plural(rec.moves, "move"); }
    std::optional<Verdict> endedWithoutWin(const std::string& onTurn) override {
        bool any = false;
        rules_.forEachMove(board_, true, [&](FamilyMove) { any = true; });
        if (any) return std::nullopt;
        return Verdict{false, "no legal move left", "no legal move left" + onTurn + progress()};
    }
    std::string progress() const override {
        return " (" + std::to_string(board_.cardsHome()) + "/" + std::to_string(rules_.family().cards()) +
            " cards home)";
    }
    std::string turnText(int turn, int limitMs) override {
        if (show_) {
            std::size_t legal = 0;
            rules_.forEachMove(board_, true, [&](FamilyMove) { ++legal; });
            show_->turn(turn, board_, rules_.family(), legal, limitMs);
        }
        return familyTurnText(board_, rules_.family());
    }
    std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double took, int& moves) override {
        std::vector<std::string> answer = words(line);
        std::vector<Played> played;
        std::optional<Verdict> illegal;
        std::string rejected, why;
        std::size_t i = 0;
        for (; i < answer.size() && !won(); ++i) {
            std::optional<FamilyMove> m = parseFamilyMove(answer[i], board_, rules_);
            why = "not a move (e.g. 26, 5a, 4h, a[10], 16v3)";
            if (m && rules_.check(board_, *m, &why) == m->count) {
                rules_.play(board_, *m);
                ++moves;
                legal_.push_back(*m);
                played.push_back({answer[i], {}});
                continue;
            }
            rejected = answer[i];
            illegal = Verdict{
                false, "illegal move",
                "illegal move" + onTurn + ", move " + std::to_string(i + 1) + " " + printable(answer[i]) + ": " + why};
            break;
        }
        if (show_) show_->answer(took, played, rejected, illegal ? why : "", illegal ? 0 : answer.size() - i);
        if (answer.empty()) return ::referee::printedNothing(onTurn);
        return illegal;
    }
    const FamilyBoard& board() const { return board_; }
    const std::vector<FamilyMove>& legal() const { return legal_; }

private:
    FamilyRules rules_;
    FamilyBoard board_;
    Display* show_;
    std::vector<FamilyMove> legal_;  // every move played, in order
};

// The bot's legal moves in order, and the board they left: what --replay draws.
struct MoveLog {
    std::vector<FamilyMove> moves;
    FamilyBoard last;
};

// Plays the match to its end; `show` and `log` may be null.
GameRecord play(const Match& match, const Settings& s, ::referee::Stderr botStderr, Display* show = nullptr,
                MoveLog* log = nullptr) {
    if (show) show->start(match.label, s.family);
    Turns turns(match.start, s.family, show);
    ::referee::TurnLimits limits{*s.firstTurnMs, s.turnMs, s.maxTurns, 1 << 20};
    GameRecord rec = ::referee::playTurns(match.unplayed(), s.bot, botStderr, limits, turns);
    if (show) show->finish(turns.board(), s.family);
    if (log) *log = {turns.legal(), turns.board()};
    return rec;
}

// --replay: the game as a page, its frames the moves played again from the
// deal by the rules engine; the last must be the board the game ended on.
void writeReplay(const Settings& s, const Match& match, const GameRecord& game, const MoveLog& log) {
    replay::Replay page =
        familyReplayOf(match.start, log.moves, s.family, familyLabel(s.family), match.label, game.verdict.text);
    if (page.frames.back().piles != familyReplayPiles(log.last, s.family))
        throw std::logic_error("the replay does not end on the game's last board; please report this game");
    std::string error;
    if (!replay::writePage(s.replayFile, page, error)) throw UsageError(error, false);
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    w.key("game").value(familyLabel(s.family));
    ::referee::writeJudgeLimits(w, s);
    w.close('}');
}

}  // namespace
}  // namespace family_judge

int familyJudge(const std::vector<std::string>& words, const Family& family, const std::string& familyArguments) {
    using namespace family_judge;
    Settings s = parseSettings(words, family);
    if (s.print) {
        std::cout << familyBoardText(dealMatch(s, s.seeds[0]).start, s.family);
        return 0;
    }
    if (s.bot.empty()) {  // the bot built beside this referee, told the game
        std::string built = ::referee::builtBotBesideReferee();
        if (built.empty()) throw UsageError("no bot: give --bot COMMAND");
        s.bot = built + " " + familyArguments;
    }
    std::string note = "game: " + familyLabel(s.family) + "\n" +
        (familyNote(s.family).empty() ? "" : "note: " + familyNote(s.family) + "\n");
    if (!s.batch) {
        Match match = s.boardFile.empty() ? dealMatch(s, s.seeds[0]) : boardMatch(s);
        bool color = ::referee::useColor(s.color);
        Display display(std::cout, color);
        MoveLog log;
        GameRecord game = play(match, s, ::referee::Stderr::Inherit, s.show ? &display : nullptr, &log);
        ::referee::Painter paint(s.show && color);
        std::cout << paint(game.verdict.won ? ::referee::ansi::Green : ::referee::ansi::Red, game.line()) << "\n"
                  << note;
        if (s.json) {
            ::referee::Summary summary;
            summary.add(game);
            std::cout << summary.json([&](auto& w) { writeSettings(w, s); }) << "\n";
        }
        if (!s.replayFile.empty()) writeReplay(s, match, game, log);
        return game.verdict.won ? 0 : 1;
    }
    ::referee::Summary summary = ::referee::playGames<GameRecord>(
        ::referee::judgeBatch(s, "referee freecell --game"), s.jobs,
        [&](std::size_t i) { return play(dealMatch(s, s.seeds[i]), s, s.botStderrMode()); });
    return ::referee::reportSummary(summary, true, s.json, note,
                                    [&](::referee::json::Writer& w) { writeSettings(w, s); });
}

const char* familyJudgeUsage() { return family_judge::Usage; }

}  // namespace freecell::referee
