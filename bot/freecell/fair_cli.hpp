// `bot` for FreeCell as the one-file bundle (standalone.cpp) is: the puzzle
// agent on the puzzle's turns, with the solver for a board or a deal
// (solve_cli.hpp) on the same command line. The full bot (cli.cpp) adds
// --bench and --replay, which the bundle has no room for.
#pragma once

#include <string>
#include <vector>

#include "bot/freecell/weights_option.hpp"
#include "bot/freecell/solve_cli.hpp"
#include "common/option_reader.hpp"
#include "common/program.hpp"
#include "games/freecell/deal.hpp"
#include "games/freecell/rules_options.hpp"

namespace freecell::bot {

extern const char* agentUsage;

// "dive@150,best@500": the schedule's opening, scans by name; "none" for none.
std::vector<ScheduleTurn> parsePrelude(const std::string& text, const SolverConfig& config);

// One job a run: a second one would silently win over the first.
void setMode(CliOptions& o, CliOptions::Mode m);

// `extra(option, args, o)` reads an option this file does not know (its
// value from `args`), or returns false.
template <class Extra>
CliOptions parseOptions(int argc, char** argv, Extra extra) {
    CliOptions o;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--solve") {
            setMode(o, CliOptions::Mode::Solve);
            if (auto file = args.optionalValue()) o.file = *file;
        } else if (a == "--deal") {
            setMode(o, CliOptions::Mode::Deal);
            o.deal = std::uint32_t(args.integer(1, MaxDeal));
        } else if (a == "--time-ms")
            o.timeMs = int(args.integer(1, 86400000));
        else if (patience::readRuleOption<RuleOptions>(a, args, o.agent.solver))
            continue;
        else if (a == "--cautious")
            o.cautious = true;
        else if (a == "--first-turn-ms")
            o.agent.firstTurnMs = int(args.integer(1, 86400000));
        else if (a == "--turn-ms")
            o.agent.turnMs = int(args.integer(1, 86400000));
        else if (a == "--max-turns")
            o.agent.maxTurns = int(args.integer(1, 1000000));
        else if (a == "--weights")
            o.agent.solver.bestFirstOnly(parseWeights("--weights", args.value()));
        else if (a == "--prelude")
            o.agent.solver.prelude = parsePrelude(args.value(), o.agent.solver);
        else if (a == "--round")
            o.agent.solver.firstRound = std::uint64_t(args.integer(1, 1000000000));
        else if (a == "--first")
            o.agent.solver.improve.enabled = false;
        else if (a == "--improve-positions")
            o.agent.solver.improve.positions = std::uint64_t(args.integer(1, 1000000000000L));
        else if (a == "--verbose")
            o.agent.verbose = true;
        else if (!extra(a, args, o))
            throw args.unknown();
    }
    if (o.cautious) o.agent.solver.capacity = Capacity::Cautious;
    return o;
}

CliOptions parseOptions(int argc, char** argv);  // the one-file bot's: no options of its own

// Runs the mode `o` names: the puzzle agent on the turns, or the solver on a board.
int run(const CliOptions& o);

// The program's name and usage, for runProgram (common/program.hpp).
patience::Program program(const std::string& usage);

// A bad board or turn input ends the run with one line naming it and the line.
template <class Body>
int namingInputLines(Body body) {
    try {
        return body();
    } catch (const InputError& e) {
        throw std::runtime_error(e.where());
    }
}

// Entry point of the one-file bot: no --bench, no --replay.
int agentMain(int argc, char** argv);

}  // namespace freecell::bot
