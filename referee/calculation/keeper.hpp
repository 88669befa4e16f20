// A game of Calculation for a person: the panel, short commands, undo
// (counted and reported), a bell and one line for an illegal move, and help
// from the bot (hint, peek, check: keeper_advice.cpp), counted and reported.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "referee/common/advisor.hpp"
#include "referee/common/notes.hpp"
#include "common/line_reader.hpp"
#include "games/calculation/calculation.hpp"

namespace calculation::referee {

struct KeeperOptions {
    bool screen = false;  // redraw the panel after every command (stdout is a terminal)
    bool color = false;   // red suits red, the calculator in colour
    bool prompt = false;  // print the "> " prompt (stdin is a terminal)
    RuleSet rules = RuleSet::CoCo;
    std::string replayFile;         // --replay: the game as a replay page, written when it ends and when leaving
    std::string advisor;            // the bot asked for hint, peek and check (empty: the one beside the referee)
    int hintMs = 1000;              // a hint's time limit (--hint-ms)
    bool winnableOnly = false;      // deal (and n) only seeds the solver proves winnable
    bool solverLine = false;        // the solver's verdict after every move (a check each move)
    long solverPositions = 200000;  // the solver's budget for a peek or a check (advice.hpp's CheckPositions)
    int difficulty = 0;             // deal (and n) only seeds the fair bot grades so (1-5; 0: any)
};

// What to deal first: a seed, or a deck file's order (then `seed` is unused).
struct FirstDeal {
    std::uint64_t seed = 1;
    std::optional<std::vector<Card>> order;
    std::string file;  // the deck file's name, for the status line
};

class Keeper {
public:
    // With options.winnableOnly, deals the first seed from deal.seed that the
    // solver proves winnable, and says so; throws std::runtime_error when
    // none of a hundred is.
    Keeper(FirstDeal deal, KeeperOptions options, std::istream& in, std::ostream& out);
    // Reads commands until q or the end of input; returns the exit status: 0,
    // or 2 when the --replay page could not be written at the end (after one
    // line on stderr naming the file).
    // Throws patience::LineTooLong (naming the line) on a line of more than
    // 64 KB, after the closing line: not a person's input.
    int run();
    // A line to show with the first panel.
    void note(const std::string& line) { say(line); }

private:
    KeeperOptions opt_;
    std::istream& in_;
    std::ostream& out_;
    patience::LineReader lines_{in_};  // commands, capped and counted
    ::referee::Notes notes_;           // what the last command said (under the panel on a screen)
    Game start_;                       // as dealt: the replay's first frame
    Game game_;
    std::vector<Game> history_;   // the positions before each move, for undo
    std::vector<Move> line_;      // the moves from start_ to game_ (undone ones taken out): the replay's
    bool replayWritten_ = false;  // the --replay file holds a game of this session
    std::uint64_t seed_ = 0;
    std::string deckFile_;  // non-empty: the game came from this file
    int moves_ = 0, undos_ = 0;
    ::referee::Advisor advisor_;
    bool dealtWinnable_ = false;              // the solver proved this deal winnable before it was dealt
    int hints_ = 0, peeks_ = 0, checks_ = 0;  // help asked for in this game

    void deal(std::uint64_t seed);
    bool over() const { return game_.won() || game_.lost(); }
    std::string status() const;
    void say(const std::string& line) { notes_.say(line); }
    void refuse(const std::string& why) { notes_.refuse(why); }
    // A command refused, for command() to return: the game goes on.
    bool refused(const std::string& why) {
        refuse(why);
        return true;
    }
    void redraw();
    void undo();
    void moved();                           // after a move: the plain line, and the end of the game
    bool command(const std::string& line);  // false: leave
    // The game from the deal to now as a replay page in `file`; on failure
    // `error` is one line naming the file.
    bool writeReplay(const std::string& file, std::string& error);
    void replayCommand(const std::string& file);  // `replay [FILE]`
    bool leave();               // the --replay page at the end of the session; false if it could not be written
    std::string tally() const;  // "12 moves, 1 undo, assisted: 1 peek"

    // Help (keeper_advice.cpp): false if `line` is none of its words.
    bool advise(const std::string& line);
    void foundationMoves();  // which cards can go to a foundation now
    void hint();
    void peek();
    void check(bool when);
    void solverLine();  // after a move, with --solver-line
    // --winnable-only: the first seed from `seed` proved winnable, said in a note.
    std::uint64_t winnableSeed(std::uint64_t seed);
    // A peek or a check used the deck's order.
    bool assisted() const { return peeks_ + checks_ > 0; }
    // "assisted: 1 peek, 3 checks", "with 2 hints" or "" for none.
    std::string helpWords() const;
};

}  // namespace calculation::referee
