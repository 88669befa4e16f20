// `bot -g NAME` (and fc-solve's rule options): the FreeCell family's other
// games on the same command line as FreeCell's (--solve, --deal, a piped
// board) and fc-solve's (-g/--game/--preset and the six rule options, read
// left to right). Standard FreeCell, however it is named, stays with the
// puzzle's own solver (cli.hpp).
#pragma once

#include <iostream>
#include <string>
#include <vector>

#include "bot/common/solve_batch.hpp"
#include "bot/common/solve_cli.hpp"
#include "common/option_reader.hpp"
#include "common/options.hpp"
#include "common/program.hpp"
#include "common/replay_page.hpp"
#include "common/text_file.hpp"
#include "bot/freecell/family/solve.hpp"
#include "bot/freecell/weights_option.hpp"
#include "games/freecell/family/deal.hpp"
#include "games/freecell/family/notation.hpp"
#include "games/freecell/family/protocol.hpp"
#include "games/freecell/family/replay.hpp"

namespace freecell::bot {

inline const char* familyUsage =
    "usage: bot -g NAME [rule options] [options]   another game of the FreeCell family, with fc-solve's\n"
    "                                              names and rule options (read left to right):\n"
    "  -g, --game, --preset NAME   freecell (the default), relaxed_freecell, forecell, bakers_game,\n"
    "                      ko_bakers_game, eight_off, seahaven_towers, relaxed_seahaven_towers,\n"
    "                      beleaguered_castle (citadel, streets_and_alleys), good_measure,\n"
    "                      bakers_dozen, cruel, fan, die_schlange, der_katzenschwanz (der_katz),\n"
    "                      simple_simon; also kings_only_bakers_game, seahaven, relaxed_seahaven\n"
    "                      (fc-solve's rules: cruel without PySolFC's redeals, die_schlange with\n"
    "                      8 cells; docs/freecell-family.md)\n"
    "  --freecells-num N   cells (0-8)     --stacks-num N  columns (1-18)     --decks-num N  1 or 2\n"
    "  --sequences-are-built-by suit|rank|alternate_color\n"
    "  --sequence-move limited|unlimited   --empty-stacks-filled-by kings|none|all\n"
    "  with a game other than FreeCell:\n"
    "  --solve [FILE|-], a piped board     solve the board; prints the moves on one line; given\n"
    "                      `referee freecell --game NAME`'s turns instead, answers them\n"
    "  --deal N            solve PySolFC's deal N (1-32000) of the game; --print shows its board\n"
    "  --replay FILE.html  with --solve or --deal: also write the solution as a replay page\n"
    "  --bench LIST        solve the deals of LIST, replay each solution; --jobs, --json, --jsonl,\n"
    "                      --resume, --shard as for FreeCell's (bot --help bench)\n"
    "  --time-ms N         time limit a board (10000)   --positions N  positions kept (8000000)\n"
    "  --weights W,...     the searches run in turn, each with priority W x estimate + moves made\n"
    "                      (5,1: the first alone for 50000 positions, then both), for tuning\n"
    "  --engine-positions N  the puzzle's search first, for a solution, up to N positions (200000;\n"
    "                      built by rank 3000000, forecell 1000000; 0: off); then the exact\n"
    "                      proof, or the family solver\n"
    "  --engine-weights W/W  its best-first searches' weights, 8 numbers a set (see bot --help),\n"
    "                      run in turn, the first alone at first (default: the game's), for tuning\n"
    "  --verbose           the solution's length and the search's figures on standard error\n"
    "  moves: columns 1-9 then [10], [11]...; cells a-g then k; h home; \"16v3\" moves 3 cards to\n"
    "  an empty column (one without v); every move, cards sent home included\n";

struct FamilyCli {
    enum class Mode { Piped, Solve, Deal, Bench } mode = Mode::Piped;
    std::string file = "-";
    std::uint32_t deal = 0;
    bool print = false, verbose = false;
    int timeMs = 10000;
    bool timeGiven = false;
    FamilySolverConfig solver;
    EngineConfig engine;  // the puzzle's search first (family/solve.hpp)
    patience::bot::SolveOptions batch;
    std::string benchLabel;
    std::string replayFile;  // --replay: the solution as a replay page
};

inline FamilyCli parseFamilyCli(const std::vector<std::string>& words) {
    FamilyCli o;
    auto mode = [&](FamilyCli::Mode m) {
        if (o.mode != FamilyCli::Mode::Piped) throw patience::UsageError("give only one of --deal, --bench, --solve");
        o.mode = m;
    };
    for (patience::OptionReader args(words); args.more();) {
        std::string a = args.option();
        if (a == "--solve") {
            mode(FamilyCli::Mode::Solve);
            if (auto file = args.optionalValue()) o.file = *file;
        } else if (a == "--deal")
            mode(FamilyCli::Mode::Deal), o.deal = std::uint32_t(args.integer(1, MaxFamilyDeal));
        else if (a == "--bench") {
            mode(FamilyCli::Mode::Bench);
            o.batch.seeds = args.numbers(1, MaxFamilyDeal, MaxFamilyDeal);
            o.benchLabel = patience::listLabel(o.batch.seeds);
        } else if (a == "--print")
            o.print = true;
        else if (a == "--time-ms")
            o.timeMs = int(args.integer(1, 86400000)), o.timeGiven = true;
        else if (a == "--positions")
            o.solver.positions = std::uint64_t(args.integer(1000, 400000000));
        else if (a == "--engine-positions")
            o.engine.positions = args.integer(0, 400000000);
        else if (a == "--engine-weights")
            o.engine.weights = parseWeights(a, args.value());
        else if (a == "--weights")
            o.solver.weights = patience::numberList("--weights", args.value(), 0, 1000);
        else if (a == "--jobs")
            o.batch.jobs = int(args.integer(1, 256));
        else if (a == "--json")
            o.batch.json = true;
        else if (a == "--verbose")
            o.verbose = true;
        else if (a == "--replay")
            o.replayFile = args.value();
        else if (!patience::batch::readOption<patience::UsageError>(
                     a, [&] { return args.value(); }, o.batch.batch))
            throw args.unknown();
    }
    patience::batch::checkOptions<patience::UsageError>(o.batch.batch, o.mode == FamilyCli::Mode::Bench,
                                                        "--bench LIST");
    if (o.batch.json && o.mode != FamilyCli::Mode::Bench) throw patience::UsageError("--json goes with --bench LIST");
    if (o.print && o.mode != FamilyCli::Mode::Deal) throw patience::UsageError("--print goes with --deal N");
    if (!o.replayFile.empty() && o.mode != FamilyCli::Mode::Deal && o.mode != FamilyCli::Mode::Solve)
        throw patience::UsageError("--replay writes a solution: use it with --solve or --deal");
    return o;
}

inline FamilyBoard familyDealOrThrow(const Family& f, std::uint32_t n) {
    FamilyBoard b;
    std::string why;
    if (!familyDeal(f, n, b, why)) throw patience::UsageError(why);
    return b;
}

inline FamilySolver::Result solveFamily(const FamilyBoard& b, const Family& f, const FamilyCli& o) {
    return solveFamilyBoard(b, f, o.solver, o.engine, FamilySolver::Clock::now() + std::chrono::milliseconds(o.timeMs));
}

// One board: the moves on one line (exit 0), or why not on standard error
// (1); with --replay, also the solution as a page titled `title`.
inline int solveFamilyAndPrint(const FamilyBoard& b, const Family& f, const FamilyCli& o, const std::string& title) {
    FamilySolver::Result r = solveFamily(b, f, o);
    std::string searched = std::to_string(r.nodes) + " positions, " + std::to_string(long(r.ms)) + " ms";
    if (r.status == FamilySolver::Result::Winnable) {
        std::string why = replayFamily(b, f, r.moves);
        if (!why.empty()) {
            std::cerr << "bot: internal error: the solution found does not replay (" << why
                      << "); please report this board\n";
            return 2;
        }
        std::cout << familyMovesText(b, f, r.moves) << std::endl;
        if (o.verbose) std::cerr << "winnable: " << r.moves.size() << " moves, " << searched << "\n";
        if (!o.replayFile.empty()) {
            std::string error, verdict = "the bot's solution: " + std::to_string(r.moves.size()) + " moves";
            if (!replay::writePage(o.replayFile, familyReplayOf(b, r.moves, f, familyLabel(f), title, verdict), error))
                throw patience::UsageError(error, false);
        }
        return 0;
    }
    if (r.status == FamilySolver::Result::Unwinnable)
        std::cerr << "bot: " << patience::bot::verdictText(r.status, r.nodes) << ", " << long(r.ms) << " ms\n";
    if (r.status != FamilySolver::Result::Winnable && !familyNote(f).empty())
        std::cerr << "bot: " << familyNote(f) << "\n";
    else
        std::cerr << "bot: unknown: no solution found within the limit (" << searched
                  << "); try a larger --time-ms or --positions\n";
    return 1;
}

inline FamilyBoard familyBoardFrom(const std::string& text, const std::string& name, const Family& f) {
    try {
        return parseFamilyBoard(text, f);
    } catch (const InputError& e) {
        throw std::runtime_error(name + ": " + e.where());
    }
}

// The judge's turns (family/protocol.hpp): each board solved afresh and its
// whole solution sent, since a turn takes any number of moves. With no
// solution found the bot says so on standard error and sends nothing.
inline int playFamilyTurns(std::string count, const Family& f, FamilyCli o) {
    if (!o.timeGiven) o.timeMs = 8000;  // inside the judge's 10 s first turn
    for (int turn = 1;; ++turn) {
        FamilyBoard b;
        try {
            b = readFamilyTurn(count, std::cin, f);
        } catch (const InputError& e) {
            throw std::runtime_error("turn " + std::to_string(turn) + ": " + e.where());
        }
        FamilySolver::Result r = solveFamily(b, f, o);
        if (r.status != FamilySolver::Result::Winnable)
            std::cerr << "bot: turn " << turn << ": " << patience::bot::verdictText(r.status, r.nodes) << "\n";
        std::cout << (r.status == FamilySolver::Result::Winnable ? familyMovesText(b, f, r.moves) : "") << std::endl;
        do
            if (!std::getline(std::cin, count)) return 0;
        while (words(count).empty());
        count = words(count)[0];
    }
}

inline int familyMain(const std::vector<std::string>& arguments, const Family& f) {
    FamilyCli o = parseFamilyCli(arguments);
    switch (o.mode) {
    case FamilyCli::Mode::Deal: {
        FamilyBoard b = familyDealOrThrow(f, o.deal);
        if (o.print) {
            std::cout << familyBoardText(b, f);
            return 0;
        }
        return solveFamilyAndPrint(b, f, o, "deal " + std::to_string(o.deal));
    }
    case FamilyCli::Mode::Bench: {
        patience::bot::SolveGame<FamilyMove> game;
        game.program = "bot";
        game.kind = "bot freecell --game --bench";
        game.settings = familyLabel(f) + (familyNote(f).empty() ? "" : "; " + familyNote(f));
        game.solve = [&](std::uint64_t seed) { return solveFamily(familyDealOrThrow(f, std::uint32_t(seed)), f, o); };
        game.replay = [&](std::uint64_t seed, const std::vector<FamilyMove>& moves) {
            return replayFamily(familyDealOrThrow(f, std::uint32_t(seed)), f, moves);
        };
        game.writeSettings = [&](patience::json::Writer& w) { w.key("game").value(familyLabel(f)); };
        patience::bot::SolveBatchOptions b = patience::bot::batchOptions(o.batch);
        b.label = o.benchLabel, b.timeMs = o.timeMs, b.positions = long(o.solver.positions);
        return patience::bot::solveBatch(game, b);
    }
    case FamilyCli::Mode::Piped: {
        // A judge's turns start with a lone number; anything else is a board.
        std::string first;
        while (std::getline(std::cin, first) && words(first).empty()) {}
        if (words(first).size() == 1 && words(first)[0].find_first_not_of("0123456789") == std::string::npos)
            return playFamilyTurns(words(first)[0], f, o);
        std::string text = first + "\n", why = patience::readAtMost(std::cin, text);
        if (!why.empty()) throw std::runtime_error("standard input: " + why);
        return solveFamilyAndPrint(familyBoardFrom(text, "standard input", f), f, o, "standard input");
    }
    case FamilyCli::Mode::Solve: {
        std::string text, why, name = o.file == "-" ? "standard input" : o.file;
        bool read = o.file == "-" ? (why = patience::readAtMost(std::cin, text)).empty()
                                  : patience::readTextFile(o.file, text, why);
        if (!read) throw std::runtime_error(name + ": " + why);
        return solveFamilyAndPrint(familyBoardFrom(text, name, f), f, o, name);
    }
    }
    return 2;
}

}  // namespace freecell::bot
