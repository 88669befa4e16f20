#include "referee/spider/keeper.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <vector>

#include "common/text.hpp"
#include "referee/common/next_command.hpp"
#include "common/replay_page.hpp"
#include "games/spider/replay.hpp"
#include "referee/spider/advice.hpp"
#include "referee/spider/picture.hpp"

namespace spider::referee {

namespace {

using patience::lower;
using patience::trim;

const char* SuitNames[] = {"clubs", "diamonds", "hearts", "spades"};

const char* HelpText =
    "Commands (case does not matter; cards as As, 10d, Qh):\n"
    "  n m        move as many cards as possible from column n to column m\n"
    "  n m k      move k cards from column n to column m\n"
    "  n          remove a completed suit (King to Ace) from the bottom of column n\n"
    "  -k         back up k moves (over a turned card or a deal: confirm, and be branded a cheater)\n"
    "  (empty)    redraw the tableau\n"
    "  A k        autosave to SPIDER.TMP every k moves (A or A 0: off)\n"
    "  D          deal a row from the hand (no spaces allowed)\n"
    "  F [file]   save the game with its history (default SPIDER.<moves>)\n"
    "  L card     where the card is among the face-up cards\n"
    "  P n        column n in text, runs of one suit in brackets\n"
    "  Q          quit (asks to confirm)\n"
    "  S          status: deals left, suits removed, face-down and face-up cards\n"
    "  T [file]   the tableau in text (default TBLEAU.<moves>; - for the screen)\n"
    "  W [file]   the position in Woods's file format (default POSITN.<moves>; - for the screen)\n"
    "  X [file]   an SVG picture of the tableau (default SP<moves>.svg)\n"
    "  R [file]   a replay page (HTML) of the game so far, back-ups too (default SP<moves>.html)\n"
    "  hint       the fair bot's move, from what you see (the face-down cards stay unknown to it)\n"
    "  peek       the solver's move: it knows the face-down cards and the hand (the game is then assisted)\n"
    "  check      can this still be won? The solver's verdict (knows the face-down cards: assisted)\n"
    "  check when ... and if not, the move that lost it\n"
    "  check fair once the hand is out: can it be won whatever the face-down cards are? (not assisted)\n"
    "  ? or H     this list";

int screenRows() {
    winsize w{};
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &w) == 0 && w.ws_row > 0) return w.ws_row;
    return 24;
}

}  // namespace

Keeper::Keeper(Record record, KeeperOptions options, std::istream& in, std::ostream& out)
    : r_(std::move(record)),
      opt_(options),
      in_(in),
      out_(out),
      notes_(options.screen, out),
      advisor_(spiderAdvisor(options.advisor, r_.game.rules)) {
    advisor_.hintMs = options.hintMs;
    // A loaded game's history is part of the game so far.
    frames_ = replayOf(r_.game, "", "").frames;
    framedSteps_ = r_.game.history.size();
}

int Keeper::moves() const {
    return int(
        std::count_if(r_.game.history.begin(), r_.game.history.end(), [](const Action& a) { return !a.automatic; }));
}

bool Keeper::nextLine(std::string& line) {
    // The prompt is the caller's (a command's, or a question's).
    return ::referee::nextCommand(lines_, out_, false, "", line, [&] {
        out_ << (opt_.prompt ? "\n" : "") << "Leaving the game (not saved).\n" << std::flush;
    });
}

void Keeper::redraw() {
    ::referee::Painter paint(opt_.color);
    if (!opt_.screen) {
        out_ << drawTableau(r_.game, moves(), paint) << std::flush;
        return;
    }
    const std::string& note = notes_.text();
    int noteLines = int(std::count(note.begin(), note.end(), '\n'));
    int rows = screenRows();
    out_ << "\033[H\033[2J";
    if (noteLines > 8) {
        // A long answer (S, ?, P of a long column) takes the screen, as Woods's S does.
        out_ << note << "(empty line: back to the tableau)\n";
    } else {
        out_ << drawTableau(r_.game, moves(), paint, std::max(6, rows - 4 - noteLines)) << note;
    }
    notes_.ringAndForget();
    out_ << std::flush;
}

bool Keeper::ask(const std::string& question, std::string& answer) {
    out_ << question << (opt_.prompt ? "" : "\n") << std::flush;
    if (!nextLine(answer)) return false;
    answer = trim(answer);
    return true;
}

bool Keeper::confirm(const std::string& question) {
    std::string a;
    return ask(question + " (y/n) ", a) && !a.empty() && std::tolower(static_cast<unsigned char>(a[0])) == 'y';
}

std::string Keeper::fileName(const std::string& given, const std::string& fallback, bool& cancelled) {
    cancelled = false;
    if (!given.empty()) return given;
    std::string a;
    if (!ask("File name [" + fallback + "]: ", a)) {
        cancelled = true;
        return "";
    }
    // A mistyped command letter would otherwise turn the next move into a
    // file named "11 3": a name that reads as a move or a command is refused.
    bool movelike =
        a.find_first_of("0123456789") != std::string::npos && a.find_first_not_of("0123456789 ,-") == std::string::npos;
    if (movelike || (a.size() == 1 && std::isalpha(static_cast<unsigned char>(a[0])))) {
        cancelled = true;
        refuse("no file written: '" + a + "' looks like a command, not a file name");
        return "";
    }
    return a.empty() ? fallback : a;
}

void Keeper::writeOut(const std::string& given, const std::string& fallback, const std::string& what,
                      const std::string& text) {
    bool cancelled;
    std::string name = fileName(given, fallback, cancelled);
    if (cancelled) return;
    if (name == "-") {
        if (opt_.screen)
            say(text.substr(0, text.size() - (!text.empty() && text.back() == '\n')));
        else
            out_ << text << std::flush;
        return;
    }
    std::ofstream f(name, std::ios::binary);
    if (f) f << text;
    if (!f || !f.flush()) return refuse("cannot write " + name + " (" + std::strerror(errno) + ")");
    say(what + " written to " + name);
}

void Keeper::played() {
    std::vector<replay::Frame> steps = replaySteps(r_.game, r_.game.history.size() - framedSteps_);
    frames_.insert(frames_.end(), steps.begin(), steps.end());
    framedSteps_ = r_.game.history.size();
    if (opt_.solverLine && !r_.game.won()) solverLine();
    if (autosaveEvery_ <= 0 || ++sinceAutosave_ % autosaveEvery_) return;
    std::ofstream f("SPIDER.TMP", std::ios::binary);
    if (f) f << saveText(r_);
    if (!f || !f.flush()) refuse(std::string("cannot autosave to SPIDER.TMP (") + std::strerror(errno) + ")");
}

void Keeper::backUp(int k) {
    int made = moves();
    if (k < 1) return refuse("back up how many moves? (-1, -2, ...)");
    if (k > made) return refuse("only " + std::to_string(made) + " move" + (made == 1 ? "" : "s") + " to back up");
    // The history entries to undo: k moves and the automatic removals after them.
    auto& h = r_.game.history;
    std::size_t n = 0;
    bool reveals = false;
    for (int left = k; left > 0;) {
        const Action& a = h[h.size() - 1 - n++];
        reveals |= a.revealed();
        if (!a.automatic) --left;
    }
    if (reveals && !r_.game.cheated &&
        !confirm("This backs over a card turned up (or a deal): you will be branded a cheater. Confirm?"))
        return say("not backed up");
    for (std::size_t i = 0; i < n; ++i) r_.game.backUp();
    for (HelpMark& h : r_.help) h.at = std::min(h.at, r_.game.history.size());
    frames_.push_back(replayBackUp(r_.game, k));
    framedSteps_ = r_.game.history.size();
    say("backed up " + std::to_string(k) + " move" + (k == 1 ? "" : "s") + (r_.game.cheated ? " (cheated)" : ""));
}

std::string Keeper::replayPage() const {
    replay::Replay page;
    page.game = "Spider";
    page.title = r_.seed ? "seed " + std::to_string(*r_.seed) : "a loaded game";
    if (r_.game.won()) page.verdict = "won in " + std::to_string(moves()) + (moves() == 1 ? " move" : " moves");
    if (r_.game.cheated)
        page.verdict += std::string(page.verdict.empty() ? "" : " ") + "(backed over a turned card or a deal)";
    page.verdict += assistedWords();
    page.layout = replayLayout();
    page.frames = frames_;
    return replay::page(page);
}

void Keeper::status() {
    const Game& g = r_.game;
    std::string removed;
    for (const auto& run : g.removedRuns)
        removed += std::string(removed.empty() ? " (" : ", ") + SuitNames[suitOf(run[0])];
    int up[Suits] = {}, total = 0;
    bool ranks[Suits][Ranks + 1] = {};
    for (const auto& c : g.columns)
        for (Card k : c.up) ++up[suitOf(k)], ++total, ranks[suitOf(k)][rankOf(k)] = true;
    std::string perSuit, whole;
    for (int s = 0; s < Suits; ++s) {
        perSuit += std::string(s ? ", " : "") + SuitNames[s] + " " + std::to_string(up[s]);
        if (std::all_of(ranks[s] + 1, ranks[s] + Ranks + 1, [](bool b) { return b; }))
            whole += std::string(whole.empty() ? "" : ", ") + SuitNames[s];
    }
    say("Deals left: " + std::to_string(g.dealsLeft()) + " (" + std::to_string(g.hand.size()) + " cards in the hand)");
    say("Suits removed: " + std::to_string(g.removedRuns.size()) + " of 8" + (removed.empty() ? "" : removed + ")"));
    say("Face-down cards: " + std::to_string(g.faceDown()));
    say("Face-up cards: " + std::to_string(total) + " (" + perSuit + ")");
    say("Suits with all 13 ranks face up: " + (whole.empty() ? std::string("none") : whole));
    say("Moves: " + std::to_string(moves()) + "; rules: " + rulesWords(g.rules));
    say(std::string("Cheated: ") + (g.cheated ? "yes" : "no"));
    say("Help: " + (r_.help.empty() ? std::string("none") : r_.helpWords() + (r_.assisted() ? " (assisted)" : "")) +
        (r_.winnableOnly ? "; dealt winnable-only" : ""));
}

void Keeper::look(const std::string& word) {
    auto card = parseCard(word);
    if (!card)
        return refuse(word.empty() ? "L wants a card, e.g. L 10d" : "'" + word + "' is not a card (write As, 10d, Qh)");
    std::string where;
    for (int c = 0; c < Columns; ++c) {
        const auto& up = r_.game.columns[std::size_t(c)].up;
        for (std::size_t i = 0; i < up.size(); ++i) {
            if (up[i] != *card) continue;
            std::size_t below = up.size() - 1 - i;
            where += std::string(where.empty() ? "" : "; ") + "column " + std::to_string(c + 1) +
                (below ? ", " + std::to_string(below) + " card" + (below == 1 ? "" : "s") + " below it"
                       : ", at the bottom");
        }
    }
    say(cardName(*card) + (where.empty() ? " is not among the face-up cards" : ": " + where));
}

bool Keeper::command(const std::string& raw) {
    std::string line = trim(raw);
    Game& g = r_.game;
    if (line.empty()) {
        if (!opt_.screen) redraw();
        return true;
    }
    if (advise(line)) return true;
    std::string k = std::to_string(moves());
    char first = char(std::toupper(static_cast<unsigned char>(line[0])));
    std::string arg = trim(line.substr(1));
    auto needsNoArgument = [&] {
        if (arg.empty()) return true;
        refuse(std::string(1, first) + " takes nothing after it");
        return false;
    };
    if (std::isdigit(static_cast<unsigned char>(line[0]))) {
        std::vector<int> n;
        for (std::size_t i = 0; i < line.size();) {
            if (!std::isdigit(static_cast<unsigned char>(line[i]))) {
                ++i;
                continue;
            }
            std::size_t j = i;
            while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
            if (j - i > 3) return refused("'" + line.substr(i, j - i) + "' is not a column");
            n.push_back(std::stoi(line.substr(i, j - i)));
            i = j;
        }
        // The first two are columns; a third is a number of cards, checked by the move.
        for (std::size_t i = 0; i < n.size() && i < 2; ++i)
            if (n[i] < 1 || n[i] > Columns) return refused("columns are numbered 1 to 10");
        if (n.size() == 1) {
            std::string why = g.whyNotRemove(n[0] - 1);
            if (!why.empty()) return refused(why);
            g.remove(n[0] - 1);
            say("removed " + std::string(SuitNames[suitOf(g.removedRuns.back()[0])]) + " from column " +
                std::to_string(n[0]));
        } else if (n.size() == 2 || n.size() == 3) {
            int from = n[0] - 1, to = n[1] - 1;
            int count = n.size() == 3 ? n[2] : g.cardsFor(from, to);
            std::string why = g.whyNotMove(from, to, n.size() == 3 || count ? count : std::max(1, g.movableRun(from)));
            if (!why.empty()) return refused(why);
            g.move(from, to, count);
        } else {
            return refused("a move is \"n m\" or \"n m k\"; \"n\" removes a suit");
        }
        played();
    } else if (first == '-') {
        if (arg.empty() || arg.size() > 4 || arg.find_first_not_of("0123456789") != std::string::npos)
            return refused("back up is -k, k a number of moves");
        backUp(std::stoi(arg));
        return true;
    } else if (first == 'A') {
        if (!arg.empty() && arg.find_first_not_of("-0123456789") != std::string::npos)
            return refused("A wants a number of moves");
        autosaveEvery_ = arg.empty() || arg.size() > 6 ? 0 : std::atoi(arg.c_str());
        sinceAutosave_ = 0;
        say(autosaveEvery_ > 0 ? "autosave to SPIDER.TMP every " + std::to_string(autosaveEvery_) + " move" +
                    (autosaveEvery_ == 1 ? "" : "s")
                               : "autosave off");
        return true;
    } else if (first == 'D') {
        if (!needsNoArgument()) return true;
        std::string why = g.whyNotDeal();
        if (!why.empty()) return refused(why);
        g.deal();
        played();
    } else if (first == 'F') {
        writeOut(arg, "SPIDER." + k, "game", saveText(r_));
        return true;
    } else if (first == 'L') {
        look(arg);
        return true;
    } else if (first == 'P') {
        if (arg.empty() || arg.size() > 2 || arg.find_first_not_of("0123456789") != std::string::npos ||
            std::stoi(arg) < 1 || std::stoi(arg) > Columns)
            return refused("P wants a column, 1 to 10");
        say(columnText(g, std::stoi(arg) - 1));
        return true;
    } else if (first == 'Q') {
        if (!needsNoArgument()) return true;
        if (confirm("Quit?")) {
            out_ << "Bye.\n" << std::flush;
            return false;
        }
        return true;
    } else if (first == 'S') {
        if (needsNoArgument()) status();
        return true;
    } else if (first == 'T') {
        writeOut(arg, "TBLEAU." + k, "tableau", tableauText(g));
        return true;
    } else if (first == 'W') {
        writeOut(arg, "POSITN." + k, "position", writePosition(g));
        return true;
    } else if (first == 'X') {
        writeOut(arg, "SP" + k + ".svg", "picture", tableauSvg(g, moves()));
        return true;
    } else if (first == 'R') {
        writeOut(arg, "SP" + k + ".html", "replay page", replayPage());
        return true;
    } else if (first == '?' || first == 'H') {
        say(HelpText);
        return true;
    } else {
        return refused("unknown command '" + line + "' (? for the list)");
    }
    if (g.won()) {
        if (opt_.screen) redraw();
        announceWin();
        return false;
    }
    return true;
}

void Keeper::announceWin() {
    out_ << "All eight suits removed in " << moves() << (moves() == 1 ? " move" : " moves") << ": you win!"
         << (r_.game.cheated ? " (But you cheated.)" : "") << assistedWords() << "\n"
         << std::flush;
}

int Keeper::run() {
    redraw();
    // A file whose suits are all removed (or whose moves win) is won already.
    if (r_.game.won()) {
        announceWin();
        return 0;
    }
    for (;;) {
        if (opt_.prompt) out_ << "* " << std::flush;
        std::string line;
        if (!nextLine(line)) {
            out_ << (opt_.prompt ? "\n" : "") << "End of input: leaving the game (not saved).\n" << std::flush;
            return 0;
        }
        if (!command(line)) return 0;
        if (opt_.screen) redraw();
    }
}

}  // namespace spider::referee
