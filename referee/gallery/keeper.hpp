// A game of the gallery for a person: the picture, short commands, undo back
// to the last deal (a move and the CAP moves after it go back together),
// computer-aided play, and at the end the score and the computer's
// evaluation of the same start.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "referee/common/advisor.hpp"
#include "referee/common/notes.hpp"
#include "common/line_reader.hpp"
#include "referee/gallery/advice.hpp"
#include "referee/gallery/command.hpp"
#include "referee/gallery/picture.hpp"
#include "games/gallery/gallery.hpp"
#include "games/gallery/replay.hpp"

namespace gallery::referee {

struct KeeperOptions {
    bool screen = false;            // redraw the picture after every command (stdout is a terminal)
    bool color = false;             // suits, frames and CAP marks in colour
    bool prompt = false;            // print the "> " prompt (stdin is a terminal)
    bool cap = true;                // computer-aided play
    int evaluate = 20;              // the computer's plays of the start at the end (0: none)
    std::string replayFile;         // --replay: the game as a replay page, written when it ends and when leaving
    std::string advisor;            // the bot asked for hint, peek and check (empty: the one beside the referee)
    int hintMs = 1000;              // a hint's time limit (--hint-ms)
    bool solverLine = false;        // the solver's verdict after every move and deal (a check each)
    long solverPositions = 300000;  // the solver's budget for a peek or a check (about 1.5 s)
    bool winnableOnly = false;      // the deal was proved winnable first (--winnable-only)
};

class Keeper {
public:
    Keeper(std::uint64_t seed, KeeperOptions options, std::istream& in, std::ostream& out);
    // Reads commands until q or the end of input; returns the exit status: 0,
    // or 2 when the --replay page could not be written at the end (after one
    // line on stderr naming the file).
    // Throws patience::LineTooLong (naming the line) on a line of more than
    // 64 KB, after the score: not a person's input.
    int run();
    // A line to show with the first picture.
    void note(const std::string& line) { say(line); }

private:
    // What one undo takes back: the person's move (or a deal's CAP moves
    // alone: the deal itself stays) and the moves CAP played after it.
    struct Step {
        std::vector<Move> moves;
        int byCap = 0;                   // how many of them, at the end, CAP played
        const char* after = "the deal";  // what CAP's moves alone followed: "the deal" or "cap on"
    };

    KeeperOptions opt_;
    std::istream& in_;
    std::ostream& out_;
    patience::LineReader lines_{in_};  // commands, capped and counted
    ::referee::Notes notes_;           // what the last command said (under the picture on a screen)
    std::uint64_t seed_;
    Game start_;  // as dealt: what the evaluation plays
    Game game_;
    std::vector<Step> steps_;  // since the last deal
    // every action from start_ to game_, CAP's with their reason (undone ones taken out): the replay's
    std::vector<ReplayStep> line_;
    bool replayFailed_ = false;  // the --replay page could not be written when leaving
    int moves_ = 0, deals_ = 0, undos_ = 0;
    bool endShown_ = false;               // the end report stands for the position as it is
    std::vector<std::string> endReport_;  // the score and evaluation, shown again at q
    ::referee::Advisor advisor_;
    // Help the person asked for: what, and at which point of line_ (before
    // the action line_[at]). A peek or a check knew the stock's order.
    struct HelpMark {
        std::size_t at;
        const char* kind;  // "hint", "peek" or "check"
    };
    std::vector<HelpMark> help_;

    void say(const std::string& line) { notes_.say(line); }
    void refuse(const std::string& why) { notes_.refuse(why); }
    void redraw();
    Marks marks() const;
    std::string status() const;

    bool command(const std::string& line);  // false: leave
    void move(const Source& s, std::optional<Place> target);
    void play(const Move& m);  // a person's legal move, then CAP
    void deal();
    void undo();
    void setCap(bool on);
    void runCap(Step& step);  // CAP's safe moves, added to `step`, said in one line
    // The report of `plays` computer plays of the start against the score now.
    std::vector<std::string> evaluate(int plays, const std::string& against) const;
    void checkEnd();                      // after a change: the end report when the game is over
    void finish(const std::string& why);  // quit or end of input
    // The game from the deal to now as a replay page in `file`, with the
    // evaluation's squares; on failure `error` is one line naming the file.
    bool writeReplay(const std::string& file, std::string& error) const;
    void replayCommand(const std::string& file);  // `replay [FILE]`

    // Help (keeper_advice.cpp).
    void hint();
    void peek();
    void check(bool when);
    void solverLine();    // after a move or a deal, with --solver-line
    int actions() const;  // the person's moves and deals in line_ (CAP's not counted)
    // The game after the person's first k actions and CAP's moves after
    // them, as the solver is told it; `position` is set to where it stands.
    GameSoFar soFar(int k, Game& position) const;
    std::string helpWords() const;      // "2 hints, 1 peek" or ""
    bool assisted() const;              // a peek or a check
    std::string helpClause() const;     // "assisted: 1 peek, 3 checks", "with 2 hints" or ""
    std::string assistedWords() const;  // the same in brackets after a blank, or ""
};

}  // namespace gallery::referee
