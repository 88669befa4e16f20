// What every game for a person at a terminal (`referee GAME` without --bot)
// does before its keeper runs, once: the options every keeper takes (--seed
// N, --color WHEN, --help) and the game's own through a hook, a new deal's
// seed (the one given, or one from the clock, said so that the person can
// deal it again), the terminal's ways (redraw, prompt, colour), and every
// mistake as one line and exit status 2 (common/program.hpp).
#pragma once

#include <unistd.h>

#include <chrono>
#include <functional>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "common/difficulty.hpp"
#include "common/line_reader.hpp"
#include "common/options.hpp"
#include "common/program.hpp"
#include "referee/common/advisor.hpp"
#include "referee/common/child.hpp"
#include "referee/common/seed_choice.hpp"
#include "referee/common/terminal.hpp"

namespace referee {

struct PersonOptions {
    std::optional<std::uint64_t> seed;  // none: one from the clock
    ColorMode color = ColorMode::Auto;
    std::string advisor;        // the bot asked for hints and the solver (--advisor; empty: the one beside us)
    bool winnableOnly = false;  // deal only what the solver proves winnable
    bool solverLine = false;    // the solver's verdict after every move
    long solverPositions = 0;   // the solver's budget for peek, check and the line (0: the game's own)
    int difficulty = 0;         // deal only what the fair bot grades so (1 easy to 5 hardest; 0: any)
    int hintMs = 1000;          // a hint's time limit (--hint-ms)
};

// Reads the command line. `gameOption(option, args)` reads one of the
// game's own options and returns true, or returns false for a name it does
// not know.
template <class GameOption>
PersonOptions parsePersonOptions(int argc, char** argv, GameOption gameOption) {
    PersonOptions o;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string option = args.option();
        if (option == "--seed")
            o.seed = std::uint64_t(args.integer(0, INT64_MAX));
        else if (option == "--color" || option == "--colour")
            o.color = colorOption(option, args.value());
        else if (option == "--advisor")
            o.advisor = args.value();
        else if (option == "--winnable-only")
            o.winnableOnly = true;
        else if (option == "--solver-line")
            o.solverLine = true;
        else if (option == "--solver-positions")
            o.solverPositions = long(args.integer(1, 1LL << 40));
        else if (option == "--hint-ms")
            o.hintMs = int(args.integer(100, 600000));
        else if (option == "--difficulty")
            o.difficulty = patience::difficultyGrade(option, args.value());
        else if (!gameOption(option, args))
            throw args.unknown();
    }
    return o;
}

// A seed for a game nobody asked a seed for: from the clock (and the
// process, so that two started at once differ), below 10^9 so that people
// can type it again.
inline std::uint64_t clockSeed() {
    auto now = std::uint64_t(std::chrono::system_clock::now().time_since_epoch().count() / 1000);
    return (now ^ std::uint64_t(getpid())) % 1000000000;
}

// A new deal's seed: the one given, or one from the clock with the line that
// tells the person how to deal it again (`note`, else empty).
struct DealSeed {
    std::uint64_t seed = 1;
    std::string note;
};
inline DealSeed dealSeed(const PersonOptions& o, const std::string& program) {
    if (o.seed) return {*o.seed, ""};
    // --difficulty: among the seeds whose grades the bot has computed ahead,
    // so that it answers at once.
    std::uint64_t seed = o.difficulty ? 1 + clockSeed() % patience::GradedAheadSeeds : clockSeed();
    return {seed,
            "New deal, seed " + std::to_string(seed) + " (" + program + " --seed " + std::to_string(seed) +
                " deals it again)."};
}

// --winnable-only and --difficulty: the seed to deal instead of deal.seed,
// and the note that says why. `proved(seed, why)`: the game's solver proves
// seed's deal winnable (its solution replayed); `bot` grades deals.
inline void chooseDeal(const PersonOptions& o, DealSeed& deal, const std::string& program, const Advisor& bot,
                       const std::function<bool(std::uint64_t, std::string&)>& proved, int maxSeeds = 100) {
    if (!o.winnableOnly && !o.difficulty) return;
    ChosenSeed w = chooseSeed(deal.seed, program, bot, o.difficulty, o.winnableOnly, proved, maxSeeds);
    deal.seed = w.seed, deal.note = w.note;
}

// How a keeper talks to the terminal: redrawn after every command when
// stdout is one, a prompt when a person types on stdin, colour as asked.
template <class KeeperOptions>
void fitToTerminal(KeeperOptions& opt, ColorMode color) {
    opt.screen = isatty(STDOUT_FILENO);
    opt.prompt = isatty(STDIN_FILENO);
    opt.color = useColor(color);
}

// `referee GAME` for a person: the options (PersonOptions, and the game's
// own through `gameOption`), then `play(options)`, which runs the keeper
// and returns the exit status. A line of input too long for a command ends
// the game with one line, as a mistake in the options does.
template <class GameOption, class Play>
int keeperMain(int argc, char** argv, const patience::Program& program, GameOption gameOption, Play play) {
    return patience::runProgram(argc, argv, program, [&] {
        PersonOptions options = parsePersonOptions(argc, argv, gameOption);
        killChildrenOnSignal();  // a Ctrl-C during a hint ends the bot asked too
        try {
            return play(options);
        } catch (const patience::LineTooLong& e) {
            throw std::runtime_error(std::string("standard input ") + e.what());
        }
    });
}

}  // namespace referee
