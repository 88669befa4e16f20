#include "bot/freecell/solve_cli.hpp"

#include <iostream>

#include "common/text_file.hpp"
#include "games/freecell/deal.hpp"

namespace freecell::bot {

const char* solveUsage =
    "usage: bot --solve [FILE|-] [options]  solve an fc-solve-format board (-, or none: standard input);\n"
    "                                       prints the moves on one line\n"
    "       bot --deal N [options]          solve Microsoft deal N\n"
    "       BOARD | bot [options]           a board piped in instead of the puzzle's turns\n"
    "                                       (e.g. make-microsoft-freecell-board -t 24 | bot)\n"
    "  --time-ms N         time limit a board: the solver finds a first solution, then shortens it\n"
    "                      until N ms have passed (default 1000; without --time-ms, up to 10000 ms\n"
    "                      for a first solution if it needs longer)\n"
    "  the solver's settings: the puzzle agent's (bot --help play)\n"
    "exit status: 0 winnable or played, 1 unwinnable or unknown, 2 bad input or usage\n";

int solveAndPrint(const Board& board, const CliOptions& o, std::vector<Move>* solution) {
    auto start = Clock::now();
    Solver solver(board, o.agent.solver);
    // An explicit --time-ms bounds everything; by default the first solution
    // may take up to 10 s, and shortening it stops at 1 s.
    Outcome outcome = solver.run(start + std::chrono::milliseconds(o.timeMs < 0 ? 10000 : o.timeMs),
                                 start + std::chrono::milliseconds(o.timeMs < 0 ? 1000 : o.timeMs));
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    SearchStats s = solver.stats();
    std::string searched = std::to_string(s.expanded) + " positions searched, " + std::to_string(ms) + " ms";
    if (outcome == Outcome::Winnable) {
        if (!wins(board, solver.solution(), o.agent.solver.autoplay, o.agent.solver.capacity)) {
            std::cerr << "bot: internal error: the solution found does not replay; please report this board\n";
            return 1;
        }
        if (solution) *solution = solver.solution();
        std::string line;
        for (Move m : solver.solution()) line += (line.empty() ? "" : " ") + moveName(m);
        std::cout << line << std::endl;
        if (o.agent.verbose)
            std::cerr << "winnable: " << solver.solution().size()
                      << " moves (the first solution found: " << solver.firstSolution().size() << "), " << searched
                      << "\n";
        return 0;
    }
    if (outcome == Outcome::Unwinnable)
        std::cerr << "bot: " << patience::bot::verdictText(outcome, long(s.expanded)) << ", " << ms << " ms\n";
    else
        std::cerr << "bot: unknown: no solution found within the limit (" << searched << "); try a larger --time-ms\n";
    return 1;
}

// The board in `text`, read from `name` ("standard input", a file's name).
namespace {

Board boardFrom(const std::string& text, const std::string& name) {
    try {
        return parseBoard(text);
    } catch (const InputError& e) {
        throw InputError(0, name + ": " + e.where());
    }
}

}  // namespace

Board readBoard(std::istream& in, const std::string& name, const std::string& firstLines) {
    std::string text = firstLines;
    std::string why = patience::readAtMost(in, text);
    if (!why.empty()) throw InputError(0, name + ": " + why);
    return boardFrom(text, name);
}

Board namedBoard(const CliOptions& o) {
    if (o.mode == CliOptions::Mode::Deal) return msDeal(o.deal);
    if (o.file == "-") return readBoard(std::cin, "standard input");
    std::string text, why;
    if (!patience::readTextFile(o.file, text, why)) throw InputError(0, o.file + ": " + why);
    return boardFrom(text, o.file);
}

}  // namespace freecell::bot
