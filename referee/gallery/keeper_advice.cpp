// The keeper's help for the person (hint, peek, check, check when,
// --solver-line): the questions are the advisor's (advice.hpp); here they
// are asked, said, and recorded in help_, which the status line, the end
// report, the last line and the replay page show.
#include <algorithm>
#include <map>

#include "games/gallery/cap.hpp"
#include "referee/gallery/keeper.hpp"

namespace gallery::referee {

using ::referee::Chance;

int Keeper::actions() const {
    return int(std::count_if(line_.begin(), line_.end(), [](const ReplayStep& s) { return s.why.empty(); }));
}

GameSoFar Keeper::soFar(int k, Game& position) const {
    GameSoFar so;
    so.seed = seed_;
    position = start_;
    int made = 0;
    for (const ReplayStep& s : line_) {
        if (s.why.empty() && made++ == k) break;
        so.actions.push_back(s.action);
        playAction(position, s.action);
    }
    // The solver's line leaves CAP's moves out only where CAP has played
    // them all (after an undo it has not: it would play again what was taken back).
    so.cap = opt_.cap && !safeMove(position);
    return so;
}

std::string Keeper::helpWords() const {
    std::string out;
    for (const char* kind : {"hint", "peek", "check"}) {
        int n = int(
            std::count_if(help_.begin(), help_.end(), [&](const HelpMark& h) { return std::string(h.kind) == kind; }));
        if (n) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + kind + (n == 1 ? "" : "s");
    }
    return out;
}

bool Keeper::assisted() const {
    return std::any_of(help_.begin(), help_.end(), [](const HelpMark& h) { return std::string(h.kind) != "hint"; });
}

std::string Keeper::helpClause() const {
    if (help_.empty()) return "";
    return (assisted() ? "assisted: " : "with ") + helpWords();
}

std::string Keeper::assistedWords() const { return help_.empty() ? "" : " (" + helpClause() + ")"; }

void Keeper::hint() {
    if (game_.over()) return refuse("the game is over: no hint");
    help_.push_back({line_.size(), "hint"});
    Advice a = fairHint(game_, actions() + 1, advisor_);
    if (!a.error.empty()) return refuse("no hint: " + a.error);
    say("hint: " + actionName(*a.action) + " (" + a.why + ")");
}

void Keeper::peek() {
    if (game_.over()) return refuse("the game is over: nothing to peek at");
    help_.push_back({line_.size(), "peek"});
    Game here;
    SolverView v = solverView(game_, soFar(actions(), here), advisor_, opt_.solverPositions);
    if (v.chance != Chance::Winnable) return say("peek: no move: " + verdictText(v));
    if (!v.first.error.empty()) return refuse("peek: " + v.first.error);
    say("peek: " + actionName(*v.first.action) + " (" + v.first.why + "); the solver, knowing the stock: " + v.detail);
}

void Keeper::check(bool when) {
    if (game_.won()) return refuse("the game is won");
    help_.push_back({line_.size(), "check"});
    int made = actions();
    std::map<int, Chance> seen;
    auto at = [&](int k) {
        auto it = seen.find(k);
        if (it != seen.end()) return it->second;
        Game position;
        GameSoFar so = soFar(k, position);
        Chance c = solverView(position, so, advisor_, opt_.solverPositions).chance;
        seen[k] = c;
        return c;
    };
    Game here;
    SolverView v = solverView(game_, soFar(made, here), advisor_, opt_.solverPositions);
    seen[made] = v.chance;
    std::string line = "the solver, knowing the stock: " + verdictText(v);
    if (v.chance == Chance::NotWinnable && when && made > 0) {
        int lost = ::referee::firstLosingMove(made, at);
        // The lost-th of the person's actions, in words.
        Game before = start_;
        int n = 0;
        std::string what;
        for (const ReplayStep& s : line_) {
            Game then = before;
            playAction(before, s.action);
            if (s.why.empty() && ++n == lost) {
                what = actionName(s.action) + ": " + replayNote(then, before, s.action);
                break;
            }
        }
        Chance earlier = at(lost - 1);
        if (lost == 1 && earlier == Chance::NotWinnable)
            line += "; the deal itself could not be won";
        else
            line += "; your move " + std::to_string(lost) + " (deals counted; " + what + ")" +
                (earlier == Chance::Winnable ? " lost it: winnable before it"
                                             : " is the first after which it is proved lost");
    } else if (v.chance == Chance::NotWinnable && made > 0) {
        line += "; check when: the move that lost it";
    }
    say(line);
}

void Keeper::solverLine() {
    help_.push_back({line_.size(), "check"});
    Game here;
    SolverView v = solverView(game_, soFar(actions(), here), advisor_, opt_.solverPositions);
    say(v.chance == Chance::Winnable ? "solver: winnable" : "solver: " + verdictText(v));
}

}  // namespace gallery::referee
