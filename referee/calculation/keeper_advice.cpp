// The keeper's help for the person (hint, peek, check, check when,
// --solver-line, --winnable-only): the questions are the advisor's
// (advice.hpp); here they are asked, said and counted, and the counts go
// into the status line, the closing lines and the replay page's verdict.
#include <map>
#include <sstream>

#include "referee/calculation/advice.hpp"
#include "referee/calculation/keeper.hpp"
#include "referee/common/seed_choice.hpp"

namespace calculation::referee {

using ::referee::Chance;

bool Keeper::advise(const std::string& line) {
    // One blank or several between the words.
    std::istringstream in(line);
    std::string word, second, more;
    in >> word >> second >> more;
    if (!more.empty()) return false;
    if (word == "hint" && second.empty())
        hint();
    else if (word == "peek" && second.empty())
        peek();
    else if (word == "check" && second.empty())
        check(false);
    else if (word == "check" && second == "when")
        check(true);
    else
        return false;
    return true;
}

std::string Keeper::helpWords() const {
    std::string counts;
    for (auto [n, kind] : {std::pair<int, const char*>{hints_, "hint"}, {peeks_, "peek"}, {checks_, "check"}})
        if (n) counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " " + kind + (n == 1 ? "" : "s");
    if (counts.empty()) return "";
    return (assisted() ? "assisted: " : "with ") + counts;
}

void Keeper::hint() {
    if (over()) return say("the game is over: n for a new game, q to quit");
    ++hints_;
    Advice a = fairHint(game_, moves_ + 1, advisor_);
    if (a.error.empty())
        say("hint: " + a.move + " (" + a.why + ")");
    else
        refuse("no hint: " + a.error);
    foundationMoves();  // what the old hint said, still worth a glance
}

void Keeper::peek() {
    if (game_.won()) return refuse("the game is won");
    ++peeks_;
    SolverView v = solverView(start_, line_, advisor_, opt_.solverPositions);
    if (v.chance != Chance::Winnable)
        return say(std::string("peek: no move: ") + ::referee::chanceWords(v.chance) + " (" + v.detail + ")");
    if (!v.first.error.empty()) return refuse("peek: " + v.first.error);
    say("peek: " + v.first.move + " (" + v.first.why + "); the solver: " + v.detail);
}

void Keeper::check(bool when) {
    if (game_.won()) return refuse("the game is won");
    ++checks_;
    SolverView v = solverView(start_, line_, advisor_, opt_.solverPositions);
    std::string line = std::string("the solver: ") + ::referee::chanceWords(v.chance) + " (" + v.detail + ")";
    int moves = int(line_.size());
    if (v.chance == Chance::NotWinnable && when && moves > 0) {
        // The positions after the first k moves of the line played, each
        // asked once.
        std::map<int, Chance> seen{{moves, v.chance}};
        auto at = [&](int k) {
            auto it = seen.find(k);
            if (it != seen.end()) return it->second;
            std::vector<Move> prefix(line_.begin(), line_.begin() + k);
            Chance c = solverView(start_, prefix, advisor_, opt_.solverPositions).chance;
            seen[k] = c;
            return c;
        };
        int lost = ::referee::firstLosingMove(moves, at);
        if (lost > 0) {
            Move m = line_[std::size_t(lost - 1)];
            line += "; move " + std::to_string(lost) + " (" + moveName(m) + ": " +
                whatItDoes(history_[std::size_t(lost - 1)], m) + ")" +
                (at(lost - 1) == Chance::Winnable ? " lost it: winnable before it"
                                                  : " is the first after which it is proved lost");
        }
    } else if (v.chance == Chance::NotWinnable && moves > 0) {
        line += "; check when: the move that lost it";
    }
    say(line);
}

void Keeper::solverLine() {
    ++checks_;
    SolverView v = solverView(start_, line_, advisor_, opt_.solverPositions);
    say(std::string("solver: ") + ::referee::chanceWords(v.chance) +
        (v.chance == Chance::Winnable ? "" : " (" + v.detail + ")"));
}

std::uint64_t Keeper::winnableSeed(std::uint64_t seed) {
    auto proved = [&](std::uint64_t s, std::string& why) {
        return provedWinnable(newGame(s, opt_.rules), advisor_, WinnableOnlyPositions, why);
    };
    ::referee::ChosenSeed w =
        ::referee::chooseSeed(seed, "referee calculation", advisor_, opt_.difficulty, opt_.winnableOnly, proved);
    say(w.note);
    return w.seed;
}

}  // namespace calculation::referee
