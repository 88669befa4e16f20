// A game of Calculation for a person: the panel, short commands, undo
// (counted and reported), a bell and one line for an illegal move.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "referee/common/notes.hpp"
#include "common/line_reader.hpp"
#include "games/calculation/calculation.hpp"

namespace calculation::referee {

struct KeeperOptions {
    bool screen = false;  // redraw the panel after every command (stdout is a terminal)
    bool color = false;   // red suits red, the calculator in colour
    bool prompt = false;  // print the "> " prompt (stdin is a terminal)
    RuleSet rules = RuleSet::CoCo;
    std::string replayFile;  // --replay: the game as a replay page, written when it ends and when leaving
};

// What to deal first: a seed, or a deck file's order (then `seed` is unused).
struct FirstDeal {
    std::uint64_t seed = 1;
    std::optional<std::vector<Card>> order;
    std::string file;  // the deck file's name, for the status line
};

class Keeper {
public:
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
    ::referee::Notes notes_;  // what the last command said (under the panel on a screen)
    Game start_;  // as dealt: the replay's first frame
    Game game_;
    std::vector<Game> history_;  // the positions before each move, for undo
    std::vector<Move> line_;     // the moves from start_ to game_ (undone ones taken out): the replay's
    bool replayWritten_ = false;  // the --replay file holds a game of this session
    std::uint64_t seed_ = 0;
    std::string deckFile_;  // non-empty: the game came from this file
    int moves_ = 0, undos_ = 0;

    void deal(std::uint64_t seed);
    bool over() const { return game_.won() || game_.lost(); }
    std::string status() const;
    void say(const std::string& line) { notes_.say(line); }
    void refuse(const std::string& why) { notes_.refuse(why); }
    void redraw();
    void undo();
    void hint();
    void moved();  // after a move: the plain line, and the end of the game
    bool command(const std::string& line);  // false: leave
    // The game from the deal to now as a replay page in `file`; on failure
    // `error` is one line naming the file.
    bool writeReplay(const std::string& file, std::string& error);
    void replayCommand(const std::string& file);  // `replay [FILE]`
    bool leave();  // the --replay page at the end of the session; false if it could not be written
};

}  // namespace calculation::referee
