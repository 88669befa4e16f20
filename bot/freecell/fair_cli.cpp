#include "bot/freecell/fair_cli.hpp"

#include <iostream>

namespace freecell::bot {

const char* agentUsage =
    "usage: bot [options]          the FreeCell puzzle agent: reads turns on standard input, prints\n"
    "                              one line of moves per turn (a board instead: bot --help solve)\n"
    "options (--name value or --name=value):\n"
    "  --first-turn-ms N   the judge's time for the first turn (1000)\n"
    "  --turn-ms N         ... for each later turn (50)\n"
    "  --max-turns N       ... and its turn limit (200)\n"
    "  --autoplay MODE     the judge's autoplay: safe (default), all or none\n"
    "  --capacity RULE     supermove size, F free cells, E empty cascades: doubling (F+1)*2^E\n"
    "                      (default), linear (F+1)*(E+1), cells F+1\n"
    "  --cautious          only moves all three rules treat alike: wins under each\n"
    "  --first             stop at the first solution: no shortening (the speed benchmark)\n"
    "  --improve-positions N  shorten with at most N positions expanded instead of until the time\n"
    "                      limit (reproducible lengths on a busy machine; the time limit still holds)\n"
    "  --weights W         the estimate's weights, 7 or 8 numbers a set (see best_first.hpp), sets\n"
    "                      separated by '/': replaces the solver's portfolio, for tuning\n"
    "  --prelude LIST      the schedule's opening, before the rounds: SCAN@N,... runs each named\n"
    "                      scan until it has visited N positions (scans: best, other, dive; after\n"
    "                      --weights: w1, w2, ...); none (the default) opens with the rounds\n"
    "  --round N           positions each search of the portfolio expands in its first turn (2000;\n"
    "                      doubled every round), for tuning\n"
    "  --verbose           search statistics on standard error\n";

std::vector<ScheduleTurn> parsePrelude(const std::string& text, const SolverConfig& config) {
    std::vector<ScheduleTurn> turns;
    if (text == "none") return turns;
    for (const std::string& turn : patience::commaList(text)) {
        auto at = turn.find('@');
        std::string name = turn.substr(0, at);
        std::size_t scan = 0;
        while (scan < config.scans.size() && config.scans[scan].name != name) ++scan;
        if (at == std::string::npos || scan == config.scans.size()) {
            std::string names;
            for (const auto& s : config.scans) names += (names.empty() ? "" : ", ") + s.name;
            throw UsageError("--prelude wants SCAN@POSITIONS, SCAN one of " + names + ", got '" + turn + "'");
        }
        turns.push_back(
            {std::uint8_t(scan), std::uint32_t(patience::wholeNumber("--prelude", turn.substr(at + 1), 1, 100000000))});
    }
    if (turns.empty()) throw UsageError("--prelude wants SCAN@POSITIONS,... or none");
    return turns;
}

void setMode(CliOptions& o, CliOptions::Mode m) {
    if (o.mode != CliOptions::Mode::Play) throw UsageError("give only one of --deal, --bench, --solve");
    o.mode = m;
}

CliOptions parseOptions(int argc, char** argv) {
    return parseOptions(argc, argv, [](const std::string&, patience::OptionReader&, CliOptions&) { return false; });
}

int run(const CliOptions& o) {
    switch (o.mode) {
    case CliOptions::Mode::Deal:
    case CliOptions::Mode::Solve: return solveAndPrint(namedBoard(o), o);
    case CliOptions::Mode::Bench: throw UsageError("--bench is not in the one-file bot: use the bot the build makes");
    case CliOptions::Mode::Play: break;
    }
    // The puzzle's input starts with a lone number; anything else is a board.
    LineReader lines(std::cin);
    std::optional<std::string> first;
    do {
        first = lines.next();
        if (!first) throw InputError(0, "standard input: empty: expected the puzzle's turn input or an fc-solve board");
    } while (words(*first).empty());
    auto w = words(*first);
    if (w.size() == 1 && w[0].find_first_not_of("0123456789") == std::string::npos) {
        lines.unread(*first);
        return Agent(o.agent).play(std::cin, std::cout, &lines);
    }
    // Blank lines skipped so far are given back, so errors name the right line.
    return solveAndPrint(
        readBoard(std::cin, "standard input", std::string(std::size_t(lines.number() - 1), '\n') + *first + "\n"), o);
}

patience::Program program(const std::string& usage) { return {"bot", "bot --help", usage}; }

int agentMain(int argc, char** argv) {
    return patience::runProgram(argc, argv, program(std::string(agentUsage) + "\n" + solveUsage),
                                [&] { return namingInputLines([&] { return run(parseOptions(argc, argv)); }); });
}

}  // namespace freecell::bot
