#include "referee/calculation/keeper.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>

#include "common/text.hpp"
#include "referee/common/next_command.hpp"

#include "referee/calculation/advice.hpp"
#include "referee/calculation/picture.hpp"
#include "referee/calculation/deck_file.hpp"
#include "referee/common/keeper_main.hpp"
#include "referee/common/terminal.hpp"
#include "games/calculation/replay.hpp"
#include "common/replay_page.hpp"

namespace calculation::referee {

namespace {

using patience::lower;
using patience::trim;

const char* HelpText =
    "Commands (case does not matter):\n"
    "  f1 .. f4     the card in hand to foundation 1-4\n"
    "  w1 .. w4     the card in hand to waste pile 1-4\n"
    "  w1 f4        the top card of waste pile 1 to foundation 4\n"
    "  w2 w3        the top card of waste pile 2 to waste pile 3, if that one is empty (coco rules)\n"
    "  u, undo      take back the last move (undos are counted and reported)\n"
    "  hint         the fair bot's move, from what you see (it does not know the deck's order),\n"
    "               and which cards can go to a foundation now\n"
    "  peek         the solver's move: it knows the deck's order (the game is then assisted)\n"
    "  check        can this still be won? The solver's verdict (knows the order: assisted)\n"
    "  check when   ... and if not, the move that lost it\n"
    "  n, new       a new game (the next seed)\n"
    "  replay FILE  write the game so far as a replay page (one HTML file: every position, the moves)\n"
    "  replay       ... to the --replay file (which also gets the game when it ends and when you\n"
    "               leave), or else to calculation-seed-N.html\n"
    "  q, quit      leave\n"
    "  (empty)      redraw\n"
    "  ?, h, help   this list\n"
    "Foundation 1 is built up by ones from its Ace, 2 by twos, 3 by threes, 4 by fours, up to the King,\n"
    "regardless of suit. Won when all four foundations hold their King.";

std::string times(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// What a move did, in words: "Qd to foundation 2".
std::string describe(const Game& before, Move m) {
    Card c =
        m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste ? *before.hand() : before.waste[m.from].back();
    bool toFoundation = m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation;
    return cardName(c) + (toFoundation ? " to foundation " : " to waste pile ") + std::to_string(m.to + 1);
}

}  // namespace

Keeper::Keeper(FirstDeal first, KeeperOptions options, std::istream& in, std::ostream& out)
    : opt_(options),
      in_(in),
      out_(out),
      notes_(options.screen, out),
      advisor_(calculationAdvisor(options.advisor, options.rules)) {
    advisor_.hintMs = options.hintMs;
    if (first.order) {
        game_ = start_ = Game(*first.order, opt_.rules);
        deckFile_ = first.file;
        seed_ = ::referee::clockSeed();  // for n
    } else {
        deal(opt_.winnableOnly || opt_.difficulty ? winnableSeed(first.seed) : first.seed);
    }
}

void Keeper::deal(std::uint64_t seed) {
    seed_ = seed;
    deckFile_.clear();
    game_ = start_ = newGame(seed, opt_.rules);
    history_.clear();
    line_.clear();
    moves_ = undos_ = 0;
    hints_ = peeks_ = checks_ = 0;
    dealtWinnable_ = opt_.winnableOnly;
}

std::string Keeper::status() const {
    std::string s = (deckFile_.empty() ? "seed " + std::to_string(seed_) : "deck " + deckFile_) + " | moves " +
        std::to_string(moves_) + " | undos " + std::to_string(undos_) + " | " +
        std::to_string(cardsOnFoundations(game_)) + " of 52 cards on the foundations";
    if (game_.won())
        s += " | WON";
    else if (game_.lost())
        s += " | LOST";
    if (!helpWords().empty()) s += " | " + helpWords();
    if (dealtWinnable_) s += " | winnable-only";
    return s;
}

void Keeper::redraw() {
    ::referee::Painter paint(opt_.color);
    if (opt_.screen) out_ << "\033[H\033[2J";
    out_ << drawPanel(game_, status(), paint);
    if (opt_.screen) notes_.writeUnder();
    out_ << std::flush;
}

void Keeper::undo() {
    if (history_.empty()) return refuse("nothing to undo");
    game_ = history_.back();
    history_.pop_back();
    line_.pop_back();
    --moves_;
    ++undos_;
    say("undone (" + times(undos_, "undo") + " so far)" + (opt_.screen ? "" : " | " + stateLine(game_)));
}

void Keeper::foundationMoves() {
    std::string moves;
    for (Move m : game_.legalMoves())
        if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation)
            moves += (moves.empty() ? "" : ", ") + moveName(m) + " (" + describe(game_, m) + ")";
    if (!moves.empty()) return say("to a foundation: " + moves);
    say(game_.hand() ? "nothing goes to a foundation now: the card in hand must go on a waste pile"
                     : "nothing goes to a foundation now: move a waste card to an empty pile to uncover one");
}

void Keeper::moved() {
    if (!over()) {
        if (opt_.solverLine) solverLine();
        return;
    }
    if (game_.won()) {
        say("All four foundations hold their King, in " + times(moves_, "move") + " with " + times(undos_, "undo") +
            ": you win!" + (helpWords().empty() ? "" : " (" + helpWords() + ")"));
    } else {
        say("Lost: the deck is out and no card can reach a foundation (" + std::to_string(cardsOnFoundations(game_)) +
            " of 52 on the foundations, " + tally() + ").");
    }
    if (!opt_.replayFile.empty()) replayCommand(opt_.replayFile);
    say(game_.won() ? "n: a new game, q: quit" : "n: a new game, q: quit, u: undo");
}

bool Keeper::writeReplay(const std::string& file, std::string& error) {
    std::string verdict;
    if (game_.won())
        verdict = "won in " + times(moves_, "move") + " with " + times(undos_, "undo");
    else if (game_.lost())
        verdict = "lost: the deck is out and no card can reach a foundation (" +
            std::to_string(cardsOnFoundations(game_)) + " of 52 on the foundations, " + tally() + ")";
    if (game_.won() && !helpWords().empty())
        verdict += " (" + helpWords() + ")";
    else if (!over() && !helpWords().empty())
        verdict = "not finished (" + helpWords() + ")";
    std::string title = (deckFile_.empty() ? "seed " + std::to_string(seed_) : "deck " + deckFile_) + ", " +
        rulesName(opt_.rules) + " rules" + (dealtWinnable_ ? ", dealt winnable-only" : "");
    if (!replay::writePage(file, replayOf(start_, line_, title, verdict), error)) return false;
    if (file == opt_.replayFile) replayWritten_ = true;
    return true;
}

void Keeper::replayCommand(const std::string& file) {
    std::string error;
    if (!writeReplay(file, error)) return refuse(error);
    say("The game so far (" + times(int(line_.size()), "move") + ") is written to " + file +
        ": a replay page for a browser.");
}

bool Keeper::leave() {
    // A new deal not yet played must not replace the game the file holds.
    if (opt_.replayFile.empty() || (line_.empty() && replayWritten_)) return true;
    std::string error;
    if (writeReplay(opt_.replayFile, error)) {
        out_ << "The game is written to " << opt_.replayFile << ".\n" << std::flush;
        return true;
    }
    std::cerr << "referee calculation: " << error << "\n" << std::flush;
    return false;
}

std::string Keeper::tally() const {
    return times(moves_, "move") + ", " + times(undos_, "undo") + (helpWords().empty() ? "" : ", " + helpWords());
}

bool Keeper::command(const std::string& raw) {
    std::string line = lower(trim(raw));
    if (line.empty()) {
        if (!opt_.screen) redraw();
        return true;
    }
    if (line == "q" || line == "quit") {
        out_ << "Bye (" << tally() << ").\n" << std::flush;
        return false;
    }
    if (line == "?" || line == "h" || line == "help") {
        say(HelpText);
        return true;
    }
    if (line == "u" || line == "undo") {
        undo();
        return true;
    }
    if (advise(line)) return true;
    if (line == "replay" || line.compare(0, 7, "replay ") == 0) {
        // The file name as typed: only the command's word is lowered.
        std::string file = line == "replay" ? opt_.replayFile : trim(trim(raw).substr(6));
        // As Spider's keeper names its page: after the game, in the current directory.
        if (file.empty())
            file =
                "calculation-" + (deckFile_.empty() ? "seed-" + std::to_string(seed_) : std::string("deck")) + ".html";
        replayCommand(file);
        return true;
    }
    if (line == "n" || line == "new") {
        if (!opt_.winnableOnly && !opt_.difficulty) {
            deal(seed_ + 1);
            say("New game, seed " + std::to_string(seed_) + " (referee calculation --seed " + std::to_string(seed_) +
                " deals it again).");
        } else {
            try {
                deal(winnableSeed(seed_ + 1));  // says which seed
            } catch (const std::runtime_error& e) {
                return refused(std::string("no new game: ") + e.what());
            }
        }
        if (!opt_.screen) redraw();
        return true;
    }
    std::optional<Move> m = parseMove(line);
    if (!m) return refused("unknown command '" + trim(raw) + "' (? for the list)");
    if (game_.won()) return refused("the game is won: n for a new game, q to quit");
    if (game_.lost()) return refused("the game is lost: n for a new game, q to quit, u to undo");
    std::string why = game_.whyNot(*m);
    if (!why.empty()) return refused(why);
    std::string what = describe(game_, *m);
    history_.push_back(game_);
    game_.play(*m);
    line_.push_back(*m);
    ++moves_;
    if (!opt_.screen) say(what + " | " + stateLine(game_));
    moved();
    return true;
}

int Keeper::run() {
    redraw();
    for (;;) {
        std::string line;
        bool got = ::referee::nextCommand(lines_, out_, opt_.prompt, "> ", line, [&] {
            out_ << "Leaving (" << tally() << ").\n" << std::flush;
            leave();
        });
        if (!got) {
            out_ << (opt_.prompt ? "\n" : "") << "End of input (" << tally() << ").\n" << std::flush;
            return leave() ? 0 : 2;
        }
        if (!command(line)) return leave() ? 0 : 2;
        if (opt_.screen) redraw();
    }
}

}  // namespace calculation::referee
