// `referee freecell`: options in, games played, verdicts and summary out.
#include "referee/freecell/judge.hpp"

#include <iostream>
#include <unistd.h>

#include "referee/common/judge_main.hpp"
#include "common/options.hpp"
#include "referee/common/summary.hpp"
#include "referee/common/text_file.hpp"
#include "referee/freecell/match.hpp"
#include "common/replay_page.hpp"
#include "games/freecell/replay.hpp"

namespace freecell::referee {

using ::referee::GameRecord;
using patience::UsageError;

namespace {

// The bot built next to this referee (build/bin/bot), as a shell word.
std::string siblingBot() {
    char path[4096];
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
    if (n <= 0) return "";
    std::string dir(path, std::size_t(n));
    dir.resize(dir.rfind('/') + 1);
    std::string bot = dir + "bot";
    if (access(bot.c_str(), X_OK) != 0) return "";
    std::string quoted = "'";
    for (char c : bot) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

Match boardMatch(const std::string& file) {
    std::string text, why;
    if (!::referee::readTextFile(file, text, why)) throw UsageError(file + ": " + why, false);
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
    w.key("first_turn_ms").value(s.firstTurnMs);
    w.key("turn_ms").value(s.turnMs);
    w.key("max_turns").value(s.maxTurns);
    w.key("jobs").value(s.jobs);
    w.close('}');
}

// A line after the verdicts when the supermove rule is not the usual one.
std::string capacityNote(const Settings& s) {
    return s.capacity == Capacity::Doubling ? "" : std::string("supermove capacity: ") + capacityName(s.capacity) + "\n";
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
    Match match = s.boardFile.empty() ? dealMatch(s.deal) : boardMatch(s.boardFile);
    bool color = ::referee::useColor(s.color);
    Display display(std::cout, color);
    MoveLog log;
    GameRecord game = play(match, s, ::referee::Stderr::Inherit, s.show ? &display : nullptr, &log);
    ::referee::Painter paint(s.show && color);
    std::cout << paint(game.verdict.won ? ::referee::ansi::Green : ::referee::ansi::Red, game.line()) << "\n" << capacityNote(s);
    if (s.json) {
        ::referee::Summary summary;
        summary.add(game);
        std::cout << summary.json([&](auto& w) { writeSettings(w, s); }) << "\n";
    }
    if (!s.replayFile.empty()) writeReplay(s, match, game, log);
    return game.verdict.won ? 0 : 1;
}

int playBatch(const Settings& s) {
    auto botStderr = s.botStderr ? ::referee::Stderr::Inherit : ::referee::Stderr::Discard;
    ::referee::Batch batch{"referee freecell", "deal", s.deals, s.log};
    ::referee::Summary summary = ::referee::playGames<GameRecord>(
        batch, s.jobs, [&](std::size_t i) { return play(dealMatch(s.deals[i]), s, botStderr, nullptr); });
    return ::referee::reportSummary(summary, true, s.json, capacityNote(s), [&](::referee::json::Writer& w) { writeSettings(w, s); });
}

}  // namespace

int main(int argc, char** argv) {
    return ::referee::runJudge("referee", "referee freecell --help", [&] {
        Settings s = parseSettings(argc, argv);
        if (s.help) {
            std::cout << usageText();
            return 0;
        }
        if (s.printDeal) {
            std::cout << toFcSolve(msDeal(std::uint32_t(*s.printDeal)));
            return 0;
        }
        if (s.bot.empty()) s.bot = siblingBot();
        if (s.bot.empty()) throw UsageError("no bot: give --bot COMMAND");
        return s.batch() ? playBatch(s) : playOne(s);
    });
}

}  // namespace freecell::referee
