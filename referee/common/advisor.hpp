// The keepers' advisor: the bot program asked one question as a child
// process, as a judge asks it for a turn. A hint is the fair bot's answer to
// the person's view (the judge's turn text, nothing face down); a peek and
// the solver line are the solver's verdict on the whole position. The
// keeper never links a bot (tools/check-layers), and never trusts one: every
// question is bounded by a time limit and its answer is checked by the rules
// before it is shown.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "referee/common/bot_command.hpp"

namespace referee {

struct AdvisorAnswer {
    std::vector<std::string> lines;  // what the bot printed, a line each
    std::string error;               // empty, or why there is no answer ("no answer within 1000 ms")
    double ms = 0;
    bool ok() const { return error.empty(); }
};

class Advisor {
public:
    // `program`: the bot's command (empty: botBesideReferee(), unless the
    // person named one with --advisor; "none": no help, every question refused);
    // `game`: its game's words ("spider --suits 2").
    Advisor(const std::string& program, std::string game)
        : program_(program.empty() ? botBesideReferee() : program), game_(std::move(game)) {}

    // `program game args`, `input` on its stdin, its lines until it ends or
    // `maxLines` are read, within `limitMs`.
    AdvisorAnswer ask(const std::string& args, const std::string& input, int limitMs, std::size_t maxLines) const;

    // How long a hint may take, the process's start included: the issue's
    // second (--hint-ms; tests under the sanitizers give it more).
    int hintMs = 1000;

private:
    std::string program_, game_;
};

// Advice (a game's hint or peek: a move, or in `error` why there is none)
// that gives none.
template <class Advice>
Advice noAdvice(std::string why) {
    Advice none;
    none.error = std::move(why);
    return none;
}

// The solver's verdict on a position, in every keeper's words.
enum class Chance { Winnable, NotWinnable, Unknown };
const char* chanceWords(Chance c);  // "winnable", "no longer winnable", "unknown"

// A solver's answer (`bot GAME --solve ...`, its first line "NAME: winnable
// in 40 moves, ...", "NAME: unwinnable (proved: ...)" or "NAME: unknown ...")
// read back: the verdict and its words after the name. No answer: Unknown,
// the detail saying why.
struct SolverVerdict {
    Chance chance = Chance::Unknown;
    std::string detail;  // "winnable in 40 moves, 0.5 ms, 41 positions"
};
SolverVerdict readSolverVerdict(const AdvisorAnswer& a);

// The first move from which a lost game could no longer be won: the history
// holds `moves` moves, the start was winnable and the end is not. `at(k)` is
// the verdict after the first k moves. Bisects, so asks about log2(moves)
// positions; an Unknown counts as not proved lost (searched later). Returns
// k, 1-based: the k-th move lost it; 0 if it could not tell.
int firstLosingMove(int moves, const std::function<Chance(int)>& at);

// The grade `bot` gives seed's deal, -1 with `why` when it gives none.
int askGrade(const Advisor& bot, std::uint64_t seed, std::string& why);

}  // namespace referee
