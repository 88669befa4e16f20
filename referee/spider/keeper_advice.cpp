// The keeper's help for the person (hint, peek, check, --solver-line): the
// questions are the advisor's (advice.hpp); here they are asked, said and
// recorded in the history, which the save file and the verdict show.
#include <algorithm>
#include <map>

#include "common/text.hpp"
#include "referee/spider/advice.hpp"
#include "referee/spider/keeper.hpp"

namespace spider::referee {

using ::referee::Chance;

bool Keeper::advise(const std::string& raw) {
    std::string line = patience::lower(raw);
    if (line == "hint")
        hint();
    else if (line == "peek")
        peek();
    else if (line == "check")
        check(false);
    else if (line == "check when")
        check(true);
    else if (line == "check fair")
        fairCheck();
    else
        return false;
    return true;
}

std::string Keeper::assistedWords() const {
    if (r_.help.empty()) return "";
    return std::string(" (") + (r_.assisted() ? "assisted: " : "with ") + r_.helpWords() + ")";
}

void Keeper::hint() {
    if (r_.game.won()) return refuse("the game is won");
    r_.help.push_back({r_.game.history.size(), "hint"});
    Advice a = fairHint(r_.game, moves() + 1, advisor_);
    if (!a.error.empty()) return refuse("no hint: " + a.error);
    say("hint: " + a.move + " (" + a.why + ")");
}

void Keeper::peek() {
    if (r_.game.won()) return refuse("the game is won");
    r_.help.push_back({r_.game.history.size(), "peek"});
    SolverView v = solverView(r_.game, advisor_, opt_.solverPositions);
    if (v.chance != Chance::Winnable)
        return say(std::string("peek: no move: ") + ::referee::chanceWords(v.chance) + " [" + v.detail + "]");
    if (!v.first.error.empty()) return refuse("peek: " + v.first.error);
    say("peek: " + v.first.move + " (" + v.first.why + ") [" + v.detail + "]");
}

Game Keeper::after(int k) const {
    Game g = r_.game;
    // Each step backed over: a move of the person's, or a removal the rules
    // made after one (kept when it follows the k-th move).
    for (int made = moves(); made > k; g.backUp()) made -= !g.history.back().automatic;
    return g;
}

void Keeper::check(bool when) {
    if (r_.game.won()) return refuse("the game is won");
    r_.help.push_back({r_.game.history.size(), "check"});
    SolverView v = solverView(r_.game, advisor_, opt_.solverPositions);
    std::string line = std::string("the solver: ") + ::referee::chanceWords(v.chance) + " [" + v.detail + "]";
    if (v.chance == Chance::NotWinnable && when && moves() > 0) {
        std::map<int, Chance> seen{{moves(), v.chance}};
        auto at = [&](int k) {
            auto it = seen.find(k);
            if (it != seen.end()) return it->second;
            Chance c = solverView(after(k), advisor_, opt_.solverPositions).chance;
            seen[k] = c;
            return c;
        };
        int lost = ::referee::firstLosingMove(moves(), at);
        const Action* a = nullptr;
        Game upTo = after(lost);
        for (const Action& x : upTo.history)
            if (!x.automatic) a = &x;
        line += "; move " + std::to_string(lost) + (a ? " (" + actionText(*a) + ")" : std::string()) +
            (at(lost - 1) == Chance::Winnable ? " lost it: winnable before it"
                                              : " is the first after which it is proved lost");
    } else if (v.chance == Chance::NotWinnable && moves() > 0) {
        line += "; check when: the move that lost it";
    }
    say(line);
}

void Keeper::fairCheck() {
    if (r_.game.won()) return refuse("the game is won");
    SolverView v = fairQuestion(r_.game, advisor_, opt_.analyserMs);
    say(std::string("the analyser: ") + (v.chance == Chance::Unknown ? "unknown: " : "") + v.detail);
}

void Keeper::solverLine() {
    r_.help.push_back({r_.game.history.size(), "check"});
    SolverView v = solverView(r_.game, advisor_, opt_.solverPositions);
    say(std::string("solver: ") + ::referee::chanceWords(v.chance) +
        (v.chance == Chance::Winnable ? "" : " [" + v.detail + "]"));
}

}  // namespace spider::referee
