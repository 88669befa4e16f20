// `referee freecell`: FreeCell bots judged as the online puzzle judges them:
// the options (what to play, which bot, under which rules and limits), one
// game on the shared turn loop (any number of moves an answer, autoplay
// after each, the board drawn for --show), and the batch, the verdicts and
// the replay page.
#include "referee/freecell/judge.hpp"

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/options.hpp"
#include "common/replay_page.hpp"
#include "common/text_file.hpp"
#include "games/freecell/freecell.hpp"
#include "games/freecell/protocol.hpp"
#include "games/freecell/replay.hpp"
#include "games/freecell/rules_options.hpp"
#include "referee/common/bot_command.hpp"
#include "referee/common/judge_main.hpp"
#include "referee/common/judge_options.hpp"
#include "referee/common/summary.hpp"
#include "referee/common/terminal.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/wording.hpp"
#include "referee/freecell/family/judge.hpp"
#include "referee/freecell/game_options.hpp"
#include "referee/freecell/picture.hpp"

namespace freecell::referee {

using patience::UsageError;
using ::referee::GameRecord;
using ::referee::ms;
using ::referee::plural;
using ::referee::printable;
using ::referee::Verdict;

namespace {

// The largest batch one command may ask for: each game keeps a line of results.
constexpr std::size_t MaxBatch = 10'000'000;

struct Settings : ::referee::JudgeOptions, OneGameOptions {
    Autoplay autoplay = Autoplay::Safe;
    Capacity capacity = Capacity::Doubling;  // the supermove rule (the online one is not published)
    std::optional<std::int64_t> printDeal;

    Settings() {
        seedOptions = {"--deal", "--deals", 1, MaxDeal, MaxBatch, "deal"};
        seeds = {10913};  // the puzzle's first test case
        // The limits the online judge is believed to use (see issue 2).
        firstTurnMs = 1000;
        turnMs = 50;
        maxTurns = 200;
    }
};

// `words`: the command line without fc-solve's game options. Throws
// patience::UsageError.
Settings parseSettings(const std::vector<std::string>& words) {
    Settings s;
    ::referee::parseJudgeOptions(patience::OptionReader(words), s,
                                 [&](const std::string& o, patience::OptionReader& args) {
                                     if (readOneGameOption(o, args, s))
                                         return true;
                                     else if (o == "--print-deal")
                                         s.printDeal = args.integer(1, MaxDeal);
                                     else
                                         return patience::readRuleOption<RuleOptions>(o, args, s);
                                     return true;
                                 });
    checkOneGameOptions(s, s.seedGiven, s.batch);
    ::referee::checkBatchOptions(s);
    return s;
}

const char* Usage = R"(usage: referee freecell [options]
Plays FreeCell against a bot the way the online puzzle does: each turn the bot
reads the 14-line turn input and answers one line of moves (e.g. "26 5a 4h").

What to play (one of):
  --deal N             Microsoft deal N, 1..2147483647 (default 10913, the puzzle's first test)
  --board FILE         a board in fc-solve format
  --deals LIST         a batch of deals (7, 1-100 or 1-10,20,30-35); prints a verdict
                       per deal, then a summary
  --jobs J             games played at once in a batch (default 1)
  --jsonl FILE         a batch: one JSON line per game in FILE as it ends
  --resume             ... skipping the games FILE holds already; the summary counts them
  --shard K/N          a batch: only the deals d with d mod N = K-1 (one of N machines)

The bot:
  --bot "COMMAND"      run with /bin/sh -c (default: the bot next to this referee)
  --bot-stderr         in a batch, show the bot's stderr (a single game always does)

Rules and limits:
  --autoplay MODE      safe (the puzzle's), all or none (default safe)
  --capacity RULE      how many cards a supermove may carry, with F free cells and
                       E empty cascades (the target not counted when it is empty):
                         doubling  (F + 1) x 2^E, the usual rule (default)
                         linear    (F + 1) x (E + 1)
                         cells     F + 1
                       the puzzle does not publish its rule; its example wins under each
  --first-turn-ms MS   time for the first answer (default 1000)
  --turn-ms MS         time for each later answer (default 50)
  --max-turns N        turns before the game is lost (default 200)

Output:
  --show               draw the board and the moves every turn
  --color WHEN         auto, always or never (default auto: on a terminal)
  --json               end with one line of JSON: games, wins, failures, timings
  --replay FILE.html   write the game as a replay page: the board after every
                       move, with the verdict (one game; docs/replay.md)
  --print-deal N       print deal N in fc-solve format and exit

The FreeCell family (fc-solve's games and rule options, as `bot --help` lists):
  -g, --game NAME      play that game's deals under its rules; with a game other
                       than FreeCell, `referee freecell --game NAME --help` has
                       its options

Exit status: 0 every game won, 1 some game lost, 2 bad options or input.
)";

// "deal 5" or "board FILE", as dealt, before autoplay.
using Match = ::referee::Match<Board>;

// The bot's legal moves in order, and the board they left: what --replay draws.
struct MoveLog {
    std::vector<Move> moves;
    Board last;
};

// A line longer than this is a flood, not an answer: 1 MB holds 300,000 moves.
constexpr std::size_t MaxLine = 1 << 20;

// Cards that reached the foundations between two positions, lowest rank first.
std::vector<Card> sentHome(const Board& before, const Board& after) {
    std::vector<Card> out;
    for (int r = 1; r <= Ranks; ++r)
        for (int s = 0; s < Suits; ++s)
            if (before.home[s] < r && after.home[s] >= r) out.push_back(makeCard(r, s));
    return out;
}

std::string homeCount(const Board& b) { return "(" + std::to_string(b.cardsHome()) + "/52 cards home)"; }

Match dealMatch(std::int64_t deal) {
    return {"deal " + std::to_string(deal), "deal", std::to_string(deal), msDeal(std::uint32_t(deal))};
}

// FreeCell's side of the turn loop: any number of moves an answer, autoplay
// after each, and the board drawn for --show.
class Turns : public ::referee::GameTurns<Board> {
public:
    Turns(Board start, const Settings& s, Display* show)
        : GameTurns(start), autoplay_(s.autoplay), capacity_(s.capacity), show_(show) {}

    std::string winDetail(const GameRecord& rec) const override {
        std::string text = ", " + plural(rec.moves, "move");
        if (ignored_) text += ", " + plural(long(ignored_), "trailing move") + " ignored";
        return text;
    }
    std::optional<Verdict> endedWithoutWin(const std::string& onTurn) override {
        moves_ = legalMoves(game_, capacity_);
        if (!moves_.empty()) return std::nullopt;
        return Verdict{false, "no legal move left", "no legal move left" + onTurn + " " + homeCount(game_)};
    }
    std::string progress() const override { return " " + homeCount(game_); }
    std::string turnText(int turn, int limitMs) override {
        if (show_) show_->turn(turn, game_, moves_.size(), limitMs);
        return turnInput(game_, moves_);
    }
    std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double took, int& moves) override {
        std::vector<std::string> answer = words(line);
        if (answer.empty()) {
            if (show_) show_->answer(took, {}, "", "", 0);
            return ::referee::printedNothing(onTurn);
        }
        std::optional<Verdict> illegal;
        std::vector<Played> played;
        std::string rejected, why;
        for (std::size_t i = 0; i < answer.size(); ++i) {
            std::optional<Move> m = parseMove(answer[i]);
            Check c =
                m ? check(game_, *m, capacity_) : Check{0, "not a move (a move is two of 1-8, a-d, h, e.g. 26 5a 4h)"};
            if (!c) {
                rejected = answer[i], why = c.why;
                illegal = Verdict{false, "illegal move",
                                  "illegal move" + onTurn + ", move " + std::to_string(i + 1) + " " +
                                      printable(answer[i]) + ": " + why};
                break;
            }
            // freecell::apply, in two steps so that --show can tell what autoplay did.
            freecell::play(game_, *m, c.count);
            Board moved = game_;
            autoplay(game_, autoplay_);
            ++moves;
            legal_.push_back(*m);
            played.push_back({answer[i], sentHome(moved, game_)});
            if (game_.won()) {
                ignored_ = answer.size() - i - 1;
                break;
            }
        }
        if (show_) show_->answer(took, played, rejected, why, ignored_);
        return illegal;
    }
    const std::vector<Move>& legal() const { return legal_; }

private:
    Autoplay autoplay_;
    Capacity capacity_;
    Display* show_;
    std::vector<Move> moves_;  // this turn's legal moves
    std::size_t ignored_ = 0;  // words after the winning move
    std::vector<Move> legal_;  // every move played, in order
};

// Plays the match to its end; `show` and `log` may be null. Never throws for
// anything the bot does, and never waits past a turn's limit.
GameRecord play(const Match& match, const Settings& settings, ::referee::Stderr botStderr, Display* show,
                MoveLog* log = nullptr) {
    Board b = match.start;
    autoplay(b, settings.autoplay);
    if (show) show->start(match.label, settings.autoplay, settings.capacity, sentHome(match.start, b));
    Turns turns(b, settings, show);
    ::referee::TurnLimits limits{*settings.firstTurnMs, settings.turnMs, settings.maxTurns, MaxLine};
    GameRecord rec = ::referee::playTurns(match.unplayed(), settings.bot, botStderr, limits, turns);
    if (show) show->finish(turns.game());
    if (log) *log = {turns.legal(), turns.game()};
    return rec;
}

Match boardMatch(const std::string& file) {
    std::string text, why;
    if (!patience::readTextFile(file, text, why)) throw UsageError(file + ": " + why, false);
    try {
        return {"board " + file, "board", ::referee::json::quote(file), parseBoard(text)};
    } catch (const InputError& e) {
        throw UsageError(file + ": " + e.where(), false);
    }
}

void writeSettings(::referee::json::Writer& w, const Settings& s) {
    w.key("settings").open('{');
    w.key("bot").value(s.bot);
    w.key("autoplay").value(autoplayName(s.autoplay));
    w.key("capacity").value(capacityName(s.capacity));
    ::referee::writeJudgeLimits(w, s);
    w.close('}');
}

// A line after the verdicts when the supermove rule is not the usual one.
std::string capacityNote(const Settings& s) {
    return s.capacity == Capacity::Doubling ? ""
                                            : std::string("supermove capacity: ") + capacityName(s.capacity) + "\n";
}

// --replay: the game as a page. Its frames are the moves played again from the
// deal by the rules engine; the last must be the board the game ended on.
void writeReplay(const Settings& s, const Match& match, const GameRecord& game, const MoveLog& log) {
    replay::Replay page = replayOf(match.start, log.moves, s.autoplay, s.capacity, match.label, game.verdict.text);
    if (page.frames.back().piles != replayPiles(log.last))
        throw std::logic_error("the replay does not end on the game's last board; please report this game");
    std::string error;
    if (!replay::writePage(s.replayFile, page, error)) throw UsageError(error, false);
}

int playOne(const Settings& s) {
    Match match = s.boardFile.empty() ? dealMatch(std::int64_t(s.seeds[0])) : boardMatch(s.boardFile);
    bool color = ::referee::useColor(s.color);
    Display display(std::cout, color);
    MoveLog log;
    GameRecord game = play(match, s, ::referee::Stderr::Inherit, s.show ? &display : nullptr, &log);
    ::referee::Painter paint(s.show && color);
    std::cout << paint(game.verdict.won ? ::referee::ansi::Green : ::referee::ansi::Red, game.line()) << "\n"
              << capacityNote(s);
    if (s.json) {
        ::referee::Summary summary;
        summary.add(game);
        std::cout << summary.json([&](auto& w) { writeSettings(w, s); }) << "\n";
    }
    if (!s.replayFile.empty()) writeReplay(s, match, game, log);
    return game.verdict.won ? 0 : 1;
}

int playBatch(const Settings& s) {
    ::referee::Summary summary = ::referee::playGames<GameRecord>(
        ::referee::judgeBatch(s, "referee freecell"), s.jobs,
        [&](std::size_t i) { return play(dealMatch(std::int64_t(s.seeds[i])), s, s.botStderrMode(), nullptr); });
    return ::referee::reportSummary(summary, true, s.json, capacityNote(s),
                                    [&](::referee::json::Writer& w) { writeSettings(w, s); });
}

}  // namespace

int judgeMain(int argc, char** argv) {
    Family family;
    bool named = false;
    std::vector<std::string> rest;
    try {
        rest = patience::takeRuleOptions<FamilyOptions>(argc, argv, family, named);
    } catch (const UsageError&) {
        family = Family{};  // runJudge reports it below
    }
    if (!family.standard())
        return ::referee::runJudge(argc, argv, {"referee", "referee freecell --help", familyJudgeUsage()},
                                   [&] { return familyJudge(rest, family, familyOptionsText(family)); });
    return ::referee::runJudge(argc, argv, {"referee", "referee freecell --help", Usage}, [&] {
        Settings s = parseSettings(patience::takeRuleOptions<FamilyOptions>(argc, argv, family, named));
        if (s.printDeal) {
            std::cout << toFcSolve(msDeal(std::uint32_t(*s.printDeal)));
            return 0;
        }
        if (s.bot.empty()) s.bot = ::referee::builtBotBesideReferee();  // no --bot: the one built beside this referee
        if (s.bot.empty()) throw UsageError("no bot: give --bot COMMAND");
        return s.batch ? playBatch(s) : playOne(s);
    });
}

}  // namespace freecell::referee
