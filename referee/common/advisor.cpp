#include "referee/common/advisor.hpp"

#include <algorithm>
#include <csignal>
#include <cstdlib>

#include "referee/common/child.hpp"
#include "referee/common/wording.hpp"

namespace referee {

namespace {

// SIGPIPE ignored while a question is asked: an advisor that dies before it
// reads (a bot that is not there) must not kill the person's game. Restored
// after, so that a keeper whose output is closed still ends as before.
struct NoSigpipe {
    void (*before)(int) = std::signal(SIGPIPE, SIG_IGN);
    ~NoSigpipe() { std::signal(SIGPIPE, before); }
};

}  // namespace

AdvisorAnswer Advisor::ask(const std::string& args, const std::string& input, int limitMs, std::size_t maxLines) const {
    constexpr std::size_t MaxLine = 1 << 16;
    NoSigpipe noSigpipe;
    AdvisorAnswer a;
    if (program_ == "none") {
        a.error = "help is off (--advisor none)";
        return a;
    }
    Clock::time_point start = Clock::now(), deadline = afterMs(start, limitMs);
    Child bot(program_ + " " + game_ + " " + args, Stderr::Discard);
    if (!bot.started()) {
        a.error = "the advisor (" + program_ + ") did not start: " + bot.startError();
        return a;
    }
    if (bot.write(input, deadline) == Child::Write::Timeout)
        a.error = "the advisor did not read the position within " + ms(limitMs);
    bot.closeInput();
    std::string line;
    while (a.ok() && a.lines.size() < maxLines) {
        Child::Read got = bot.readLine(line, deadline, MaxLine);
        if (got == Child::Read::Line)
            a.lines.push_back(line);
        else if (got == Child::Read::Timeout)
            a.error = "no answer within " + ms(limitMs);
        else if (got == Child::Read::TooLong)
            a.error = "the advisor's answer was too long";
        else
            break;
    }
    if (a.ok() && a.lines.empty()) {
        std::optional<std::string> how = bot.howItEnded(200);
        a.error = "the advisor gave no answer" + (how ? " (" + *how + ")" : std::string()) + "; is " + program_ +
            " the project's bot?";
    }
    a.ms = msSince(start);
    return a;
}

const char* chanceWords(Chance c) {
    switch (c) {
    case Chance::Winnable: return "winnable";
    case Chance::NotWinnable: return "no longer winnable";
    default: return "unknown";
    }
}

SolverVerdict readSolverVerdict(const AdvisorAnswer& a) {
    SolverVerdict v;
    if (!a.ok()) {
        v.detail = a.error;
        return v;
    }
    const std::string& line = a.lines[0];
    std::size_t at = std::string::npos;
    for (const char* word : {": winnable", ": unwinnable", ": unknown"}) at = std::min(at, line.find(word));
    v.detail = at == std::string::npos ? line : line.substr(at + 2);
    if (v.detail.compare(0, 8, "winnable") == 0)
        v.chance = Chance::Winnable;
    else if (v.detail.compare(0, 10, "unwinnable") == 0)
        v.chance = Chance::NotWinnable;
    return v;
}

int firstLosingMove(int moves, const std::function<Chance(int)>& at) {
    // Invariant: after lo moves it was winnable (or not proved lost), after
    // hi it is proved lost; the move that lost it lies in (lo, hi].
    int lo = 0, hi = moves;
    while (hi - lo > 1) {
        int mid = lo + (hi - lo) / 2;
        if (at(mid) == Chance::NotWinnable)
            hi = mid;
        else
            lo = mid;
    }
    return hi > 0 ? hi : 0;
}

int askGrade(const Advisor& bot, std::uint64_t seed, std::string& why) {
    // From the bot's table where it holds the seed (--graded-ahead); else
    // sixteen games of the grader (in four-suit Spider up to 16 s) and the solver.
    constexpr int GradeMs = 120000;
    AdvisorAnswer a = bot.ask("--grade " + std::to_string(seed) + " --graded-ahead", "", GradeMs, 1);
    if (!a.ok()) {
        why = a.error;
        return -1;
    }
    std::size_t at = a.lines[0].find(": grade ");
    if (at == std::string::npos) {
        why = "the advisor's grade is not one (" + a.lines[0] + ")";
        return -1;
    }
    return std::atoi(a.lines[0].c_str() + at + 8);
}

}  // namespace referee
