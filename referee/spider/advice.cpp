#include "referee/spider/advice.hpp"

#include <cstdio>

#include "referee/spider/save_file.hpp"

namespace spider::referee {

namespace {

using ::referee::Chance;

// A bot's command, checked on a copy of the game: "" if legal, else why not.
std::string checked(const Game& g, const std::string& line) {
    Game copy = g;
    return playLine(copy, line);
}

Advice fromBot(const Game& g, const ::referee::AdvisorAnswer& a, std::size_t lineIndex) {
    if (!a.ok()) return ::referee::noAdvice<Advice>(a.error);
    if (a.lines.size() <= lineIndex) return ::referee::noAdvice<Advice>("the advisor gave no move");
    const std::string& line = a.lines[lineIndex];
    std::string why = checked(g, line);
    if (!why.empty())
        return ::referee::noAdvice<Advice>("the advisor's move \"" + line + "\" is not legal (" + why + ")");
    Advice out;
    out.move = line;
    out.why = whatItDoes(g, line);
    return out;
}

}  // namespace

::referee::Advisor spiderAdvisor(const std::string& program, const Rules& rules) {
    return ::referee::Advisor(program, "spider " + rulesWords(rules));
}

Advice fairHint(const Game& g, int turn, const ::referee::Advisor& bot) {
    // The fair bot decides within about half a second; the limit leaves the
    // rest of the second to start the process and read the turn.
    ::referee::AdvisorAnswer a = bot.ask("--safety-ms 500", turnText(g, turn, legalCommands(g)), bot.hintMs, 1);
    return fromBot(g, a, 0);
}

SolverView solverView(const Game& g, const ::referee::Advisor& bot, long positions) {
    // The positions decide, so that a verdict is the same on every machine;
    // the time is a safety net far beyond them.
    constexpr int SafetyMs = 30000;
    SolverView v;
    ::referee::AdvisorAnswer a = bot.ask(
        "--solve --load /dev/stdin --time-ms " + std::to_string(SafetyMs) + " --positions " + std::to_string(positions),
        writePosition(g), SafetyMs + 2000, 2);
    ::referee::SolverVerdict read = ::referee::readSolverVerdict(a);
    v.chance = read.chance, v.detail = read.detail;
    if (v.chance == Chance::Winnable && !g.won()) v.first = fromBot(g, a, 1);
    return v;
}

bool provedWinnable(const Game& g, const ::referee::Advisor& bot, long positions, std::string& why) {
    // The positions decide; the time is a safety net far beyond them.
    constexpr int SafetyMs = 60000;
    ::referee::AdvisorAnswer a = bot.ask(
        "--solve --load /dev/stdin --time-ms " + std::to_string(SafetyMs) + " --positions " + std::to_string(positions),
        writePosition(g), SafetyMs + 2000, 1 << 20);
    ::referee::SolverVerdict read = ::referee::readSolverVerdict(a);
    why = read.detail;
    if (read.chance != ::referee::Chance::Winnable) return false;  // no answer reads as unknown
    Game replayed = g;
    for (std::size_t i = 1; i < a.lines.size(); ++i) {
        std::string refused = playLine(replayed, a.lines[i]);
        if (!refused.empty()) {
            why = "the solver's move " + std::to_string(i) + " (" + a.lines[i] + ") does not replay: " + refused;
            return false;
        }
    }
    if (!replayed.won()) {
        why = "the solver's solution does not win when replayed";
        return false;
    }
    return true;
}

SolverView fairQuestion(const Game& g, const ::referee::Advisor& bot, int limitMs) {
    // (The analyser takes no limit of positions: its time decides.)
    SolverView v;
    if (!g.hand.empty()) {
        v.detail = "the fair question waits until the hand is dealt out (the analyser plans without dealing)";
        return v;
    }
    ::referee::AdvisorAnswer a = bot.ask("--analyse /dev/stdin --goal removals:8 --time-ms " + std::to_string(limitMs),
                                         writePosition(g), limitMs + 1000, 1);
    if (!a.ok()) {
        v.detail = a.error;
        return v;
    }
    v.detail = a.lines[0];
    if (v.detail.compare(0, 8, "possible") == 0)
        v.chance = Chance::Winnable, v.detail = "winnable whatever the face-down cards are";
    else if (v.detail.compare(0, 10, "impossible") == 0)
        v.chance = Chance::NotWinnable,
        v.detail = "not winnable whatever the face-down cards are " + v.detail.substr(10);
    return v;
}

std::string whatItDoes(const Game& g, const std::string& command) {
    Game after = g;
    if (!playLine(after, command).empty()) return "";
    if (command == "D" || command == "d")
        return "deals a row: " + std::to_string(after.dealsLeft()) + " deal" + (after.dealsLeft() == 1 ? "" : "s") +
            " left after it";
    int from = 0, to = -1, count = 0;
    if (std::sscanf(command.c_str(), "%d %d %d", &from, &to, &count) < 3)
        return "removes the completed suit at the bottom of column " + std::to_string(from);
    --from, --to;
    const Column &source = g.columns[std::size_t(from)], &target = g.columns[std::size_t(to)];
    std::string out = "moves " + cardName(source.up[source.up.size() - std::size_t(count)]) +
        (count > 1 ? " and the " + std::to_string(count - 1) + " below it" : "");
    if (target.empty())
        out += " into the space in column " + std::to_string(to + 1);
    else {
        out += " onto " + cardName(target.up.back()) + " in column " + std::to_string(to + 1);
        if (sameSuit(g.rules, target.up.back(), source.up[source.up.size() - std::size_t(count)]))
            out += ", a run of " + std::to_string(after.movableRun(to)) + " in one suit";
    }
    if (int(source.up.size()) == count && !source.down.empty())
        out += "; turns up a card in column " + std::to_string(from + 1);
    else if (int(source.up.size()) == count)
        out += "; empties column " + std::to_string(from + 1);
    else if (after.removedRuns.size() > g.removedRuns.size())
        out += "; completes a suit";
    return out;
}

}  // namespace spider::referee
