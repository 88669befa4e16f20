// The game keeper: Woods's command loop on a game and its history.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "referee/common/advisor.hpp"
#include "referee/common/notes.hpp"
#include "common/line_reader.hpp"
#include "common/replay.hpp"
#include "referee/spider/save_file.hpp"

namespace spider::referee {

struct KeeperOptions {
    bool screen = false;             // draw the tableau after every command (stdout is a terminal)
    bool color = false;              // red suits in red
    bool prompt = false;             // print the "*" prompt (stdin is a terminal)
    std::string advisor;             // the bot asked for hint, peek and check (empty: the one beside the referee)
    int hintMs = 1000;               // a hint's time limit (--hint-ms)
    bool solverLine = false;         // the solver's verdict after every move (a check each move)
    long solverPositions = 1000000;  // the solver's budget for a peek or a check (advice.hpp's CheckPositions)
    int analyserMs = 3000;           // the analyser's time for check fair
};

class Keeper {
public:
    Keeper(Record record, KeeperOptions options, std::istream& in, std::ostream& out);
    // Reads commands until a win, Q or the end of input; returns the exit
    // status. Throws patience::LineTooLong (naming the line) on a line of
    // more than 64 KB, after the closing line: not a person's input.
    int run();
    // A line to show with the first tableau (printed at once when not on a screen).
    void note(const std::string& line) { say(line); }

private:
    Record r_;
    KeeperOptions opt_;
    std::istream& in_;
    std::ostream& out_;
    patience::LineReader lines_{in_};  // commands and answers, capped and counted
    ::referee::Notes notes_;           // what the last command said (under the tableau on a screen)
    int autosaveEvery_ = 0, sinceAutosave_ = 0;
    // What R draws: every position of this session, back-ups included (the
    // history forgets what was backed over). frames_ ends at the game's
    // position; framedSteps_ is how much of its history the frames reached.
    std::vector<replay::Frame> frames_;
    std::size_t framedSteps_ = 0;
    ::referee::Advisor advisor_;

    int moves() const;  // actions of the history the player made (automatic removals not counted)
    void say(const std::string& line) { notes_.say(line); }
    void refuse(const std::string& why) { notes_.refuse(why); }
    // A command refused, for command() to return: the game goes on.
    bool refused(const std::string& why) {
        refuse(why);
        return true;
    }
    void redraw();
    bool nextLine(std::string& line);  // the next line of input; false at its end
    void announceWin();
    bool ask(const std::string& question, std::string& answer);
    bool confirm(const std::string& question);
    std::string fileName(const std::string& given, const std::string& fallback, bool& cancelled);
    void writeOut(const std::string& given, const std::string& fallback, const std::string& what,
                  const std::string& text);
    void played();  // after a move, removal or deal: a frame for R, autosave
    std::string replayPage() const;
    bool command(const std::string& line);  // false: leave the loop
    void backUp(int k);
    void status();
    void look(const std::string& card);
    // Help (keeper_advice.cpp): false if `line` is none of its words.
    bool advise(const std::string& line);
    void hint();
    void peek();
    void check(bool when);
    void fairCheck();
    void solverLine();                  // after a move, with --solver-line
    Game after(int moves) const;        // the game after its first `moves` moves
    std::string assistedWords() const;  // " (assisted: 1 peek)", " (2 hints)" or ""
};

}  // namespace spider::referee
