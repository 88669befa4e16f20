#include "bot/freecell/replay_cli.hpp"

#include <iostream>

#include "common/replay_page.hpp"
#include "games/freecell/replay.hpp"

namespace freecell::bot {

const char* replayUsage =
    "usage: bot --solve [FILE|-] --replay FILE.html [options]\n"
    "       bot --deal N --replay FILE.html [options]\n"
    "  the solution, printed as without --replay, also written as a replay page whose positions the\n"
    "  rules engine computes again from the board (the full bot's: not in the one-file bot)\n"
    "  the solver's options: bot --help solve\n";

int solveAndReplay(const CliOptions& o, const std::string& pagePath) {
    if (o.mode != CliOptions::Mode::Solve && o.mode != CliOptions::Mode::Deal)
        throw UsageError("--replay writes a solution: use it with --solve or --deal");
    Board board = namedBoard(o);
    std::string title = o.mode == CliOptions::Mode::Deal ? "deal " + std::to_string(o.deal)
        : o.file == "-"                                  ? std::string("board from standard input")
                                                         : "board " + o.file;
    std::vector<Move> solution;
    int status = solveAndPrint(board, o, &solution);
    if (status != 0) return status;
    std::string verdict = "the bot's solution: " + std::to_string(solution.size()) + " moves (autoplay " +
        autoplayName(o.agent.solver.autoplay) + ", capacity " + capacityName(o.agent.solver.capacity) + ")";
    replay::Replay page = replayOf(board, solution, o.agent.solver.autoplay, o.agent.solver.capacity, title, verdict);
    std::string error;
    if (!replay::writePage(pagePath, page, error)) {
        std::cerr << "bot: " << error << "\n";
        return 2;
    }
    return 0;
}

}  // namespace freecell::bot
